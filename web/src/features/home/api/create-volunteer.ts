// POST /volantiar (the spec's spelling): a signed-in visitor offers to volunteer.
import type { InsertedResponse } from '@domain/api-types';
import type { VolunteerInput } from '@domain/schemas';

import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';

export function createVolunteer(input: VolunteerInput): Promise<InsertedResponse> {
  return api<InsertedResponse>('/volantiar', { method: 'POST', body: input, auth: 'required' });
}

export function useCreateVolunteer() {
  return useApiWrite(createVolunteer);
}
