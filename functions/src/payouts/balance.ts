// An organiser's money in RUN's own ledger (docs/payouts.md): what each connected entry brought them
// (its gross, less refunds, disputes and the site's fee), what of that a payout already took
// (`paidOut` on the entry), and so what is left to pay out. The test provider's balance and payouts
// are this; Stripe's statements are matched against it.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { StatementRace } from '@run/contract/domain/payout-types';

import {
  PAID_STATES,
  paymentDocs,
  paymentsEverywhere,
  type PaymentDoc,
} from '../store/payment-doc.js';

export type Sums = Omit<StatementRace, 'marathonId' | 'title'>;

export const ZERO: Sums = {
  gross: 0,
  refunds: 0,
  disputes: 0,
  platformFee: 0,
  providerFee: 0,
  net: 0,
};

const KEYS = Object.keys(ZERO) as (keyof Sums)[];

/** What an entry brought its organiser so far: gross - refunds - disputes - fees = net. */
export function entrySums(p: PaymentDoc): Sums {
  if (!PAID_STATES.includes(p.state) || p.destination === null) return ZERO;
  const s = {
    gross: p.amount,
    refunds: p.refunded,
    disputes: p.disputed,
    platformFee: p.platformFee - p.feeRefunded,
    providerFee: 0,
  };
  return { ...s, net: s.gross - s.refunds - s.disputes - s.platformFee - s.providerFee };
}

/** What a payout already took of an entry (`paidOut`), ZERO before its first. */
export function paidOutOf(data: Record<string, unknown>): Sums {
  const stored = data.paidOut;
  if (typeof stored !== 'object' || stored === null) return ZERO;
  const read = stored as Record<string, unknown>;
  return Object.fromEntries(
    KEYS.map((k) => [k, typeof read[k] === 'number' ? read[k] : 0]),
  ) as Sums;
}

export const plus = (a: Sums, b: Sums): Sums =>
  Object.fromEntries(KEYS.map((k) => [k, a[k] + b[k]])) as Sums;
export const minus = (a: Sums, b: Sums): Sums =>
  Object.fromEntries(KEYS.map((k) => [k, a[k] - b[k]])) as Sums;
export const isZero = (s: Sums): boolean => KEYS.every((k) => s[k] === 0);

/** An entry's part not yet paid out. */
export const unpaidOf = (entry: QueryDocumentSnapshot): Sums =>
  minus(entrySums(paymentDocs.of(entry)), paidOutOf(entry.data()));

/** Every ledger entry whose money went to `uid`'s account through `provider`. */
export async function entriesOfPayee(
  uid: string,
  provider: string,
): Promise<QueryDocumentSnapshot[]> {
  const found = await paymentsEverywhere()
    .where('payee', '==', uid)
    .where('provider', '==', provider)
    .get();
  return found.docs;
}

/** What is left to pay out, per currency (the test provider's available balance). */
export async function availableOf(
  uid: string,
  provider: string,
): Promise<{ amount: number; currency: string }[]> {
  const byCurrency = new Map<string, number>();
  for (const entry of await entriesOfPayee(uid, provider)) {
    const { net } = unpaidOf(entry);
    const { currency } = paymentDocs.of(entry);
    byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + net);
  }
  return [...byCurrency]
    .filter(([, amount]) => amount !== 0)
    .map(([currency, amount]) => ({ amount, currency }));
}
