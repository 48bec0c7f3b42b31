// How a waitlist entry is stored (docs/data-model.md): `marathons/{id}/waitlist/{uid}` holds the
// registration form the runner gave, joinedAt (the commit time, so concurrent joins are ordered as they
// arrived), offerExpiresAt (null while waiting) and, once offered, the shard holding the place.
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { distanceOfRecord, ofDistance, type StoredDistance } from './distances.js';
import { storedRaceInput } from './questions.js';

export const WAITLIST = COLLECTIONS.waitlist;

export const waitlistRef = (marathon: DocumentReference, uid: string) =>
  marathon.collection(WAITLIST).doc(uid);

/** Runners still waiting (no offer yet), first come first; index: offerExpiresAt + joinedAt. */
export const waitingQuery = (marathon: DocumentReference): Query =>
  marathon.collection(WAITLIST).where('offerExpiresAt', '==', null).orderBy('joinedAt');

export function timestampOf(snapshot: DocumentSnapshot, field: string): Timestamp | null {
  const value: unknown = snapshot.get(field);
  return value instanceof Timestamp ? value : null;
}

/** 1-based place in arrival order among everyone waiting for the same distance (offers included). */
export async function positionOf(
  entry: DocumentSnapshot,
  distances: StoredDistance[],
): Promise<number> {
  const joinedAt = timestampOf(entry, 'joinedAt');
  const marathon = entry.ref.parent.parent;
  if (joinedAt === null || marathon === null) return 1;
  const distance = distanceOfRecord(entry, distances);
  const ahead = await ofDistance(marathon.collection(WAITLIST), distances, distance)
    .where('joinedAt', '<', joinedAt)
    .count()
    .get();
  return ahead.data().count + 1;
}

/** The stored form, as the registration document takes it: contact, answers and waiver. */
export function formOf(entry: DocumentSnapshot) {
  const text = (field: string) => {
    const value: unknown = entry.get(field);
    return typeof value === 'string' ? value : '';
  };
  const stored = storedRaceInput(entry);
  const acceptedAt: unknown = entry.get('waiverAcceptedAt');
  return {
    email: text('email'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    emergencyContact: text('emergencyContact'),
    answers: stored.answers ?? {},
    dateOfBirth: stored.dateOfBirth ?? null,
    waiverVersion: stored.waiverAccepted ?? null,
    waiverAcceptedAt: acceptedAt instanceof Timestamp ? acceptedAt : null,
  };
}
