// DELETE /registrations/{marathonId}: the runner withdraws until the race starts.
import { routes } from '@run/contract/http/routes';

import { eventWrite, useApiWrite } from '@/lib/api-query';

import { forgetRegistration } from '../registered-marathons';

export function useWithdrawRegistration(uid: string) {
  return useApiWrite(eventWrite(routes.withdrawRegistration), {
    onSuccess: (_data, marathonId) => forgetRegistration(uid, marathonId),
    refreshMarathons: { event: (marathonId) => marathonId, await: false },
  });
}
