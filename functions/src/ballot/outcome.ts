// What the draw writes for one entry: a winner's registration (held unpaid until `payDays` after the
// draw, or confirmed when free) or a reserve's waitlist entry, each with the entry's new state, staged
// in the draw's batch. The runners' mails go after the draw, from the entries' states (resultsMailJob).
import {
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { entryRegistration, stageOneEntry } from '../checkout/checkout.js';
import { referralFields } from '../coupons/coupons.js';
import { queueFanOut, raceForRunner } from '../mail/mail.js';
import { holdFor } from '../pricing/pricing.js';
import { heldUntil } from '../places/places.js';
import { ballotEntryRef, type BallotEntryDoc } from '../store/ballot-doc.js';
import { DISTANCE_FIELD, type StoredDistance } from '../store/distances.js';
import { marathonOf, type MarathonDoc } from '../store/marathon-doc.js';
import { languageFields } from '../store/registration-doc.js';
import { formOf, waitlistRef } from '../store/waitlist-doc.js';

const DAY_MS = 86_400_000;

/** The runner's own fields, as a registration or waitlist entry stores them. */
const runnerOf = (marathonId: string, entry: BallotEntryDoc) => ({
  marathonId,
  userId: entry.userId,
  ...formOf(entry),
  [DISTANCE_FIELD]: entry.distanceId,
  accountEmail: entry.accountEmail,
  ...languageFields(entry.language),
});

export function winnerWrites(
  batch: WriteBatch,
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  entry: BallotEntryDoc,
  rank: number,
): void {
  const drawAt = Date.parse(distance.ballot?.drawAt ?? '') || Date.now();
  const payDays = distance.ballot?.payDays ?? 7;
  const now = Timestamp.now();
  const hold = holdFor(marathon, distance, now);
  const confirmed = hold.fields.status === 'confirmed';
  // The winner has `payDays` from the draw to pay, not the checkout's half hour.
  const dueAt = Timestamp.fromMillis(Math.max(drawAt, now.toMillis()) + payDays * DAY_MS);
  const payment = hold.fields.payment as Record<string, unknown> | undefined;
  const held = confirmed
    ? hold.fields
    : { ...hold.fields, payment: { ...payment, dueAt }, ...heldUntil(dueAt) };
  const fields = entryRegistration({
    marathonId: marathon.id,
    userId: entry.userId,
    form: formOf(entry),
    distanceId: distance.id,
    hold: held,
    language: entry.language,
    more: {
      accountEmail: entry.accountEmail,
      ...referralFields(marathon.id, entry.id, null),
      ballotEntryId: entry.entryId,
    },
    now,
  });
  const { currency } = marathonOf(marathon);
  stageOneEntry(
    batch,
    marathon.ref,
    { source: 'ballot', registrationId: entry.id, currency },
    fields,
  );
  batch.update(ballotEntryRef(marathon.ref, entry.id), {
    state: 'drawn',
    rank,
    dueAt: confirmed ? null : dueAt,
  });
}

export function reserveWrites(
  batch: WriteBatch,
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  entry: BallotEntryDoc,
  reserveNumber: number,
  drawMs: number,
): void {
  // Joined in the draw's order: the waitlist offers a freed place to the first reserve, then on.
  batch.set(waitlistRef(marathon.ref, entry.id), {
    ...runnerOf(marathon.id, entry),
    joinedAt: Timestamp.fromMillis(drawMs + reserveNumber),
    offerExpiresAt: null,
    ballotEntryId: entry.entryId,
  });
  batch.update(ballotEntryRef(marathon.ref, entry.id), {
    state: 'reserve',
    reserveNumber,
  });
}

/**
 * One job that mails every entry of the distance as the draw left it (mail/ballot-results.ts), staged
 * with the draw's record: 100,000 mails are not the draw's to write, and a run that dies before its
 * record leaves no job, so the next run's record makes the only one.
 */
export function resultsMailJob(
  writer: Transaction,
  marathon: DocumentSnapshot,
  race: MarathonDoc,
  distance: StoredDistance,
): void {
  const hold = holdFor(marathon, distance, Timestamp.now());
  const total = hold.news.kind === 'payment_due' ? hold.news.total : null;
  queueFanOut(writer, {
    kind: 'ballot',
    race: raceForRunner(race, distance),
    ballot: { distanceId: distance.id, total },
  });
}
