import type { Marathon } from '@domain/api-types';

/**
 * The server's rule: the organiser is the marathon's `createdByUid` (it answers 403 otherwise); the
 * client only avoids showing a form that cannot be saved. Never an email comparison.
 */
export function isOrganiser(marathon: Marathon, uid: string | null | undefined): boolean {
  return Boolean(uid) && marathon.createdByUid === uid;
}
