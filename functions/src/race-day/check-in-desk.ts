// The check-in desk for the race's staff (docs/race-day.md): checking runners in by pass, pass key,
// bib or uid (the first check-in's time stands, whichever device sends it, and a check-in made offline
// keeps the time it was scanned), undoing one, and the roster the check-in screen keeps on the
// device.
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  CheckInResult,
  Roster,
  RosterEntry,
  RosterPage,
} from '@run/contract/domain/api-types';
import type { checkInSchema } from '@run/contract/domain/schemas';
import type { GroupCheckIn } from '@run/contract/domain/orders';
import { isStoredId } from '@run/contract/domain/ids';
import { passKeyOf, rosterOf, type RosterRunner } from '@run/contract/domain/roster';
import type { z } from 'zod';

import { decodeCursor } from '../lib/cursor.js';
import { db } from '../lib/firestore.js';
import { firstWrite } from '../lib/first-write.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import {
  raceDayOf,
  registrationOf,
  registrationRef,
  registrationsPlain,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import { pageOf } from '../store/id-page.js';
import { distanceOfRecord, distancesOf, type StoredDistance } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { groupPassesOf } from '../store/order-doc.js';
import { checkInGroup } from './group-check-in.js';

type CheckIn = z.output<typeof checkInSchema>;

/** How far ahead of the server's clock a device's `scannedAt` may be (clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The one registration whose pass starts with the roster's key `passKey` (the screen checks in a
 * runner found by name so); 404 for none, 409 for two (a chance of about one in 600,000 a race).
 */
async function byPassKey(marathon: DocumentSnapshot, passKey: string): Promise<DocumentSnapshot> {
  const found = await registrationsPlain(marathon.ref)
    .where('passId', '>=', passKey)
    .where('passId', '<', `${passKey}\uf8ff`)
    .limit(2)
    .get();
  const [registration, another] = found.docs;
  if (registration === undefined) throw notFound('no_such_pass_key');
  if (another !== undefined) {
    throw conflict('pass_key_ambiguous');
  }
  return registration;
}

/** The registration a check-in names, or 404 for an unknown pass, bib or runner. */
async function named(marathon: DocumentSnapshot, by: CheckIn): Promise<DocumentSnapshot> {
  const registrations = registrationsPlain(marathon.ref);
  if (by.userId !== undefined) {
    const registration = isStoredId(by.userId)
      ? await registrationRef(marathon.ref, by.userId).get()
      : null;
    if (registration?.exists) return registration;
    throw notFound('no_such_runner');
  }
  if (by.passKey !== undefined) return byPassKey(marathon, by.passKey);
  const [field, value, missing] =
    by.passId !== undefined
      ? (['passId', by.passId, 'pass_other_race'] as const)
      : (['bib', by.bib, 'no_such_bib'] as const);
  const found = await registrations.where(field, '==', value).limit(1).get();
  const registration = found.docs[0];
  if (registration === undefined) throw notFound(missing);
  return registration;
}

