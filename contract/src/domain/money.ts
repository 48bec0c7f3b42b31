// Prices and payments (docs/payments.md): the pure rules the API and the web share, without zod (the
// web shows prices on its first paint; the forms' schemas are in money-schemas.ts): the tier in force, what a runner pays, IBAN and bank
// reference checks, the EPC069-12 text of a bank transfer's QR code, how an amount is shown.
import { methodInfo, orList, takesCurrency, type PaymentMethod } from './payment-methods.js';
import { fillPlaceholders, type RefusalParams } from './refusal-text.js';

// The methods themselves are payment-methods.ts's; re-exported where the money rules always were.
export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods.js';
export const AMOUNT_MAX = 10_000_000;
export const TIERS_MAX = 6;
export const HOLD_MINUTES_DEFAULT = 30;
export const BANK_TRANSFER_DAYS_DEFAULT = 7;
export const CURRENCY_DEFAULT = 'USD';

/**
 * A race's transfer or deferral settings (docs/transfers.md); a race stored without them allows
 * neither.
 */
export interface TransferSettings {
  enabled: boolean;
  untilDays: number;
  fee: number;
}
export const TRANSFERS_DEFAULT: TransferSettings = { enabled: false, untilDays: 14, fee: 0 };
/** Referrals (docs/coupons.md): every `every` referred runners who paid refund `reward` to the referrer. */
export interface ReferralSettings {
  enabled: boolean;
  every: number;
  reward: number;
}
export const REFERRALS_DEFAULT: ReferralSettings = { enabled: false, every: 5, reward: 0 };
/** How long a deferral's credit may be used. */
export const CREDIT_DAYS = 400;
/**
 * The test provider's webhook secret on the local stack and in the tests. Public on purpose: the
 * test payment page signs with it in the browser, and the provider runs only under the emulators.
 */
export const TEST_WEBHOOK_SECRET = 'whsec_run_local_test';
/** Stripe's webhook secret on the local stack, which the API tests sign Stripe's events with. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_run_local_stripe';

/** ISO 13616: two letters, two check digits, up to 30 letters and digits; checked by mod 97. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/gu, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/u.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/u.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
}

export interface RunnerFee {
  percent: number;
  fixed: number;
}

export interface MoneySettings {
  paymentMethods: readonly PaymentMethod[];
  bankAccount: BankAccount | null;
  /** The race's currency, where known (a form that leaves it out keeps the stored one). */
  currency?: string;
}

/** What the race's money settings lack for what it charges, by code (a 400 says the first). */
export const MONEY_REFUSALS = {
  payment_method_required: 'A race with a price needs at least one payment method',
  method_needs_bank_account: '{method} needs the account to pay into',
  method_currency: '{method} takes payments in {currencies} only, and this race is in {currency}',
} as const;

/** One thing the money settings lack: the field, the refusal's code and params, and its sentence. */
export interface MoneyProblem {
  field: string;
  code: keyof typeof MONEY_REFUSALS;
  params?: RefusalParams;
  message: string;
}

/**
 * What the race's settings lack for what it charges: a priced distance needs a way to pay, and bank
 * transfer needs the account to pay into. The form and the API (which also checks the settings as
 * stored, for an edit that leaves some out) apply the same rule.
 */
export function moneyRefusals(settings: MoneySettings, priced: boolean): MoneyProblem[] {
  const problems: MoneyProblem[] = [];
  const add = (field: string, code: MoneyProblem['code'], params?: RefusalParams) =>
    problems.push({
      field,
      code,
      ...(params ? { params } : {}),
      message: fillPlaceholders(MONEY_REFUSALS[code], params),
    });
  if (priced && settings.paymentMethods.length === 0)
    add('paymentMethods', 'payment_method_required');
  for (const method of settings.paymentMethods) {
    const { label, payee, currencies } = methodInfo(method);
    if (payee === 'race-bank-account' && settings.bankAccount === null) {
      add('bankAccount', 'method_needs_bank_account', { method: label });
    }
    if (currencies !== null && settings.currency && !takesCurrency(method, settings.currency)) {
      add('paymentMethods', 'method_currency', {
        method: label,
        currencies: orList(currencies),
        currency: settings.currency,
      });
    }
  }
  return problems;
}

/** moneyRefusals as `[field, message]`: what a form's field shows. */
export function moneyProblems(settings: MoneySettings, priced: boolean): Array<[string, string]> {
  return moneyRefusals(settings, priced).map((p) => [p.field, p.message]);
}

