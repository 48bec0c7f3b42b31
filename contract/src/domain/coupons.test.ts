import { describe, expect, it } from 'vitest';

import {
  couponBatchSchema,
  couponCodeSchema,
  couponInputSchema,
  discountOf,
  referralCodeSchema,
} from './coupons.js';

describe('discountOf', () => {
  it.each([
    [20, 4500, 900],
    [33, 1001, 330],
  ])(
    'takes a percent of the price, rounded to a minor unit: %i percent of %i is %i',
    (percent, price, off) => expect(discountOf('percent', percent, price)).toBe(off),
  );

  it.each([
    ['amount', 6000, 4500, 4500],
    ['percent', 100, 4500, 4500],
    ['amount', 1000, 0, 0],
  ] as const)(
    'never takes more than the price, nor less than nothing: %s %i of %i is %i',
    (kind, value, price, off) => expect(discountOf(kind, value, price)).toBe(off),
  );
});

describe('the code schemas', () => {
  it('read a code in any case as upper case, and refuse one too short or with other signs', () => {
    expect(couponCodeSchema.parse(' club-20 ')).toBe('CLUB-20');
    expect(couponCodeSchema.safeParse('abc').success).toBe(false);
    expect(couponCodeSchema.safeParse('club 20').success).toBe(false);
    expect(referralCodeSchema.parse('ab12cd34')).toBe('AB12CD34');
  });

  it('hold a value to its kind’s range and a window that ends after it starts', () => {
    const code = { code: 'CLUB', kind: 'percent' } as const;
    expect(couponInputSchema.safeParse({ ...code, value: 100 }).success).toBe(true);
    expect(couponInputSchema.safeParse({ ...code, value: 101 }).success).toBe(false);
    expect(couponInputSchema.safeParse({ ...code, kind: 'amount', value: 101 }).success).toBe(true);
    const window = { validFrom: '2026-05-02T00:00:00Z', validUntil: '2026-05-01T00:00:00Z' };
    const refused = couponInputSchema.safeParse({ ...code, value: 10, ...window });
    expect(refused.error?.issues[0]?.path).toEqual(['validUntil']);
  });

  it('make batches of 1 to 5,000 codes', () => {
    const batch = { prefix: 'club', kind: 'amount', value: 500 } as const;
    expect(couponBatchSchema.parse({ ...batch, count: 5000 }).prefix).toBe('CLUB');
    expect(couponBatchSchema.safeParse({ ...batch, count: 5001 }).success).toBe(false);
  });
});
