// GET /marathon/{id}/registrations: the creator's participant list, page by page (events can have
// tens of thousands of runners, so the detail view embeds only the first ones).
import type { Participant, ParticipantsPage } from '@domain/api-types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { FIVE_MINUTES } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export const PARTICIPANTS_PAGE_SIZE = 100;

export function getParticipants(
  id: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ParticipantsPage> {
  return api<ParticipantsPage>(`/marathon/${encodeURIComponent(id)}/registrations`, {
    auth: 'required',
    query: { limit: PARTICIPANTS_PAGE_SIZE, cursor: cursor ?? undefined },
    ...(signal ? { signal } : {}),
  });
}

/**
 * `embedded` is what GET /marathon/{id} already sent: when it is shorter than a page it is the whole
 * list and no request is needed.
 */
export function participantsQueryOptions(id: string, embedded?: Participant[]) {
  const complete = embedded !== undefined && embedded.length < PARTICIPANTS_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: queryKeys.participants(id),
    queryFn: ({ pageParam, signal }) => getParticipants(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FIVE_MINUTES,
    ...(complete
      ? {
          initialData: {
            pages: [{ participants: embedded, nextCursor: null }],
            pageParams: [null],
          },
        }
      : {}),
  });
}

export function useParticipants(id: string, embedded?: Participant[]) {
  return useInfiniteQuery(participantsQueryOptions(id, embedded));
}
