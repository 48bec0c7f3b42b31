// GET /my-staff-races/{uid}: the races the signed-in account helps with, and as what.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { FIVE_MINUTES } from '@/lib/query-client';

export function myStaffRacesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['my-staff-races', uid],
    queryFn: ({ signal }) => api(routes.myStaffRaces, { params: { userId: uid } }, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

export function useMyStaffRaces(uid: string | undefined) {
  return useQuery({ ...myStaffRacesQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
