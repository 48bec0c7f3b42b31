// The payments ledger (docs/payments.md): `marathons/{id}/payments/{paymentId}`, one entry per
// attempt to pay (or per payment recorded by hand). The money statistics come from here, never from
// the registrations' statuses. Every field of an entry is read once, here (`PaymentDoc`).
import { randomBytes } from 'node:crypto';

import {
  AggregateField,
  type DocumentData,
  type Timestamp,
  type Query,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { PAYMENT_STATES, type Payment, type PaymentsPage } from '@run/contract/domain/api-types';
import { CURRENCY_DEFAULT, PAYMENT_METHODS } from '@run/contract/domain/money';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf, raceCollection } from './converter.js';
import { countIn, oneOf, textIn, textOrNull, timeOrNull } from './field-values.js';
import { pageAs, pageById, type IdPageOptions } from './id-page.js';
import { toIso } from './marathon-doc.js';

export type PaymentState = Payment['state'];
export type LedgerMethod = Payment['method'];

/** How a ledger entry may be paid: the contract's methods, and money recorded by hand. */
export const LEDGER_METHODS: readonly LedgerMethod[] = [...PAYMENT_METHODS, 'manual'];

/** A stored method; an entry of no known method was recorded by hand. */
export const ledgerMethodIn = (value: unknown): LedgerMethod =>
  oneOf(LEDGER_METHODS, value, 'manual');

/** A stored currency; an entry stored without one is in the contract's default. */
export const currencyIn = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? value : CURRENCY_DEFAULT;

/** A ledger entry as the code reads it: stored field names, every default resolved here. */
export interface PaymentDoc {
  /** The payment id (the document's id). */
  id: string;
  /** The registration it pays (its id: the runner's uid, or an order entry's `g-…`). */
  userId: string;
  /** An order's payment (docs/orders.md): the order, and the buyer who pays it; null otherwise. */
  orderId: string | null;
  buyerUid: string | null;
  runnerName: string;
  distanceId: string;
  method: LedgerMethod;
  /** Who takes its money (`test`, `stripe`, `paypal`, `bank`, `manual`); `''` when unset. */
  provider: string;
  /** The provider's session or order, or a bank transfer's reference; null when none. */
  providerRef: string | null;
  /** The provider's payment intent, once an event named it. */
  providerIntent: string | null;
  amount: number;
  currency: string;
  state: PaymentState;
  refunded: number;
  /** What of it a deferral turned into a credit. */
  credited: number;
  /** What of it a dispute holds or took back. */
  disputed: number;
  /** What bank rows brought so far (a bank transfer). */
  received: number;
  payerIban: string | null;
  note: string;
  /** The discount code of the registration it pays for (docs/coupons.md); null for none. */
  code: string | null;
  /** Where a dispute stands (`open`, `won`, `lost`); null when none was disputed. */
  disputeState: string | null;
  /** What the site keeps of it (`connect` payouts); 0 where the site keeps nothing. */
  platformFee: number;
  /** What of the site's fee went back with refunds and disputes. */
  feeRefunded: number;
  /** What was taken back from the organiser's account: refunds, disputes not won. */
  transferReversed: number;
  /** The organiser's connected account the money went to (`connect`), else null. */
  destination: string | null;
  /** The organiser (uid) whose account it is, for their balance and payouts. */
  payee: string | null;
  /** When its place went by a person's decision (payments/refunds.ts, CLOSED_AT). */
  closedAt: Timestamp | null;
  createdAt: Timestamp | null;
  succeededAt: Timestamp | null;
}

const readPayment = (data: DocumentData, id: string): PaymentDoc => ({
  id,
  userId: textIn(data.userId),
  orderId: typeof data.orderId === 'string' ? data.orderId : null,
  buyerUid: typeof data.buyerUid === 'string' ? data.buyerUid : null,
  runnerName: textIn(data.runnerName),
  distanceId: textIn(data.distanceId),
  method: ledgerMethodIn(data.method),
  provider: textIn(data.provider),
  providerRef: textOrNull(data.providerRef),
  providerIntent: textOrNull(data.providerIntent),
  amount: countIn(data.amount),
  currency: currencyIn(data.currency),
  state: oneOf(PAYMENT_STATES, data.state, 'started'),
  refunded: countIn(data.refunded),
  credited: countIn(data.credited),
  disputed: countIn(data.disputed),
  received: countIn(data.received),
  payerIban: textOrNull(data.payerIban),
  note: textIn(data.note),
  code: textOrNull(data.code),
  disputeState: textOrNull(data.disputeState),
  platformFee: countIn(data.platformFee),
  feeRefunded: countIn(data.feeRefunded),
  transferReversed: countIn(data.transferReversed),
  destination: textOrNull(data.destination),
  payee: textOrNull(data.payee),
  closedAt: timeOrNull(data.closedAt),
  createdAt: timeOrNull(data.createdAt),
  succeededAt: timeOrNull(data.succeededAt),
});

/**
 * The ledger's converter. `paymentDocs.of(snapshot)` reads any entry's snapshot, through the
 * converter or not (a read of a model gives it unchanged); a missing entry reads as every default,
 * so callers that care check `exists`.
 */
export const paymentDocs = converterOf<PaymentDoc>(readPayment);

/** What a new ledger entry holds: its id, who and what it is for, and perhaps a note. */
export type NewPayment = {
  paymentId: string;
  note?: string;
  code?: string;
  orderId?: string;
  buyerUid?: string;
} & Partial<Pick<PaymentDoc, 'platformFee' | 'destination' | 'payee'>> &
  Pick<
    PaymentDoc,
    | 'userId'
    | 'runnerName'
    | 'distanceId'
    | 'method'
    | 'provider'
    | 'providerRef'
    | 'amount'
    | 'currency'
    | 'state'
  >;

