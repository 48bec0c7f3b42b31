import { describe, expect, it } from 'vitest';

import { playwrightTimes, slowest, vitestTimes } from './slowest.js';

describe('the slowest tests of a run', () => {
  it('reads vitest reports relative to the repository', () => {
    const times = vitestTimes(
      {
        testResults: [
          {
            name: '/repo/functions/test/a.test.ts',
            assertionResults: [
              { fullName: 'orders take a code', duration: 1200 },
              { fullName: 'skipped one', duration: null },
            ],
          },
        ],
      },
      '/repo/',
    );
    expect(times).toEqual([
      { name: 'functions/test/a.test.ts > orders take a code', ms: 1200 },
      { name: 'functions/test/a.test.ts > skipped one', ms: 0 },
    ]);
  });

  it('reads nested Playwright suites and sums a test’s attempts', () => {
    const times = playwrightTimes({
      suites: [
        {
          title: 'orders.spec.ts',
          file: 'orders.spec.ts',
          specs: [
            { title: 'top', file: 'orders.spec.ts', tests: [{ results: [{ duration: 5 }] }] },
          ],
          suites: [
            {
              title: 'Register others',
              file: 'orders.spec.ts',
              specs: [
                {
                  title: 'pays once',
                  file: 'orders.spec.ts',
                  tests: [{ results: [{ duration: 700 }, { duration: 300 }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(times).toEqual([
      { name: 'e2e/orders.spec.ts > top', ms: 5 },
      { name: 'e2e/orders.spec.ts > Register others > pays once', ms: 1000 },
    ]);
  });

  it('orders slowest first and keeps ten', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ name: `t${i}`, ms: i }));
    const top = slowest(times);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ name: 't11', ms: 11 });
    expect(top[9]).toEqual({ name: 't2', ms: 2 });
  });
});
