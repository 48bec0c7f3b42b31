// GET /marathon/{id}/ballot/summary: the console's view of each ballot distance (docs/ballot.md),
// for the race's organisers.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { eventQueryOptions } from '@/lib/api-query';

export function useBallotSummary(id: string) {
  return useQuery(
    eventQueryOptions(routes.ballotSummary, id, ['ballot-summary'], {
      auth: 'required',
      // Entries, the draw and payments move without anyone acting here: every opening asks again.
      staleTime: 0,
      scope: { marathon: id, account: true },
    }),
  );
}
