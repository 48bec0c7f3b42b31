// Ids from the URL become Firestore document ids; anything that is not a plain id cannot exist.
import { notFound } from './http-error.js';

const idPattern = /^[A-Za-z0-9_-]{1,128}$/u;

export function requireDocId(id: unknown, what: string): string {
  if (typeof id !== 'string' || !idPattern.test(id)) throw notFound(`${what} not found.`);
  return id;
}
