// POST /volantiar (the spec's spelling): a signed-in visitor offers to volunteer.
import type { InsertedResponse } from '@run/contract/domain/api-types';
import type { VolunteerInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';

export function createVolunteer(input: VolunteerInput): Promise<InsertedResponse> {
  return api(routes.addVolunteerOffer, { body: input });
}

export function useCreateVolunteer() {
  return useApiWrite(createVolunteer);
}
