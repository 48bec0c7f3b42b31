// GET /my-registrations/{uid}: the marathons the runner registered for, each with their own record.
import type { MyRegistration } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

export function myRegistrationsQueryOptions(uid: string) {
  const path = `/my-registrations/${encodeURIComponent(uid)}`;
  return apiQueryOptions<MyRegistration[]>(['my-registrations', uid], path, {
    auth: 'required',
    scope: { marathonList: true, account: true },
  });
}

/** `enabled: false` holds the request, as in TanStack Query; a list already cached is still returned. */
export function useMyRegistrations(uid: string | undefined, { enabled = true } = {}) {
  return useQuery({ ...myRegistrationsQueryOptions(uid ?? ''), enabled: Boolean(uid) && enabled });
}