/** When a runner's place was confirmed: paid, or made (a free one, or one handed over). */
function confirmedAt(r: RegistrationDoc): number | null {
  const times = [r.createdAt, r.payment?.paidAt ?? null].filter((t) => t !== null);
  return times.length === 0 ? null : Math.max(...times.map((t) => t.toMillis()));
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * When an offline check-in was scanned: not ahead of the server's clock beyond drift. Any earlier
 * time is a check-in at packet pickup, days before the race maybe (docs/race-day.md); the lower
 * bound, the runner's confirmation, is checked with the registration (`scannedAfterConfirmation`).
 */
export function scannedTime(scannedAt: string | undefined, now: Timestamp): Timestamp {
  if (scannedAt === undefined) return now;
  const at = Date.parse(scannedAt);
  if (at > now.toMillis() + CLOCK_SKEW_MS) {
    throw badRequest('scanned_in_future', { at: utc(at) }, [
      { field: 'scannedAt', message: 'Must not be in the future' },
    ]);
  }
  return Timestamp.fromMillis(Math.min(at, now.toMillis()));
}

/** A check-in scanned before the runner's place was confirmed is a wrong clock: 400. */
function scannedAfterConfirmation(r: RegistrationDoc, scanned: Timestamp): void {
  const confirmed = confirmedAt(r);
  if (confirmed === null || scanned.toMillis() >= confirmed) return;
  throw badRequest(
    'scanned_before_confirmed',
    { at: utc(scanned.toMillis()), confirmed: utc(confirmed) },
    [{ field: 'scannedAt', message: 'Must not be before the registration was confirmed' }],
  );
}

/**
 * Records the runner's first check-in on the registration as read (`read`), unless it changed since:
 * then it is read and judged again. Of any number of devices checking one runner in at once, exactly
 * one writes the time (lib/first-write.ts).
 */
async function firstCheckIn(
  read: DocumentSnapshot,
  by: CheckIn,
  scanned: Timestamp,
  staffUid: string,
): Promise<{ first: boolean; at: Timestamp }> {
  const { first, stood } = await firstWrite(
    read,
    (current) => {
      if (!current.exists) throw notFound('no_such_runner');
      const stored = registrationOf(current);
      // Race day is for confirmed runners only: a place held unpaid is not checked in.
      if (stored.status !== 'confirmed') throw conflict('check_in_unpaid');
      if (by.scannedAt !== undefined) scannedAfterConfirmation(stored, scanned);
      return stored.checkedInAt;
    },
    { checkedInAt: scanned, checkedInBy: staffUid },
  );
  return { first, at: stood ?? scanned };
}

export async function checkIn(
  marathon: DocumentSnapshot,
  by: CheckIn,
  staffUid: string,
): Promise<CheckInResult | GroupCheckIn> {
  const now = Timestamp.now();
  const race = marathonOf(marathon);
  const scanned = scannedTime(by.scannedAt, now);
  if (by.groupPassId !== undefined) {
    return checkInGroup(marathon, by.groupPassId, staffUid, scanned);
  }
  const found = await named(marathon, by);
  const { first, at } = await firstCheckIn(found, by, scanned, staffUid);
  // The runner as first read (their name, bib and distance), as always.
  const runner = registrationOf(found);
  const distance = distanceOfRecord(runner, race.distances);
  return {
    alreadyCheckedIn: !first,
    checkedInAt: at.toDate().toISOString(),
    runner: {
      userId: found.id,
      firstName: runner.firstName,
      lastName: runner.lastName,
      bib: raceDayOf(runner).bib,
      distanceId: distance.id,
      distanceName: distance.name,
    },
  };
}

export async function undoCheckIn(
  marathon: DocumentSnapshot,
  userId: string,
): Promise<{ deletedCount: number }> {
  if (!isStoredId(userId)) throw notFound('no_such_runner');
  const ref = registrationRef(marathon.ref, userId);
  return db().runTransaction(async (tx) => {
    const registration = await tx.get(ref);
    if (!registration.exists) throw notFound('no_such_runner');
    if (registrationOf(registration).checkedInAt === null) return { deletedCount: 0 };
    tx.update(ref, { checkedInAt: FieldValue.delete(), checkedInBy: FieldValue.delete() });
    return { deletedCount: 1 };
  });
}

/** The fields the roster reads: never contact details or answers (they are not even fetched). */
const ROSTER_FIELDS = [
  'firstName',
  'lastName',
  'bib',
  'distanceId',
  'passId',
  'checkedInAt',
  'disputed',
];

/** One registration as both rosters read it (ROSTER_FIELDS only), read into its model once. */
function rosterEntry(snapshot: DocumentSnapshot, distances: StoredDistance[]): RosterEntry {
  const r: RegistrationDoc = registrationOf(snapshot);
  const { bib, passId, checkedInAt } = raceDayOf(r);
  // Keys in this order: the paged roster answers each runner so.
  return {
    userId: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    bib,
    distanceId: distanceOfRecord(r, distances).id,
    passId,
    checkedInAt,
    ...(r.disputed ? { disputed: true } : {}),
  };
}

type RosterCursor = [uid: string];
const isRosterCursor = (value: unknown): value is RosterCursor =>
  Array.isArray(value) && value.length === 1 && isStoredId(value[0]);

/** The roster a page at a time, each runner with the whole pass (integrations; docs/race-day.md). */
export async function rosterPage(
  marathon: DocumentSnapshot,
  options: { limit: number; cursor?: string | undefined },
): Promise<RosterPage> {
  const distances = distancesOf(marathon);
  const query = registrationsPlain(marathon.ref)
    .orderBy(FieldPath.documentId())
    .select(...ROSTER_FIELDS);
  const after = options.cursor ? decodeCursor(options.cursor, isRosterCursor) : undefined;
  const page = await pageOf(
    query,
    { limit: options.limit, after },
    (r) => rosterEntry(r, distances),
    (last) => [last.id] satisfies RosterCursor,
  );
  return { runners: page.items, nextCursor: page.nextCursor };
}

/**
 * The whole roster in one answer, in columns (docs/decisions/0017-compact-roster.md): one query of
 * the race's registrations (every one is a confirmed place), each runner's pass cut to its key, which
 * names the runner on the device; the uid only of a runner without a pass; an order's entries with
 * their group pass's key (one more query, of the race's orders: a group pass works offline too).
 */
export async function compactRoster(marathon: DocumentSnapshot): Promise<Roster> {
  const distances = distancesOf(marathon);
  const asOf = new Date();
  const [snap, groupPasses] = await Promise.all([
    registrationsPlain(marathon.ref)
      .select(...ROSTER_FIELDS, 'orderId')
      .get(),
    groupPassesOf(marathon.ref),
  ]);
  const rows = snap.docs.map((r): RosterRunner => {
    const { passId, userId, ...entry } = rosterEntry(r, distances);
    const groupPass = groupPasses.get(registrationOf(r).orderId ?? '');
    const group = groupPass ? { groupKey: passKeyOf(groupPass) } : {};
    return passId === null
      ? { ...entry, ...group, userId, passKey: null }
      : { ...entry, ...group, userId: null, passKey: passKeyOf(passId) };
  });
  return rosterOf(
    rows,
    distances.map((d) => d.id),
    asOf,
  );
}
