import { describe, expect, it } from 'vitest';
import { opinionInputSchema } from '@run/contract/domain/schemas';

import { HttpError } from './http-error.js';
import { parseBody } from './validate.js';

function rejection(body: unknown): HttpError {
  try {
    parseBody(opinionInputSchema, body);
  } catch (err) {
    if (err instanceof HttpError) return err;
  }
  throw new Error('expected a rejection');
}

describe('parseBody', () => {
  it('names each unknown field in the details', () => {
    const err = rejection({ name: 'a', email: 'a@example.com', opinion: 'x', extra: 1, more: 2 });
    expect(err.status).toBe(400);
    expect(err.details).toEqual([
      { field: 'extra', message: 'Unknown field' },
      { field: 'more', message: 'Unknown field' },
    ]);
  });

  it('refuses bodies that are not objects', () => {
    expect(rejection([]).status).toBe(400);
    expect(rejection(null).status).toBe(400);
  });
});
