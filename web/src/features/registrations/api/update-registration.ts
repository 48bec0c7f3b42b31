// PATCH /registrations/{marathonId}: the runner corrects their details until the race starts.
import type { UpdateResponse } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';

import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useUpdateRegistration() {
  return useApiWrite(
    eventFormWrite<RegistrationInput, UpdateResponse>('PATCH', (id) => `/registrations/${id}`),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}
