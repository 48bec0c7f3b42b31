// The one door by which a held place is given back (a withdrawal; next, an unpaid hold that expires):
// the registration goes, its distance's count drops, and with a field limit the same transaction
// offers the freed place to the first runner waiting for that distance (settle.ts), so nobody
// registering at that moment can take it.
import type {
  DocumentReference,
  DocumentSnapshot,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { increment, randomShard } from './counters.js';
import { moveCount, placesOf, settle } from './settle.js';
import { distanceOfRecord, distancesOf, type StoredDistance } from '../store/distances.js';

/** What goes with the freed place (the runner's mail), staged with the registration as it was held. */
export type OnRelease = (
  writer: WriteBatch | Transaction,
  held: DocumentSnapshot,
  distance: StoredDistance,
) => void;

/**
 * Frees the place `registration` holds in `marathon` (read by the caller, with the registration).
 * False when the registration is gone by the time the write lands: the delete carries an "exists"
 * precondition, so two withdrawals at once free one place.
 */
export async function releasePlace(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  onRelease: OnRelease,
): Promise<boolean> {
  const distance = distanceOfRecord(registration, distancesOf(marathon));
  if (distance.capacity !== null) {
    return releaseLimitedPlace(marathon.ref, registration.ref, onRelease);
  }
  const batch = db().batch();
  batch.delete(registration.ref, { exists: true });
  batch.update(randomShard(marathon, distance), increment(-1));
  onRelease(batch, registration, distance);
  try {
    await batch.commit();
  } catch (err) {
    if (grpcCode(err) === GRPC.NOT_FOUND) return false;
    throw err;
  }
  return true;
}

async function releaseLimitedPlace(
  marathon: DocumentReference,
  registration: DocumentReference,
  onRelease: OnRelease,
): Promise<boolean> {
  const released = await settle(marathon, async (s) => {
    const held = await s.tx.get(registration);
    if (!held.exists) return false;
    const distance = distanceOfRecord(held, s.distances);
    moveCount(placesOf(s, distance), -1);
    s.writes.push(() => {
      s.tx.delete(registration);
      onRelease(s.tx, held, distance);
    });
    return true;
  });
  return released === true;
}
