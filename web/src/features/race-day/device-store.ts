// What the check-in screen keeps on the device, per race, in IndexedDB (idb-keyval): the roster (a
// race of 30,000 runners is a few MB, past what localStorage holds), the race's title and distances,
// and the check-ins made without a connection, waiting to be sent.
import type { RosterRunner } from '@run/contract/domain/api-types';
import { get, set } from 'idb-keyval';

import type { CheckInBy } from './api/race-day-requests';

export interface RaceOnDevice {
  title: string;
  organiserUid: string;
  distances: Array<{ id: string; name: string }>;
}

export interface PendingCheckIn {
  /** Unique in the queue; the same runner is queued once. */
  key: string;
  by: CheckInBy;
  scannedAt: string;
  /** The runner, when the roster on the device knows them. */
  userId: string | null;
  name: string;
}

const rosterKey = (id: string) => `check-in:${id}:roster`;
const raceKey = (id: string) => `check-in:${id}:race`;
const queueKey = (id: string) => `check-in:${id}:queue`;

export async function storedRoster(id: string): Promise<RosterRunner[] | null> {
  return (await get<RosterRunner[]>(rosterKey(id))) ?? null;
}
export const storeRoster = (id: string, runners: RosterRunner[]) => set(rosterKey(id), runners);

export async function storedRace(id: string): Promise<RaceOnDevice | null> {
  return (await get<RaceOnDevice>(raceKey(id))) ?? null;
}
export const storeRace = (id: string, race: RaceOnDevice) => set(raceKey(id), race);

export async function storedQueue(id: string): Promise<PendingCheckIn[]> {
  return (await get<PendingCheckIn[]>(queueKey(id))) ?? [];
}
export const storeQueue = (id: string, queue: PendingCheckIn[]) => set(queueKey(id), queue);
