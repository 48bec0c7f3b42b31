// The check-in screen's server operations: the race (its title and distances), the whole roster in
// one answer, one check-in and its undo, a volunteer's check-out (docs/volunteers.md). Plain calls, not queries: the screen keeps their answers on the
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

/**
 * What a check-in kept on the device names: one runner (or a volunteer, by their pass), an order's
 * group pass, or a volunteer's check-out by their pass.
 */
export type QueuedBy = CheckInBy | { groupPassId: string } | { checkOutPassId: string };

/**
 * One pass's check-in: a runner's, or a volunteer's (their shift pass is the same kind of QR code,
 * and the answer names the volunteer and their shift). A group pass is sendGroupCheckIn's.
 */
export async function sendCheckIn(id: string, by: CheckInBy, scannedAt?: string) {
  const answer = await api(routes.checkIn, { params: { id }, body: { ...by, scannedAt } });
  if ('runners' in answer) throw new Error('A single check-in was answered as a group pass');
  return answer;
}

/** A volunteer's check-out by their pass: the hours from their check-in (docs/volunteers.md). */
export function sendCheckOut(id: string, passId: string, scannedAt?: string) {
  return api(routes.checkOut, { params: { id }, body: { passId, scannedAt } });
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
