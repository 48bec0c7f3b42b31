// GET /marathon/{id}/waitlist: the creator's view of the runners waiting, in position order, with any
// place held for them, page by page.
import type { WaitlistPage } from '@domain/api-types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const WAITLIST_PAGE_SIZE = 100;

export function getWaitlist(
  id: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<WaitlistPage> {
  return api<WaitlistPage>(`/marathon/${encodeURIComponent(id)}/waitlist`, {
    auth: 'required',
    query: { limit: WAITLIST_PAGE_SIZE, cursor: cursor ?? undefined },
    ...(signal ? { signal } : {}),
  });
}

export function waitlistQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.waitlist(id),
    queryFn: ({ pageParam, signal }) => getWaitlist(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Offers are made and lapse without anyone acting here: every opening asks again.
    staleTime: 0,
  });
}

export function useWaitlist(id: string) {
  return useInfiniteQuery(waitlistQueryOptions(id));
}
