// GET /my-applied-marathons/{email}: the marathons the signed-in user created, with counts.
import type { Marathon } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { FIVE_MINUTES } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export function getMyMarathons(email: string, signal?: AbortSignal): Promise<Marathon[]> {
  return api<Marathon[]>(`/my-applied-marathons/${encodeURIComponent(email)}`, {
    auth: 'required',
    ...(signal ? { signal } : {}),
  });
}

export function myMarathonsQueryOptions(email: string) {
  return queryOptions({
    queryKey: queryKeys.myMarathons(email),
    queryFn: ({ signal }) => getMyMarathons(email, signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useMyMarathons(email: string) {
  return useQuery(myMarathonsQueryOptions(email));
}
