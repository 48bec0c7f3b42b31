// DELETE /marathon/{id}: the event and all its registrations.
import type { DeleteResponse } from '@domain/api-types';

import { signedInWrite, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

import { marathonKey } from './get-marathon';

export function useDeleteMarathon() {
  return useApiWrite(
    (id: string) => signedInWrite<DeleteResponse>('DELETE', `/marathon/${encodeURIComponent(id)}`),
    {
      // The event is gone: drop its cached detail rather than refetching a 404.
      onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: marathonKey(id) }),
      refreshMarathons: true,
    },
  );
}
