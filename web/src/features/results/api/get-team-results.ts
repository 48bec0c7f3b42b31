// GET /marathon/{id}/team-results: a distance's team ranking (docs/teams.md), public once its results
// are published; asked without a token, like the runners' results, and kept a minute as they are.
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

import { resultsKey } from './get-results';

export function useTeamResults(id: string, distanceId: string) {
  return useQuery(
    apiQueryOptions(
      [...resultsKey(id), 'teams', distanceId],
      routes.teamResults,
      { params: { id }, query: { distanceId } },
      // A 404 (not published, no teams) is an answer, not a failure to retry.
      { auth: 'none', staleTime: 60_000, retry: false, scope: { marathon: id } },
    ),
  );
}
