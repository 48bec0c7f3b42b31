// Ids from the URL become Firestore document ids; anything that is not a plain id cannot exist, so
// the adapter answers 404 with the message below without asking the database.
import { z } from 'zod';

import { isDocId, isStoredId } from './id-rules.js';

export { isDocId, isPathParam, isStoredId } from './id-rules.js';

/** A path parameter naming a stored document: 404 "<what> not found." when it cannot be one. */
export const docIdParam = (what: string) =>
  z
    .string()
    .refine(isDocId, `${what} not found.`)
    .meta({ pattern: '^(?!__.*__$)[A-Za-z0-9_-]{1,128}$' })
    .describe(`The ${what.toLowerCase()}’s id`);

export const marathonParams = z.object({ id: docIdParam('Marathon') });
/** The registrations paths name the marathon `marathonId`. */
export const registrationParams = z.object({ marathonId: docIdParam('Marathon') });
/** A path parameter naming an account (a uid): 404 "<what> not found." when it cannot be one. */
export const uidParam = (what: string, description: string) =>
  z
    .string()
    .refine(isStoredId, `${what} not found.`)
    .meta({ pattern: '^(?!\\.{1,2}$)(?!__.*__$)[^/]{1,128}$' })
    .describe(description);
export const userParams = z.object({ userId: uidParam('User', 'The caller’s own uid') });
