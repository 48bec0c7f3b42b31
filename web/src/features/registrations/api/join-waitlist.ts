// POST /marathon/{id}/waitlist: a sold-out race's waitlist, joined with the registration form;
// answers the runner's 1-based position (the same one again if they were already waiting).
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useJoinWaitlist() {
  return useApiWrite(
    eventFormWrite<typeof routes.joinWaitlist, RegistrationInput>(routes.joinWaitlist),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}
