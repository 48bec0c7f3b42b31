// GET /my-applied-marathons/{email}: the marathons the signed-in user created, with counts.
import type { Marathon } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

export function myMarathonsQueryOptions(email: string) {
  const path = `/my-applied-marathons/${encodeURIComponent(email)}`;
  return apiQueryOptions<Marathon[]>(queryKeys.myMarathons(email), path, { auth: 'required' });
}

export function useMyMarathons(email: string) {
  return useQuery(myMarathonsQueryOptions(email));
}
