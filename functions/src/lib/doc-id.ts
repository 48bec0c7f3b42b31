// Ids from the URL become Firestore document ids; anything that is not a plain id cannot exist.
import { notFound } from './http-error.js';

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

export function requireDocId(id: unknown, what: string): string {
  if (!isDocId(id)) throw notFound(`${what} not found.`);
  return id;
}
