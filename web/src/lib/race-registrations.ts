// GET /marathon/{id}/registrations page by page: a race's registrations as its organisers and staff
// see them. With a search (a bib or the start of a name, a distance) the API searches the whole race
// (docs/search.md). The participant list, the bib screens and the bank row's runner finder all read
// it here, under one key in the race's own (`['marathon', id]`), so the race's writes refresh them all.
import { routes } from '@run/contract/http/routes';

import { eventPage, pagedQueryOptions } from './api-query';

export const REGISTRATIONS_PAGE_SIZE = 100;

/** A search of the whole race; empty values ask for the whole list. */
export interface RegistrationSearch {
  q: string;
  distanceId: string;
}

export const NO_SEARCH: RegistrationSearch = { q: '', distanceId: '' };

export function raceRegistrationsOptions(id: string, search: RegistrationSearch = NO_SEARCH) {
  return pagedQueryOptions(
    ['marathon', id, 'participants', search.q, search.distanceId],
    (cursor, signal) =>
      eventPage(routes.listParticipants, id, REGISTRATIONS_PAGE_SIZE, cursor, signal, {
        q: search.q,
        distanceId: search.distanceId,
      }),
    { scope: { marathon: id } },
  );
}
