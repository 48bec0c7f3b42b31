// The organisers' shifts (docs/volunteers.md): creating one with its place shards, changing one (its
// capacity never below the places given; new room offered to the waitlist at once), and deleting one
// (each volunteer and waiting person mailed). The race's `shiftCaptains` (what the role rule reads,
// contract/src/domain/race-roles.ts) is rewritten from every shift's captains with each change.
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  shiftTimesMessage,
  type Shift,
  type shiftInputSchema,
  type shiftPatchSchema,
} from '@run/contract/domain/shifts';

import { db } from '../lib/firestore.js';
import { badRequest, conflict } from '../lib/http-error.js';
import { marathonOf } from '../store/marathon-doc.js';
import {
  ledgerKey,
  ledgerRef,
  shiftPlainRef,
  shiftShardRef,
  shiftsOf,
  shiftVolunteerPlainRef,
  shiftWaitPlainRef,
  SHIFT_SHARDS,
  volunteersOfShift,
  waitingForShift,
  type ShiftDoc,
} from '../store/shift-doc.js';
import { millisOf, organisersShift, shiftAt, timeOf } from './shift-read.js';
import { createShiftShards, forgetLedgerEntry, placesGiven, reshared } from './shift-places.js';
import { queueShiftMail } from './shift-mail.js';
import { settleAt } from './shift-settle.js';

type ShiftInput = z.output<typeof shiftInputSchema>;
type ShiftPatch = z.output<typeof shiftPatchSchema>;

/** Stages the race's captains: every captain of every shift once the change is made. */
function stageCaptains(
  tx: Transaction,
  marathon: DocumentSnapshot,
  shifts: ShiftDoc[],
  changed: { id: string; captainUids: string[] } | { id: string; deleted: true },
): void {
  const captains: Record<string, true> = {};
  const all = shifts.filter((s) => s.id !== changed.id).map((s) => s.captainUids);
  if (!('deleted' in changed)) all.push(changed.captainUids);
  for (const uid of all.flat()) captains[uid] = true;
  tx.update(marathon.ref, { shiftCaptains: captains });
}

const uniqueCaptains = (uids: string[] | undefined): string[] => [...new Set(uids ?? [])];

export async function createShift(
  marathon: DocumentSnapshot,
  input: ShiftInput,
): Promise<{ shiftId: string }> {
  const ref = shiftPlainRef(marathon.ref);
  const captainUids = uniqueCaptains(input.captainUids);
  await db().runTransaction(async (tx) => {
    const shifts = (await tx.get(shiftsOf(marathon.ref))).docs.map((d) => d.data());
    tx.create(ref, {
      role: input.role,
      name: input.name,
      description: input.description ?? '',
      location: input.location ?? '',
      startsAt: timeOf(input.startsAt),
      endsAt: timeOf(input.endsAt),
      capacity: input.capacity,
      captainUids,
      shards: SHIFT_SHARDS,
      createdAt: Timestamp.now(),
    });
    createShiftShards(tx, ref, input.capacity, SHIFT_SHARDS);
    stageCaptains(tx, marathon, shifts, { id: ref.id, captainUids });
  });
  return { shiftId: ref.id };
}

