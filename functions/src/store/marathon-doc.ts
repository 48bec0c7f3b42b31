// How a marathon is stored (docs/data-model.md) and how it travels (api-types `Marathon`).
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { Distance, Marathon } from '@run/contract/domain/api-types';
import { OFFER_HOURS_DEFAULT, type MarathonInput } from '@run/contract/domain/schemas';
import { tierInForce } from '@run/contract/domain/money';
import {
  isOrganiserOf,
  roleOf,
  type RaceRole,
  type RoleCaller,
} from '@run/contract/domain/race-roles';
import {
  registrationWindow,
  registrationWindowMessages,
} from '@run/contract/domain/registration-window';

import { db } from '../lib/firestore.js';
import { conflict } from '../lib/http-error.js';
import { NO_COUNTS, ZERO, type PlaceCounts } from './place-counts.js';
import { distancesOf, summaryFields } from './distances.js';
import { questionsIn, waiverIn } from './questions.js';
import { moneyOf } from './money.js';
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
  'distances',
  'offerHours',
  'nextOfferExpiry',
  'currency',
  'paymentMethods',
  'paymentHoldMinutes',
  'bankTransferDays',
  'runnerFee',
  'transfers',
  'deferrals',
] as const;

export { NO_COUNTS };

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

/**
 * How a marathon names its organiser when their profile has no name
 * (docs/differences-from-spec.md).
 */
export const ORGANISER_FALLBACK = 'RUN organiser';

/**
 * `createdBy` is what this reader may see of the organiser (see organisers.ts): their display name,
 * or their own email for the organiser. The stored email never leaves through the default.
 */
export function toMarathon(
  snapshot: DocumentSnapshot,
  counts: PlaceCounts,
  createdBy: string = ORGANISER_FALLBACK,
  /** With the registration form's questions and waiver (one race's page, a runner's own list). */
  withForm = false,
): Marathon {
  const data = snapshot.data() ?? {};
  const stored = distancesOf(snapshot);
  const { bankAccount, ...money } = moneyOf(data);
  const now = new Date();
  const distances = stored.map((d): Distance => {
    const c = counts.get(d.id) ?? ZERO;
    const tier = tierInForce(d.prices, now);
    return {
      id: d.id,
      name: d.name,
      runningDistance: d.runningDistance,
      capacity: d.capacity,
      minimumAge: d.minimumAge,
      bibFrom: d.bibFrom,
      bibTo: d.bibTo,
      registrationCount: c.registrations,
      placesLeft: d.capacity === null ? null : Math.max(0, d.capacity - c.registrations - c.offers),
      waitlistCount: c.waiting,
      // Every distance says its price in force (null: free, or no tier left); the tiers only when set.
      ...(d.prices.length > 0 ? { prices: d.prices } : {}),
      price: tier ? { ...tier, currency: money.currency } : null,
    };
  });
  const sum = (pick: (d: Distance) => number) => distances.reduce((n, d) => n + pick(d), 0);
  const { runningDistance, capacity } = summaryFields(stored);
  return {
    _id: snapshot.id,
    title: text(data, 'title'),
    startRegistrationDate: toIso(data.startRegistrationDate),
    endRegistrationDate: toIso(data.endRegistrationDate),
    marathonStartDate: toIso(data.marathonStartDate),
    location: text(data, 'location'),
    runningDistance,
    marathonImageURL: text(data, 'marathonImageURL'),
    description: text(data, 'description'),
    createdBy,
    createdByUid: text(data, 'createdByUid'),
    createdAt: toIso(data.createdAt),
    registrationCount: sum((d) => d.registrationCount),
    capacity,
    placesLeft: capacity === null ? null : sum((d) => d.placesLeft ?? 0),
    waitlistCount: sum((d) => d.waitlistCount),
    offerHours: offerHoursOf(snapshot),
    distances,
    ...money,
    ...(withForm
      ? {
          bankAccount,
          questions: questionsIn(data),
          waiver: waiverIn(data),
          reservedBibs: Array.isArray(data.reservedBibs)
            ? data.reservedBibs.filter((n: unknown): n is number => Number.isInteger(n))
            : [],
        }
      : {}),
  };
}

/**
 * The editable fields as stored: dates become Timestamps, search grams follow title and location.
 * The distances (and the top-level running distance and capacity derived from them) are written by
 * the places code (places/distance-edit.ts, through marathons/marathon-edit.ts).
 */
export function editableFields(input: MarathonInput): DocumentData {
  return {
    title: input.title,
    startRegistrationDate: Timestamp.fromDate(new Date(input.startRegistrationDate)),
    endRegistrationDate: Timestamp.fromDate(new Date(input.endRegistrationDate)),
    marathonStartDate: Timestamp.fromDate(new Date(input.marathonStartDate)),
    location: input.location,
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
    current.marathonImageURL === input.marathonImageURL &&
    current.description === input.description &&
    current.startRegistrationDate === iso(input.startRegistrationDate) &&
    current.endRegistrationDate === iso(input.endRegistrationDate) &&
    current.marathonStartDate === iso(input.marathonStartDate)
  );
}

/** Where marathon `id` is stored. */
export const marathonRef = (id: string): DocumentReference =>
  db().collection(COLLECTIONS.marathons).doc(id);

/** The marathon a path names (the route adapter reads it once for a race-scoped endpoint). */
export const readRace = (id: string): Promise<DocumentSnapshot> => marathonRef(id).get();

/** The caller's role on a stored race, by the contract's one rule (domain/race-roles.ts). */
export const raceRoleOf = (snapshot: DocumentSnapshot, caller: RoleCaller): RaceRole | null =>
  roleOf(snapshot.data() ?? {}, caller);

/** Whether the caller is the race's organiser (the organiser alone sees their own email). */
export const isOrganiser = (snapshot: DocumentSnapshot, caller: RoleCaller): boolean =>
  isOrganiserOf(snapshot.data() ?? {}, caller);

/** The stored map of staff uids to roles, written by accepting an invitation (the staff service). */
const STAFF_ROLES_FIELD = 'staffRoles';

/** Where one member's role is stored: a path of two segments, as a uid may hold any character. */
export const staffRolePath = (uid: string): FieldPath => new FieldPath(STAFF_ROLES_FIELD, uid);

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** How long a waitlist offer holds its place, in hours (1-168; the default where unset). */
export function offerHoursOf(snapshot: DocumentSnapshot): number {
  const value = wholeNumber(snapshot.get('offerHours'));
  return value !== null && value >= 1 && value <= 168 ? value : OFFER_HOURS_DEFAULT;
}

/** The race's title as stored (the CSV downloads name their file after it). */
export const raceTitle = (snapshot: DocumentSnapshot): string =>
  text(snapshot.data() ?? {}, 'title');

export function eventDates(snapshot: DocumentSnapshot) {
  const m = toMarathon(snapshot, NO_COUNTS);
  return {
    startRegistrationDate: m.startRegistrationDate,
    endRegistrationDate: m.endRegistrationDate,
    marathonStartDate: m.marathonStartDate,
  };
}

/** A 409 with the spec's sentence (not open yet, closed) unless the race takes registrations now. */
export function refuseUnlessOpen(snapshot: DocumentSnapshot): void {
  const window = registrationWindow(eventDates(snapshot));
  if (window !== 'open') throw conflict(registrationWindowMessages[window]);
}
