// The race's transfers and deferrals for the console's Transfers tab (GET /marathon/{id}/transfers,
// GET /marathon/{id}/deferrals).
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { eventQueryOptions } from '@/lib/api-query';

/** Fresh each time the tab shows them, and per account (what an organiser may see). */
const fresh = (id: string) => ({ staleTime: 0, scope: { marathon: id, account: true as const } });

export function useRaceTransfers(id: string) {
  return useQuery(eventQueryOptions(routes.listTransfers, id, ['transfers'], fresh(id)));
}

export function useRaceDeferrals(id: string) {
  return useQuery(eventQueryOptions(routes.listDeferrals, id, ['deferrals'], fresh(id)));
}
