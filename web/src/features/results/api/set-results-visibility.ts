// PUT /marathon/{id}/registrations/{userId}/results-visibility: the runner hides their name in the
// race's public results, or shows it again.
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';
import { refreshMarathonViews } from '@/lib/query-client';

export function useSetResultsVisibility(id: string, userId: string) {
  return useApiWrite(
    (hidden: boolean) =>
      api(routes.setResultsVisibility, { params: { id, userId }, body: { hidden } }),
    { onSuccess: () => void refreshMarathonViews(id) },
  );
}
