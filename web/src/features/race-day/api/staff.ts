// The race's staff (docs/race-day.md): the list, an invitation by email, a removal, and the
// invitation's acceptance by the person it was mailed to.
import type { StaffRole } from '@run/contract/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { eventQueryOptions, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

/** Under the race's own key; `account`: the emails are the organiser's to see, not the next account's. */
const staffOptions = (id: string) =>
  eventQueryOptions(routes.listStaff, id, ['race-day', 'staff'], {
    scope: { marathon: id, account: true },
  });

export function useStaff(id: string) {
  return useQuery(staffOptions(id));
}

const refreshStaff = (id: string) =>
  queryClient.invalidateQueries({ queryKey: staffOptions(id).queryKey });

export function useInviteStaff(id: string) {
  return useApiWrite(
    (body: { email: string; role: StaffRole }) => api(routes.inviteStaff, { params: { id }, body }),
    { onSuccess: () => void refreshStaff(id) },
  );
}

export function useRemoveStaff(id: string) {
  return useApiWrite((staffId: string) => api(routes.removeStaff, { params: { id, staffId } }), {
    onSuccess: () => void refreshStaff(id),
  });
}

/** Accepting joins the race's staff: the account's "Races I help with" changes. */
export function useAcceptInvitation(id: string) {
  return useApiWrite(
    (token: string) => api(routes.acceptInvitation, { params: { id }, body: { token } }),
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['my-staff-races'] }) },
  );
}
