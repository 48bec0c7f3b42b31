// The race's refunds (docs/payments.md, "Refunds"): `marathons/{id}/refunds/{refundId}`, one per
// amount given back, beside the ledger entry it gives back from. Ids start with the time, like the
// ledger's, so they list in order. Every field of a refund is read once, here (`RefundDoc`).
import {
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type Timestamp,
} from 'firebase-admin/firestore';
import {
  REFUND_REASONS_KINDS,
  REFUND_STATES,
  type Refund,
  type RefundsPage,
  type RefundState,
  type RefundSummary,
} from '@run/contract/domain/api-types';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf, raceCollection } from './converter.js';
import { countIn, oneOf, textIn, textOrNull, timeOrNull } from './field-values.js';
import { pageAs, pageById, type IdPageOptions } from './id-page.js';
import { toIso } from './marathon-doc.js';
import { currencyIn, ledgerMethodIn, type LedgerMethod } from './payment-doc.js';

export type RefundKind = Refund['band'];

/** A pending refund's field: when the schedule sends it if the call that staged it did not. */
export const SEND_AFTER = 'sendAfter';

/** A refund as the code reads it: stored field names, every default resolved here. */
export interface RefundDoc {
  /** The refund id (the document's id). */
  id: string;
  /** The ledger entry it gives back from. */
  paymentId: string;
  userId: string;
  runnerName: string;
  method: LedgerMethod;
  provider: string;
  amount: number;
  currency: string;
  band: RefundKind;
  state: RefundState;
  reason: string;
  /** The provider's refund, once the provider answered (or made it). */
  providerRef: string | null;
  payerIban: string | null;
  /**
   * The registration it gave back for; null for one stored before this was kept. An order's one
   * payment is shared by its entries: what went back for each is its refunds naming it.
   */
  registrationId: string | null;
  createdAt: Timestamp | null;
  /** When a `manual` refund was marked paid. */
  paidAt: Timestamp | null;
  /** While pending and not sent: when the schedule sends it. */
  sendAfter: Timestamp | null;
}

const readRefund = (data: DocumentData, id: string): RefundDoc => ({
  id,
  paymentId: textIn(data.paymentId),
  userId: textIn(data.userId),
  runnerName: textIn(data.runnerName),
  method: ledgerMethodIn(data.method),
  provider: textIn(data.provider),
  amount: countIn(data.amount),
  currency: currencyIn(data.currency),
  band: oneOf(REFUND_REASONS_KINDS, data.band, 'organiser'),
  state: oneOf(REFUND_STATES, data.state, 'pending'),
  reason: textIn(data.reason),
  providerRef: textOrNull(data.providerRef),
  payerIban: textOrNull(data.payerIban),
  registrationId: textOrNull(data.registrationId),
  createdAt: timeOrNull(data.createdAt),
  paidAt: timeOrNull(data.paidAt),
  sendAfter: timeOrNull(data[SEND_AFTER]),
});

/**
 * The refunds' converter. `refundDocs.of(snapshot)` reads any refund's snapshot, through the
 * converter or not (a read of a model gives it unchanged); a missing refund reads as every default.
 */
export const refundDocs = converterOf<RefundDoc>(readRefund);

const refunds = raceCollection(COLLECTIONS.refunds, refundDocs);
const refundsOf = refunds.of;

/** A refund, read as its model; writes through it `update` stored fields. */
export const refundRef = refunds.ref;

/** The same refund, plain: where it is created with `newRefundDoc` (a write format, not the model). */
export const newRefundRef = refunds.newRef;

/** The race's refunds whose provider's refund is `providerRef`. */
export const refundsByProviderRef = (
  marathon: DocumentReference,
  providerRef: string,
): Query<RefundDoc> => refundsOf(marathon).where('providerRef', '==', providerRef);

/** The race's refunds of one runner. */
export const refundsOfRunner = (marathon: DocumentReference, uid: string): Query<RefundDoc> =>
  refundsOf(marathon).where('userId', '==', uid);

