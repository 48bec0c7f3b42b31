// GET /my-registrations/{uid}: the marathons the runner registered for, each with their own record.
import type { MyRegistration } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { FIVE_MINUTES } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export function getMyRegistrations(uid: string, signal?: AbortSignal): Promise<MyRegistration[]> {
  return api<MyRegistration[]>(`/my-registrations/${encodeURIComponent(uid)}`, {
    auth: 'required',
    ...(signal ? { signal } : {}),
  });
}

export function myRegistrationsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: queryKeys.myRegistrations(uid),
    queryFn: ({ signal }) => getMyRegistrations(uid, signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useMyRegistrations(uid: string | undefined) {
  return useQuery({ ...myRegistrationsQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