/** Who paid the entry: an order's buyer (docs/orders.md), else the registration's runner. */
export const payerOf = (entry: Pick<PaymentDoc, 'userId' | 'buyerUid'>): string =>
  entry.buyerUid ?? entry.userId;

/** The ledger's states of money received (some of it perhaps refunded since). */
export const PAID_STATES: readonly PaymentState[] = ['succeeded', 'partially_refunded', 'refunded'];

const ledger = raceCollection(COLLECTIONS.payments, paymentDocs);
const ledgerOf = ledger.of;

/** A query for the race's received payments (the refund policy's check reads one). */
export const paidPayments = (marathon: DocumentReference): Query<PaymentDoc> =>
  ledgerOf(marathon).where('state', 'in', PAID_STATES);

/** The runner's entries of the race in `states`. */
export const paymentsOfRunner = (
  marathon: DocumentReference,
  uid: string,
  states: readonly PaymentState[],
): Query<PaymentDoc> =>
  ledgerOf(marathon)
    .where('userId', '==', uid)
    .where('state', 'in', [...states]);

/** The race's entries whose `providerRef` is one of `refs` (at most 30: Firestore's `in`). */
export const paymentsByProviderRef = (
  marathon: DocumentReference,
  refs: readonly string[],
): Query<PaymentDoc> => ledgerOf(marathon).where('providerRef', 'in', [...refs]);

/** Every entry of the race (the books read them all). */
export const allPayments = (marathon: DocumentReference): Query<PaymentDoc> => ledgerOf(marathon);

/** A new payment's id: the time first (the ledger lists in order), then 96 random bits. */
export const newPaymentId = (): string =>
  `${Date.now().toString(36).padStart(9, '0')}${randomBytes(12).toString('base64url')}`;

/** An entry, read as its model; writes through it `update` stored fields. */
export const paymentRef = ledger.ref;

/** The same entry, plain: where it is created with `newPaymentDoc` (a write format, not the model). */
export const newPaymentRef = ledger.newRef;

export function newPaymentDoc(p: NewPayment, now: Timestamp) {
  return {
    ...p,
    note: p.note ?? '',
    refunded: 0,
    createdAt: now,
    succeededAt: p.state === 'succeeded' ? now : null,
  };
}

/** Every race's ledger, plain (the payouts find an account's entries in it). */
export const paymentsEverywhere = () => db().collectionGroup(COLLECTIONS.payments);

/** The ledger entry a provider's event names, wherever its race is (a collection-group read). */
export async function findPayment(
  field: 'paymentId' | 'providerIntent',
  value: string,
): Promise<DocumentSnapshot<PaymentDoc> | null> {
  const found = await paymentsEverywhere()
    .withConverter(paymentDocs)
    .where(field, '==', value)
    .limit(1)
    .get();
  return found.docs[0] ?? null;
}

/** What the runner chose for a provider's payment (card, PayPal, bank transfer): never by hand. */
export function chosenMethodOf(p: PaymentDoc): Exclude<LedgerMethod, 'manual'> {
  return p.method === 'manual' ? 'card' : p.method;
}

/** An entry as the API answers it. */
export function toPayment(p: PaymentDoc): Payment {
  return {
    paymentId: p.id,
    userId: p.userId,
    runnerName: p.runnerName,
    distanceId: p.distanceId,
    method: p.method,
    provider: p.provider,
    providerRef: p.providerRef || null,
    amount: p.amount,
    currency: p.currency,
    state: p.state,
    refunded: p.refunded,
    credited: p.credited,
    disputed: p.disputed,
    received: p.received,
    payerIban: p.payerIban || null,
    note: p.note,
    code: p.code,
    createdAt: toIso(p.createdAt),
    succeededAt: p.succeededAt ? toIso(p.succeededAt) : null,
    platformFee: p.platformFee,
    feeRefunded: p.feeRefunded,
    transferReversed: p.transferReversed,
  };
}

/** A page of the ledger by payment id (ids start with the time, so newest last; the console sorts). */
export async function listPayments(
  marathon: DocumentSnapshot,
  options: IdPageOptions<PaymentState>,
): Promise<PaymentsPage> {
  return pageAs('payments', await pageById(ledgerOf(marathon.ref), options, toPayment));
}

/** The race's money from the ledger (sum aggregations), for the console's statistics. */
export async function moneyTotals(
  marathon: DocumentSnapshot,
  distanceIds: readonly string[],
  currency: string,
) {
  const entries = ledger.plain(marathon.ref);
  const paidQuery = paidPayments(marathon.ref);
  const sumOf = async (q: Query<PaymentDoc> | Query, field: string) => {
    const agg = await q.aggregate({ total: AggregateField.sum(field) }).get();
    return Number(agg.data().total ?? 0);
  };
  const [paid, pending, refunded, perDistance, perMethod] = await Promise.all([
    sumOf(paidQuery, 'amount'),
    sumOf(entries.where('state', '==', 'started'), 'amount'),
    sumOf(entries.where('refunded', '>', 0), 'refunded'),
    Promise.all(
      distanceIds.map(
        async (id) => [id, await sumOf(paidQuery.where('distanceId', '==', id), 'amount')] as const,
      ),
    ),
    Promise.all(
      LEDGER_METHODS.map(
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
