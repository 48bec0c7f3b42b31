// DELETE /marathon/{id}: the event and all its registrations.
import type { DeleteResponse } from '@domain/api-types';

import { signedInWrite, useMarathonWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export function useDeleteMarathon() {
  return useMarathonWrite(
    (id: string) => signedInWrite<DeleteResponse>('DELETE', `/marathon/${encodeURIComponent(id)}`),
    // The event is gone: drop its cached detail rather than refetching a 404.
    { before: (id) => queryClient.removeQueries({ queryKey: queryKeys.marathon(id) }) },
  );
}
