// What the check-in screen keeps on the device, per race, in IndexedDB (idb-keyval): the roster (a
// race of 30,000 runners is about 2 MB, past what localStorage holds), the race's title and distances,
// the check-ins made without a connection, waiting to be sent, and those the server refused, until
// a person has seen them.
import type { RosterRunner } from '@run/contract/domain/roster';
import { delMany, get, getMany, keys, set } from 'idb-keyval';

import type { QueuedBy } from './api/race-day-requests';
import { runnerKeyOf } from './check-in-rules';

export interface RaceOnDevice {
  title: string;
  organiserUid: string;
  distances: Array<{ id: string; name: string }>;
}

export interface PendingCheckIn {
  /** Unique in the queue; the same runner is queued once. */
  key: string;
  by: QueuedBy;
  scannedAt: string;
  /** The runner's key (check-in-rules.ts's runnerKeyOf), when the roster on the device knows them. */
  runner: string | null;
  name: string;
}

/** A queued check-in the server refused, kept with its sentence until a person dismisses it. */
export interface RefusedCheckIn extends PendingCheckIn {
  reason: string;
}

const rosterKey = (id: string) => `check-in:${id}:roster`;
const raceKey = (id: string) => `check-in:${id}:race`;
const queueKey = (id: string) => `check-in:${id}:queue`;
const refusedKey = (id: string) => `check-in:${id}:refused`;

export async function storedRoster(id: string): Promise<RosterRunner[] | null> {
  return (await get<RosterRunner[]>(rosterKey(id))) ?? null;
}
export const storeRoster = (id: string, runners: RosterRunner[]) => set(rosterKey(id), runners);

/**
 * Check-ins this device learned of since it downloaded the roster, one record per runner: a check-in
 * writes its own small record instead of the whole roster again (about 2 MB for 30,000 runners, at every
 * scan). Applied over the kept roster when the screen opens; dropped when a fresh roster comes.
 */
const checkInPrefix = (id: string) => `check-in:${id}:checked:`;

/** Runner `runner` (their runnerKeyOf) checked in at `at`, or undone (null). */
export const storeCheckIn = (id: string, runner: string, at: string | null) =>
  set(`${checkInPrefix(id)}${runner}`, at);

async function checkInKeys(id: string): Promise<string[]> {
  const prefix = checkInPrefix(id);
  return (await keys()).filter((k): k is string => typeof k === 'string' && k.startsWith(prefix));
}

/** The kept roster with the check-ins made on this device since it was downloaded. */
export async function storedRosterWithCheckIns(id: string): Promise<RosterRunner[] | null> {
  const [roster, checked] = await Promise.all([storedRoster(id), checkInKeys(id)]);
  if (roster === null || checked.length === 0) return roster;
  const prefix = checkInPrefix(id);
  // One read of them all (one IndexedDB transaction), not one per check-in.
  const at = await getMany<string | null>(checked);
  const times = new Map(checked.map((k, i) => [k.slice(prefix.length), at[i] ?? null] as const));
  return roster.map((r) => {
    const key = runnerKeyOf(r);
    return times.has(key) ? { ...r, checkedInAt: times.get(key) ?? null } : r;
  });
}

/** A fresh roster from the server: it holds every check-in, so the device's own records go. */
export async function storeFreshRoster(id: string, runners: RosterRunner[]): Promise<void> {
  await storeRoster(id, runners);
  await delMany(await checkInKeys(id));
}

export async function storedRace(id: string): Promise<RaceOnDevice | null> {
  return (await get<RaceOnDevice>(raceKey(id))) ?? null;
}
export const storeRace = (id: string, race: RaceOnDevice) => set(raceKey(id), race);

export async function storedQueue(id: string): Promise<PendingCheckIn[]> {
  return (await get<PendingCheckIn[]>(queueKey(id))) ?? [];
}
export const storeQueue = (id: string, queue: PendingCheckIn[]) => set(queueKey(id), queue);

export async function storedRefused(id: string): Promise<RefusedCheckIn[]> {
  return (await get<RefusedCheckIn[]>(refusedKey(id))) ?? [];
}
export const storeRefused = (id: string, refused: RefusedCheckIn[]) => set(refusedKey(id), refused);

/**
 * Everything kept of race `id` (roster, race, queue, refusals, check-ins): the account lost its
 * access.
 */
export async function forgetRace(id: string): Promise<void> {
  await delMany([
    rosterKey(id),
    raceKey(id),
    queueKey(id),
    refusedKey(id),
    ...(await checkInKeys(id)),
  ]);
}
