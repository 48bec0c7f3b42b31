// GET /marathons-6: up to six featured marathons, cached under 'SixMarathons' for 5 minutes.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function featuredMarathonsQueryOptions() {
  // docs/product.md: the featured list's key is 'SixMarathons'.
  return apiQueryOptions(
    ['SixMarathons'],
    routes.featuredMarathons,
    {},
    {
      scope: { marathonList: true },
    },
  );
}

export function useFeaturedMarathons() {
  return useQuery(featuredMarathonsQueryOptions());
}
