// Deferrals (docs/transfers.md): a paid runner gives their place back; it is freed through the one
// door (places/release.ts: offered to the distance's waitlist in the same write), the registration is
// kept as `deferred`, and a credit of what was paid (less any refund) minus the race's fee is
// stored for 400 days.
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { Credit, Deferral } from '@run/contract/domain/api-types';
import { CREDIT_DAYS } from '@run/contract/domain/money';
import { daysBefore } from '@run/contract/domain/refunds';

import {
  holdExpiry,
  pendingChange,
  freeBib,
  shareLeftOf,
  creditShares,
  ownEntriesWithMoney,
  stageClose,
  stageCredit,
} from '../payments/payments.js';
import { notifyStored, waitlistMail } from '../mail/mail.js';
import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { conflict, notFound } from '../lib/http-error.js';
import { freeHold, releasePlace } from '../places/places.js';
import { lapsedHoldRef, lapsedHoldsOf } from '../store/lapsed-hold-doc.js';
import { creditDocs, creditDocsOf, newCreditRef, toCredit } from '../store/credit-doc.js';
import { deferralDocs, deferralRef, deferralsOf } from '../store/deferral-doc.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { eventDates, marathonOf, marathonRef, toIso } from '../store/marathon-doc.js';
import { paymentOfRecord, registrationOf, registrationRef } from '../store/registration-doc.js';
import { keptAfterPlaceFields, stageTransferEnded } from '../store/transfer-doc.js';

const DAY_MS = 86_400_000;

export async function deferRegistration(id: string, caller: Caller): Promise<Credit> {
  const ref = marathonRef(id);
  const [marathon, registration] = await db().getAll(ref, registrationRef(ref, caller.uid));
  if (!marathon?.exists) throw notFound('marathon_not_found');
  if (!registration?.exists) throw notFound('not_registered');
  const race = marathonOf(marathon);
  const { deferrals, currency } = race;
  if (!deferrals.enabled) throw conflict('deferrals_off');
  const start = new Date(eventDates(race).marathonStartDate);
  if (daysBefore(start, new Date()) < deferrals.untilDays) {
    throw conflict('deferrals_closed', { days: deferrals.untilDays });
  }
  const stored = registrationOf(registration);
  const payment = paymentOfRecord(stored);
  if (stored.status !== 'confirmed' || payment?.paidAt === null || payment === null) {
    throw conflict('defer_unpaid');
  }
  if (typeof stored.payment?.creditId === 'string') {
    throw conflict('defer_credit_place');
  }
  // The credit comes from the registration's own entries only, less what went back already
  // (refunds, a dispute) and the race's fee; each entry records its share in the deferral's write
  // (payments/refunds.ts, the one door out), so nothing credited can be refunded again.
  const entries = await ownEntriesWithMoney(ref, registration);
  // An order's entry: at most what is left of its own share (an organiser may have refunded part).
  const shares = creditShares(
    entries,
    deferrals.fee,
    await shareLeftOf(ref, registration, entries),
  );
  const now = Timestamp.now();
  const credit = newCreditRef(caller.uid);
  const data = {
    amount: shares.reduce((n, x) => n + x.amount, 0),
    currency: payment.currency || currency,
    organiserUid: race.createdByUid,
    fromMarathonId: marathon.id,
    fromTitle: race.title,
    expiresAt: Timestamp.fromMillis(now.toMillis() + CREDIT_DAYS * DAY_MS),
    usedAt: null,
    createdAt: now,
  };
  const released = await releasePlace(
    marathon,
    registration,
    (writer, held, distance) => {
      const w: { set(ref: DocumentReference, data: DocumentData): unknown } = writer;
      const runner = registrationOf(held);
      freeBib(writer, marathon, runner);
      stageTransferEnded(writer, ref, held, now);
      // Kept for My Apply List, without the bib, race pass and transfer it gave back.
      const kept = keptAfterPlaceFields(held);
      w.set(lapsedHoldRef(marathon.ref, held.id), {
        ...kept,
        status: 'deferred',
        deferredAt: now,
        creditId: credit.id,
        creditAmount: data.amount,
        creditCurrency: data.currency,
      });
      w.set(credit, data);
      for (const share of shares) stageCredit(writer, share, now);
      // What the fee kept of an entry credited nothing stays with the race, by this decision.
      const credited = new Set(shares.map((x) => x.entry.id));
      stageClose(writer, entries, credited, now);
      // The organisers' list reads this record, which outlives the one above: a runner who
      // registers again replaces their lapsed record, never their deferral.
      w.set(deferralRef(ref, credit.id), {
        userId: held.id,
        // As the copy above stores them (null, not the model's '', for a record stored without).
        firstName: kept.firstName ?? null,
        lastName: kept.lastName ?? null,
        distanceId: distance.id,
        deferredAt: now,
        creditId: credit.id,
        creditAmount: data.amount,
        creditCurrency: data.currency,
      });
      notifyStored(writer, marathon, distance, runner, {
        kind: 'deferred',
        credit: { amount: data.amount, currency: data.currency },
        until: data.expiresAt.toDate().toISOString(),
      });
    },
    // Changed meanwhile (withdrawn, transferred): nothing is deferred.
    waitlistMail,
    { ifUnchanged: true },
  );
  if (!released) throw conflict('registration_changed_meanwhile');
  // A change to a dearer distance still waiting for its difference goes with the place, as on a
  // withdrawal: its held place is freed now rather than when its time runs out.
  const change = await pendingChange(ref, caller.uid);
  if (change !== null) await freeHold(marathon, change, holdExpiry);
  return toCredit(creditDocs.of(await credit.get()));
}

/** The caller's credits, unused first, then by when they expire. */
export async function myCredits(caller: Caller): Promise<Credit[]> {
  const snap = await creditDocsOf(caller.uid).limit(100).get();
  return snap.docs
    .map((d) => toCredit(d.data()))
    .sort(
      (a, b) =>
        Number(a.usedAt !== null) - Number(b.usedAt !== null) ||
        a.expiresAt.localeCompare(b.expiresAt),
    );
}

/** The race's deferrals for its organisers, newest first. */
export async function listDeferrals(race: DocumentSnapshot): Promise<{ deferrals: Deferral[] }> {
  const [records, lapsed] = await Promise.all([
    deferralsOf(race.ref).limit(500).get(),
    // Deferrals made before their own records were kept live only as the runner's lapsed record.
    lapsedHoldsOf(race.ref).where('status', '==', 'deferred').limit(500).get(),
  ]);
  const recorded = new Set(records.docs.map((d) => d.id));
  const older = lapsed.docs.filter((d) => !recorded.has(deferralDocs.of(d).creditId));
  const distances = distancesOf(race);
  return {
    deferrals: [
      ...records.docs.map((d) => {
        const record = deferralDocs.of(d);
        return { doc: d, record, userId: record.userId };
      }),
      ...older.map((d) => ({ doc: d, record: deferralDocs.of(d), userId: d.id })),
    ]
      .map(({ doc: d, record, userId }) => ({
        userId,
        name: [record.firstName, record.lastName].filter((p) => p !== null).join(' '),
        distanceId: distanceOfRecord(d, distances).id,
        deferredAt: toIso(record.deferredAt),
        credit: record.creditAmount,
        currency: record.creditCurrency,
      }))
      .sort((a, b) => b.deferredAt.localeCompare(a.deferredAt)),
  };
}
