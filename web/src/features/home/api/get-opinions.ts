// GET /opinion: the community's feedback, newest first, loaded when the section mounts.
import type { Opinion } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

export const opinionsKey = ['opinions'] as const;

export function opinionsQueryOptions() {
  return apiQueryOptions<Opinion[]>(opinionsKey, '/opinion', {
    // Loaded on mount (SPEC.md section 2), so a revisit shows what others wrote since.
    staleTime: 0,
    retry: false,
  });
}

export function useOpinions() {
  return useQuery(opinionsQueryOptions());
}
