// GET /opinion: the community's feedback, newest first, loaded when the section mounts.
import type { Opinion } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getOpinions(signal?: AbortSignal): Promise<Opinion[]> {
  return api<Opinion[]>('/opinion', { signal });
}

export function opinionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.opinions,
    queryFn: ({ signal }) => getOpinions(signal),
    // Loaded on mount (SPEC.md section 2), so a revisit shows what others wrote since.
    staleTime: 0,
    retry: false,
  });
}

export function useOpinions() {
  return useQuery(opinionsQueryOptions());
}
