// What the draw writes for one entry: a winner's registration (held unpaid until `payDays` after the
// draw, or confirmed when free) or a reserve's waitlist entry, each with the entry's new state and
// the runner's mail, staged in the draw's batch.
import { Timestamp, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';

import { referralFields } from '../coupons/coupons.js';
import { notifyRunner, raceForRunner, storedAddress } from '../mail/notify.js';
import { holdFor } from '../payments/pricing.js';
import { heldUntil } from '../places/places.js';
import { newPassId } from '../race-day/pass.js';
import { ballotEntryRef, type BallotEntryDoc } from '../store/ballot-doc.js';
import { DISTANCE_FIELD, type StoredDistance } from '../store/distances.js';
import type { MarathonDoc } from '../store/marathon-doc.js';
import { participantSearchFields, registrationRef } from '../store/registration-doc.js';
import { formOf, waitlistRef } from '../store/waitlist-doc.js';

const DAY_MS = 86_400_000;

/** The runner's own fields, as a registration or waitlist entry stores them. */
const runnerOf = (marathonId: string, entry: BallotEntryDoc) => ({
  marathonId,
  userId: entry.userId,
  ...formOf(entry),
  [DISTANCE_FIELD]: entry.distanceId,
  accountEmail: entry.accountEmail,
});

export function winnerWrites(
  batch: WriteBatch,
  marathon: DocumentSnapshot,
  race: MarathonDoc,
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
  batch.create(registrationRef(marathon.ref, entry.id), {
    ...runnerOf(marathon.id, entry),
    ...participantSearchFields(entry),
    ...held,
    ...(confirmed ? { passId: newPassId() } : {}),
    ...referralFields(marathon.id, entry.id, null),
    ballotEntryId: entry.entryId,
    createdAt: now,
    updatedAt: now,
  });
  batch.update(ballotEntryRef(marathon.ref, entry.id), {
    state: 'drawn',
    rank,
    dueAt: confirmed ? null : dueAt,
  });
  const total = hold.answer.payment?.total;
  notifyRunner(batch, raceForRunner(race, distance), storedAddress(entry), {
    kind: 'ballot_drawn',
    total:
      confirmed || hold.news.kind !== 'payment_due' || total === undefined ? null : hold.news.total,
    dueAt: confirmed ? null : dueAt.toDate().toISOString(),
  });
}

export function reserveWrites(
  batch: WriteBatch,
  marathon: DocumentSnapshot,
  race: MarathonDoc,
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
  notifyRunner(batch, raceForRunner(race, distance), storedAddress(entry), {
    kind: 'ballot_reserve',
    reserveNumber,
  });
}
