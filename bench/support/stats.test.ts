import { describe, expect, it } from 'vitest';

import { percentile, summarize } from './stats.js';

describe('latency summaries', () => {
  it('takes the nearest-rank percentile over every sample', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('summarizes unsorted samples without changing them', () => {
    const samples = [30, 10, 20];
    expect(summarize(samples)).toMatchObject({ count: 3, p50: 20, max: 30, mean: 20 });
    expect(samples).toEqual([30, 10, 20]);
  });

  it('reports no percentile for no samples rather than zero', () => {
    expect(Number.isNaN(summarize([]).p50)).toBe(true);
  });
});
