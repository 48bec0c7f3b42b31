// The race console's participant finder: a runner matches a search by any part of their name (case
// and accents ignored) or by their exact bib, within the chosen distance ('' for every distance).
import type { Participant } from '@run/contract/domain/api-types';

export interface ParticipantFilter {
  search: string;
  distanceId: string;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function isFiltering({ search, distanceId }: ParticipantFilter): boolean {
  return search.trim() !== '' || distanceId !== '';
}

export function matchesFilter(
  participant: Pick<Participant, 'firstName' | 'lastName' | 'bib' | 'distanceId'>,
  { search, distanceId }: ParticipantFilter,
): boolean {
  if (distanceId && participant.distanceId !== distanceId) return false;
  const wanted = folded(search.trim());
  if (!wanted) return true;
  if (/^\d+$/u.test(wanted) && participant.bib === Number(wanted)) return true;
  return folded(`${participant.firstName} ${participant.lastName}`).includes(wanted);
}
