// GET /marathons-6: up to six featured marathons, cached under 'SixMarathons' for 5 minutes.
import type { Marathon } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

export function featuredMarathonsQueryOptions() {
  // SPEC.md section 7: the featured list's key is 'SixMarathons'.
  return apiQueryOptions<Marathon[]>(['SixMarathons'], '/marathons-6', {
    scope: { marathonList: true },
  });
}

export function useFeaturedMarathons() {
  return useQuery(featuredMarathonsQueryOptions());
}
