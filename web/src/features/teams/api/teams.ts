// Teams (docs/teams.md): creating one and the captain's view of it. The team results are the results
// feature's (features/results/api/get-team-results.ts).
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiQueryOptions, useApiWrite } from '@/lib/api-query';

export function useCreateTeam(id: string) {
  return useApiWrite((body: { name: string; distanceId: string }) =>
    api(routes.createTeam, { params: { id }, body }),
  );
}

export function useTeam(id: string, teamId: string) {
  return useQuery(
    apiQueryOptions(
      ['marathon', id, 'team', teamId],
      routes.getTeam,
      { params: { id, teamId } },
      // Runners join without the captain acting: every visit asks again. A 404 is an answer.
      { auth: 'required', staleTime: 0, retry: false, scope: { marathon: id } },
    ),
  );
}