/** The tier in force at `now`: the first whose `until` is after now; null when free or all past. */
export function tierInForce<T extends { until: string | null }>(
  tiers: readonly T[],
  now: Date,
): T | null {
  return tiers.find((t) => t.until === null || Date.parse(t.until) > now.getTime()) ?? null;
}

/** What the runner pays on top of the price: `percent` of it, rounded to a cent, plus `fixed`. */
export function feeOf(amount: number, fee: RunnerFee | null): number {
  if (fee === null || amount === 0) return 0;
  return Math.round((amount * fee.percent) / 100) + fee.fixed;
}

/** How many digits of a currency's amount are minor units (2 for EUR, 0 for JPY), by ISO 4217. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** An amount as the code holds it: minor units (cents) of an ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: string;
}

/** An amount of minor units as people read it: "$45.00", "45,00 €" by the reader's locale. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(amount / 10 ** minorDigits(currency));
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford's check symbols: the 32 digits and `*~$=U` for remainders 32-36 (mod 37). */
const CHECK_SYMBOLS = `${CROCKFORD}*~$=U`;

function checkSymbol(body: string): string {
  let rest = 0;
  for (const ch of body) rest = (rest * 32 + CROCKFORD.indexOf(ch)) % 37;
  return CHECK_SYMBOLS[rest] ?? '0';
}

/**
 * A bank transfer's reference: `RUN-` and 7 Crockford base32 characters, 6 random and a check
 * character over them (mod 37, so that it catches any single mistyped character). The check character
 * is drawn from the base32 digits only: a body whose check would be `*~$=U` is drawn again, so every
 * reference survives a bank's alphabet.
 */
export function newBankReference(random: (n: number) => Uint8Array): string {
  for (;;) {
    const bytes = random(6);
    const body = Array.from(bytes, (b) => CROCKFORD[b % 32]).join('');
    const check = checkSymbol(body);
    if (CROCKFORD.includes(check)) return `RUN-${body}${check}`;
  }
}

/** Text as a payer may have typed a reference: upper case, O read as 0, I and L as 1. */
const plainReference = (typed: string) =>
  typed.toUpperCase().replace(/O/gu, '0').replace(/[IL]/gu, '1');

const checked = (chars: string) => checkSymbol(chars.slice(0, 6)) === chars[6];

/**
 * A reference as a payer typed it, read back: case, spaces, hyphens and line breaks ignored, O read
 * as 0, I and L as 1. The normalised `RUN-XXXXXXX`, or null when its check character is wrong.
 */
export function readBankReference(typed: string): string | null {
  const match = /^RUN([0-9A-HJKMNP-TV-Z]{7})$/u.exec(plainReference(typed).replace(/[\s-]+/gu, ''));
  const chars = match?.[1];
  return chars !== undefined && checked(chars) ? `RUN-${chars}` : null;
}

/**
 * Every reference in a bank statement's purpose text, wherever it stands among other words and
 * however the bank broke it (spaces, hyphens, line breaks inside it), each once, in order. Only a
 * run whose check character is right counts, so the words around a reference (and "RUN" in a
 * sentence) are not read as one but by a 1-in-37 chance.
 */
export function findBankReferences(text: string): string[] {
  const joined = plainReference(text).replace(/[\s-]+/gu, '');
  const found: string[] = [];
  const runs = /RUN(?=([0-9A-HJKMNP-TV-Z]{7}))/gu;
  for (let m = runs.exec(joined); m !== null; m = runs.exec(joined)) {
    const chars = m[1] ?? '';
    const reference = `RUN-${chars}`;
    if (checked(chars) && !found.includes(reference)) found.push(reference);
  }
  return found;
}

/**
 * The EPC069-12 text ("GiroCode") a banking app scans: version 002, UTF-8, SEPA credit transfer,
 * the payee, the amount in euro and the reference as unstructured remittance text.
 */
export function epcQrText(p: {
  holder: string;
  iban: string;
  bic: string;
  amount: number;
  currency: string;
  reference: string;
}): string {
  const amount = p.currency === 'EUR' ? `EUR${(p.amount / 100).toFixed(2)}` : '';
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    p.bic,
    p.holder.slice(0, 70),
    p.iban,
    amount,
    '',
    '',
    p.reference,
  ]
    .join('\n')
    .trimEnd();
}
