// GET /marathon/{id}/results: a distance's results page by page, searched and filtered. The public page
// asks without a token (answers a shared cache may keep for 60 s); the race console asks with the
// organiser's, and sees results before they are published.
import { routes } from '@run/contract/http/routes';
import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/api-query';

import { resultsRequest, type ResultsFilter } from './requests';

/** Published results change rarely; the server's answers are cached for a minute anyway. */
const ONE_MINUTE = 60_000;

export type { ResultsFilter };

/** Under the race's own key: its writes (an import, publishing) refresh it. */
export const resultsKey = (id: string) => ['marathon', id, 'results'] as const;

export function resultsQueryOptions(id: string, filter: ResultsFilter, asStaff = false) {
  return pagedQueryOptions(
    [...resultsKey(id), asStaff ? 'staff' : 'public', filter],
    (cursor, signal) =>
      api(routes.listResults, resultsRequest(id, filter, cursor), {
        signal,
        auth: asStaff ? 'required' : 'none',
      }),
    { staleTime: asStaff ? 0 : ONE_MINUTE, scope: { marathon: id } },
  );
}

export function useResults(id: string, filter: ResultsFilter, asStaff = false) {
  return useInfiniteQuery(resultsQueryOptions(id, filter, asStaff));
}
