// The race's refunds (docs/payments.md, "Refunds"): `marathons/{id}/refunds/{refundId}`, one per
// amount given back, beside the ledger entry it gives back from. Ids start with the time, like the
// ledger's, so they list in order.
import { type DocumentReference, type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
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
import { pageById, type IdPageOptions } from './id-page.js';
import { toIso } from './marathon-doc.js';
import type { LedgerMethod } from './payment-doc.js';

export type RefundKind = Refund['band'];

export const refundRef = (marathon: DocumentReference, refundId: string): DocumentReference =>
  marathon.collection(COLLECTIONS.refunds).doc(refundId);

export interface NewRefund {
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
  /** The provider's refund, when known (one made in Stripe's dashboard). */
  providerRef?: string | null;
  /** Where a bank transfer refund goes, when a bank import knew the payer's IBAN. */
  payerIban?: string | null;
}

export const newRefundDoc = (r: NewRefund, now: Timestamp) => ({
  ...r,
  providerRef: r.providerRef ?? null,
  payerIban: r.payerIban ?? null,
  createdAt: now,
  paidAt: null,
});

const str = (s: DocumentSnapshot, f: string) => {
  const v: unknown = s.get(f);
  return typeof v === 'string' ? v : '';
};

export function refundStateOf(s: DocumentSnapshot): RefundState {
  return REFUND_STATES.find((x) => x === s.get('state')) ?? 'pending';
}

export function toRefundSummary(s: DocumentSnapshot): RefundSummary {
  const amount: unknown = s.get('amount');
  return {
    amount: typeof amount === 'number' ? amount : 0,
    currency: str(s, 'currency') || 'USD',
    state: refundStateOf(s),
  };
}

export function toRefund(s: DocumentSnapshot): Refund {
  const method = str(s, 'method');
  return {
    ...toRefundSummary(s),
    refundId: s.id,
    paymentId: str(s, 'paymentId'),
    userId: str(s, 'userId'),
    runnerName: str(s, 'runnerName'),
    method:
      method === 'card' || method === 'paypal' || method === 'bank_transfer' ? method : 'manual',
    band: REFUND_REASONS_KINDS.find((x) => x === s.get('band')) ?? 'organiser',
    reason: str(s, 'reason'),
    createdAt: toIso(s.get('createdAt')),
    paidAt: s.get('paidAt') ? toIso(s.get('paidAt')) : null,
    payerIban: str(s, 'payerIban') || null,
  };
}

/** A page of the race's refunds by id (oldest first), `state` filtering them. */
export async function listRefunds(
  marathon: DocumentSnapshot,
  options: IdPageOptions<RefundState>,
): Promise<RefundsPage> {
  const page = await pageById(marathon.ref.collection(COLLECTIONS.refunds), options, toRefund);
  return { refunds: page.items, nextCursor: page.nextCursor };
}

/** The caller's latest refund in each race (a collection-group read on userId), by marathon id. */
export async function latestRefundsOf(uid: string): Promise<Map<string, RefundSummary>> {
  const snap = await db()
    .collectionGroup(COLLECTIONS.refunds)
    .where('userId', '==', uid)
    .limit(500)
    .get();
  const byRace = new Map<string, DocumentSnapshot[]>();
  for (const doc of snap.docs) {
    const race = doc.ref.parent.parent?.id;
    if (race === undefined) continue;
    byRace.set(race, [...(byRace.get(race) ?? []), doc]);
  }
  const latest = new Map<string, RefundSummary>();
  for (const [race, docs] of byRace) {
    const newest = docs.reduce((a, b) => (a.id < b.id ? b : a));
    // One withdrawal may give back several entries at once (a place and a change's difference).
    const at: unknown = newest.get('createdAt');
    const same = docs.filter((d) => at instanceof Timestamp && at.isEqual(d.get('createdAt')));
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
