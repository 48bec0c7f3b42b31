// GET /marathon/{id} for its waiver: a runner accepting a waitlist place after the organiser changed
// the waiver reads the new text first (the offer's 409 names only its version).
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function useRaceWaiver(marathonId: string) {
  return useQuery({
    ...apiQueryOptions(
      ['marathon', marathonId, 'waiver'],
      routes.getMarathon,
      {
        params: { id: marathonId },
      },
      { scope: { marathon: marathonId } },
    ),
    select: (marathon) => marathon.waiver ?? null,
  });
}
