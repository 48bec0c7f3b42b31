// How a marathon is stored (DESIGN.md section 3) and how it travels (api-types `Marathon`).
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Marathon } from '@run/contract/domain/api-types';
import type { MarathonInput } from '@run/contract/domain/schemas';

import { db } from '../lib/firestore.js';
import { forbidden, notFound } from '../lib/http-error.js';
import { capacityOf, offerHoursOf } from '../places/capacity.js';
import type { PlaceCounts } from './registration-counter.js';
import { searchGrams } from './search.js';
import { COLLECTIONS } from './collections.js';

/** Fields a list needs; `select()`ing them keeps the 240 search grams off the wire. */
export const MARATHON_FIELDS = [
  'title',
  'startRegistrationDate',
  'endRegistrationDate',
  'marathonStartDate',
  'location',
  'runningDistance',
  'marathonImageURL',
  'description',
  'createdBy',
  'createdByUid',
  'createdAt',
  'counterShards',
  'capacity',
  'offerHours',
  'nextOfferExpiry',
] as const;

/** For reads that only need the stored fields, not the counts. */
export const NO_COUNTS: PlaceCounts = { registrations: 0, offers: 0, waiting: 0 };

/** A Firestore Timestamp (as stored), or an ISO string / Date from hand-written data. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return '';
}

function text(data: DocumentData, field: string): string {
  const value: unknown = data[field];
  return typeof value === 'string' ? value : '';
}

/** How a marathon names its organiser when their profile has no name (DESIGN.md section 5). */
export const ORGANISER_FALLBACK = 'RUN organiser';

/**
 * `createdBy` is what this reader may see of the organiser (see organisers.ts): their display name,
 * or their own email for the organiser. The stored email never leaves through the default.
 */
export function toMarathon(
  snapshot: DocumentSnapshot,
  counts: PlaceCounts,
  createdBy: string = ORGANISER_FALLBACK,
): Marathon {
  const data = snapshot.data() ?? {};
  const capacity = capacityOf(snapshot);
  return {
    _id: snapshot.id,
    title: text(data, 'title'),
    startRegistrationDate: toIso(data.startRegistrationDate),
    endRegistrationDate: toIso(data.endRegistrationDate),
    marathonStartDate: toIso(data.marathonStartDate),
    location: text(data, 'location'),
    runningDistance: text(data, 'runningDistance'),
    marathonImageURL: text(data, 'marathonImageURL'),
    description: text(data, 'description'),
    createdBy,
    createdByUid: text(data, 'createdByUid'),
    createdAt: toIso(data.createdAt),
    registrationCount: counts.registrations,
    capacity,
    placesLeft:
      capacity === null ? null : Math.max(0, capacity - counts.registrations - counts.offers),
    waitlistCount: counts.waiting,
    offerHours: offerHoursOf(snapshot),
  };
}

/** The editable fields as stored: dates become Timestamps, search grams follow title and location. */
export function editableFields(input: MarathonInput): DocumentData {
  return {
    title: input.title,
    startRegistrationDate: Timestamp.fromDate(new Date(input.startRegistrationDate)),
    endRegistrationDate: Timestamp.fromDate(new Date(input.endRegistrationDate)),
    marathonStartDate: Timestamp.fromDate(new Date(input.marathonStartDate)),
    location: input.location,
    runningDistance: input.runningDistance,
    marathonImageURL: input.marathonImageURL,
    description: input.description,
    searchGrams: searchGrams(input.title, input.location),
  };
}

/** True when the stored marathon already holds exactly these values (PATCH reports modifiedCount 0). */
export function sameEditableFields(snapshot: DocumentSnapshot, input: MarathonInput): boolean {
  const current = toMarathon(snapshot, NO_COUNTS);
  const iso = (value: string) => new Date(value).toISOString();
  return (
    current.title === input.title &&
    current.location === input.location &&
    current.runningDistance === input.runningDistance &&
    current.marathonImageURL === input.marathonImageURL &&
    current.description === input.description &&
    current.startRegistrationDate === iso(input.startRegistrationDate) &&
    current.endRegistrationDate === iso(input.endRegistrationDate) &&
    current.marathonStartDate === iso(input.marathonStartDate)
  );
}

/**
 * The creator check: the stored `createdByUid`. A marathon without one (made in the console or
 * imported) matches only an email the token marks verified: Firebase does not verify an address at
 * sign-up, so anyone could register the organiser's. `scripts/migrate-created-by-uid.ts` adds the uid.
 */
export function isCreator(
  snapshot: DocumentSnapshot,
  caller: { uid: string; email: string | undefined; emailVerified: boolean },
): boolean {
  const uid: unknown = snapshot.get('createdByUid');
  if (typeof uid === 'string' && uid !== '') return uid === caller.uid;
  const email: unknown = snapshot.get('createdBy');
  return (
    caller.emailVerified &&
    typeof email === 'string' &&
    caller.email !== undefined &&
    email.toLowerCase() === caller.email
  );
}

/** The marathon, for its creator only: 404 when missing, 403 `refusal` for anyone else. */
export async function creatorsMarathon(
  id: string,
  caller: Parameters<typeof isCreator>[1],
  refusal: string,
): Promise<DocumentSnapshot> {
  const marathon = await db().collection(COLLECTIONS.marathons).doc(id).get();
  if (!marathon.exists) throw notFound('Marathon not found.');
  if (!isCreator(marathon, caller)) throw forbidden(refusal);
  return marathon;
}

export function eventDates(snapshot: DocumentSnapshot) {
  const m = toMarathon(snapshot, NO_COUNTS);
  return {
    startRegistrationDate: m.startRegistrationDate,
    endRegistrationDate: m.endRegistrationDate,
    marathonStartDate: m.marathonStartDate,
  };
}
