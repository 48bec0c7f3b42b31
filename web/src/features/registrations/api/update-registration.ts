// PATCH /registrations/{marathonId}: the runner corrects their details until the race starts.
import type { UpdateResponse } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

export function updateRegistration({
  marathonId,
  input,
}: {
  marathonId: string;
  input: RegistrationInput;
}): Promise<UpdateResponse> {
  return api<UpdateResponse>(`/registrations/${encodeURIComponent(marathonId)}`, {
    method: 'PATCH',
    body: input,
    auth: 'required',
  });
}

export function useUpdateRegistration() {
  return useMutation({
    mutationFn: updateRegistration,
    onSuccess: (_data, { marathonId }) => invalidateMarathonViews(marathonId),
  });
}
