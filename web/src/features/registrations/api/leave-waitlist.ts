// DELETE /marathon/{id}/waitlist: the runner leaves the waitlist, or declines the place offered.
import { routes } from '@run/contract/http/routes';

import { eventWrite, useApiWrite } from '@/lib/api-query';

export function useLeaveWaitlist() {
  return useApiWrite(eventWrite(routes.leaveWaitlist), {
    refreshMarathons: { event: (marathonId) => marathonId, await: false },
  });
}
