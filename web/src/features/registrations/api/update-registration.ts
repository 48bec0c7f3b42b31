// PATCH /registrations/{marathonId}: the runner corrects their details until the race starts.
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useUpdateRegistration() {
  return useApiWrite(
    eventFormWrite<typeof routes.updateRegistration, RegistrationInput>(routes.updateRegistration),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}
