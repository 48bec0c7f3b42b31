// The check-in desk's volunteers (docs/volunteers.md): a volunteer's pass checked in and out, with
// the time it was scanned (offline too), by the race's staff or that shift's captains. The first
// check-in's and the first check-out's times stand, whichever device sends them; each is one
// compare-and-set of the volunteer's place, so any number of devices sending one at once write it
// once. The first check-out mails the volunteer's thanks (with the race's thanks code, if it has one).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { RaceRole } from '@run/contract/domain/race-roles';
import type { checkInSchema } from '@run/contract/domain/schemas';
import {
  hoursBetween,
  type checkOutSchema,
  type CheckOutResult,
  type VolunteerCheckIn,
} from '@run/contract/domain/shifts';
import type { z } from 'zod';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { firstWrite } from '../lib/first-write.js';
import { conflict, forbidden, notFound } from '../lib/http-error.js';
import { checkIn, scannedTime } from '../race-day/race-day.js';
import { marathonOf } from '../store/marathon-doc.js';
import {
  shiftRef,
  volunteerOfPass,
  type ShiftDoc,
  type ShiftVolunteerDoc,
} from '../store/shift-doc.js';
import { queueShiftMail } from './shift-mail.js';

type CheckIn = z.output<typeof checkInSchema>;
type CheckOut = z.output<typeof checkOutSchema>;

interface Found {
  place: DocumentSnapshot<ShiftVolunteerDoc>;
  shift: ShiftDoc;
}

/**
 * The race's volunteer holding `passId` and their shift; null when no volunteer holds it (the desk
 * then looks for a runner). A captain may only scan their own shift's volunteers (403).
 */
async function volunteerOf(
  marathon: DocumentSnapshot,
  passId: string,
  role: RaceRole,
  caller: Caller,
): Promise<Found | null> {
  const found = (await volunteerOfPass(marathon.ref, passId).get()).docs[0];
  if (found === undefined) return null;
  const shift = (await shiftRef(marathon.ref, found.data().shiftId).get()).data();
  if (shift === undefined) return null;
  if (role === 'captain' && !shift.captainUids.includes(caller.uid)) {
    throw forbidden('shift_captains_only');
  }
  return { place: found, shift };
}

const deskVolunteer = ({ place, shift }: Found) => ({
  userId: place.data()?.uid ?? '',
  name: place.data()?.name ?? '',
  shiftId: shift.id,
  shiftName: shift.name,
  role: shift.role,
});

/**
 * Writes `field` (the first check-in or check-out) on the place as read, unless it changed since:
 * then it is read and judged again (lib/first-write.ts; `judge` may refuse). Answers the time that
 * stands, whether this request wrote it, and the place as last read.
 */
async function firstTime(
  read: DocumentSnapshot<ShiftVolunteerDoc>,
  field: 'checkedInAt' | 'checkedOutAt',
  at: Timestamp,
  judge: (place: ShiftVolunteerDoc) => void = () => undefined,
): Promise<{ first: boolean; at: Timestamp; place: ShiftVolunteerDoc }> {
  let place: ShiftVolunteerDoc | undefined;
  const { first, stood } = await firstWrite(
    read,
    (current) => {
      place = current.data();
      if (place === undefined) throw notFound('no_such_volunteer');
      judge(place);
      return place[field];
    },
    { [field]: at },
  );
  return { first, at: stood ?? at, place: place as ShiftVolunteerDoc };
}

/**
 * A check-in at the desk: a volunteer's pass checks the volunteer in; anything else is a runner's
 * (race-day/), which a shift's captain may not check in.
 */
export async function checkInAtDesk(
  marathon: DocumentSnapshot,
  role: RaceRole,
  caller: Caller,
  by: CheckIn,
): Promise<VolunteerCheckIn | Awaited<ReturnType<typeof checkIn>>> {
  if (by.passId !== undefined) {
    const scanned = scannedTime(by.scannedAt, Timestamp.now());
    const volunteer = await volunteerCheckIn(marathon, role, caller, by.passId, scanned);
    if (volunteer !== null) return volunteer;
  }
  if (role === 'captain') throw forbidden('shift_captains_only');
  return checkIn(marathon, by, caller.uid);
}

/** A volunteer's check-in by pass; null when no volunteer of the race holds the pass. */
async function volunteerCheckIn(
  marathon: DocumentSnapshot,
  role: RaceRole,
  caller: Caller,
  passId: string,
  scanned: Timestamp,
): Promise<VolunteerCheckIn | null> {
  const found = await volunteerOf(marathon, passId, role, caller);
  if (found === null) return null;
  const { first, at } = await firstTime(found.place, 'checkedInAt', scanned);
  return {
    alreadyCheckedIn: !first,
    checkedInAt: at.toDate().toISOString(),
    volunteer: deskVolunteer(found),
  };
}

/** A volunteer's check-out by pass: 404 for a pass no volunteer holds, 409 before a check-in. */
export async function volunteerCheckOut(
  marathon: DocumentSnapshot,
  role: RaceRole,
  caller: Caller,
  by: CheckOut,
): Promise<CheckOutResult> {
  const scanned = scannedTime(by.scannedAt, Timestamp.now());
  const found = await volunteerOf(marathon, by.passId, role, caller);
  if (found === null) throw notFound('no_such_volunteer');
  const { first, at, place } = await firstTime(found.place, 'checkedOutAt', scanned, (p) => {
    if (p.checkedInAt === null) throw conflict('not_checked_in');
  });
  const checkedInAt = place.checkedInAt?.toMillis() ?? at.toMillis();
  // A check-out scanned (offline) before the check-in that reached the server first counts none.
  const out = Math.max(at.toMillis(), checkedInAt);
  const hours = hoursBetween(checkedInAt, out);
  if (first) await thank(marathon, found, hours);
  return {
    alreadyCheckedOut: !first,
    checkedOutAt: new Date(out).toISOString(),
    hours,
    volunteer: deskVolunteer(found),
  };
}

/** The thanks mail, once per volunteer: a create of its marker in the mail's own write. */
async function thank(marathon: DocumentSnapshot, found: Found, hours: number): Promise<void> {
  await db().runTransaction(async (tx) => {
    const place = (await tx.get(found.place.ref)).data();
    if (place === undefined || place.thanksMailedAt !== null) return;
    tx.update(found.place.ref, { thanksMailedAt: Timestamp.now() });
    queueShiftMail(tx, place, { id: marathon.id, title: marathonOf(marathon).title }, found.shift, {
      kind: 'thanks',
      hours,
      code: marathonOf(marathon).volunteerThanksCode,
    });
  });
}
