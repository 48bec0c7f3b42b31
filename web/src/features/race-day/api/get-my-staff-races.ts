// GET /my-staff-races/{uid}: the races the signed-in account helps with, and as what.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { FIVE_MINUTES } from '@/lib/query-client';

import { raceDayApi } from './race-day-api';

export function myStaffRacesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['my-staff-races', uid],
    queryFn: ({ signal }) => raceDayApi('myStaffRaces', { params: { userId: uid } }, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

export function useMyStaffRaces(uid: string | undefined) {
  return useQuery({ ...myStaffRacesQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
