// PATCH /marathonApply/{id}: registers the caller; modifiedCount 0 means they already were.
import type { SoldOutBody } from '@run/contract/domain/api-types';
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { ApiError } from '@/lib/api-client';
import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useApplyToMarathon() {
  return useApiWrite(
    eventFormWrite<typeof routes.applyToMarathon, RegistrationInput>(routes.applyToMarathon),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}

/** The race filled up: 409 `{soldOut: true}` (docs/api.md); the runner may join the waitlist. */
export function isSoldOutError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (error.body as Partial<SoldOutBody> | null)?.soldOut === true;
}

/** The distance a sold-out answer names (a race with several), if any. */
export function soldOutDistanceId(error: unknown): string | undefined {
  if (!isSoldOutError(error)) return undefined;
  return ((error as ApiError).body as Partial<SoldOutBody> | null)?.distanceId;
}
