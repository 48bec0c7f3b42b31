// The input of the results page's public GET. The API call (get-results.ts) and the entry's early
// fetch of a direct load (boot/direct-load.ts) share it, so both send the same URL. No imports that
// bring more than types: the entry bundles this file.
import type { Gender } from '@run/contract/domain/results-groups';

export const RESULTS_PAGE_SIZE = 50;

export interface ResultsFilter {
  distanceId?: string | undefined;
  q?: string | undefined;
  gender?: Gender | undefined;
  ageGroup?: string | undefined;
}

/** The input of the list's GET (routes.listResults): a page of a distance's results, filtered. */
export function resultsRequest(id: string, filter: ResultsFilter, cursor: string | null) {
  return {
    params: { id },
    query: { ...filter, limit: RESULTS_PAGE_SIZE, cursor: cursor ?? undefined },
  };
}
