// DELETE /marathon/{id}/waitlist: the runner leaves the waitlist, or declines the place offered.
import type { DeleteResponse } from '@domain/api-types';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

export function leaveWaitlist(marathonId: string): Promise<DeleteResponse> {
  return api<DeleteResponse>(`/marathon/${encodeURIComponent(marathonId)}/waitlist`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function useLeaveWaitlist() {
  return useMutation({
    mutationFn: leaveWaitlist,
    // Not awaited: the refreshed list drops the entry and with it the dialog, whose own callbacks
    // (close, the popup) would then never run.
    onSuccess: (_data, marathonId) => void invalidateMarathonViews(marathonId),
  });
}
