// Money given back (docs/payments.md, "Refunds"): every refund, whoever makes it (a runner's
// withdrawal, an organiser, a cancelled race, late money), is staged here. The ledger entry's
// `refunded` is checked and raised in the same transaction or batch that creates the refund, so
// whatever runs at once never refunds more than was paid; the provider is then asked with the
// refund's id as idempotency key, so a repeated call gives back once.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Precondition,
  type Transaction,
} from 'firebase-admin/firestore';
import type { RefundState, RefundSummary } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { badRequest } from '../lib/http-error.js';
import {
  newPaymentId,
  PAID_STATES,
  paymentDocs,
  paymentRef,
  type PaymentDoc,
  type PaymentState,
} from '../store/payment-doc.js';
import {
  newRefundDoc,
  newRefundRef,
  refundDocs,
  refundRef,
  refundsEverywhere,
  SEND_AFTER,
  type RefundKind,
} from '../store/refund-doc.js';
import { ownEntryIds } from '../store/registration-doc.js';
import { providerNamed, refundedByProvider } from './methods/registry.js';
import { refundEndMail } from './refund-mail.js';
import { connectedShares } from './connected.js';

/** What of an entry has gone back already: refunded, credited (a deferral), disputed. */
export const givenBack = (p: PaymentDoc): number => p.refunded + p.credited + p.disputed;

/**
 * What is left to give back of a ledger entry (the one door out, docs/payments.md): what was paid
 * minus what was refunded, credited or disputed, never below zero (0 unless it was paid).
 */
export function leftToRefund(payment: DocumentSnapshot): number {
  if (!payment.exists) return 0;
  const p = paymentDocs.of(payment);
  if (!PAID_STATES.includes(p.state)) return 0;
  return Math.max(0, p.amount - givenBack(p));
}

/** The registration's own entries, read now (or in `tx`), each with something left to give back. */
export async function ownEntriesWithMoney(
  marathon: DocumentReference,
  held: DocumentSnapshot,
  tx?: Transaction,
): Promise<DocumentSnapshot[]> {
  const refs = ownEntryIds(held).map((id) => paymentRef(marathon, id));
  if (refs.length === 0) return [];
  const entries = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return entries.filter((e) => leftToRefund(e) > 0);
}

/** The ledger's state once `refunded` of `amount` has gone back. */
const ledgerState = (refunded: number, amount: number): PaymentState =>
  refunded <= 0 ? 'succeeded' : refunded >= amount ? 'refunded' : 'partially_refunded';

/**
 * Money of a method refunded automatically (card, PayPal) goes back through its provider; transfers
 * and cash by the organiser's hand (methods/registry.ts).
 */
function firstState(p: PaymentDoc): RefundState {
  return refundedByProvider(p.method, p.provider) ? 'pending' : 'manual';
}

const RESEND_MS = 2 * 60_000;

export interface RefundPlan {
  /** The ledger entry, as read. */
  payment: DocumentSnapshot;
  amount: number;
  band: RefundKind;
  reason: string;
  /** Already done at the provider (a refund made in Stripe's dashboard). */
  done?: boolean;
  /**
   * Money received only now and given back at once (late money, a bank transfer's surplus): the
   * entry is marked received in the same write (these fields, with `amount` when what was paid
   * differs from the price), so all of what was paid is left to refund.
   */
  received?: Record<string, unknown>;
  /** More of the entry's fields set in the same write (`closedAt` when the place goes). */
  also?: Record<string, unknown>;
  /** The registration the money goes back for (an order's entry: out of its share). */
  registrationId?: string;
}

export interface StagedRefund {
  refundId: string;
  summary: RefundSummary;
}

/**
 * Stages the refund and the ledger's raised `refunded`. In a transaction that read `payment`, that
 * read guards it; in a batch, `guarded` makes the ledger's update fail (FAILED_PRECONDITION) if the
 * entry changed since it was read, so two refunds staged from one read cannot both land.
 */
/** A transaction or a batch: both stage updates (with an optional precondition) and creations. */
export interface RefundWriter {
  update(ref: DocumentReference, data: DocumentData, precondition?: Precondition): unknown;
  create(ref: DocumentReference, data: DocumentData): unknown;
}

