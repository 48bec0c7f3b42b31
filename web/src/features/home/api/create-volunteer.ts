// POST /volantiar (the spec's spelling): a signed-in visitor offers to volunteer.
import type { InsertedResponse } from '@domain/api-types';
import type { VolunteerInput } from '@domain/schemas';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export function createVolunteer(input: VolunteerInput): Promise<InsertedResponse> {
  return api<InsertedResponse>('/volantiar', { method: 'POST', body: input, auth: 'required' });
}

export function useCreateVolunteer() {
  return useMutation({ mutationFn: createVolunteer });
}
