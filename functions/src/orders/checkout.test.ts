// The one rule for lines naming a runner twice, which placing an order and quoting it both apply.
import { describe, expect, it } from 'vitest';

import { repeatedRunners } from './checkout.js';

describe('repeatedRunners', () => {
  it('names a second self line and an email given before, folding case and spaces', () => {
    const lines = [
      { self: true, email: 'ana@example.com' },
      { email: 'ben@example.com' },
      { self: true, email: 'cy@example.com' },
      { email: ' BEN@Example.com ' },
    ];
    expect(repeatedRunners(lines)).toEqual([
      { index: 2, why: 'twoSelf', first: 2 },
      { index: 3, why: 'sameEmail', first: 1 },
    ]);
  });

  it('finds nothing in an order of different runners', () => {
    expect(repeatedRunners([{ self: true, email: 'a@x.io' }, { email: 'b@x.io' }])).toEqual([]);
  });
});
