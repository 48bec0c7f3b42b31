// The payment methods RUN offers, one entry each: everything the API, the web and the mails need to
// know of a method to name it and to decide by it (docs/payments.md, "Adding a payment method"). No
// other file names a method to decide behaviour: it reads its entry here. The API's own side of a
// method (its providers, secrets and how an attempt starts) is functions/src/payments/methods/.

export const PAYMENT_METHODS = ['card', 'paypal', 'bank_transfer', 'ideal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whose payout account takes a method's money in `connect` mode (docs/payouts.md). */
export type Payee =
  /** The race creator's Stripe account: the method pauses while that account is not ready. */
  | 'stripe-account'
  /** The race creator's PayPal merchant id. */
  | 'paypal-merchant'
  /** Nobody's: the money goes to the race's own bank account, outside RUN, with no site fee. */
  | 'race-bank-account';

export interface PaymentMethodInfo {
  /** Its name in the race's settings and the console: "Card". */
  label: string;
  /** The runner's button: "Pay by card". */
  payLabel: string;
  /** A receipt's "Paid by {paidBy}". */
  paidBy: string;
  /** A provider's refund mail: "it goes back to the {refundsTo} you paid with". */
  refundsTo: string;
  /**
   * `provider`: the runner pays on the provider's page and its event confirms; `instructions`: the
   * runner is shown where to send the money, and a bank row confirms it.
   */
  pays: 'provider' | 'instructions';
  /** Whether it pays a change to a dearer distance's difference (a bank row confirms only a hold). */
  paysDistanceChange: boolean;
  /** The currencies it takes (ISO 4217); null for any the race may have. */
  currencies: readonly string[] | null;
  payee: Payee;
}

export const PAYMENT_METHOD_INFO: Readonly<Record<PaymentMethod, PaymentMethodInfo>> = {
  card: {
    label: 'Card',
    payLabel: 'Pay by card',
    paidBy: 'card',
    refundsTo: 'card',
    pays: 'provider',
    paysDistanceChange: true,
    currencies: null,
    payee: 'stripe-account',
  },
  paypal: {
    label: 'PayPal',
    payLabel: 'Pay with PayPal',
    paidBy: 'PayPal',
    refundsTo: 'PayPal account',
    pays: 'provider',
    paysDistanceChange: true,
    currencies: null,
    payee: 'paypal-merchant',
  },
  bank_transfer: {
    label: 'Bank transfer',
    payLabel: 'Pay by bank transfer',
    paidBy: 'bank transfer',
    refundsTo: 'bank account',
    pays: 'instructions',
    paysDistanceChange: false,
    currencies: null,
    payee: 'race-bank-account',
  },
  // The Netherlands' bank payment, through Stripe Checkout; refunds go back to the runner's bank.
  ideal: {
    label: 'iDEAL',
    payLabel: 'Pay with iDEAL',
    paidBy: 'iDEAL',
    refundsTo: 'bank account',
    pays: 'provider',
    paysDistanceChange: true,
    currencies: ['EUR'],
    payee: 'stripe-account',
  },
};

export const methodInfo = (method: PaymentMethod): PaymentMethodInfo => PAYMENT_METHOD_INFO[method];

/** Whether `method` takes money in `currency`. */
export function takesCurrency(method: PaymentMethod, currency: string): boolean {
  const { currencies } = methodInfo(method);
  return currencies === null || currencies.includes(currency.toUpperCase());
}

/** The methods whose money goes to `payee`'s account. */
export const methodsPaidTo = (payee: Payee): PaymentMethod[] =>
  PAYMENT_METHODS.filter((m) => methodInfo(m).payee === payee);

/** Choices for a sentence: "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The methods for a refusal's sentence: `"card", "paypal" or "bank_transfer"`. */
export const quotedMethods = (): string => orList(PAYMENT_METHODS.map((m) => `"${m}"`));

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);

/**
 * Whether money chosen this way is sent by the runner outside RUN from instructions (a bank
 * transfer), so nothing confirms it soon. False for anything else, money paid by hand included.
 */
export const paysByInstructions = (method: string | null | undefined): boolean =>
  isPaymentMethod(method) && methodInfo(method).pays === 'instructions';
