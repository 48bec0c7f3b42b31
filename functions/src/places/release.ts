// The one door by which a held place is given back (a withdrawal; next, an unpaid hold that expires):
// the registration goes, its distance's count drops, and with a field limit the same transaction
// offers the freed place to the first runner waiting for that distance (settle.ts), so nobody
// registering at that moment can take it.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { notFound } from '../lib/http-error.js';
import type { Writer } from '../mail/outbox.js';
import { increment, randomShard } from './counters.js';
import { moveCount, placesOf, settle } from './settle.js';
import { distanceOfRecord, distancesOf, type StoredDistance } from '../store/distances.js';

/** What goes with the freed place (the runner's mail), staged with the registration as it was held. */
export type OnRelease = (writer: Writer, held: DocumentSnapshot, distance: StoredDistance) => void;

/**
 * Frees the place `registration` holds in `marathon` (read by the caller, with the registration).
 * 404 `missing` when there is no such registration by the time the write lands: the delete carries an
 * "exists" precondition, so a double withdrawal cannot free a place twice.
 */
export async function releasePlace(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  onRelease: OnRelease,
  missing: string,
): Promise<void> {
  const distance = distanceOfRecord(registration, distancesOf(marathon));
  if (distance.capacity !== null) {
    await releaseLimitedPlace(marathon.ref, registration.ref, onRelease, missing);
    return;
  }
  const batch = db().batch();
  batch.delete(registration.ref, { exists: true });
  batch.update(randomShard(marathon, distance), increment(-1));
  onRelease(batch, registration, distance);
  try {
    await batch.commit();
  } catch (err) {
    if (grpcCode(err) === GRPC.NOT_FOUND) throw notFound(missing);
    throw err;
  }
}

async function releaseLimitedPlace(
  marathon: DocumentReference,
  registration: DocumentReference,
  onRelease: OnRelease,
  missing: string,
): Promise<void> {
  await settle(marathon, async (s) => {
    const held = await s.tx.get(registration);
    if (!held.exists) throw notFound(missing);
    const distance = distanceOfRecord(held, s.distances);
    moveCount(placesOf(s, distance), -1);
    s.writes.push(() => {
      s.tx.delete(registration);
      onRelease(s.tx, held, distance);
    });
  });
}
