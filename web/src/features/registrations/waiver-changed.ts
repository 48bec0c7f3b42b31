// The API's 409 "The waiver has changed. Please read it again." (docs/registration.md): the runner
// accepted an older text than the race's; the answer names the version to read and accept.
import type { SoldOutBody } from '@run/contract/domain/api-types';

import { ApiError } from '@/lib/api-client';

/** The waiver version a 409 asks the runner to accept, or undefined for any other failure. */
export function changedWaiverVersion(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const version = (error.body as Partial<SoldOutBody> | null)?.waiverVersion;
  return typeof version === 'number' ? version : undefined;
}

export const isWaiverChanged = (error: unknown) => changedWaiverVersion(error) !== undefined;
