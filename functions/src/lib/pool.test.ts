import { describe, expect, it } from 'vitest';

import { inPool } from './pool.js';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('inPool', () => {
  it('works on every item with at most `size` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(n);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('starts no item after one fails, and rejects with its error', async () => {
    const started: number[] = [];
    const work = inPool([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 2) throw new Error('two failed');
    });
    await expect(work).rejects.toThrow('two failed');
    await tick();
    await tick();
    // 3 began when 1 ended, before 2 failed; nothing began after.
    expect(started).toEqual([1, 2, 3]);
  });
});
