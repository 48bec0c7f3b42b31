import { describe, expect, it } from 'vitest';

import { p99Ratio, percentile, summarize } from './stats.js';

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

describe('p99 against the unlimited burst', () => {
  it('divides, to two decimals', () => {
    expect(p99Ratio(11_444.5, 7_881)).toBe(1.45);
  });

  it('has no ratio without an unlimited p99 or a p99 of its own', () => {
    expect(p99Ratio(100, null)).toBeNull();
    expect(p99Ratio(100, 0)).toBeNull();
    expect(p99Ratio(Number.NaN, 100)).toBeNull();
  });
});
