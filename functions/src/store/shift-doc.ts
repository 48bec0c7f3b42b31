// Volunteer shifts (docs/volunteers.md, docs/data-model.md):
// - `marathons/{id}/shifts/{shiftId}` {role, name, description, location, startsAt, endsAt,
//   capacity, captainUids, shards, createdAt}: what the race needs, when and where;
// - `.../shifts/{shiftId}/placeShards/{n}` {places, count, offers, free}: its places, counted and taken
//   exactly as a distance's are (places/places.ts);
// - `marathons/{id}/shiftVolunteers/{shiftId}_{uid}`: one person's place, with their pass, contact
//   details (organisers and the shift's captains only) and check-in and check-out times;
// - `marathons/{id}/shiftWaitlist/{shiftId}_{uid}`: one person waiting for a full shift, or offered a
//   place until `offeredUntil` on the shard `shard` holds it;
// - `volunteerShifts/{uid}` {shifts: {"{marathonId}_{shiftId}": {...}}}: a person's shifts in every
//   race, written with each change of theirs: what an overlap is judged on, and their own list.
import {
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type Query,
  type Timestamp,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf, dueInGroup, type StoredConverter } from './converter.js';
import { countIn, textIn, textOrNull, timeOrNull } from './field-values.js';

/** A shift's places are shared among this many shards: a burst for one shift spreads over them. */
export const SHIFT_SHARDS = 5;

export interface ShiftDoc {
  id: string;
  role: string;
  name: string;
  description: string;
  location: string;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  capacity: number;
  captainUids: string[];
  shards: number;
  createdAt: Timestamp | null;
}

const textsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const shiftDocs = converterOf<ShiftDoc>((data, id) => ({
  id,
  role: textIn(data.role),
  name: textIn(data.name),
  description: textIn(data.description),
  location: textIn(data.location),
  startsAt: timeOrNull(data.startsAt),
  endsAt: timeOrNull(data.endsAt),
  capacity: countIn(data.capacity),
  captainUids: textsIn(data.captainUids),
  shards: countIn(data.shards) || SHIFT_SHARDS,
  createdAt: timeOrNull(data.createdAt),
}));

export const shiftsOf = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.shifts).withConverter(shiftDocs);

export const shiftRef = (marathon: DocumentReference, shiftId: string) =>
  shiftsOf(marathon).doc(shiftId);

/** Plain, for the writes that create, change and delete it. */
export const shiftPlainRef = (marathon: DocumentReference, shiftId?: string) =>
  shiftId === undefined
    ? marathon.collection(COLLECTIONS.shifts).doc()
    : marathon.collection(COLLECTIONS.shifts).doc(shiftId);

export const shiftShardsOf = (shift: DocumentReference) =>
  shift.collection(COLLECTIONS.shiftShards);

export const shiftShardRef = (shift: DocumentReference, n: number) =>
  shiftShardsOf(shift).doc(String(n));

/** What a person gave for a shift, stored on their place and on their wait alike. */
export interface ShiftPerson {
  id: string;
  shiftId: string;
  uid: string;
  name: string;
  /** The account's address, where their mails go. */
  email: string;
  phone: string;
  emergencyContact: string;
  tshirtVariant: string | null;
  /** The language of their mails (the request's when they signed up). */
  language: string | null;
}

const personIn = (data: DocumentData, id: string): ShiftPerson => ({
  id,
  shiftId: textIn(data.shiftId),
  uid: textIn(data.uid),
  name: textIn(data.name),
  email: textIn(data.email),
  phone: textIn(data.phone),
  emergencyContact: textIn(data.emergencyContact),
  tshirtVariant: textOrNull(data.tshirtVariant),
  language: textOrNull(data.language),
});

export interface ShiftVolunteerDoc extends ShiftPerson {
  passId: string;
  shard: number;
  signedUpAt: Timestamp | null;
  checkedInAt: Timestamp | null;
  checkedOutAt: Timestamp | null;
  thanksMailedAt: Timestamp | null;
}

export const shiftVolunteerDocs = converterOf<ShiftVolunteerDoc>((data, id) => ({
  ...personIn(data, id),
  passId: textIn(data.passId),
  shard: countIn(data.shard),
  signedUpAt: timeOrNull(data.signedUpAt),
  checkedInAt: timeOrNull(data.checkedInAt),
  checkedOutAt: timeOrNull(data.checkedOutAt),
  thanksMailedAt: timeOrNull(data.thanksMailedAt),
}));

