// A runner's withdrawal (docs/payments.md, "Refunds"), by themselves or by an organiser's refund with
// `cancel`: the place goes back through places/release.ts (offered to the waitlist), the bib goes
// back to the race, and a paid registration gets money back in the same write: by the race's refund
// policy for the runner, the amount the organiser chose for an organiser. The ledger entry's
// `refunded` is raised only if the entry is unchanged since it was read (refunds.ts), so a refund made
// meanwhile (another withdrawal, an organiser, a provider's event) makes this one read again.
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { RefundSummary } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { refundQuote, type RefundQuote } from '@run/contract/domain/refunds';

import { GRPC, grpcCode } from '../lib/grpc.js';
import { notifyRunner, raceForRunner, storedAddress } from '../mail/notify.js';
import type { Writer } from '../mail/outbox.js';
import { lapsedHoldRef } from '../places/expire.js';
import { releasePlace, type OnRelease } from '../places/release.js';
import { bibRef } from '../race-day/bibs.js';
import { eventDates } from '../store/marathon-doc.js';
import { moneyOf } from '../store/money.js';
import type { StoredDistance } from '../store/distances.js';
import type { RefundKind } from '../store/refund-doc.js';
import {
  entryToRefund,
  leftToRefund,
  paidEntriesOf,
  sendStaged,
  stageRefund,
  type RefundPlan,
  type StagedRefund,
} from './refunds.js';

/** How much goes back: the race's policy (a runner withdrawing) or an organiser's amount. */
export type WithdrawalRefund = { policy: true } | { amount: number; reason: string };

const paidWith = (registration: DocumentSnapshot): string | null => {
  const id: unknown = registration.get('payment.paymentId');
  return typeof id === 'string' ? id : null;
};

/** What the race's policy gives back now of a ledger entry (capped at what is left of it). */
export function policyQuote(
  marathon: DocumentSnapshot,
  entry: DocumentSnapshot | null,
): RefundQuote {
  const start = new Date(eventDates(marathon).marathonStartDate);
  const paid = entry ? Number(entry.get('amount') ?? 0) : 0;
  const quote = refundQuote(moneyOf(marathon.data() ?? {}).refundPolicy, paid, start, new Date());
  return { ...quote, amount: entry ? Math.min(quote.amount, leftToRefund(entry)) : 0 };
}

/** The runner's quote: their paid entry (if any) read now, with the race's currency. */
export async function quoteFor(marathon: DocumentSnapshot, registration: DocumentSnapshot) {
  const entries = await paidEntriesOf(marathon.ref, registration.id);
  const entry = entryToRefund(entries, paidWith(registration));
  return {
    ...policyQuote(marathon, entry),
    currency: entry
      ? String(entry.get('currency') ?? 'USD')
      : moneyOf(marathon.data() ?? {}).currency,
  };
}

async function planFor(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  refund: WithdrawalRefund,
): Promise<RefundPlan | null> {
  const entries = await paidEntriesOf(marathon.ref, registration.id);
  const entry = entryToRefund(entries, paidWith(registration));
  if (entry === null) return null;
  if ('amount' in refund) {
    return { payment: entry, amount: refund.amount, band: 'organiser', reason: refund.reason };
  }
  const quote = policyQuote(marathon, entry);
  if (quote.band === 'none' || quote.amount === 0) return null;
  return {
    payment: entry,
    amount: quote.amount,
    band: quote.band satisfies RefundKind,
    reason: quote.band === 'full' ? 'Withdrawn: refunded in full' : 'Withdrawn: refunded in part',
  };
}

/** Tells the runner of money going back, in the write that gives it back. */
export function mailRefund(
  writer: Writer,
  marathon: DocumentSnapshot,
  held: DocumentSnapshot,
  distance: StoredDistance,
  summary: RefundSummary,
): void {
  notifyRunner(writer, raceForRunner(marathon, distance), storedAddress(held.data()), {
    kind: 'refund',
    total: formatMoney(summary.amount, summary.currency, 'en-US'),
    manual: summary.state === 'manual',
    paypal: held.get('payment.method') === 'paypal',
  });
}

/** The runner's bib number goes back to the race with them: another runner may be given it. */
export function freeBib(
  writer: { delete(ref: DocumentReference): unknown },
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
): void {
  const bib: unknown = registration.get('bib');
  if (typeof bib === 'number') writer.delete(bibRef(marathon.ref, bib));
}

const ATTEMPTS = 5;

/**
 * Withdraws `registration` (read with `marathon`), giving money back as `refund` says, and `tell`s
 * the runner in the same write. `released` false when it was withdrawn meanwhile by another call.
 */
export async function withdraw(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  refund: WithdrawalRefund,
  tell: OnRelease,
): Promise<{ released: boolean; refund?: RefundSummary }> {
  let current = registration;
  for (let attempt = 1; ; attempt += 1) {
    const plan = await planFor(marathon, current, refund);
    let staged: StagedRefund | undefined;
    const now = Timestamp.now();
    let released: boolean;
    try {
      released = await releasePlace(marathon, current, (writer, held, distance) => {
        freeBib(writer, marathon, held);
        tell(writer, held, distance);
        if (plan === null) return;
        staged = stageRefund(writer, plan, now, { guarded: true });
        // Kept for My Apply List, which shows the refund until the runner registers again.
        keepWithdrawn(writer, marathon, held, now);
        mailRefund(writer, marathon, held, distance, staged.summary);
      });
    } catch (err) {
      // The ledger entry changed since it was read (a limited distance's transaction): read again.
      if (grpcCode(err) !== GRPC.FAILED_PRECONDITION || attempt >= ATTEMPTS) throw err;
      released = false;
    }
    if (released) {
      if (staged === undefined) return { released };
      const [sent] = await sendStaged(marathon.ref, [staged]);
      return sent ? { released, refund: sent } : { released };
    }
    // Gone: another withdrawal did it. Still there: the ledger entry moved under a batch's guard.
    const again = await current.ref.get();
    if (!again.exists || attempt >= ATTEMPTS) return { released: false };
    current = again;
  }
}

function keepWithdrawn(
  writer: { set(ref: DocumentReference, data: DocumentData): unknown },
  marathon: DocumentSnapshot,
  held: DocumentSnapshot,
  now: Timestamp,
): void {
  // Without the bib and race pass it gave back: the record only tells of the refund.
  const { bib: _bib, passId: _pass, ...kept } = held.data() ?? {};
  writer.set(lapsedHoldRef(marathon, held.id), {
    ...kept,
    status: 'withdrawn',
    withdrawnAt: now,
  });
}
