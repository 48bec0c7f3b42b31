// GET /marathons: newest first, `q` filters by title or location, pages chained through X-Next-Cursor.
import type { Marathon } from '@run/contract/domain/api-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiRequest } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/api-query';

import { marathonsRequest } from './requests';

export { MARATHONS_PAGE_SIZE } from './requests';

export interface MarathonsPage {
  marathons: Marathon[];
  nextCursor: string | null;
}

export async function getMarathons(
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MarathonsPage> {
  const { data, headers } = await apiRequest(routes.listMarathons, marathonsRequest(q, cursor), {
    signal,
  });
  return { marathons: data, nextCursor: headers.get('X-Next-Cursor') };
}

export function marathonsQueryOptions(q: string) {
  return pagedQueryOptions(['marathons', q], (cursor, signal) => getMarathons(q, cursor, signal), {
    scope: { marathonList: true },
  });
}

export function useMarathons(q: string) {
  return useInfiniteQuery(marathonsQueryOptions(q));
}
