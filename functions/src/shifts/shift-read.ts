// Reading a shift the path names, its times, and its views (docs/volunteers.md): the public one
// (nothing personal), the organisers' one (with its captains).
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { PublicShift, Shift } from '@run/contract/domain/shifts';

import { notFound } from '../lib/http-error.js';
import { readRace } from '../store/marathon-doc.js';
import { shiftRef, type ShiftDoc } from '../store/shift-doc.js';
import { toIso } from '../store/stored-time.js';
import { placesLeft } from './shift-places.js';
import type { ShardState } from '../places/places.js';

export interface ShiftAt {
  marathon: DocumentSnapshot;
  ref: DocumentReference;
  shift: ShiftDoc;
}

/** The race and its shift the path names: 404 for either missing. */
export async function shiftAt(
  marathonOrId: DocumentSnapshot | string,
  shiftId: string,
): Promise<ShiftAt> {
  const marathon = typeof marathonOrId === 'string' ? await readRace(marathonOrId) : marathonOrId;
  if (!marathon.exists) throw notFound('marathon_not_found');
  const ref = shiftRef(marathon.ref, shiftId);
  const snap = await ref.get();
  const shift = snap.data();
  if (shift === undefined) throw notFound('no_such_shift');
  return { marathon, ref: snap.ref, shift };
}

export const timeOf = (iso: string): Timestamp => Timestamp.fromMillis(Date.parse(iso));
export const millisOf = (t: Timestamp | null): number => t?.toMillis() ?? 0;

/** Whether the shift has begun (no more sign-ups). */
export const hasStarted = (s: ShiftDoc, now = Date.now()): boolean => millisOf(s.startsAt) <= now;

/** Whether two shifts' times overlap (one ending as the other starts does not). */
export const overlap = (
  a: { startsAt: Timestamp; endsAt: Timestamp },
  b: { startsAt: Timestamp; endsAt: Timestamp },
): boolean =>
  a.startsAt.toMillis() < b.endsAt.toMillis() && b.startsAt.toMillis() < a.endsAt.toMillis();

/** Which shift, what and when: what every answer says of it. */
export const namedShift = (s: ShiftDoc) => ({
  shiftId: s.id,
  role: s.role,
  name: s.name,
  startsAt: toIso(s.startsAt),
  endsAt: toIso(s.endsAt),
});

export function publicShift(s: ShiftDoc, shards: ShardState[], waiting: number): PublicShift {
  return {
    ...namedShift(s),
    description: s.description,
    location: s.location,
    capacity: s.capacity,
    placesLeft: placesLeft(shards),
    waiting,
  };
}

export const organisersShift = (s: ShiftDoc, shards: ShardState[], waiting: number): Shift => ({
  ...publicShift(s, shards, waiting),
  captainUids: s.captainUids,
});
