// The race's transfers and deferrals for the console's Transfers tab (GET /marathon/{id}/transfers,
// GET /marathon/{id}/deferrals).
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

export function useRaceTransfers(id: string) {
  return useQuery(
    apiQueryOptions(
      ['marathon', id, 'transfers'],
      routes.listTransfers,
      { params: { id } },
      { staleTime: 0, scope: { marathon: id, account: true } },
    ),
  );
}

export function useRaceDeferrals(id: string) {
  return useQuery(
    apiQueryOptions(
      ['marathon', id, 'deferrals'],
      routes.listDeferrals,
      { params: { id } },
      { staleTime: 0, scope: { marathon: id, account: true } },
    ),
  );
}
