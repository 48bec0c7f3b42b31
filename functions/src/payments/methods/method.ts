// What a payment method is to the API (docs/payments.md, "Adding a payment method"): one registry
// entry (registry.ts) naming its providers and the secrets they need, whether a race can be paid this
// way, how an attempt starts and how its money goes back. How it is named and what it takes (its
// words, currencies, payee) is the contract's entry, payment-methods.ts, which every side reads. Everything generic
// around an attempt (the hold read, the ledger entry, the attempt before it ended) is start.ts's.
import type { DocumentSnapshot, Timestamp, Transaction } from 'firebase-admin/firestore';
import type {
  BankInstructions,
  PaymentProviderName,
  RegistrationPayment,
} from '@run/contract/domain/api-types';
import type { PaymentMethod } from '@run/contract/domain/money';
import type { SecretParam } from 'firebase-functions/params';

import type { HttpError } from '../../lib/http-error.js';
import { myApplyListLink, siteUrl } from '../../mail/mail.js';
import type { StoredDistance } from '../../store/distances.js';
import { raceTitle } from '../../store/marathon-doc.js';
import type { MoneySettings } from '../../store/money.js';
import type { NewPayment } from '../../store/payment-doc.js';
import type { ConnectedCharge, PaymentProvider } from '../provider.js';

/** A runner's attempt to pay a held place, as a method's `start` is handed it. */
export interface Attempt {
  marathon: DocumentSnapshot;
  /** The runner's registration (their address). */
  registration: DocumentSnapshot;
  /** What waits for the money: the registration, or its change to a dearer distance. */
  held: DocumentSnapshot;
  due: RegistrationPayment;
  distance: StoredDistance;
  money: MoneySettings;
  /** The new ledger entry, but for what the method fills in (its provider and reference). */
  entry: Omit<NewPayment, 'provider' | 'providerRef'>;
  /** Where the money goes in `connect` mode (docs/payouts.md); null when the site keeps it. */
  connect: ConnectedCharge | null;
  now: Timestamp;
  /** The hold's current attempt while it is still under way, else null. */
  openAttempt(): Promise<DocumentSnapshot | null>;
  /**
   * Records the entry as the hold's current attempt, in one transaction that finds it still held
   * (409 otherwise), with `more` fields on the hold and `tell` staged in the same transaction; the
   * attempt before it ends.
   */
  record(
    ledger: Pick<NewPayment, 'provider' | 'providerRef'>,
    more: Record<string, unknown>,
    tell?: (tx: Transaction) => void,
  ): Promise<void>;
}

/** What a started attempt answers: where to pay, or how. */
export type MethodStarted =
  | { paymentId: string; redirectUrl: string }
  | { paymentId: string; instructions: BankInstructions };

export interface PaymentMethodEntry {
  method: PaymentMethod;
  /**
   * The providers that take this method's money, by the name the ledger and the webhook path use
   * (`POST /payments/webhook/{name}`): each one's events and refunds go to it. None for money that
   * comes outside RUN (a bank transfer).
   */
  providers: Partial<Record<PaymentProviderName, () => PaymentProvider>>;
  /** The secrets its providers read: every function that may start, refund or cancel binds them. */
  secrets: readonly SecretParam[];
  /** Whether a race can be paid this way here now: true, or the 400 that says why not. */
  available(race: MoneySettings): true | HttpError;
  start(attempt: Attempt): Promise<MethodStarted>;
  /** Given back by its provider (`pending`, then done), or by an organiser's hand (`manual`). */
  refunds: 'automatic' | 'manual';
}

/**
 * The start of a method paid on its provider's page (card, PayPal): the provider's session, then
 * the attempt recorded; a session made for a hold that went meanwhile is cancelled. `providerMethods`:
 * the provider's own names of this method, where its provider takes several (StartRequest).
 */
export const redirectStart =
  (providerOf: () => PaymentProvider, providerMethods?: readonly string[]) =>
  async (a: Attempt): Promise<MethodStarted> => {
    const provider = providerOf();
    const started = await provider.start({
      paymentId: a.entry.paymentId,
      marathonId: a.marathon.id,
      userId: a.entry.userId,
      title: raceTitle(a.marathon),
      distanceName: a.distance.name,
      amount: a.due.total,
      currency: a.due.currency,
      dueAt: new Date(a.due.dueAt),
      // Paid: the receipt page (it waits for the provider's event); not paid: My Apply List, where
      // the place is still held with Pay now.
      returnUrl: `${siteUrl()}/marathons/${encodeURIComponent(a.marathon.id)}/receipts/${encodeURIComponent(a.entry.paymentId)}`,
      cancelUrl: myApplyListLink(siteUrl()),
      ...(a.connect ? { connect: a.connect } : {}),
      ...(providerMethods ? { providerMethods } : {}),
    });
    try {
      await a.record({ provider: provider.name, providerRef: started.providerRef }, {});
    } catch (err) {
      // The hold went (expired, withdrawn) while the session was made: nobody may pay it now.
      await provider.cancel({ providerRef: started.providerRef }).catch(() => undefined);
      throw err;
    }
    return { paymentId: a.entry.paymentId, redirectUrl: started.redirectUrl };
  };