/** The document id of `uid`'s place (or wait) on shift `shiftId`. */
export const placeId = (shiftId: string, uid: string): string => `${shiftId}_${uid}`;

/**
 * A race's people on shifts by `{shiftId}_{uid}` (their places, or their waits): the collection read
 * as its models, one person's document (plain for the writes that create it), and one shift's.
 */
function peopleOnShifts<T extends ShiftPerson>(name: string, converter: StoredConverter<T>) {
  const of = (marathon: DocumentReference) => marathon.collection(name).withConverter(converter);
  return {
    of,
    ref: (marathon: DocumentReference, shiftId: string, uid: string) =>
      of(marathon).doc(placeId(shiftId, uid)),
    plainRef: (marathon: DocumentReference, shiftId: string, uid: string) =>
      marathon.collection(name).doc(placeId(shiftId, uid)),
    ofShift: (marathon: DocumentReference, shiftId: string): Query<T> =>
      of(marathon).where('shiftId', '==', shiftId),
  };
}

export const {
  of: shiftVolunteersOf,
  ref: shiftVolunteerRef,
  plainRef: shiftVolunteerPlainRef,
  ofShift: volunteersOfShift,
} = peopleOnShifts(COLLECTIONS.shiftVolunteers, shiftVolunteerDocs);

/** The race's volunteer holding pass `passId` (at most one). */
export const volunteerOfPass = (
  marathon: DocumentReference,
  passId: string,
): Query<ShiftVolunteerDoc> => shiftVolunteersOf(marathon).where('passId', '==', passId).limit(1);

export interface ShiftWaitDoc extends ShiftPerson {
  joinedAt: Timestamp | null;
  offeredUntil: Timestamp | null;
  shard: number | null;
}

export const shiftWaitDocs = converterOf<ShiftWaitDoc>((data, id) => ({
  ...personIn(data, id),
  joinedAt: timeOrNull(data.joinedAt),
  offeredUntil: timeOrNull(data.offeredUntil),
  shard: typeof data.shard === 'number' ? data.shard : null,
}));

/** A shift's waitlist comes in no order (a shift's is small: the reader sorts by `joinedAt`). */
export const {
  of: shiftWaitlistOf,
  ref: shiftWaitRef,
  plainRef: shiftWaitPlainRef,
  ofShift: waitingForShift,
} = peopleOnShifts(COLLECTIONS.shiftWaitlist, shiftWaitDocs);

/** Offers of every race whose time has passed (the scheduled lapse), by `offeredUntil`. */
export const dueShiftOffers = (now: Timestamp, limit: number): Query<ShiftWaitDoc> =>
  dueInGroup(COLLECTIONS.shiftWaitlist, shiftWaitDocs, 'offeredUntil', now, limit);

/** One of a person's shifts as their ledger holds it. */
export interface LedgerEntry {
  marathonId: string;
  shiftId: string;
  name: string;
  startsAt: Timestamp;
  endsAt: Timestamp;
  /** `claiming`: a sign-up under way since `at` (void after a minute: its request died). */
  state: 'signed_up' | 'waiting' | 'claiming';
  at: Timestamp;
}

export const ledgerKey = (marathonId: string, shiftId: string): string =>
  `${marathonId}_${shiftId}`;

export const ledgerRef = (uid: string) => db().collection(COLLECTIONS.volunteerShifts).doc(uid);

/** Where one entry of the ledger is: a path of two segments, as ids may hold any character. */
export const ledgerEntryPath = (key: string): FieldPath => new FieldPath('shifts', key);

export function ledgerEntriesOf(data: DocumentData | undefined): Map<string, LedgerEntry> {
  const shifts: unknown = data?.shifts;
  const entries = new Map<string, LedgerEntry>();
  if (typeof shifts !== 'object' || shifts === null) return entries;
  for (const [key, value] of Object.entries(shifts as Record<string, DocumentData>)) {
    const startsAt = timeOrNull(value.startsAt);
    const endsAt = timeOrNull(value.endsAt);
    const at = timeOrNull(value.at);
    const state = value.state;
    if (startsAt === null || endsAt === null || at === null) continue;
    if (state !== 'signed_up' && state !== 'waiting' && state !== 'claiming') continue;
    entries.set(key, {
      marathonId: textIn(value.marathonId),
      shiftId: textIn(value.shiftId),
      name: textIn(value.name),
      startsAt,
      endsAt,
      state,
      at,
    });
  }
  return entries;
}