export async function updateShift(
  marathon: DocumentSnapshot,
  shiftId: string,
  patch: ShiftPatch,
): Promise<Shift> {
  const at = await shiftAt(marathon, shiftId);
  const startsAt = patch.startsAt ?? new Date(millisOf(at.shift.startsAt)).toISOString();
  const endsAt = patch.endsAt ?? new Date(millisOf(at.shift.endsAt)).toISOString();
  const wrongTimes = shiftTimesMessage(startsAt, endsAt);
  if (wrongTimes !== null) {
    throw badRequest('invalid_fields', [{ field: 'endsAt', message: wrongTimes }]);
  }
  const captainUids =
    patch.captainUids === undefined ? at.shift.captainUids : uniqueCaptains(patch.captainUids);
  const capacity = patch.capacity ?? at.shift.capacity;
  const timesChanged = patch.startsAt !== undefined || patch.endsAt !== undefined;
  return db().runTransaction(async (tx) => {
    const shifts = (await tx.get(shiftsOf(marathon.ref))).docs.map((d) => d.data());
    const volunteers = timesChanged
      ? (await tx.get(volunteersOfShift(marathon.ref, shiftId))).docs.map((d) => d.data())
      : [];
    const after: ShiftDoc = {
      ...at.shift,
      role: patch.role ?? at.shift.role,
      name: patch.name ?? at.shift.name,
      description: patch.description ?? at.shift.description,
      location: patch.location ?? at.shift.location,
      startsAt: timeOf(startsAt),
      endsAt: timeOf(endsAt),
      capacity,
      captainUids,
    };
    let shards: ReturnType<typeof reshared> = null;
    let waiting = 0;
    await settleAt(
      tx,
      at,
      (state) => {
        if (capacity !== at.shift.capacity) {
          const next = reshared(state.shards, capacity);
          if (next === null) {
            throw conflict('shift_capacity_below', { count: placesGiven(state.shards) });
          }
          state.shards.splice(0, state.shards.length, ...next);
        }
        shards = state.shards;
        waiting = state.waiting.length;
        tx.update(at.ref, {
          role: after.role,
          name: after.name,
          description: after.description,
          location: after.location,
          startsAt: after.startsAt,
          endsAt: after.endsAt,
          capacity,
          captainUids,
        });
        // Each volunteer's ledger holds the shift's times: what their overlaps are judged on.
        for (const v of volunteers) {
          tx.set(
            ledgerRef(v.uid),
            {
              shifts: {
                [ledgerKey(marathon.id, shiftId)]: {
                  startsAt: after.startsAt,
                  endsAt: after.endsAt,
                  name: after.name,
                },
              },
            },
            { merge: true },
          );
        }
        stageCaptains(tx, marathon, shifts, { id: shiftId, captainUids });
      },
      after,
    );
    return organisersShift(after, shards ?? [], waiting);
  });
}

/** Deletes the shift, its places and its waitlist, mailing each person on it. */
export async function deleteShift(
  marathon: DocumentSnapshot,
  shiftId: string,
): Promise<{ deletedCount: number }> {
  const at = await shiftAt(marathon, shiftId);
  const race = { id: marathon.id, title: marathonOf(marathon).title };
  const [volunteers, waiting] = await db().runTransaction(async (tx) => {
    const shifts = (await tx.get(shiftsOf(marathon.ref))).docs.map((d) => d.data());
    const places = (await tx.get(volunteersOfShift(marathon.ref, shiftId))).docs.map((d) =>
      d.data(),
    );
    const waits = (await tx.get(waitingForShift(marathon.ref, shiftId))).docs.map((d) => d.data());
    // The shift goes first, with its shards: nobody signs up for it from now on.
    tx.delete(at.ref);
    for (let n = 0; n < at.shift.shards; n += 1) tx.delete(shiftShardRef(at.ref, n));
    stageCaptains(tx, marathon, shifts, { id: shiftId, deleted: true });
    return [places, waits] as const;
  });
  // Then each person's place or wait, with their mail, a few hundred to a batch.
  const people = [
    ...volunteers.map((v) => ({
      person: v,
      ref: shiftVolunteerPlainRef(marathon.ref, shiftId, v.uid),
    })),
    ...waiting.map((w) => ({ person: w, ref: shiftWaitPlainRef(marathon.ref, shiftId, w.uid) })),
  ];
  for (let i = 0; i < people.length; i += 150) {
    const batch = db().batch();
    for (const { person, ref } of people.slice(i, i + 150)) {
      batch.delete(ref);
      forgetLedgerEntry(batch, person.uid, marathon.id, shiftId);
      queueShiftMail(batch, person, race, at.shift, { kind: 'cancelled' });
    }
    await batch.commit();
  }
  return { deletedCount: 1 };
}
