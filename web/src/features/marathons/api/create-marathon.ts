// POST /marathons: createdBy comes from the caller's token on the server.
import type { InsertedResponse } from '@domain/api-types';
import type { MarathonInput } from '@domain/schemas';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

export function createMarathon(input: MarathonInput): Promise<InsertedResponse> {
  return api<InsertedResponse>('/marathons', { method: 'POST', body: input, auth: 'required' });
}

export function useCreateMarathon() {
  return useMutation({
    mutationFn: createMarathon,
    onSuccess: () => invalidateMarathonViews(),
  });
}
