import { describe, expect, it } from 'vitest';

import { distanceOf, spread, threeDistances } from './distances.js';

describe('the three-distance burst', () => {
  it('gives two distances a quarter of the runners as places and leaves one without a limit', () => {
    expect(threeDistances(1000).map((d) => d.capacity)).toEqual([250, 250, null]);
    expect(threeDistances(50).map((d) => d.capacity)).toEqual([12, 12, null]);
    expect(threeDistances(2).map((d) => d.capacity)).toEqual([1, 1, null]);
  });

  it('spreads the runners evenly, the first distances taking the remainder', () => {
    expect(spread(1000, [250, 250, null])).toEqual([
      { sent: 334, places: 250, soldOut: 84 },
      { sent: 333, places: 250, soldOut: 83 },
      { sent: 333, places: 333, soldOut: 0 },
    ]);
    const counts = [0, 1, 2].map(
      (d) => Array.from({ length: 1000 }, (_, i) => distanceOf(i, 3)).filter((x) => x === d).length,
    );
    expect(counts).toEqual(spread(1000, [null, null, null]).map((s) => s.sent));
  });

  it('expects every runner of a distance whose limit they fit in', () => {
    expect(spread(4, [10, 1])).toEqual([
      { sent: 2, places: 2, soldOut: 0 },
      { sent: 2, places: 1, soldOut: 1 },
    ]);
  });
});
