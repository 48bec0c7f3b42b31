// PATCH /registrations/{marathonId}: the runner corrects their details until the race starts.
import type { UpdateResponse } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';

import { useMarathonFormWrite } from '@/lib/api-query';

export function useUpdateRegistration() {
  return useMarathonFormWrite<RegistrationInput, UpdateResponse>(
    'PATCH',
    (id) => `/registrations/${id}`,
  );
}
