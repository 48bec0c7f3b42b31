// POST /marathon/{id}/waitlist/accept: the runner takes the place held for them, registered with the
// form they gave when joining.
import type { ApplyResponse } from '@domain/api-types';

import { eventWrite, useApiWrite } from '@/lib/api-query';

import { rememberRegistration } from '../registered-marathons';

export function useAcceptOffer(uid: string) {
  return useApiWrite(
    eventWrite<ApplyResponse>('POST', (id) => `/marathon/${id}/waitlist/accept`),
    {
      onSuccess: (_data, marathonId) => rememberRegistration(uid, marathonId),
      refreshMarathons: { event: (marathonId) => marathonId },
    },
  );
}
