// DELETE /registrations/{marathonId}: the runner withdraws until the race starts.
import type { DeleteResponse } from '@domain/api-types';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

import { forgetRegistration } from '../registered-marathons';

export function withdrawRegistration(marathonId: string): Promise<DeleteResponse> {
  return api<DeleteResponse>(`/registrations/${encodeURIComponent(marathonId)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function useWithdrawRegistration(uid: string) {
  return useMutation({
    mutationFn: withdrawRegistration,
    onSuccess: (_data, marathonId) => {
      forgetRegistration(uid, marathonId);
      // Not awaited: the refreshed list drops the row and with it the dialog, whose own callbacks
      // (close, the popup) would then never run.
      void invalidateMarathonViews(marathonId);
    },
  });
}
