import { describe, expect, it } from 'vitest';

import { allowed, wrap } from './harness.js';

describe('smoke', () => {
  it('allows a public read and denies a write', async () => {
    const rules = wrap(`
    match /marathons/{m}/live/{doc} {
      allow read: if true;
      allow write: if request.auth.uid == 'x';
    }`);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1/live/counts' })).toBe(true);
    expect(await allowed(rules, { method: 'update', path: 'marathons/m1/live/counts' })).toBe(
      false,
    );
    expect(
      await allowed(rules, {
        method: 'update',
        path: 'marathons/m1/live/counts',
        auth: { uid: 'x', token: {} },
      }),
    ).toBe(true);
  });
});
