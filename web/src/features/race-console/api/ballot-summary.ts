// GET /marathon/{id}/ballot/summary: the console's view of each ballot distance (docs/ballot.md),
// for the race's organisers.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { organiserQueryOptions } from '@/lib/api-query';

/** Entries, the draw and payments move without anyone acting here: every opening asks again. */
export function useBallotSummary(id: string) {
  return useQuery(organiserQueryOptions(routes.ballotSummary, id, ['ballot-summary']));
}
