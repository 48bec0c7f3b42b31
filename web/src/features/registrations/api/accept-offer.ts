// POST /marathon/{id}/waitlist/accept: the runner takes the place held for them, registered with the
// form they gave when joining.
import type { ApplyResponse } from '@domain/api-types';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

import { rememberRegistration } from '../registered-marathons';

export function acceptOffer(marathonId: string): Promise<ApplyResponse> {
  return api<ApplyResponse>(`/marathon/${encodeURIComponent(marathonId)}/waitlist/accept`, {
    method: 'POST',
    auth: 'required',
  });
}

export function useAcceptOffer(uid: string) {
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: (_data, marathonId) => {
      rememberRegistration(uid, marathonId);
      return invalidateMarathonViews(marathonId);
    },
  });
}
