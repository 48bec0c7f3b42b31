// GET /marathon/{id}/registrations: the creator's participant list, page by page (events can have
// tens of thousands of runners, so the detail view embeds only the first ones).
import type { Participant } from '@run/contract/domain/api-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { eventPage, pagedQueryOptions } from '@/lib/api-query';

import { marathonKey } from './get-marathon';

export const PARTICIPANTS_PAGE_SIZE = 100;

/** A search of the whole race (docs/search.md): a bib or the start of a name, and a distance. */
export interface ParticipantSearch {
  q: string;
  distanceId: string;
}

const NO_SEARCH: ParticipantSearch = { q: '', distanceId: '' };

/**
 * `embedded` is what GET /marathon/{id} already sent: when it is shorter than a page it is the whole
 * list and no request is needed. With a search, the API answers the matching participants page by page.
 */
export function participantsQueryOptions(
  id: string,
  embedded?: Participant[],
  search: ParticipantSearch = NO_SEARCH,
) {
  const searching = search.q !== '' || search.distanceId !== '';
  const options = pagedQueryOptions(
    [...marathonKey(id), 'participants', ...(searching ? [search.q, search.distanceId] : [])],
    (cursor, signal) =>
      eventPage(routes.listParticipants, id, PARTICIPANTS_PAGE_SIZE, cursor, signal, {
        q: search.q,
        distanceId: search.distanceId,
      }),
    { scope: { marathon: id } },
  );
  if (searching || embedded === undefined || embedded.length >= PARTICIPANTS_PAGE_SIZE) {
    return options;
  }
  const initialData = { pages: [{ participants: embedded, nextCursor: null }], pageParams: [null] };
  return { ...options, initialData };
}

export function useParticipants(id: string, embedded?: Participant[], search?: ParticipantSearch) {
  return useInfiniteQuery(participantsQueryOptions(id, embedded, search));
}
