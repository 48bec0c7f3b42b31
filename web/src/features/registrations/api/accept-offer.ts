// POST /marathon/{id}/waitlist/accept: the runner takes the place held for them, registered with the
// form they gave when joining.
import type { ApplyResponse } from '@domain/api-types';

import { useMarathonIdWrite } from '@/lib/api-query';

import { rememberRegistration } from '../registered-marathons';

export function useAcceptOffer(uid: string) {
  return useMarathonIdWrite<ApplyResponse>('POST', (id) => `/marathon/${id}/waitlist/accept`, {
    before: (marathonId) => rememberRegistration(uid, marathonId),
  });
}
