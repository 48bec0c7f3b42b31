// DELETE /marathon/{id}: the event and all its registrations.
import type { DeleteResponse } from '@domain/api-types';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { invalidateMarathonViews, queryKeys } from '@/lib/query-keys';

export function deleteMarathon(id: string): Promise<DeleteResponse> {
  return api<DeleteResponse>(`/marathon/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'required',
  });
}

export function useDeleteMarathon() {
  return useMutation({
    mutationFn: deleteMarathon,
    onSuccess: async (_data, id) => {
      // The event is gone: drop its cached detail rather than refetching a 404.
      queryClient.removeQueries({ queryKey: queryKeys.marathon(id) });
      await invalidateMarathonViews();
    },
  });
}
