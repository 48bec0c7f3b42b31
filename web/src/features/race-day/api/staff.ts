// The race's staff (docs/race-day.md): the list, an invitation by email, a removal, and the
// invitation's acceptance by the person it was mailed to.
import type { StaffRole } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

import { organiserList } from './organiser-list';

const staff = organiserList(routes.listStaff, 'staff');

export const useStaff = staff.useList;

export function useInviteStaff(id: string) {
  return staff.useWrite(id, (body: { email: string; role: StaffRole }) =>
    api(routes.inviteStaff, { params: { id }, body }),
  );
}

export function useRemoveStaff(id: string) {
  return staff.useWrite(id, (staffId: string) =>
    api(routes.removeStaff, { params: { id, staffId } }),
  );
}

/** Accepting joins the race's staff: the account's "Races I help with" changes. */
export function useAcceptInvitation(id: string) {
  return useApiWrite(
    (token: string) => api(routes.acceptInvitation, { params: { id }, body: { token } }),
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['my-staff-races'] }) },
  );
}
