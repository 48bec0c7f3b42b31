// GET /marathons: newest first, `q` filters by title or location, pages chained through X-Next-Cursor.
import type { Marathon } from '@domain/api-types';
import { useInfiniteQuery } from '@tanstack/react-query';

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
  const { path, query } = marathonsRequest(q, cursor);
  const { data, headers } = await apiRequest<Marathon[]>(path, { query, signal });
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
