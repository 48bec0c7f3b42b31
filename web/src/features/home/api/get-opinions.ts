// GET /opinion: the community's feedback, newest first, loaded when the section mounts.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export const opinionsKey = ['opinions'] as const;

export function opinionsQueryOptions() {
  return apiQueryOptions(
    opinionsKey,
    routes.listOpinions,
    {},
    {
      // Loaded on mount (docs/product.md), so a revisit shows what others wrote since.
      staleTime: 0,
      retry: false,
    },
  );
}

export function useOpinions() {
  return useQuery(opinionsQueryOptions());
}
