// The one interface every payment provider sits behind (docs/payments.md): start a payment, verify
// and read a webhook, refund, cancel. The services speak only this; which provider serves a method
// is chosen by its method's entry (methods/).

import type { PaymentProviderName } from '@run/contract/domain/api-types';

/** A provider's event, verified and read into what RUN does with it. */
export interface ProviderEvent {
  /** The provider's own event id: each is taken once (`providerEvents/{provider}-{id}`). */
  id: string;
  type: string;
  kind: 'succeeded' | 'failed' | 'expired' | 'refunded' | 'refund_updated' | 'dispute' | 'ignored';
  /** The ledger entry it names, when it names one (metadata, client reference). */
  paymentId: string | null;
  /**
   * The provider's payment (Stripe's PaymentIntent, PayPal's capture), for events that name only
   * that; refunds go back through it.
   */
  intent: string | null;
  amount: number;
  currency: string;
  /** For `refunded`: everything refunded of the payment so far. */
  refunded?: number;
  /** For `refund_updated`: the refund, by RUN's id when RUN made it, and where it stands now. */
  refund?: { refundId: string | null; ref: string | null; state: 'pending' | 'done' | 'failed' };
  /**
   * For `dispute` (a chargeback): `open` while the bank holds the money, `won` when it came back,
   * `lost` when it is gone for good; `amount` is what the dispute is for.
   */
  dispute?: DisputeOutcome;
}

export type DisputeOutcome = 'open' | 'won' | 'lost';

/** What a refund names of RUN's records, for its events to find them again. */
export interface RefundNames {
  refundId: string;
  paymentId: string;
  marathonId: string;
}

export interface StartRequest {
  paymentId: string;
  marathonId: string;
  userId: string;
  title: string;
  distanceName: string;
  amount: number;
  currency: string;
  dueAt: Date;
  /** Where the runner comes back to after paying (the receipt page). */
  returnUrl: string;
  /** Where the runner comes back to without paying; `returnUrl` when absent. */
  cancelUrl?: string;
  /**
   * In `connect` mode (docs/payouts.md): the money goes to the organiser's account, less the site's
   * fee. Stripe: a destination charge (`transfer_data.destination`, `on_behalf_of`,
   * `application_fee_amount`, `transfer_group` = paymentId); PayPal: the organiser's merchant id as
   * payee with the fee as a platform fee.
   */
  connect?: ConnectedCharge;
  /**
   * The provider's own names of the ways it may take this money (Stripe's `payment_method_types`,
   * e.g. `['ideal']`), for a method that is one of several its provider takes; absent, the provider
   * offers what its account is set up for.
   */
  providerMethods?: readonly string[];
}

export interface ConnectedCharge {
  /** Stripe's connected account id, or PayPal's merchant id. */
  destination: string;
  platformFee: number;
}

/** A provider's payment as RUN keeps it, for money to go back through it. */
export interface ProviderPayment {
  providerRef: string | null;
  intent: string | null;
  currency: string;
  /** The organiser's account it went to (`connect`), else null: refunds then take it back too. */
  destination?: string | null;
}

export interface Started {
  providerRef: string | null;
  redirectUrl: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(request: StartRequest): Promise<Started>;
  /**
   * The event of a webhook call; throws a 400 for a bad or stale signature. Asynchronous: PayPal's
   * signature is checked by PayPal itself, and an approved PayPal order is captured here.
   */
  verify(rawBody: Buffer, header: (name: string) => string | undefined): Promise<ProviderEvent>;
  /**
   * Gives back `amount` of the payment; `key` (the refund's id) makes a repeated call refund once.
   * `pending` refunds end in a `refund_updated` event.
   */
  refund(
    payment: ProviderPayment,
    amount: number,
    key: string,
    names: RefundNames,
  ): Promise<{ state: 'pending' | 'done'; ref: string | null }>;
  /**
   * `connect` only: takes `amount` back from the organiser's account (a dispute opened), or sends it
   * again (a dispute won); `key` makes a repeated call move it once. Providers without connected
   * charges leave these out.
   */
  reverseTransfer?(payment: ProviderPayment, amount: number, key: string): Promise<void>;
  retransfer?(payment: ProviderPayment, amount: number, key: string): Promise<void>;
  /** Ends a payment not yet made (a session started for a hold that is gone). */
  cancel(payment: { providerRef: string | null }): Promise<void>;
}
