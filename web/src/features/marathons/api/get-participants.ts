// GET /marathon/{id}/registrations: the creator's participant list, page by page (events can have
// tens of thousands of runners, so the detail view embeds only the first ones).
import type { Participant } from '@run/contract/domain/api-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { eventPage, pagedQueryOptions } from '@/lib/api-query';

import { marathonKey } from './get-marathon';

export const PARTICIPANTS_PAGE_SIZE = 100;

/**
 * `embedded` is what GET /marathon/{id} already sent: when it is shorter than a page it is the whole
 * list and no request is needed.
 */
export function participantsQueryOptions(id: string, embedded?: Participant[]) {
  const options = pagedQueryOptions(
    [...marathonKey(id), 'participants'],
    (cursor, signal) =>
      eventPage(routes.listParticipants, id, PARTICIPANTS_PAGE_SIZE, cursor, signal),
    { scope: { marathon: id } },
  );
  if (embedded === undefined || embedded.length >= PARTICIPANTS_PAGE_SIZE) return options;
  const initialData = { pages: [{ participants: embedded, nextCursor: null }], pageParams: [null] };
  return { ...options, initialData };
}

export function useParticipants(id: string, embedded?: Participant[]) {
  return useInfiniteQuery(participantsQueryOptions(id, embedded));
}