/** The refunds given back from ledger entry `paymentId`. */
export const refundsOfEntry = (marathon: DocumentReference, paymentId: string): Query<RefundDoc> =>
  refundsOf(marathon).where('paymentId', '==', paymentId);

/** What the books read of every refund of the race. */
export const refundsForBooks = (marathon: DocumentReference): Query<RefundDoc> =>
  refunds
    .plain(marathon)
    .select('paymentId', 'amount', 'state', 'band', 'userId')
    .withConverter(refundDocs);

/** What a refund is staged with; the provider's refund and the payer's IBAN when known. */
export type NewRefund = Omit<
  RefundDoc,
  'id' | 'providerRef' | 'payerIban' | 'registrationId' | 'createdAt' | 'paidAt' | 'sendAfter'
> &
  Partial<Pick<RefundDoc, 'providerRef' | 'payerIban' | 'registrationId'>>;

export const newRefundDoc = (r: NewRefund, now: Timestamp) => ({
  ...r,
  providerRef: r.providerRef ?? null,
  payerIban: r.payerIban ?? null,
  registrationId: r.registrationId ?? null,
  createdAt: now,
  paidAt: null,
});

export function toRefundSummary(r: RefundDoc): RefundSummary {
  return { amount: r.amount, currency: r.currency, state: r.state };
}

export function toRefund(r: RefundDoc): Refund {
  return {
    ...toRefundSummary(r),
    refundId: r.id,
    paymentId: r.paymentId,
    userId: r.userId,
    runnerName: r.runnerName,
    method: r.method,
    band: r.band,
    reason: r.reason,
    createdAt: toIso(r.createdAt),
    paidAt: r.paidAt ? toIso(r.paidAt) : null,
    payerIban: r.payerIban || null,
  };
}

/** A page of the race's refunds by id (oldest first), `state` filtering them. */
export async function listRefunds(
  marathon: DocumentSnapshot,
  options: IdPageOptions<RefundState>,
): Promise<RefundsPage> {
  return pageAs('refunds', await pageById(refundsOf(marathon.ref), options, toRefund));
}

/** Every race's refunds, plain (the schedule finds those due to send in it). */
export const refundsEverywhere = () => db().collectionGroup(COLLECTIONS.refunds);

/** The caller's latest refund in each race (a collection-group read on userId), by marathon id. */
export async function latestRefundsOf(uid: string): Promise<Map<string, RefundSummary>> {
  const snap = await refundsEverywhere()
    .withConverter(refundDocs)
    .where('userId', '==', uid)
    .limit(500)
    .get();
  const byRace = new Map<string, RefundDoc[]>();
  for (const doc of snap.docs) {
    const race = doc.ref.parent.parent?.id;
    if (race === undefined) continue;
    byRace.set(race, [...(byRace.get(race) ?? []), doc.data()]);
  }
  const latest = new Map<string, RefundSummary>();
  for (const [race, docs] of byRace) {
    const newest = docs.reduce((a, b) => (a.id < b.id ? b : a));
    // One withdrawal may give back several entries at once (a place and a change's difference).
    const at = newest.createdAt;
    const same = docs.filter((d) => at !== null && d.createdAt !== null && at.isEqual(d.createdAt));
    const summary = refundsTogether((same.length > 0 ? same : [newest]).map(toRefundSummary));
    if (summary) latest.set(race, summary);
  }
  return latest;
}

/** Refunds of one withdrawal told as one: their amounts added, `pending` (or failed, by hand) while any is. */
export function refundsTogether(summaries: readonly RefundSummary[]): RefundSummary | undefined {
  const [first] = summaries;
  if (first === undefined) return undefined;
  const open = summaries.find((x) => x.state !== 'done');
  return {
    ...first,
    amount: summaries.reduce((n, x) => n + x.amount, 0),
    state: open?.state ?? first.state,
  };
}
