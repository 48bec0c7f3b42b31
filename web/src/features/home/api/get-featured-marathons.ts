// GET /marathons-6: up to six featured marathons, cached under 'SixMarathons' for 5 minutes.
import type { Marathon } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { FIVE_MINUTES } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export function getFeaturedMarathons(signal?: AbortSignal): Promise<Marathon[]> {
  return api<Marathon[]>('/marathons-6', { signal });
}

export function featuredMarathonsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.featured,
    queryFn: ({ signal }) => getFeaturedMarathons(signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useFeaturedMarathons() {
  return useQuery(featuredMarathonsQueryOptions());
}
