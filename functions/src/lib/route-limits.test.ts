import { describe, expect, it } from 'vitest';

import { routeLimits } from './route-limits.js';

describe('routeLimits', () => {
  it('finds the results import’s larger body and longer deadline, at /api and at /', () => {
    for (const path of ['/api/marathon/m1/results/import', '/marathon/m1/results/import/']) {
      expect(routeLimits({ method: 'POST', path })).toEqual({
        bodyLimitBytes: 12 * 1024 * 1024,
        deadlineMs: 50_000,
      });
    }
  });

  it('gives every other request the usual limits', () => {
    expect(routeLimits({ method: 'GET', path: '/api/marathon/m1/results/import' })).toEqual({});
    expect(routeLimits({ method: 'POST', path: '/api/marathon/m1/results/publish' })).toEqual({});
    expect(routeLimits({ method: 'POST', path: '/api/marathon/a/b/results/import' })).toEqual({});
  });
});
