import { describe, expect, it } from 'vitest';

import { changeCostText } from './distance-price';

const priced = (id: string, amount: number) => ({
  id,
  price: { label: 'Regular', amount, currency: 'EUR', until: null },
});
const own = { distanceId: 'half', paid: 4500 };

describe('changeCostText', () => {
  it('says what a change of distance does with the money, each way', () => {
    expect(changeCostText(priced('full', 6000), own)).toBe('Difference to pay: €15.00');
    expect(changeCostText(priced('ten', 4500), own)).toBe('No difference to pay');
    expect(changeCostText(priced('five', 2000), own)).toBe(
      '€25.00 cheaper: nothing to pay, and the difference is not refunded',
    );
    expect(changeCostText(priced('half', 4500), own)).toBeNull();
    expect(changeCostText({ id: 'free', price: null }, own)).toBeNull();
  });
});
