// How a waitlist entry is stored (docs/data-model.md): `marathons/{id}/waitlist/{uid}` holds the
// registration form the runner gave, joinedAt (the commit time, so concurrent joins are ordered as they
// arrived), offerExpiresAt (null while waiting) and, once offered, the shard holding the place.
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { distanceOfRecord, ofDistance, type StoredDistance } from './distances.js';
import { textIn, timeOrNull } from './field-values.js';
import { modelOf, type ModelOrSnapshot } from './model-of.js';
import {
  emptyRegistration,
  runnerFieldsIn,
  type RegistrationDoc,
  type RunnerFields,
} from './registration-doc.js';

export const WAITLIST = COLLECTIONS.waitlist;

/** A waitlist entry as the code reads it: the form the runner gave, and where its offer stands. */
export interface WaitlistDoc extends RunnerFields {
  emergencyContact: string;
  /** The commit time of the join (null only while a server timestamp is pending). */
  joinedAt: Timestamp | null;
  /** Until when its offer holds a place; null while waiting. */
  offerExpiresAt: Timestamp | null;
  /** The shard holding the offered place (places/settle.ts); null for none. */
  offerShard: number | null;
}

const readEntry = (data: DocumentData, id: string): WaitlistDoc => ({
  ...runnerFieldsIn(data, id),
  emergencyContact: textIn(data.emergencyContact),
  joinedAt: timeOrNull(data.joinedAt),
  offerExpiresAt: timeOrNull(data.offerExpiresAt),
  offerShard: typeof data.offerShard === 'number' ? data.offerShard : null,
});

/** The waitlist's converter; a missing entry reads as every default, so callers check `exists`. */
export const waitlistDocs = converterOf<WaitlistDoc>(readEntry);

/** A waitlist entry's model, or its snapshot (read into the model once). */
export type WaitlistRead = ModelOrSnapshot<WaitlistDoc>;
export const waitlistEntryOf = (entry: WaitlistRead): WaitlistDoc => modelOf(waitlistDocs, entry);

/**
 * A marathon's waitlist, plain: for queries whose entries are read raw, or through
 * `waitlistEntryOf` (the places code reads and writes them so).
 */
export const waitlistPlain = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(WAITLIST);

/** Every marathon's waitlist, plain (a query on `userId` finds a runner's). */
export const waitlistEverywhere = () => db().collectionGroup(WAITLIST);

export const waitlistRef = (marathon: DocumentReference, uid: string) =>
  waitlistPlain(marathon).doc(uid);

/** The same, read as its model (writes through it `update` stored fields). */
export const waitlistDocRef = (marathon: DocumentReference, uid: string) =>
  waitlistRef(marathon, uid).withConverter(waitlistDocs);

/** A marathon's waitlist, read as its models. */
export const waitlistOf = (marathon: DocumentReference) =>
  waitlistPlain(marathon).withConverter(waitlistDocs);

/** Runners still waiting (no offer yet), first come first; index: offerExpiresAt + joinedAt. */
export const waitingQuery = (marathon: DocumentReference): Query =>
  waitlistPlain(marathon).where('offerExpiresAt', '==', null).orderBy('joinedAt');

/** A stored time of a snapshot (places/settle.ts reads the marathon's and entries' with it). */
export function timestampOf(snapshot: DocumentSnapshot, field: string): Timestamp | null {
  const value: unknown = snapshot.get(field);
  return value instanceof Timestamp ? value : null;
}

/** 1-based place in arrival order among everyone waiting for the same distance (offers included). */
export async function positionOf(
  marathon: DocumentReference,
  entry: WaitlistDoc,
  distances: StoredDistance[],
): Promise<number> {
  const { joinedAt } = entry;
  if (joinedAt === null) return 1;
  const distance = distanceOfRecord(entry, distances);
  const ahead = await ofDistance(marathon.collection(WAITLIST), distances, distance)
    .where('joinedAt', '<', joinedAt)
    .count()
    .get();
  return ahead.data().count + 1;
}

/**
 * What a waitlist or ballot entry stores of the runner making it: the form as they gave it, its
 * checked answers, the distance, and `accountAddress` (where their mail goes, mail/notify.ts).
 */
export const entryRecord = (
  marathonId: string,
  uid: string,
  distanceId: string,
  given: { form: DocumentData; answers: DocumentData; accountAddress: DocumentData },
) => ({
  marathonId,
  userId: uid,
  ...given.form,
  distanceId,
  ...given.answers,
  ...given.accountAddress,
});

/** The stored form, as the registration document takes it: contact, answers and waiver. */
export function formOf(entry: RunnerFields & { emergencyContact: string }) {
  return {
    email: entry.email,
    firstName: entry.firstName,
    lastName: entry.lastName,
    phone: entry.phone,
    emergencyContact: entry.emergencyContact,
    answers: entry.answers ?? {},
    dateOfBirth: entry.dateOfBirth,
    waiverVersion: entry.waiverVersion,
    waiverAcceptedAt: entry.waiverAcceptedAt,
  };
}

/** The entry as a registration reads (no place yet: confirmed, unpaid, no bib), for `toParticipant`. */
export const asRegistration = (entry: WaitlistDoc): RegistrationDoc => ({
  ...emptyRegistration(entry.id),
  userId: entry.userId,
  email: entry.email,
  firstName: entry.firstName,
  lastName: entry.lastName,
  phone: entry.phone,
  emergencyContact: entry.emergencyContact,
  accountEmail: entry.accountEmail,
  language: entry.language,
  distanceId: entry.distanceId,
  answers: entry.answers,
  dateOfBirth: entry.dateOfBirth,
  waiverVersion: entry.waiverVersion,
  waiverAcceptedAt: entry.waiverAcceptedAt,
});
