// The check-in screen's server operations: the race (its title and distances), the whole roster in
// one answer, one check-in and its undo. Plain calls, not queries: the screen keeps their answers on the
// device (device-store.ts) and must work on without the network.
import type { Marathon } from '@run/contract/domain/api-types';
import { rowsOf, type RosterRunner } from '@run/contract/domain/roster';
import { ORIGINAL_LANGUAGE } from '@run/contract/domain/languages';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';

export function fetchRace(id: string): Promise<Marathon> {
  return api(
    routes.getMarathon,
    { params: { id }, query: { lang: ORIGINAL_LANGUAGE } },
    { auth: 'optional' },
  );
}

/** Every runner of the race: GET /marathon/{id}/roster's columns, as rows. */
export async function downloadRoster(id: string): Promise<RosterRunner[]> {
  return rowsOf(await api(routes.compactRoster, { params: { id } }));
}

/** A check-in names its runner by pass, the roster's pass key, bib or uid. */
export type CheckInBy =
  { passId: string } | { passKey: string } | { bib: number } | { userId: string };

/** What a check-in kept on the device names: one runner, or an order's group pass. */
export type QueuedBy = CheckInBy | { groupPassId: string };

/** One runner's check-in: the API answers a group pass with `runners`, one runner without. */
export async function sendCheckIn(id: string, by: CheckInBy, scannedAt?: string) {
  const answer = await api(routes.checkIn, { params: { id }, body: { ...by, scannedAt } });
  if ('runners' in answer) throw new Error('A single check-in was answered as a group pass');
  if ('volunteer' in answer) throw new Error('A runner’s check-in was answered as a volunteer’s');
  return answer;
}

/** Every confirmed entry of an order at once, by its group pass (docs/orders.md). */
export async function sendGroupCheckIn(id: string, groupPassId: string, scannedAt?: string) {
  const answer = await api(routes.checkIn, { params: { id }, body: { groupPassId, scannedAt } });
  if (!('runners' in answer)) throw new Error('A group pass was answered as one runner');
  return answer;
}

export function sendUndoCheckIn(id: string, userId: string) {
  return api(routes.undoCheckIn, { params: { id, userId } });
}
