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
import { refundQuote, type RefundQuote } from '@run/contract/domain/refunds';

import { notifyStored, waitlistMail, type Writer } from '../mail/mail.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { releasePlace, type OnRelease } from '../places/places.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { bibRef } from '../store/bib-doc.js';
import { eventDates, marathonOf, type MarathonRead } from '../store/marathon-doc.js';
import type { StoredDistance } from '../store/distances.js';
import { paymentDocs } from '../store/payment-doc.js';
import { refundsTogether, type RefundKind } from '../store/refund-doc.js';
import { registrationOf, type RegistrationRead } from '../store/registration-doc.js';
import { keptAfterPlaceFields, stageTransferEnded } from '../store/transfer-doc.js';
import { cancelAtProvider, openAttemptOf, stageEndAttempt } from './attempts.js';
import { codeUseOf } from './code-use.js';
import { refuseUnpaidOrder, shareLeftOf } from './order-payment.js';
import {
  CLOSED_AT,
  leftToRefund,
  organiserPlans,
  ownEntriesWithMoney,
  sendStaged,
  stageClose,
  stageRefund,
  type RefundPlan,
  type StagedRefund,
} from './refunds.js';

/** How much goes back: the race's policy (a runner withdrawing) or an organiser's amount. */
export type WithdrawalRefund = { policy: true } | { amount: number; reason: string };

/** What the race's policy gives back now of a ledger entry (capped at what is left of it). */
export function policyQuote(
  marathon: MarathonRead,
  entry: DocumentSnapshot | null,
  share = Number.POSITIVE_INFINITY,
): RefundQuote {
  const race = marathonOf(marathon);
  const start = new Date(eventDates(race).marathonStartDate);
  const paid = entry ? Math.min(paymentDocs.of(entry).amount, share) : 0;
  const quote = refundQuote(race.refundPolicy, paid, start, new Date());
  return { ...quote, amount: entry ? Math.min(quote.amount, leftToRefund(entry)) : 0 };
}

/** What is left of a registration's share of an entry (Infinity: the entry is wholly its own). */
type ShareLeft = (entry: DocumentSnapshot) => number;

/** The policy's quote over all of `entries`: each entry's share left, added up. */
function quoteOver(
  marathon: MarathonRead,
  entries: readonly DocumentSnapshot[],
  share: ShareLeft,
): RefundQuote {
  const race = marathonOf(marathon);
  const quotes =
    entries.length === 0
      ? [policyQuote(race, null)]
      : entries.map((e) => policyQuote(race, e, share(e)));
  const [first] = quotes as [RefundQuote, ...RefundQuote[]];
  return { ...first, amount: quotes.reduce((n, q) => n + q.amount, 0) };
}

/** The runner's quote: their registration's paid entries read now, with the race's currency. */
export async function quoteFor(marathon: DocumentSnapshot, registration: DocumentSnapshot) {
  const entries = await ownEntriesWithMoney(marathon.ref, registration);
  const [entry] = entries;
  const race = marathonOf(marathon);
  const share = await shareLeftOf(marathon.ref, registration, entries);
  return {
    ...quoteOver(race, entries, share),
    currency: entry ? paymentDocs.of(entry).currency : race.currency,
  };
}

/**
 * What goes back, entry by entry: by the policy, each entry its share (a place and a paid change of
 * distance both); an organiser's amount, from the entry the place was paid with, as before.
 */
async function plansFor(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  refund: WithdrawalRefund,
): Promise<{ entries: DocumentSnapshot[]; plans: RefundPlan[] }> {
  const entries = await ownEntriesWithMoney(marathon.ref, registration);
  // Read with the entries: a refund of the share landing after this read changes the entry, whose
  // guarded write then makes the withdrawal read again.
  const cap = await shareLeftOf(marathon.ref, registration, entries);
  return { entries, plans: plansOver(marathon, registration, entries, cap, refund) };
}

