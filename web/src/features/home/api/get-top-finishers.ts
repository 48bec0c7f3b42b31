// GET /top-finishers: the first three of the official results published last, for the home page's
// Runner Achievements; public, so it is asked without a token.
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

export function topFinishersQueryOptions() {
  return apiQueryOptions(
    ['top-finishers'],
    routes.topFinishers,
    {},
    { scope: { marathonList: true } },
  );
}

export function useTopFinishers() {
  return useQuery(topFinishersQueryOptions());
}
