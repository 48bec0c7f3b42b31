// GET /my-registrations/{uid}: the marathons the runner registered for, each with their own record.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function myRegistrationsQueryOptions(uid: string) {
  const input = { params: { userId: uid } };
  return apiQueryOptions(['my-registrations', uid], routes.myRegistrations, input, {
    auth: 'required',
    scope: { marathonList: true, account: true },
  });
}

/** `enabled: false` holds the request, as in TanStack Query; a list already cached is still returned. */
export function useMyRegistrations(uid: string | undefined, { enabled = true } = {}) {
  return useQuery({ ...myRegistrationsQueryOptions(uid ?? ''), enabled: Boolean(uid) && enabled });
}
