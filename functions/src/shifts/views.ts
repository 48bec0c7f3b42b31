// What each reader sees of the shifts (docs/volunteers.md): anyone the list with places left and
// nothing personal; the organisers each shift's coverage and the CSV of every volunteer; the
// organisers and a shift's captains its list; a person their own shifts with their passes. Reads
// only: nothing here writes.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  hoursBetween,
  type MyShift,
  type ShiftCoverage,
  type ShiftList,
  type ShiftRoster,
  type ShiftVolunteer,
} from '@run/contract/domain/shifts';
import { mayDo } from '@run/contract/domain/race-roles';

import type { Caller } from '../lib/auth.js';
import { csvFilename, csvLines, csvRow } from '../lib/csv.js';
import { db } from '../lib/firestore.js';
import { forbidden, notFound } from '../lib/http-error.js';
import { download } from '../lib/answers.js';
import { marathonOf, marathonRef, raceRoleOf, readRace } from '../store/marathon-doc.js';
import {
  ledgerEntriesOf,
  ledgerRef,
  shiftRef,
  shiftsOf,
  shiftVolunteerRef,
  shiftVolunteersOf,
  shiftWaitlistOf,
  shiftWaitRef,
  volunteersOfShift,
  waitingForShift,
  type ShiftDoc,
  type ShiftVolunteerDoc,
  type ShiftWaitDoc,
} from '../store/shift-doc.js';
import { toIso } from '../store/stored-time.js';
import { millisOf, namedShift, organisersShift, publicShift, shiftAt } from './shift-read.js';
import { shiftShardStates } from './shift-places.js';

const bySoonest = (a: ShiftDoc, b: ShiftDoc) => millisOf(a.startsAt) - millisOf(b.startsAt);
const byJoined = (a: ShiftWaitDoc, b: ShiftWaitDoc) => millisOf(a.joinedAt) - millisOf(b.joinedAt);

async function shiftsWithWaits(marathon: DocumentSnapshot) {
  const [shifts, waits] = await Promise.all([
    shiftsOf(marathon.ref).get(),
    shiftWaitlistOf(marathon.ref).get(),
  ]);
  const waiting = new Map<string, number>();
  for (const w of waits.docs) {
    const id = w.data().shiftId;
    waiting.set(id, (waiting.get(id) ?? 0) + 1);
  }
  const list = shifts.docs.map((d) => d.data()).sort(bySoonest);
  const shards = await Promise.all(list.map((s) => shiftShardStates(shiftRef(marathon.ref, s.id))));
  return list.map((s, i) => ({ s, shards: shards[i] ?? [], waiting: waiting.get(s.id) ?? 0 }));
}

export async function listShifts(marathonId: string): Promise<ShiftList> {
  const marathon = await readRace(marathonId);
  if (!marathon.exists) throw notFound('marathon_not_found');
  const shifts = await shiftsWithWaits(marathon);
  return { shifts: shifts.map(({ s, shards, waiting }) => publicShift(s, shards, waiting)) };
}

export async function shiftCoverage(marathon: DocumentSnapshot): Promise<ShiftCoverage> {
  const [shifts, places] = await Promise.all([
    shiftsWithWaits(marathon),
    shiftVolunteersOf(marathon.ref).get(),
  ]);
  const now = Date.now();
  return shifts.map(({ s, waiting }) => {
    const on = places.docs.map((d) => d.data()).filter((v) => v.shiftId === s.id);
    const checkedIn = on.filter((v) => v.checkedInAt !== null).length;
    return {
      ...namedShift(s),
      capacity: s.capacity,
      filled: on.length,
      checkedIn,
      noShows: millisOf(s.startsAt) <= now ? on.length - checkedIn : 0,
      waiting,
    };
  });
}

const hoursOf = (v: ShiftVolunteerDoc): number | null =>
  v.checkedInAt !== null && v.checkedOutAt !== null
    ? hoursBetween(v.checkedInAt.toMillis(), v.checkedOutAt.toMillis())
    : null;

function volunteerView(v: ShiftVolunteerDoc, s: ShiftDoc): ShiftVolunteer {
  return {
    userId: v.uid,
    name: v.name,
    email: v.email,
    phone: v.phone,
    emergencyContact: v.emergencyContact,
    tshirtVariant: v.tshirtVariant,
    captain: s.captainUids.includes(v.uid),
    passId: v.passId,
    signedUpAt: toIso(v.signedUpAt),
    checkedInAt: v.checkedInAt === null ? null : toIso(v.checkedInAt),
    checkedOutAt: v.checkedOutAt === null ? null : toIso(v.checkedOutAt),
    hours: hoursOf(v),
  };
}

