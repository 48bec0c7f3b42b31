// Every error body the API answers has a code of the refusals' catalogue beside its English sentence:
// the error handler's own cases (a body that is not JSON, too large, a malformed path, the database
// away, a fault), what routes throw, and what the unmatched-path handler and the deadline answer.
import { apiErrorSchema } from '@run/contract/domain/api-types';
import { REFUSALS } from '@run/contract/domain/refusals';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';

import { tooLarge } from './body.js';
import {
  errorBody,
  errorHandler,
  MAX_DETAILS,
  notFoundHandler,
  toHttpError,
} from './error-handler.js';
import {
  badRequest,
  badRequestAt,
  conflict,
  HttpError,
  httpError,
  notFound,
  soldOut,
  tooManyRequests,
  unauthorized,
} from './http-error.js';

/** The status, headers and JSON the error handler answers for `err`. */
function answer(err: unknown): { status: number; headers: Record<string, string>; body: unknown } {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(headers: Record<string, string>) {
      Object.assign(sent.headers, headers);
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  const req = { method: 'GET', path: '/marathons' } as Request;
  errorHandler(err, req, res as unknown as Response, () => undefined);
  return sent;
}

describe('the error handler', () => {
  it.each([
    ['a body that is not JSON', { type: 'entity.parse.failed', status: 400 }, 400, 'invalid_json'],
    ['a body over the limit', { type: 'entity.too.large', limit: 102_400 }, 413, 'body_too_large'],
    ['an unknown charset', { type: 'charset.unsupported', status: 415 }, 415, 'body_not_utf8_json'],
    ['a body it could not read', { type: 'request.aborted', status: 400 }, 400, 'body_unreadable'],
    ['a malformed path', new URIError('URI malformed'), 400, 'malformed_path'],
    [
      'the database away',
      Object.assign(new Error('down'), { code: 14 }),
      503,
      'database_unavailable',
    ],
    ['a fault', new Error('secret internals'), 500, 'internal'],
  ])('answers %s with its code and the code’s sentence', (_what, err, status, code) => {
    const sent = answer(err);
    expect(sent.status).toBe(status);
    expect(sent.body).toMatchObject({ code });
    expect(apiErrorSchema.safeParse(sent.body).success).toBe(true);
    expect(JSON.stringify(sent.body)).not.toContain('secret internals');
  });

  it('answers a route’s refusal with its code, its params and the English as before', () => {
    expect(answer(soldOut('distance_sold_out', { distance: '10K' }, 'd1')).body).toEqual({
      error: '10K is sold out.',
      code: 'distance_sold_out',
      params: { distance: '10K' },
      soldOut: true,
      distanceId: 'd1',
    });
    expect(answer(conflict('already_registered')).body).toEqual({
      error: 'You are already registered for this marathon.',
      code: 'already_registered',
    });
  });

  it('keeps the code of a refusal worded otherwise, and of a long list of fields', () => {
    const details = Array.from({ length: MAX_DETAILS + 5 }, (_, i) => ({
      field: `f${i}`,
      message: 'Unknown field',
    }));
    const body = answer(badRequest('invalid_fields', details)).body as Record<string, unknown>;
    expect(body.code).toBe('invalid_fields');
    expect(body.error).toBe(
      `Some fields are invalid. (the first ${MAX_DETAILS} of ${MAX_DETAILS + 5} problems are listed)`,
    );
    const worded = conflict('same_email').worded(
      'Two entries of the order have the same email (entries 1 and 2)',
    );
    expect(answer(worded).body).toEqual({
      error: 'Two entries of the order have the same email (entries 1 and 2)',
      code: 'same_email',
    });
  });

  it('says when to come back on a 429, with the code', () => {
    const sent = answer(tooManyRequests('too_many_searches', 42));
    expect(sent.status).toBe(429);
    expect(sent.headers['Retry-After']).toBe('42');
    expect(sent.body).toEqual({ error: REFUSALS.too_many_searches, code: 'too_many_searches' });
  });

  it('answers a path nobody declared with no_such_path', () => {
    let passed: unknown;
    const req = { method: 'GET', path: '/no-such-thing' } as Request;
    notFoundHandler(req, {} as Response, (err?: unknown) => {
      passed = err;
    });
    expect(answer(passed)).toMatchObject({
      status: 404,
      body: {
        error: 'No such path: GET /no-such-thing',
        code: 'no_such_path',
        params: { method: 'GET', path: '/no-such-thing' },
      },
    });
  });
});

describe('the refusal helpers', () => {
  it('build the English from the code and its params', () => {
    expect(notFound('marathon_not_found')).toMatchObject({
      status: 404,
      code: 'marathon_not_found',
      message: 'Marathon not found.',
    });
    expect(tooLarge(100 * 1024)).toMatchObject({
      status: 413,
      code: 'body_too_large',
      params: { limit: '100 KB' },
      message: 'The request body is too large (limit 100 KB).',
    });
    const error = badRequestAt('timeZone', 'time_zone_required');
    expect(error.details).toEqual([
      { field: 'timeZone', message: 'Time zone is required with a start time' },
    ]);
    expect(httpError(405, 'method_not_allowed', { method: 'PUT', allow: 'GET' }).message).toBe(
      'PUT is not allowed here. This path answers GET.',
    );
    expect(toHttpError(unauthorized('sign_in'))).toBeInstanceOf(HttpError);
  });

  it('take a code, never a sentence, and exactly the params its sentence has', () => {
    // Types only: each line below must not compile (npm run typecheck checks this file).
    // @ts-expect-error An English sentence is no code.
    const sentence = () => conflict('You are already registered for this marathon.');
    // @ts-expect-error A sentence with placeholders needs its params.
    const bare = () => conflict('distance_sold_out');
    // @ts-expect-error Every placeholder is named.
    const wrong = () => conflict('distance_sold_out', { name: '10K' });
    // @ts-expect-error A code without placeholders takes none.
    const extra = () => conflict('sold_out', { distance: '10K' });
    // @ts-expect-error No code at all.
    const none = () => notFound();
    expect([sentence, bare, wrong, extra, none]).toHaveLength(5);
  });

  it('give every body the shape the API document declares', () => {
    const body = errorBody(badRequest('invalid_query', [{ field: 'limit', message: 'Too big' }]));
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });
});