export function stageRefund(
  writer: RefundWriter,
  plan: RefundPlan,
  now: Timestamp,
  { guarded = false }: { guarded?: boolean } = {},
): StagedRefund {
  const { payment } = plan;
  const p = paymentDocs.of(payment);
  // The entry as this write leaves it: money received now may set what was paid (a bank transfer
  // of more than the price) and the payer's IBAN.
  const entry = (field: 'amount' | 'currency' | 'payerIban'): unknown =>
    plan.received?.[field] ?? p[field];
  const paid = typeof entry('amount') === 'number' ? Number(entry('amount')) : 0;
  const left = plan.received ? paid - givenBack(p) : leftToRefund(payment);
  if (plan.amount > left || plan.amount <= 0) {
    const most = formatMoney(left, p.currency, 'en-US');
    throw badRequest('refund_over_payment', { amount: most }, [
      { field: 'amount', message: `At most ${most} is left to refund` },
    ]);
  }
  const marathon = payment.ref.parent.parent;
  if (marathon === null) throw new Error('A ledger entry lives under its race');
  const refunded = p.refunded + plan.amount;
  const update = {
    ...plan.received,
    ...plan.also,
    refunded,
    state: ledgerState(refunded, paid),
    ...connectedShares(p, refunded, p.disputed),
  };
  if (guarded && payment.updateTime) {
    writer.update(payment.ref, update, { lastUpdateTime: payment.updateTime });
  } else {
    writer.update(payment.ref, update);
  }
  const refundId = newPaymentId();
  const state: RefundState = plan.done === true ? 'done' : firstState(p);
  const currency = String(entry('currency'));
  // Sent right after this write lands; if that send never happens, the schedule sends it then.
  const due =
    state === 'pending' ? { [SEND_AFTER]: Timestamp.fromMillis(now.toMillis() + RESEND_MS) } : {};
  writer.create(newRefundRef(marathon, refundId), {
    ...due,
    ...newRefundDoc(
      {
        paymentId: payment.id,
        userId: p.userId,
        runnerName: p.runnerName,
        method: p.method,
        provider: p.provider,
        amount: plan.amount,
        currency,
        band: plan.band,
        state,
        reason: plan.reason,
        payerIban: typeof entry('payerIban') === 'string' ? String(entry('payerIban')) : null,
        ...(plan.registrationId === undefined ? {} : { registrationId: plan.registrationId }),
      },
      now,
    ),
  });
  return { refundId, summary: { amount: plan.amount, currency, state } };
}

/**
 * Set on a ledger entry when its place goes by a person's decision (a withdrawal, a deferral, a
 * transfer): what is left of it then stays with the race by that decision, not by mistake (the
 * books tell the two apart, books.ts).
 */
export const CLOSED_AT = 'closedAt';

/**
 * Closes the registration's own `entries` (as read) in the write that frees its place: with the
 * refund that write stages for an entry (`refunded`), else on its own, guarded like a refund.
 */
export function stageClose(
  writer: RefundWriter,
  entries: readonly DocumentSnapshot[],
  refunded: ReadonlySet<string>,
  now: Timestamp,
): void {
  for (const entry of entries) {
    if (refunded.has(entry.id)) continue;
    const guard = entry.updateTime ? { lastUpdateTime: entry.updateTime } : undefined;
    writer.update(entry.ref, { [CLOSED_AT]: now }, guard);
  }
}

/** An entry's share of a deferral's credit. */
export interface CreditShare {
  entry: DocumentSnapshot;
  amount: number;
}

/**
 * A deferral's credit over the registration's own `entries`: everything left of them but the race's
 * `fee`, which the race keeps (taken from the first entries first).
 */
export function creditShares(
  entries: readonly DocumentSnapshot[],
  fee: number,
  cap: (entry: DocumentSnapshot) => number = () => Number.POSITIVE_INFINITY,
): CreditShare[] {
  let keep = fee;
  return entries.flatMap((entry) => {
    // An order's entry is credited at most its own share of the order's payment (docs/orders.md).
    const left = Math.min(leftToRefund(entry), cap(entry));
    const kept = Math.min(keep, left);
    keep -= kept;
    return left - kept > 0 ? [{ entry, amount: left - kept }] : [];
  });
}

/**
 * Records a credit's share on its entry, in the deferral's write: only if the entry is unchanged
 * since it was read, so a refund landing meanwhile makes the deferral read again.
 */
export function stageCredit(writer: RefundWriter, share: CreditShare, now: Timestamp): void {
  const { entry, amount } = share;
  const credited = paymentDocs.of(entry).credited + amount;
  const guard = entry.updateTime ? { lastUpdateTime: entry.updateTime } : undefined;
  writer.update(entry.ref, { credited, [CLOSED_AT]: now }, guard);
}

/** What an organiser's refund may take of an entry besides what is left of it, and for whom. */
export interface OrganiserShare {
  /** What is left of the registration's share of `entry` (Infinity: the entry is wholly its own). */
  cap: (entry: DocumentSnapshot) => number;
  registrationId: string;
}

/**
 * An organiser's `amount` taken from `entries` in order (the place's, then a change's difference),
 * each at most what is left of it and of the registration's share of it (an order's one payment):
 * 400 naming `amount` when it is more than that, all entries together.
 */
export function organiserPlans(
  entries: readonly DocumentSnapshot[],
  amount: number,
  reason: string,
  share?: OrganiserShare,
): RefundPlan[] {
  const cap = share?.cap ?? (() => Number.POSITIVE_INFINITY);
  const room = (e: DocumentSnapshot) => Math.max(0, Math.min(leftToRefund(e), cap(e)));
  const total = entries.reduce((n, e) => n + room(e), 0);
  const [first] = entries;
  if (first === undefined) return [];
  if (amount > total) {
    const most = formatMoney(total, paymentDocs.of(first).currency, 'en-US');
    const shared = entries.some((e) => Number.isFinite(cap(e)));
    const details = [{ field: 'amount', message: `At most ${most} is left to refund` }];
    throw shared
      ? badRequest('refund_over_share', { amount: most }, details)
      : badRequest('refund_over_payment', { amount: most }, details);
  }
  let left = amount;
  const forWhom = share ? { registrationId: share.registrationId } : {};
  return entries.flatMap((payment): RefundPlan[] => {
    const take = Math.min(left, room(payment));
    left -= take;
    return take > 0 ? [{ payment, amount: take, band: 'organiser', reason, ...forWhom }] : [];
  });
}

