// GET /marathons-6: up to six featured marathons, cached under 'SixMarathons' for 5 minutes.
import type { Marathon } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

export function featuredMarathonsQueryOptions() {
  return apiQueryOptions<Marathon[]>(queryKeys.featured, '/marathons-6');
}

export function useFeaturedMarathons() {
  return useQuery(featuredMarathonsQueryOptions());
}
