// POST /marathon/{id}/results/publish: preliminary or official (official mails every finisher).
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';

export type PublishState = 'preliminary' | 'official';

export function usePublishResults(id: string) {
  return useApiWrite(
    (body: { distanceId: string; state: PublishState }) =>
      api(routes.publishResults, { params: { id }, body }),
    { refreshMarathons: { event: () => id } },
  );
}
