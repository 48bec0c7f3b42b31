// DELETE /registrations/{marathonId}: the runner withdraws until the race starts.
import type { DeleteResponse } from '@domain/api-types';

import { useMarathonIdWrite } from '@/lib/api-query';

import { forgetRegistration } from '../registered-marathons';

export function useWithdrawRegistration(uid: string) {
  return useMarathonIdWrite<DeleteResponse>('DELETE', (id) => `/registrations/${id}`, {
    before: (marathonId) => forgetRegistration(uid, marathonId),
    awaitRefresh: false,
  });
}
