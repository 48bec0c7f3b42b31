// Opaque page cursors: base64url JSON the client hands back unchanged. A tampered cursor is a 400,
// and so is one naming a time Firestore cannot hold (its Timestamp would throw: a 500).
import { badRequest } from './http-error.js';

/** Firestore's Timestamp range: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<T>(cursor: string, isValid: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('invalid_cursor', [{ field: 'cursor', message: 'Invalid cursor' }]);
  }
  if (!isValid(value)) {
    throw badRequest('invalid_cursor', [{ field: 'cursor', message: 'Invalid cursor' }]);
  }
  return value;
}

/** Whether `[seconds, nanos]` make a Timestamp Firestore can hold. */
export function isTimestampParts(seconds: unknown, nanos: unknown): boolean {
  return (
    Number.isInteger(seconds) &&
    (seconds as number) >= MIN_SECONDS &&
    (seconds as number) <= MAX_SECONDS &&
    Number.isInteger(nanos) &&
    (nanos as number) >= 0 &&
    (nanos as number) <= 999_999_999
  );
}

/** Whether an ISO date string parses to a time within Firestore's Timestamp range. */
export function isTimestampIso(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && ms >= MIN_SECONDS * 1000 && ms < (MAX_SECONDS + 1) * 1000;
}
