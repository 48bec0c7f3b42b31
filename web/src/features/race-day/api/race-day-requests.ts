// The check-in screen's server operations: the race (its title and distances), the whole roster page
// by page, one check-in and its undo. Plain calls, not queries: the screen keeps their answers on the
// device (device-store.ts) and must work on without the network.
import type { Marathon, RosterPage, RosterRunner } from '@run/contract/domain/api-types';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';

export function fetchRace(id: string): Promise<Marathon> {
  return api(routes.getMarathon, { params: { id } }, { auth: 'optional' });
}

/** Every runner of the race: all pages of GET /marathon/{id}/roster, 1,000 at a time. */
export async function downloadRoster(id: string): Promise<RosterRunner[]> {
  const runners: RosterRunner[] = [];
  let cursor: string | null = null;
  do {
    const page: RosterPage = await api(routes.roster, {
      params: { id },
      query: { limit: 1000, cursor: cursor ?? undefined },
    });
    runners.push(...page.runners);
    cursor = page.nextCursor;
  } while (cursor);
  return runners;
}

export type CheckInBy = { passId: string } | { bib: number } | { userId: string };

export function sendCheckIn(id: string, by: CheckInBy, scannedAt?: string) {
  return api(routes.checkIn, { params: { id }, body: { ...by, scannedAt } });
}

export function sendUndoCheckIn(id: string, userId: string) {
  return api(routes.undoCheckIn, { params: { id, userId } });
}
