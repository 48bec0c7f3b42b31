// POST /marathon/{id}/waitlist: a sold-out race's waitlist, joined with the registration form;
// answers the runner's 1-based position (the same one again if they were already waiting).
import type { WaitlistPosition } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';

import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useJoinWaitlist() {
  return useApiWrite(
    eventFormWrite<RegistrationInput, WaitlistPosition>('POST', (id) => `/marathon/${id}/waitlist`),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}
