import type { Marathon } from '@domain/api-types';

/** The server decides (403 otherwise); the client only avoids showing a form that cannot be saved. */
export function isOrganiser(marathon: Marathon, email: string | null | undefined): boolean {
  return Boolean(email) && marathon.createdBy.toLowerCase() === email?.toLowerCase();
}
