import { describe, expect, it } from 'vitest';

import { compareBursts, comparedBurstCells, measured } from './bursts.js';

describe('a burst of timed answers', () => {
  const answers = [
    { ms: 10, status: 200 },
    { ms: 30, status: 409 },
    { ms: 20, status: 503 },
    { ms: Number.NaN, status: 0 },
  ];

  it('times only the answered requests, and counts each 5xx and each request never answered', () => {
    const { latencyMs, serverErrors } = measured(answers);
    expect(latencyMs).toMatchObject({ count: 3, p50: 20, max: 30 });
    expect(serverErrors).toBe(2);
  });

  it('judges a burst against its base burst by their p99s', () => {
    const base = [{ ms: 10, status: 200 }];
    const compared = compareBursts(base, answers);
    expect(compared.base.latencyMs.p99).toBe(10);
    expect(compared.tested).toEqual(measured(answers));
    expect(compared.p99Ratio).toBe(3);
  });

  it('fills the compared-burst columns: 5xx, latency, the p99 ratio or "-", wall seconds', () => {
    expect(comparedBurstCells(answers, 1.25, 4.2)).toEqual([2, 20, 30, 30, 30, 1.25, 4.2]);
    expect(comparedBurstCells(answers, null, 4.2)).toEqual([2, 20, 30, 30, 30, '-', 4.2]);
  });
});
