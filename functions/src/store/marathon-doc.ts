// How a marathon is stored (docs/data-model.md): every stored field read once, into `MarathonDoc`
// (`marathonDocs`); how it travels (api-types `Marathon`) is marathon-view.ts.
import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { RaceQuestion, RaceWaiver } from '@run/contract/domain/race-form';
import {
  OFFER_HOURS_DEFAULT,
  STAFF_ROLES,
  type MarathonInput,
  type StaffRole,
} from '@run/contract/domain/schemas';
import {
  isOrganiserOf,
  roleOf,
  type RaceRole,
  type RoleCaller,
} from '@run/contract/domain/race-roles';
import {
  registrationWindow,
  registrationWindowRefusals,
} from '@run/contract/domain/registration-window';

import { db } from '../lib/firestore.js';
import { conflict } from '../lib/http-error.js';
import { NO_COUNTS } from './place-counts.js';
import { distancesIn, type StoredDistance } from './distances.js';
import { questionsIn, storedWaiverIn } from './questions.js';
import { moneyOf, type MoneySettings } from './money.js';
import { searchGrams } from './search.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { timeIn, toIso } from './stored-time.js';
import { startTimeIn, timeZoneIn } from './start-fields.js';
import { organiserDetailsIn, type OrganiserDetails } from './organiser-details.js';
import { modelOf, type ModelOrSnapshot } from './model-of.js';

/** Fields a list needs; `select()`ing them keeps the 240 search grams off the wire. */
export const MARATHON_FIELDS = [
  'title',
  'startRegistrationDate',
  'endRegistrationDate',
  'marathonStartDate',
  'startTime',
  'timeZone',
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
  'referrals',
] as const;

export { NO_COUNTS };

export { toIso, timeIn };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** A marathon as the code reads it: stored field names, every default resolved here. */
export interface MarathonDoc extends MoneySettings {
  id: string;
  title: string;
  location: string;
  marathonImageURL: string;
  description: string;
  startRegistrationDate: Timestamp | null;
  endRegistrationDate: Timestamp | null;
  marathonStartDate: Timestamp | null;
  /** HH:MM on the race day in `timeZone` (domain/start-time.ts); null: no time set. */
  startTime: string | null;
  /** The IANA zone of the start times; null: none set. */
  timeZone: string | null;
  createdAt: Timestamp | null;
  /** The address the race was created with (the organiser's; personal, see organisers.ts). */
  createdBy: string;
  /** The organiser's uid; '' for a race made outside the API without one. */
  createdByUid: string;
  /** Staff uids to their roles, written by accepting an invitation (staffRolePath). */
  staffRoles: Record<string, StaffRole>;
  /** The uids that captain one of its volunteer shifts (shifts/), each `true`; kept by the shifts. */
  shiftCaptains: Record<string, true>;
  /** The discount code mailed to each volunteer after check-out (shifts/); null for none. */
  volunteerThanksCode: string | null;
  /** The race's distances, never empty (distances.ts). */
  distances: StoredDistance[];
  /** The top-level fields of a race stored before distances (distances.ts reads them). */
  runningDistance: string;
  capacity: number | null;
  counterShards: number | null;
  questions: RaceQuestion[];
  /** The stored waiver, even one of empty text (its version still counts); `waiverOf` for runners. */
  waiver: RaceWaiver | null;
  reservedBibs: number[];
  /** How long a waitlist offer holds its place, in hours (1-168; the default where unset). */
  offerHours: number;
  /** When the first offer of the race runs out (places/settle.ts); null for none. */
  nextOfferExpiry: Timestamp | null;
  /** When its pending race-change mail goes (mail/notify.ts); null for none. */
  raceMailDueAt: Timestamp | null;
  /** Whether its bibs were assigned: new registrations are numbered as they come (race-day/). */
  bibsAssigned: boolean;
  /** Who issues its receipts (organiser-details.ts): each null when not given. */
  organiserDetails: OrganiserDetails;
}

function staffRolesIn(value: unknown): Record<string, StaffRole> {
  if (typeof value !== 'object' || value === null) return {};
  const roles: Record<string, StaffRole> = {};
  for (const [uid, role] of Object.entries(value as Record<string, unknown>)) {
    const known = STAFF_ROLES.find((r) => r === role);
    if (known) roles[uid] = known;
  }
  return roles;
}

function captainsIn(value: unknown): Record<string, true> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v === true)
      .map(([uid]) => [uid, true as const]),
  );
}

function offerHoursIn(value: unknown): number {
  const hours = wholeNumber(value);
  return hours !== null && hours >= 1 && hours <= 168 ? hours : OFFER_HOURS_DEFAULT;
}

const readMarathon = (data: DocumentData, id: string): MarathonDoc => ({
  ...moneyOf(data),
  id,
  title: text(data.title),
  location: text(data.location),
  marathonImageURL: text(data.marathonImageURL),
  description: text(data.description),
  startRegistrationDate: timeIn(data.startRegistrationDate),
  endRegistrationDate: timeIn(data.endRegistrationDate),
  marathonStartDate: timeIn(data.marathonStartDate),
  startTime: startTimeIn(data.startTime),
  timeZone: timeZoneIn(data.timeZone),
  createdAt: timeIn(data.createdAt),
  createdBy: text(data.createdBy),
  createdByUid: text(data.createdByUid),
  staffRoles: staffRolesIn(data.staffRoles),
  shiftCaptains: captainsIn(data.shiftCaptains),
  volunteerThanksCode:
    typeof data.volunteerThanksCode === 'string' ? data.volunteerThanksCode : null,
  distances: distancesIn(data),
  runningDistance: text(data.runningDistance),
  capacity: wholeNumber(data.capacity),
  counterShards: wholeNumber(data.counterShards),
  questions: questionsIn(data),
  waiver: storedWaiverIn(data),
  reservedBibs: Array.isArray(data.reservedBibs)
    ? data.reservedBibs.filter((n: unknown): n is number => Number.isInteger(n))
    : [],
  offerHours: offerHoursIn(data.offerHours),
  nextOfferExpiry: timeIn(data.nextOfferExpiry),
  raceMailDueAt: timeIn(data.raceMailDueAt),
  bibsAssigned: data.bibsAssigned === true,
  organiserDetails: organiserDetailsIn(data),
});

