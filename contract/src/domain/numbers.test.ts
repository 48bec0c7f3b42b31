import { describe, expect, it } from 'vitest';

import { formatCount } from './numbers.js';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [0, 1, 7, 12, 999, 1000, 1001, 9999, 12345, 100000, 999999, 1000000, 30000];
    const powers = Array.from({ length: 16 }, (_, i) => 10 ** i);
    for (const n of [...counts, ...powers, ...powers.map((p) => p - 1), -1, -1234, -1234567]) {
      expect(formatCount(n), String(n)).toBe(intl.format(n));
    }
  });

  it('leaves what is not a whole number to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
