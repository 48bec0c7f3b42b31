// The payments ledger (docs/payments.md): `marathons/{id}/payments/{paymentId}`, one entry per
// attempt to pay (or per payment recorded by hand). The money statistics come from here, never from
// the registrations' statuses.
import { randomBytes } from 'node:crypto';

import {
  AggregateField,
  type Timestamp,
  type Query,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { PAYMENT_STATES, type Payment, type PaymentsPage } from '@run/contract/domain/api-types';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { pageById, type IdPageOptions } from './id-page.js';
import { toIso } from './marathon-doc.js';

export type PaymentState = Payment['state'];
export type LedgerMethod = Payment['method'];

/** What a new ledger entry holds. */
export interface NewPayment {
  paymentId: string;
  userId: string;
  runnerName: string;
  distanceId: string;
  method: LedgerMethod;
  provider: string;
  providerRef: string | null;
  amount: number;
  currency: string;
  state: PaymentState;
  note?: string;
}

/** The ledger's states of money received (some of it perhaps refunded since). */
export const PAID_STATES: readonly PaymentState[] = ['succeeded', 'partially_refunded', 'refunded'];

/** A query for the race's received payments (the refund policy's check reads one). */
export const paidPayments = (marathon: DocumentReference): Query =>
  marathon.collection(COLLECTIONS.payments).where('state', 'in', PAID_STATES);

/** A new payment's id: the time first (the ledger lists in order), then 96 random bits. */
export const newPaymentId = (): string =>
  `${Date.now().toString(36).padStart(9, '0')}${randomBytes(12).toString('base64url')}`;

export const paymentRef = (marathon: DocumentReference, paymentId: string): DocumentReference =>
  marathon.collection(COLLECTIONS.payments).doc(paymentId);

/** A race's bank reference: created once with its attempt, so no two payments share one. */
export const bankReferenceRef = (marathon: DocumentReference, reference: string) =>
  marathon.collection(COLLECTIONS.bankReferences).doc(reference);

export function newPaymentDoc(p: NewPayment, now: Timestamp) {
  return {
    ...p,
    note: p.note ?? '',
    refunded: 0,
    createdAt: now,
    succeededAt: p.state === 'succeeded' ? now : null,
  };
}

/** The ledger entry a provider's event names, wherever its race is (a collection-group read). */
export async function findPayment(
  field: 'paymentId' | 'providerRef' | 'providerIntent',
  value: string,
): Promise<DocumentSnapshot | null> {
  const found = await db()
    .collectionGroup(COLLECTIONS.payments)
    .where(field, '==', value)
    .limit(1)
    .get();
  return found.docs[0] ?? null;
}

const str = (s: DocumentSnapshot, f: string) => {
  const v: unknown = s.get(f);
  return typeof v === 'string' ? v : '';
};
const num = (s: DocumentSnapshot, f: string) => {
  const v: unknown = s.get(f);
  return typeof v === 'number' ? v : 0;
};

export function stateOf(s: DocumentSnapshot): PaymentState {
  return PAYMENT_STATES.find((x) => x === s.get('state')) ?? 'started';
}

/** How a ledger entry was paid; an entry of no known method was recorded by hand. */
export function methodOf(s: DocumentSnapshot): LedgerMethod {
  const method = str(s, 'method');
  return method === 'card' || method === 'paypal' || method === 'bank_transfer' ? method : 'manual';
}

/** What the runner chose for a provider's payment (card, PayPal, bank transfer): never by hand. */
export function chosenMethodOf(s: DocumentSnapshot): Exclude<LedgerMethod, 'manual'> {
  const method = methodOf(s);
  return method === 'manual' ? 'card' : method;
}

export function toPayment(s: DocumentSnapshot): Payment {
  return {
    paymentId: s.id,
    userId: str(s, 'userId'),
    runnerName: str(s, 'runnerName'),
    distanceId: str(s, 'distanceId'),
    method: methodOf(s),
    provider: str(s, 'provider'),
    providerRef: str(s, 'providerRef') || null,
    amount: num(s, 'amount'),
    currency: str(s, 'currency') || 'USD',
    state: stateOf(s),
    refunded: num(s, 'refunded'),
    credited: num(s, 'credited'),
    disputed: num(s, 'disputed'),
    received: num(s, 'received'),
    payerIban: str(s, 'payerIban') || null,
    note: str(s, 'note'),
    createdAt: toIso(s.get('createdAt')),
    succeededAt: s.get('succeededAt') ? toIso(s.get('succeededAt')) : null,
  };
}

/** A page of the ledger by payment id (ids start with the time, so newest last; the console sorts). */
export async function listPayments(
  marathon: DocumentSnapshot,
  options: IdPageOptions<PaymentState>,
): Promise<PaymentsPage> {
  const page = await pageById(marathon.ref.collection(COLLECTIONS.payments), options, toPayment);
  return { payments: page.items, nextCursor: page.nextCursor };
}

/** The race's money from the ledger (sum aggregations), for the console's statistics. */
export async function moneyTotals(
  marathon: DocumentSnapshot,
  distanceIds: readonly string[],
  currency: string,
) {
  const ledger = marathon.ref.collection(COLLECTIONS.payments);
  const paidQuery = paidPayments(marathon.ref);
  const sumOf = async (q: Query, field: string) => {
    const agg = await q.aggregate({ total: AggregateField.sum(field) }).get();
    return Number(agg.data().total ?? 0);
  };
  const methods = ['card', 'paypal', 'bank_transfer', 'manual'] as const;
  const [paid, pending, refunded, perDistance, perMethod] = await Promise.all([
    sumOf(paidQuery, 'amount'),
    sumOf(ledger.where('state', '==', 'started'), 'amount'),
    sumOf(ledger.where('refunded', '>', 0), 'refunded'),
    Promise.all(
      distanceIds.map(
        async (id) => [id, await sumOf(paidQuery.where('distanceId', '==', id), 'amount')] as const,
      ),
    ),
    Promise.all(
      methods.map(
        async (m) => [m, await sumOf(paidQuery.where('method', '==', m), 'amount')] as const,
      ),
    ),
  ]);
  return {
    currency,
    paid,
    pending,
    refunded,
    byDistance: Object.fromEntries(perDistance),
    byMethod: Object.fromEntries(perMethod.filter(([, n]) => n > 0)),
  };
}
