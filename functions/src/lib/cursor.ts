// Opaque page cursors: base64url JSON the client hands back unchanged. A tampered cursor is a 400.
import { badRequest } from './http-error.js';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<T>(cursor: string, isValid: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('The cursor is not valid.', [{ field: 'cursor', message: 'Invalid cursor' }]);
  }
  if (!isValid(value)) {
    throw badRequest('The cursor is not valid.', [{ field: 'cursor', message: 'Invalid cursor' }]);
  }
  return value;
}
