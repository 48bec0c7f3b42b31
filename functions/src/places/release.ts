// The one door by which a held place is given back (a withdrawal, an unpaid hold that expires):
// the registration goes, its distance's count drops, and with a field limit the same transaction
// offers the freed place to the first runner waiting for that distance (settle.ts), so nobody
// registering at that moment can take it.
import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { increment, randomShard } from './counters.js';
import type { OfferHooks, OnRelease } from './hooks.js';
import { ledgerOf, moveCount, placesOf } from './ledger.js';
import { settle } from './settle.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { registrationOf } from '../store/registration-doc.js';

/**
 * Frees the place `registration` holds in `marathon` (read by the caller, with the registration).
 * False when the registration is gone by the time the write lands: the delete carries an "exists"
 * precondition, so two withdrawals at once free one place. With `ifUnchanged`, also false when the
 * registration changed since the caller read it (an expiring hold that was paid meanwhile). `offers`
 * tells the runner a freed place of a limited distance is offered to.
 */
export async function releasePlace(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  onRelease: OnRelease,
  offers: OfferHooks,
  { ifUnchanged = false }: { ifUnchanged?: boolean } = {},
): Promise<boolean> {
  const held = registrationOf(registration);
  const distance = distanceOfRecord(held, distancesOf(marathon));
  const version = ifUnchanged ? registration.updateTime : undefined;
  // A recipient's registration waiting for a transfer's fee holds no place of its own (the sender's
  // moves to it once paid, places/move.ts): it goes, and no count moves.
  const holdsPlace = held.transferHold === null;
  if (distance.capacity !== null && holdsPlace) {
    return releaseLimitedPlace(marathon.ref, registration.ref, onRelease, offers, version);
  }
  const batch = db().batch();
  batch.delete(registration.ref, version ? { lastUpdateTime: version } : { exists: true });
  if (holdsPlace) batch.update(randomShard(marathon, distance), increment(-1));
  onRelease(batch, registration, distance);
  try {
    await batch.commit();
  } catch (err) {
    const code = grpcCode(err);
    if (code === GRPC.NOT_FOUND || code === GRPC.FAILED_PRECONDITION) return false;
    throw err;
  }
  return true;
}

async function releaseLimitedPlace(
  marathon: DocumentReference,
  registration: DocumentReference,
  onRelease: OnRelease,
  offers: OfferHooks,
  version: Timestamp | undefined,
): Promise<boolean> {
  const released = await settle(marathon, offers, async (s) => {
    const held = await s.tx.get(registration);
    if (!held.exists) return false;
    if (version && held.updateTime?.isEqual(version) !== true) return false;
    const distance = distanceOfRecord(held, s.distances);
    moveCount(placesOf(ledgerOf(s), distance), -1);
    s.writes.push(() => {
      s.tx.delete(registration);
      onRelease(s.tx, held, distance);
    });
    return true;
  });
  return released === true;
}
