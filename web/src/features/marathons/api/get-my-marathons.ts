// GET /my-applied-marathons/{email}: the marathons the signed-in user created, with counts.
import type { Marathon } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

export function myMarathonsQueryOptions(email: string) {
  const path = `/my-applied-marathons/${encodeURIComponent(email)}`;
  return apiQueryOptions<Marathon[]>(['my-applied-marathons', email], path, {
    auth: 'required',
    scope: { marathonList: true, account: true },
  });
}

export function useMyMarathons(email: string) {
  return useQuery(myMarathonsQueryOptions(email));
}
