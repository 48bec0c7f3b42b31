// What an id in a path may be, without zod (the web's path builder imports this in the first paint).
// Ids from the URL become Firestore document ids; anything that is not a plain id cannot exist, so
// the API answers 404 without asking the database.

const idPattern = /^[A-Za-z0-9_-]{1,128}$/u;
/** Firestore reserves ids of the form `__…__` (`__name__` among them): no document has one. */
const reservedId = /^__.*__$/u;

/** Whether `id` could name a stored document (the rule the routes and the cursors share). */
export function isDocId(id: unknown): id is string {
  return typeof id === 'string' && idPattern.test(id) && !reservedId.test(id);
}

/**
 * Whether `value` may be one segment of a path parameter at all (an id, a uid, an email): 1 to 254
 * characters, no `/`, not `.` or `..` (a proxy would resolve them to another route), not reserved.
 * The API answers 404 for any other (endpoint-router.ts) and the web never builds such a path.
 */
export function isPathParam(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[^/]{1,254}$/u.test(value) &&
    value !== '.' &&
    value !== '..' &&
    !reservedId.test(value)
  );
}

/**
 * Whether `id` could be a stored document's id of any origin (uids, trigger event ids): what a page
 * cursor may name. One path segment, at most 128 characters, not `.`, `..` or reserved.
 */
export function isStoredId(id: unknown): id is string {
  return isPathParam(id) && id.length <= 128;
}