/** The model of a marathon's stored fields (a mail's view of an update about to be written). */
export const marathonIn = (data: DocumentData, id: string): MarathonDoc => readMarathon(data, id);

/**
 * The marathons' converter: `marathonDocs.of(snapshot)` reads a snapshot read without it (the route
 * adapter's race). A missing marathon reads as every default, so callers check `exists`.
 */
export const marathonDocs = converterOf<MarathonDoc>(readMarathon);

/** A marathon's model, or its snapshot (read into the model once). */
export type MarathonRead = ModelOrSnapshot<MarathonDoc>;
export const marathonOf = (marathon: MarathonRead): MarathonDoc => modelOf(marathonDocs, marathon);

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
export function sameEditableFields(marathon: MarathonRead, input: MarathonInput): boolean {
  const m = marathonOf(marathon);
  const dates = eventDates(m);
  const iso = (value: string) => new Date(value).toISOString();
  return (
    m.title === input.title &&
    m.location === input.location &&
    m.marathonImageURL === input.marathonImageURL &&
    m.description === input.description &&
    dates.startRegistrationDate === iso(input.startRegistrationDate) &&
    dates.endRegistrationDate === iso(input.endRegistrationDate) &&
    dates.marathonStartDate === iso(input.marathonStartDate)
  );
}

/**
 * The marathons, plain: the lists and schedules query them and read each snapshot raw
 * (`marathonOf`; a `select` keeps a converter at run time, so those read plain too).
 */
export const marathonsPlain = () => db().collection(COLLECTIONS.marathons);

/** Where marathon `id` is stored (its snapshots raw: places and payments read them so). */
export const marathonRef = (id: string): DocumentReference => marathonsPlain().doc(id);

/** A new marathon, plain: created with its stored fields. */
export const newMarathonRef = (): DocumentReference => marathonsPlain().doc();

/**
 * The race's own collections, plain, deleted with it page by page in this order (marathons.ts): its
 * waitlist and counter first. A race's teams are its own (docs/teams.md); its orders stay, like its
 * ledger (docs/orders.md); its registrations go with their runners' mails (mail/fan-out.ts).
 */
export const raceOwnCollections = (marathon: DocumentReference): CollectionReference[] =>
  [
    COLLECTIONS.waitlist,
    COLLECTIONS.registrationCounters,
    COLLECTIONS.activity,
    COLLECTIONS.dailyCounts,
    COLLECTIONS.bibs,
    COLLECTIONS.bibJobs,
    COLLECTIONS.staff,
    COLLECTIONS.live,
    COLLECTIONS.liveSync,
    COLLECTIONS.teams,
    COLLECTIONS.translations,
    COLLECTIONS.shiftVolunteers,
    COLLECTIONS.shiftWaitlist,
  ].map((name) => marathon.collection(name));

/** The same, read as its model (writes through it `update` stored fields). */
export const marathonDocRef = (id: string): DocumentReference<MarathonDoc> =>
  marathonRef(id).withConverter(marathonDocs);

/** The marathons, read as their models (the race lists). */
export const marathonsCollection = () => marathonsPlain().withConverter(marathonDocs);

/** The marathon a path names (the route adapter reads it once for a race-scoped endpoint). */
export const readRace = (id: string): Promise<DocumentSnapshot> => marathonRef(id).get();

/** The caller's role on a stored race, by the contract's one rule (domain/race-roles.ts). */
export const raceRoleOf = (marathon: MarathonRead, caller: RoleCaller): RaceRole | null =>
  roleOf(marathonOf(marathon), caller);

/** Whether the caller is the race's organiser (the organiser alone sees their own email). */
export const isOrganiser = (marathon: MarathonRead, caller: RoleCaller): boolean =>
  isOrganiserOf(marathonOf(marathon), caller);

/** The stored map of staff uids to roles, written by accepting an invitation (the staff service). */
const STAFF_ROLES_FIELD = 'staffRoles';

/** Where one member's role is stored: a path of two segments, as a uid may hold any character. */
export const staffRolePath = (uid: string): FieldPath => new FieldPath(STAFF_ROLES_FIELD, uid);

/** How long a waitlist offer holds its place, in hours (1-168; the default where unset). */
export const offerHoursOf = (marathon: MarathonRead): number => marathonOf(marathon).offerHours;

/** The race's title as stored (the CSV downloads name their file after it). */
export const raceTitle = (marathon: MarathonRead): string => marathonOf(marathon).title;

/** The race's dates as the API answers them (ISO 8601; empty for one stored without). */
export function eventDates(marathon: MarathonRead) {
  const m = marathonOf(marathon);
  return {
    startRegistrationDate: toIso(m.startRegistrationDate),
    endRegistrationDate: toIso(m.endRegistrationDate),
    marathonStartDate: toIso(m.marathonStartDate),
  };
}

/** A 409 with the spec's sentence (not open yet, closed) unless the race takes registrations now. */
export function refuseUnlessOpen(marathon: MarathonRead): void {
  const window = registrationWindow(eventDates(marathon));
  if (window !== 'open') throw conflict(registrationWindowRefusals[window]);
}
