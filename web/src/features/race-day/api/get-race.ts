// GET /marathon/{id} for the race-day screens: its title, its organiser, its distances with their bib
// ranges and the reserved numbers (public), as its organisers wrote them. Under the race's own key, so
// its writes refresh it.
import { useQuery } from '@tanstack/react-query';
import { ORIGINAL_LANGUAGE } from '@run/contract/domain/languages';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function useRace(id: string) {
  return useQuery(
    apiQueryOptions(
      ['marathon', id, 'race-day', 'race'],
      routes.getMarathon,
      { params: { id }, query: { lang: ORIGINAL_LANGUAGE } },
      { scope: { marathon: id }, retry: false },
    ),
  );
}
