// GET /marathon/{id}/waitlist: the creator's view of the runners waiting, in position order, with any
// place held for them, page by page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { eventPage, pagedQueryOptions } from '@/lib/api-query';

import { marathonKey } from './get-marathon';

export const WAITLIST_PAGE_SIZE = 100;

export function waitlistQueryOptions(id: string) {
  return pagedQueryOptions(
    [...marathonKey(id), 'waitlist'],
    (cursor, signal) => eventPage(routes.listWaitlist, id, WAITLIST_PAGE_SIZE, cursor, signal),
    // Offers are made and lapse without anyone acting here: every opening asks again.
    { staleTime: 0, scope: { marathon: id } },
  );
}

export function useWaitlist(id: string) {
  return useInfiniteQuery(waitlistQueryOptions(id));
}
