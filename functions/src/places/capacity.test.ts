import { describe, expect, it } from 'vitest';

import { freePlaces, placesTaken, rebalance, sharePlaces } from './capacity.js';

describe('sharePlaces', () => {
  it('shares every place, the first shards taking the remainder', () => {
    expect(sharePlaces(7, 3)).toEqual([3, 2, 2]);
    expect(sharePlaces(2, 4)).toEqual([1, 1, 0, 0]);
    expect(sharePlaces(100_000, 100).every((p) => p === 1000)).toBe(true);
  });
});

describe('rebalance', () => {
  const shards = [
    { count: 3, offers: 1, places: 4 },
    { count: -1, offers: 0, places: 3 },
    { count: 2, offers: 0, places: 3 },
  ];

  it('keeps registrations and offers and puts every shard within its share', () => {
    const out = rebalance(shards, 12);
    expect(out).not.toBeNull();
    const next = out ?? [];
    expect(next.reduce((a, s) => a + s.places, 0)).toBe(12);
    expect(next.reduce((a, s) => a + s.count, 0)).toBe(4);
    expect(next.reduce((a, s) => a + s.offers, 0)).toBe(1);
    expect(next.every((s) => freePlaces(s) >= 0 && s.count >= 0 && s.offers >= 0)).toBe(true);
  });

  it('lowers down to the places taken, and refuses below them', () => {
    expect(placesTaken(shards)).toBe(5);
    expect(rebalance(shards, 5)?.every((s) => freePlaces(s) === 0)).toBe(true);
    expect(rebalance(shards, 4)).toBeNull();
  });
});
