// GET /marathon/{id}/registrations: the creator's participant list, page by page (events can have
// tens of thousands of runners, so the detail view embeds only the first ones).
import type { Participant } from '@run/contract/domain/api-types';
import { useInfiniteQuery } from '@tanstack/react-query';

import {
  NO_SEARCH,
  raceRegistrationsOptions,
  REGISTRATIONS_PAGE_SIZE,
  type RegistrationSearch,
} from '@/lib/race-registrations';

export type ParticipantSearch = RegistrationSearch;

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
  const options = raceRegistrationsOptions(id, search);
  if (searching || embedded === undefined || embedded.length >= REGISTRATIONS_PAGE_SIZE) {
    return options;
  }
  const initialData = { pages: [{ participants: embedded, nextCursor: null }], pageParams: [null] };
  return { ...options, initialData };
}

export function useParticipants(id: string, embedded?: Participant[], search?: ParticipantSearch) {
  return useInfiniteQuery(participantsQueryOptions(id, embedded, search));
}
