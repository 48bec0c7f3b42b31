// PATCH /marathonApply/{id}: registers the caller; modifiedCount 0 means they already were.
import type { ApplyResponse } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

export function applyToMarathon({
  id,
  input,
}: {
  id: string;
  input: RegistrationInput;
}): Promise<ApplyResponse> {
  return api<ApplyResponse>(`/marathonApply/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    auth: 'required',
  });
}

export function useApplyToMarathon() {
  return useMutation({
    mutationFn: applyToMarathon,
    onSuccess: (_data, { id }) => invalidateMarathonViews(id),
  });
}
