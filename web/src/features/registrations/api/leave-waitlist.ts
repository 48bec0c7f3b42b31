// DELETE /marathon/{id}/waitlist: the runner leaves the waitlist, or declines the place offered.
import type { DeleteResponse } from '@domain/api-types';

import { useMarathonIdWrite } from '@/lib/api-query';

export function useLeaveWaitlist() {
  return useMarathonIdWrite<DeleteResponse>('DELETE', (id) => `/marathon/${id}/waitlist`, {
    awaitRefresh: false,
  });
}
