// GET /marathon/{id} for the race-day screens: its title, its organiser, its distances with their bib
// ranges and the reserved numbers (public). Under the race's own key, so its writes refresh it.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function useRace(id: string) {
  return useQuery(
    apiQueryOptions(
      ['marathon', id, 'race-day', 'race'],
      routes.getMarathon,
      { params: { id } },
      { scope: { marathon: id }, retry: false },
    ),
  );
}
