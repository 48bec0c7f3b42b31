// PATCH /marathonApply/{id}: registers the caller; modifiedCount 0 means they already were.
import type { ApplyResponse, SoldOutBody } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';
import { useMutation } from '@tanstack/react-query';

import { api, ApiError } from '@/lib/api-client';
import { invalidateMarathonViews } from '@/lib/query-keys';

export function applyToMarathon({
  id,
  input,
}: {
  id: string;
  input: RegistrationInput;
}): Promise<ApplyResponse> {
  return api<ApplyResponse>(`/marathonApply/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    auth: 'required',
  });
}

export function useApplyToMarathon() {
  return useMutation({
    mutationFn: applyToMarathon,
    onSuccess: (_data, { id }) => invalidateMarathonViews(id),
  });
}

/** The race filled up: 409 `{soldOut: true}` (DESIGN.md section 4); the runner may join the waitlist. */
export function isSoldOutError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (error.body as Partial<SoldOutBody> | null)?.soldOut === true;
}
