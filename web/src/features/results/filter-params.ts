// The results page's state in its URL (shareable, and Back works): ?distance=, ?q=, ?gender=, ?age=
// and ?bib= (the open result card).
import { GENDERS, type Gender } from '@run/contract/domain/results-groups';

import type { ResultsFilter } from './api/requests';

export function filterOf(params: URLSearchParams): ResultsFilter {
  const gender = params.get('gender');
  return {
    distanceId: params.get('distance') || undefined,
    q: params.get('q')?.trim() || undefined,
    gender: GENDERS.find((g): g is Gender => g === gender),
    ageGroup: params.get('age') || undefined,
  };
}

/** The bib of the open card, or null. */
export function openBib(params: URLSearchParams): number | null {
  const bib = Number(params.get('bib'));
  return Number.isInteger(bib) && bib > 0 ? bib : null;
}

/** `params` with `changes` applied ('' or undefined removes a key). */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
