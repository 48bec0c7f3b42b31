// PATCH /marathon/{id}: the creator edits the editable fields.
import type { UpdateResponse } from '@domain/api-types';
import type { MarathonInput } from '@domain/schemas';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

export function updateMarathon({
  id,
  input,
}: {
  id: string;
  input: MarathonInput;
}): Promise<UpdateResponse> {
  return api<UpdateResponse>(`/marathon/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    auth: 'required',
  });
}

export function useUpdateMarathon() {
  return useMutation({
    mutationFn: updateMarathon,
    onSuccess: (_data, { id }) => invalidateMarathonViews(id),
  });
}
