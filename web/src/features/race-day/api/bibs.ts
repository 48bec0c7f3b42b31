// The bib screens' server operations (docs/race-day.md): the race's registrations with their
// bibs, the assignment job and one runner's bib set by hand.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { apiQueryOptions, eventFormWrite, useApiWrite } from '@/lib/api-query';
import { raceRegistrationsOptions } from '@/lib/race-registrations';

/** Under the race's own key (`['marathon', id]`): the race's writes and a sign-in refresh it. */
const bibsKey = (id: string) => ['marathon', id, 'race-day', 'bibs'] as const;

/**
 * The registrations with their bibs, page by page (the organisers' participant list); with `q` (a bib
 * or the start of a name) the API's search of the whole race.
 */
export function useBibRunners(id: string, q = '') {
  return useInfiniteQuery(raceRegistrationsOptions(id, { q, distanceId: '' }));
}

/** POST /marathon/{id}/bibs/assign: 202 with the job's id. */
export function useAssignBibs() {
  return useApiWrite(
    eventFormWrite<typeof routes.assignBibs, { order: 'registration' | 'lastName' }>(
      routes.assignBibs,
    ),
  );
}

/** The job's progress, asked again every second while it runs; when it ends the lists refresh. */
export function useBibJob(id: string, jobId: string | null) {
  return useQuery({
    ...apiQueryOptions(
      [...bibsKey(id), 'bib-job', jobId ?? ''],
      routes.bibJob,
      { params: { id, jobId: jobId ?? '' } },
      { staleTime: 0, scope: { marathon: id } },
    ),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1000 : false),
  });
}

/** PUT /marathon/{id}/registrations/{userId}/bib: a number, or null to clear it. */
export function useSetBib(id: string) {
  return useApiWrite(
    ({ userId, bib }: { userId: string; bib: number | null }) =>
      api(routes.setBib, { params: { id, userId }, body: { bib } }),
    // Not awaited: the save is said as soon as the server answers; the lists catch up after.
    { refreshMarathons: { event: () => id, await: false } },
  );
}
