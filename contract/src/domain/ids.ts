// Ids from the URL become Firestore document ids; anything that is not a plain id cannot exist, so
// the adapter answers 404 with the message below without asking the database.
import { z } from 'zod';

const idPattern = /^[A-Za-z0-9_-]{1,128}$/u;
/** Firestore reserves ids of the form `__…__` (`__name__` among them): no document has one. */
const reservedId = /^__.*__$/u;

/** Whether `id` could name a stored document (the rule the routes and the cursors share). */
export function isDocId(id: unknown): id is string {
  return typeof id === 'string' && idPattern.test(id) && !reservedId.test(id);
}

/**
 * Whether `id` could be a stored document's id of any origin (uids, trigger event ids): what a page
 * cursor may name. One path segment, at most 128 characters, not `.`, `..` or reserved.
 */
export function isStoredId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    /^[^/]{1,128}$/u.test(id) &&
    id !== '.' &&
    id !== '..' &&
    !reservedId.test(id)
  );
}

/** A path parameter naming a stored document: 404 "<what> not found." when it cannot be one. */
export const docIdParam = (what: string) =>
  z.string().refine(isDocId, `${what} not found.`).describe(`The ${what.toLowerCase()}’s id`);

export const marathonParams = z.object({ id: docIdParam('Marathon') });
/** The registrations paths name the marathon `marathonId`. */
export const registrationParams = z.object({ marathonId: docIdParam('Marathon') });
export const userParams = z.object({ userId: z.string().describe('The caller’s own uid') });
