import { describe, expect, it } from 'vitest';

import { pathOf, requestOf } from './request.js';

const undo = { path: '/marathon/{id}/check-ins/{userId}' } as const;

describe('the path builder', () => {
  it('fills in and encodes the parameters', () => {
    expect(pathOf(undo, { id: 'm1', userId: 'a b' })).toBe('/marathon/m1/check-ins/a%20b');
    expect(pathOf({ path: '/my-applied-marathons/{email}' }, { email: 'a+b@x.org' })).toBe(
      '/my-applied-marathons/a%2Bb%40x.org',
    );
  });

  it.each(['.', '..', '__x__', '__name__', 'a/b', ''])(
    'refuses a parameter that cannot be an id: %j',
    (userId) => {
      expect(() => pathOf(undo, { id: 'm1', userId })).toThrow(/userId cannot be/u);
      expect(() => pathOf(undo, { id: userId, userId: 'u1' })).toThrow(/id cannot be/u);
    },
  );

  it('lets the test client send such a path on purpose', () => {
    const request = requestOf({ ...undo, method: 'DELETE' } as never, {
      params: { id: 'm1', userId: '__x__' },
    });
    expect(request.path).toBe('/marathon/m1/check-ins/__x__');
  });
});
