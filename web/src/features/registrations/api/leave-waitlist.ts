// DELETE /marathon/{id}/waitlist: the runner leaves the waitlist, or declines the place offered.
import type { DeleteResponse } from '@domain/api-types';

import { eventWrite, useApiWrite } from '@/lib/api-query';

export function useLeaveWaitlist() {
  return useApiWrite(
    eventWrite<DeleteResponse>('DELETE', (id) => `/marathon/${id}/waitlist`),
    {
      refreshMarathons: { event: (marathonId) => marathonId, await: false },
    },
  );
}
