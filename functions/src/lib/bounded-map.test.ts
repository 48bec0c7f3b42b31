import { describe, expect, it } from 'vitest';

import { BoundedMap } from './bounded-map.js';

describe('BoundedMap', () => {
  it('forgets the oldest entry once full, and keeps its size when an entry is set again', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.set('a', 3);
    expect([...map]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    map.set('c', 4);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 4],
    ]);
  });
});