/** A shift's list: the race's organisers, and that shift's captains (403 for other captains). */
export async function shiftRoster(
  marathon: DocumentSnapshot,
  shiftId: string,
  caller: Caller,
): Promise<ShiftRoster> {
  const at = await shiftAt(marathon, shiftId);
  const organiser = mayDo(raceRoleOf(marathon, caller), 'organisers');
  if (!organiser && !at.shift.captainUids.includes(caller.uid)) {
    throw forbidden('shift_captains_only');
  }
  const [places, waits, shards] = await Promise.all([
    volunteersOfShift(marathon.ref, shiftId).get(),
    waitingForShift(marathon.ref, shiftId).get(),
    shiftShardStates(at.ref),
  ]);
  const waiting = waits.docs.map((d) => d.data()).sort(byJoined);
  return {
    shift: organisersShift(at.shift, shards, waiting.length),
    volunteers: places.docs
      .map((d) => volunteerView(d.data(), at.shift))
      .sort((a, b) => a.name.localeCompare(b.name)),
    waitlist: waiting.map((w, i) => ({
      userId: w.uid,
      name: w.name,
      position: i + 1,
      offeredUntil: w.offeredUntil === null ? null : toIso(w.offeredUntil),
    })),
  };
}

const CSV_HEADER = [
  'Shift',
  'Role',
  'Starts',
  'Ends',
  'Name',
  'Email',
  'Phone',
  'Emergency contact',
  'T-shirt',
  'Captain',
  'Checked in',
  'Checked out',
  'Hours',
];

/** Every shift's volunteers as CSV, soonest shift first. */
export async function shiftVolunteersCsv(marathon: DocumentSnapshot) {
  const [shifts, places] = await Promise.all([
    shiftsOf(marathon.ref).get(),
    shiftVolunteersOf(marathon.ref).get(),
  ]);
  const list = shifts.docs.map((d) => d.data()).sort(bySoonest);
  const rows = list.flatMap((s) =>
    places.docs
      .map((d) => d.data())
      .filter((v) => v.shiftId === s.id)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((v) => ({ s, v: volunteerView(v, s) })),
  );
  const lines = csvLines(
    CSV_HEADER,
    (async function* () {
      yield rows;
    })(),
    ({ s, v }) =>
      csvRow([
        s.name,
        s.role,
        toIso(s.startsAt),
        toIso(s.endsAt),
        v.name,
        v.email,
        v.phone,
        v.emergencyContact,
        v.tshirtVariant ?? '',
        v.captain ? 'yes' : '',
        v.checkedInAt ?? '',
        v.checkedOutAt ?? '',
        v.hours === null ? '' : String(v.hours),
      ]),
  );
  return download(csvFilename(marathonOf(marathon).title, 'volunteers'), 'text/csv', lines, {
    personal: true,
  });
}

/** The caller's shifts in every race, soonest first: signed up, waiting or offered. */
export async function myShifts(uid: string): Promise<{ shifts: MyShift[] }> {
  const entries = ledgerEntriesOf((await ledgerRef(uid).get()).data());
  const listed = [...entries.values()].filter((e) => e.state !== 'claiming');
  const found = await Promise.all(
    listed.map(async (e) => {
      const marathon = marathonRef(e.marathonId);
      const [race, shift, place, wait] = await db().getAll(
        marathon,
        shiftRef(marathon, e.shiftId),
        shiftVolunteerRef(marathon, e.shiftId, uid),
        shiftWaitRef(marathon, e.shiftId, uid),
      );
      const s = shift?.data() as ShiftDoc | undefined;
      if (!race?.exists || s === undefined) return null;
      const v = place?.data() as ShiftVolunteerDoc | undefined;
      const w = wait?.data() as ShiftWaitDoc | undefined;
      if (v === undefined && w === undefined) return null;
      let position: number | null = null;
      if (w !== undefined && w.offeredUntil === null) {
        const all = (await waitingForShift(marathon, e.shiftId).get()).docs
          .map((d) => d.data())
          .sort(byJoined);
        position = all.findIndex((x) => x.uid === uid) + 1;
      }
      const mine: MyShift = {
        marathonId: e.marathonId,
        marathonTitle: marathonOf(race).title,
        ...namedShift(s),
        location: s.location,
        status: v !== undefined ? 'signed_up' : w?.offeredUntil ? 'offered' : 'waiting',
        captain: s.captainUids.includes(uid),
        passId: v?.passId ?? null,
        position,
        offeredUntil: v === undefined && w?.offeredUntil ? toIso(w.offeredUntil) : null,
        checkedInAt: v?.checkedInAt ? toIso(v.checkedInAt) : null,
        checkedOutAt: v?.checkedOutAt ? toIso(v.checkedOutAt) : null,
      };
      return mine;
    }),
  );
  return {
    shifts: found
      .filter((s): s is MyShift => s !== null)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
  };
}
