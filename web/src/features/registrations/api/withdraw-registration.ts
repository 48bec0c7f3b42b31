// DELETE /registrations/{marathonId}: the runner withdraws until the race starts.
import type { DeleteResponse } from '@domain/api-types';

import { eventWrite, useApiWrite } from '@/lib/api-query';

import { forgetRegistration } from '../registered-marathons';

export function useWithdrawRegistration(uid: string) {
  return useApiWrite(
    eventWrite<DeleteResponse>('DELETE', (id) => `/registrations/${id}`),
    {
      onSuccess: (_data, marathonId) => forgetRegistration(uid, marathonId),
      refreshMarathons: { event: (marathonId) => marathonId, await: false },
    },
  );
}
