// The app's own answers where the platform usually answers first (the functions emulator and Cloud
// Functions parse the body and decode the path before the app): {error} JSON, never a stack.
import { describe, expect, it } from 'vitest';

import { localApp } from '../test/local-app.js';
import { checksRevocation } from './lib/auth.js';

// Nothing here reaches Firestore; an address where nothing listens makes sure of it.
const app = localApp();

describe('the app without the platform in front', () => {
  it('answers malformed percent-encoding in a path with 400 {error} naming the path', async () => {
    const res = await fetch(`${app.baseUrl}/api/marathon/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'The path is not valid: it has malformed percent-encoding.',
      code: 'malformed_path',
      details: [{ field: 'path', message: 'Malformed percent-encoding' }],
    });
  });

  it.each([
    [
      'malformed JSON',
      'application/json',
      '{"name": ',
      400,
      'The request body is not valid JSON.',
      'invalid_json',
    ],
    [
      'a form post',
      'application/x-www-form-urlencoded',
      'name=Eve',
      415,
      'The request body must be JSON (Content-Type: application/json).',
      'body_not_json_type',
    ],
  ])('answers %s with %i {error} and no stack', async (_what, type, body, status, error, code) => {
    const res = await fetch(`${app.baseUrl}/api/opinion`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error, code });
  });
});

describe('revocation checks', () => {
  // The Auth emulator makes firebase-admin check revocation on every call, so locally only this
  // shows that production checks it on writes (and skips the Auth call on reads).
  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('checks revocation on %s', (method) =>
    expect(checksRevocation(method)).toBe(true),
  );
  it.each(['GET', 'HEAD'])('skips the Auth call on %s', (method) =>
    expect(checksRevocation(method)).toBe(false),
  );
});
