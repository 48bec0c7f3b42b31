import { describe, expect, it } from 'vitest';

import { couponTermsInput, couponTermsValues } from './coupon-form-values';
import { distanceKey } from './distance-check-values';

const ALL = ['d5k', 'd10k', 'd42k'];

describe('a discount code’s terms in the console’s forms', () => {
  it('sends a percent whole, an amount in cents, and a window of whole days', () => {
    expect(couponTermsInput({ kind: 'percent', value: '15' }, ALL)).toEqual({
      kind: 'percent',
      value: 15,
      distanceIds: null,
      validFrom: null,
      validUntil: null,
    });
    const amount = couponTermsInput(
      { kind: 'amount', value: '5.50', validFrom: '2027-03-01', validUntil: '2027-03-31' },
      ALL,
    );
    expect(amount).toMatchObject({
      value: 550,
      validFrom: '2027-03-01T00:00:00.000Z',
      validUntil: '2027-03-31T23:59:59.999Z',
    });
  });

  it('names the distances ticked, and none when all or none are', () => {
    const some = { kind: 'percent', value: '10', [distanceKey('d10k')]: 'true' };
    expect(couponTermsInput(some, ALL).distanceIds).toEqual(['d10k']);
    const all = Object.fromEntries(ALL.map((id) => [distanceKey(id), 'true']));
    expect(couponTermsInput({ ...all, value: '10' }, ALL).distanceIds).toBeNull();
  });

  it('leaves what is not a number for the schema to name', () => {
    expect(couponTermsInput({ kind: 'percent', value: 'ten' }, ALL).value).toBe('ten');
  });

  it('shows a stored code as it was typed', () => {
    const values = couponTermsValues(ALL, {
      kind: 'amount',
      value: 1250,
      distanceIds: ['d42k'],
      validFrom: null,
      validUntil: '2027-03-31T23:59:59.999Z',
    });
    expect(values).toMatchObject({
      kind: 'amount',
      value: '12.50',
      validUntil: '2027-03-31',
      [distanceKey('d42k')]: 'true',
      [distanceKey('d5k')]: '',
    });
    expect(couponTermsInput(values, ALL)).toMatchObject({ value: 1250, distanceIds: ['d42k'] });
  });
});
