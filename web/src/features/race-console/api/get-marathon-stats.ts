// GET /marathon/{id}/stats: the race console's numbers (docs/race-day.md), for its organiser and
// co-organisers.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function marathonStatsQueryOptions(id: string) {
  return apiQueryOptions(
    ['marathon-stats', id],
    routes.marathonStats,
    { params: { id } },
    {
      auth: 'required',
      // Registrations, check-ins and mails move without anyone acting here: every opening asks again.
      staleTime: 0,
      // The writes about this race (an edit, a withdrawal) refresh it with the race's other views.
      scope: { marathon: id, account: true },
    },
  );
}

export function useMarathonStats(id: string) {
  return useQuery(marathonStatsQueryOptions(id));
}