/**
 * Asks the provider for a staged `pending` refund, and records its answer unless an event moved the
 * refund on meanwhile. A refusal fails the refund and gives its amount back to the ledger's
 * `refunded` (the organiser may refund again). Answers the refund's state.
 */
export async function sendRefund(
  marathon: DocumentReference,
  refundId: string,
): Promise<RefundState> {
  const ref = refundRef(marathon, refundId);
  const read = await ref.get();
  const refund = read.data();
  if (refund === undefined) return 'failed';
  if (refund.state !== 'pending' || refund.providerRef) {
    // Sent already (or ended): nothing is left for the schedule to do.
    if (refund.sendAfter !== null) await ref.update({ [SEND_AFTER]: FieldValue.delete() });
    return refund.state;
  }
  const payment = await paymentRef(marathon, refund.paymentId).get();
  try {
    const p = paymentDocs.of(payment);
    const provider = providerNamed(p.provider);
    const answer = await provider.refund(
      {
        providerRef: p.providerRef,
        intent: p.providerIntent,
        currency: p.currency,
        destination: p.destination,
      },
      refund.amount,
      refundId,
      { refundId, paymentId: payment.id, marathonId: marathon.id },
    );
    return await db().runTransaction(async (tx) => {
      const now = await tx.get(ref);
      const state = refundDocs.of(now).state;
      if (state !== 'pending') {
        tx.update(ref, { providerRef: answer.ref, [SEND_AFTER]: FieldValue.delete() });
        return state;
      }
      // Done at once (Stripe's card refunds often are): the runner hears it now.
      const tell = answer.state === 'done' ? await refundEndMail(tx, now) : null;
      tx.update(ref, {
        providerRef: answer.ref,
        state: answer.state,
        [SEND_AFTER]: FieldValue.delete(),
        ...(answer.state === 'done' ? { settledAt: Timestamp.now() } : {}),
      });
      tell?.('done');
      return answer.state;
    });
  } catch (err) {
    logger.warn('refund refused by its provider', { refundId, error: String(err) });
    await settleRefund(ref, 'failed');
    return 'failed';
  }
}

/**
 * Moves a refund to `done` or `failed` (a provider's event, a refused call), once, and tells the
 * runner: a failed refund gives its amount back to the ledger's `refunded`. False when the refund
 * had already ended.
 */
export function settleRefund(
  ref: DocumentReference,
  state: 'done' | 'failed',
  tx?: Transaction,
): Promise<boolean> {
  const run = async (t: Transaction) => {
    const refund = await t.get(ref);
    const r = refundDocs.of(refund);
    const was = r.state;
    if (!refund.exists || was === 'done' || was === 'failed') return false;
    const marathon = ref.parent.parent;
    const payment =
      state === 'failed' && marathon ? await t.get(paymentRef(marathon, r.paymentId)) : null;
    const tell = await refundEndMail(t, refund);
    t.update(ref, { state, settledAt: Timestamp.now(), [SEND_AFTER]: FieldValue.delete() });
    tell(state);
    if (payment?.exists) {
      const p = paymentDocs.of(payment);
      const refunded = Math.max(0, p.refunded - r.amount);
      t.update(payment.ref, {
        refunded,
        state: ledgerState(refunded, p.amount),
        ...connectedShares(p, refunded, p.disputed),
      });
    }
    return true;
  };
  return tx ? run(tx) : db().runTransaction(run);
}

/** Summaries of the refunds just staged, each sent to its provider (card refunds), in order. */
export async function sendStaged(
  marathon: DocumentReference,
  staged: readonly StagedRefund[],
): Promise<RefundSummary[]> {
  const sent: RefundSummary[] = [];
  for (const s of staged) {
    const state =
      s.summary.state === 'pending' ? await sendRefund(marathon, s.refundId) : s.summary.state;
    sent.push({ ...s.summary, state });
  }
  return sent;
}

/**
 * The schedule's catch-up: pending refunds whose send never happened (the call that staged them ended
 * first), in any race, sent now; the refund's id as idempotency key makes a send that did reach the
 * provider count once. Answers how many it sent.
 */
export async function sendDueRefunds(now = Timestamp.now()): Promise<number> {
  const due = await refundsEverywhere().where(SEND_AFTER, '<=', now).select().limit(100).get();
  let sent = 0;
  for (const doc of due.docs) {
    const marathon = doc.ref.parent.parent;
    if (marathon === null) continue;
    await sendRefund(marathon, doc.id);
    sent += 1;
  }
  return sent;
}
