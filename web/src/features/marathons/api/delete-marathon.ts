// DELETE /marathon/{id}: the event and all its registrations.
import { routes } from '@run/contract/http/routes';

import { eventWrite, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

import { marathonKey } from './get-marathon';

export function useDeleteMarathon() {
  return useApiWrite(eventWrite(routes.deleteMarathon), {
    // The event is gone: drop its cached detail rather than refetching a 404.
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: marathonKey(id) }),
    refreshMarathons: true,
  });
}
