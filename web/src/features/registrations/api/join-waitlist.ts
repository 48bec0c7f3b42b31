// POST /marathon/{id}/waitlist: a sold-out race's waitlist, joined with the registration form;
// answers the runner's 1-based position (the same one again if they were already waiting).
import type { WaitlistPosition } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

export function joinWaitlist({
  id,
  input,
}: {
  id: string;
  input: RegistrationInput;
}): Promise<WaitlistPosition> {
  return api<WaitlistPosition>(`/marathon/${encodeURIComponent(id)}/waitlist`, {
    method: 'POST',
    body: input,
    auth: 'required',
  });
}

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (_data, { id }) => invalidateMarathonViews(id),
  });
}