function plansOver(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  entries: DocumentSnapshot[],
  cap: ShareLeft,
  refund: WithdrawalRefund,
): RefundPlan[] {
  const registrationId = registration.id;
  if ('amount' in refund) {
    // The organiser's amount from the place's entry first, then the difference's.
    return organiserPlans(entries, refund.amount, refund.reason, { cap, registrationId });
  }
  const race = marathonOf(marathon);
  return entries.flatMap((entry): RefundPlan[] => {
    const quote = policyQuote(race, entry, cap(entry));
    if (quote.band === 'none' || quote.amount === 0) return [];
    return [
      {
        registrationId,
        payment: entry,
        amount: quote.amount,
        band: quote.band satisfies RefundKind,
        reason:
          quote.band === 'full' ? 'Withdrawn: refunded in full' : 'Withdrawn: refunded in part',
      },
    ];
  });
}

/** Tells the runner of money going back, in the write that gives it back. */
export function mailRefund(
  writer: Writer,
  marathon: DocumentSnapshot,
  held: RegistrationRead,
  distance: StoredDistance,
  summary: RefundSummary,
): void {
  const runner = registrationOf(held);
  notifyStored(writer, marathon, distance, runner, {
    kind: 'refund',
    total: { amount: summary.amount, currency: summary.currency },
    manual: summary.state === 'manual',
    method: runner.payment?.method ?? null,
  });
}

/** The runner's bib number goes back to the race with them: another runner may be given it. */
export function freeBib(
  writer: { delete(ref: DocumentReference): unknown },
  marathon: DocumentSnapshot,
  registration: RegistrationRead,
): void {
  const { bib } = registrationOf(registration);
  if (bib !== null) writer.delete(bibRef(marathon.ref, bib));
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
  // An order held unpaid is paid whole or runs out whole: none of its entries leaves alone.
  refuseUnpaidOrder(registration);
  let current = registration;
  for (let attempt = 1; ; attempt += 1) {
    // Read with the registration as it stands: if a payment lands before this write, the write
    // finds the registration changed and everything is read again (serialised per registration).
    const [{ entries, plans }, open, use] = await Promise.all([
      plansFor(marathon, current, refund),
      openAttemptOf(marathon.ref, current),
      // Unpaid, its discount code's use goes back with the place (docs/coupons.md).
      codeUseOf(marathon, current),
    ]);
    const staged: StagedRefund[] = [];
    const now = Timestamp.now();
    let released: boolean;
    try {
      released = await releasePlace(
        marathon,
        current,
        (writer, held, distance) => {
          const runner = registrationOf(held);
          freeBib(writer, marathon, runner);
          stageTransferEnded(writer, marathon.ref, held, now);
          use?.giveBack(writer);
          tell(writer, held, distance);
          if (open !== null) stageEndAttempt(writer, open, now);
          // What the policy keeps of its own entries stays with the race by this decision.
          const closed = { [CLOSED_AT]: now };
          stageClose(writer, entries, new Set(plans.map((p) => p.payment.id)), now);
          if (plans.length === 0) return;
          // Staged again if the write is tried again: only the last try's refunds are kept.
          staged.length = 0;
          for (const plan of plans) {
            staged.push(stageRefund(writer, { ...plan, also: closed }, now, { guarded: true }));
          }
          // Kept for My Apply List, which shows the refund until the runner registers again.
          keepWithdrawn(writer, marathon, held, now);
          const told = refundsTogether(staged.map((x) => x.summary));
          if (told) mailRefund(writer, marathon, runner, distance, told);
        },
        waitlistMail,
        { ifUnchanged: true },
      );
    } catch (err) {
      // The ledger entry changed since it was read (a limited distance's transaction): read again.
      if (grpcCode(err) !== GRPC.FAILED_PRECONDITION || attempt >= ATTEMPTS) throw err;
      released = false;
    }
    if (released) {
      await cancelAtProvider(open);
      if (staged.length === 0) return { released };
      const sent = refundsTogether(await sendStaged(marathon.ref, staged));
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
  // Without the bib, race pass and transfer it gave back: the record only tells of the refund.
  writer.set(lapsedHoldRef(marathon.ref, held.id), {
    ...keptAfterPlaceFields(held),
    status: 'withdrawn',
    withdrawnAt: now,
  });
}
