// PATCH /marathonApply/{id}: registers the caller; modifiedCount 0 means they already were.
import type { ApplyResponse, SoldOutBody } from '@domain/api-types';
import type { RegistrationInput } from '@domain/schemas';

import { ApiError } from '@/lib/api-client';
import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useApplyToMarathon() {
  return useApiWrite(
    eventFormWrite<RegistrationInput, ApplyResponse>('PATCH', (id) => `/marathonApply/${id}`),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}

/** The race filled up: 409 `{soldOut: true}` (DESIGN.md section 4); the runner may join the waitlist. */
export function isSoldOutError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (error.body as Partial<SoldOutBody> | null)?.soldOut === true;
}
