// GET /marathons: newest first or by race date, searched by `q` and filtered (docs/search.md), pages chained through X-Next-Cursor.
import type { Marathon } from '@run/contract/domain/api-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiRequest } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/api-query';

import { marathonsRequest, type MarathonFilters } from './requests';

export { MARATHONS_PAGE_SIZE } from './requests';

export interface MarathonsPage {
  marathons: Marathon[];
  nextCursor: string | null;
}

export async function getMarathons(
  filters: MarathonFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MarathonsPage> {
  const { data, headers } = await apiRequest(
    routes.listMarathons,
    marathonsRequest(filters, cursor),
    {
      signal,
    },
  );
  return { marathons: data, nextCursor: headers.get('X-Next-Cursor') };
}

export function marathonsQueryOptions(filters: MarathonFilters) {
  const { q, distance, month, open, sort } = filters;
  return pagedQueryOptions(
    ['marathons', q, distance, month, open, sort],
    (cursor, signal) => getMarathons(filters, cursor, signal),
    { scope: { marathonList: true } },
  );
}

export function useMarathons(filters: MarathonFilters) {
  return useInfiniteQuery(marathonsQueryOptions(filters));
}
