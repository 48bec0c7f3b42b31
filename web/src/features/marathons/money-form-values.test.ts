import type { Marathon } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { moneyInput, moneyValuesOf } from './money-form-values';

describe('the race’s referral setting in the form', () => {
  it('shows the stored setting, the reward in the main unit, and sends it back in cents', () => {
    const stored = { referrals: { enabled: true, every: 3, reward: 500 } } as Partial<Marathon>;
    const values = moneyValuesOf(stored as Marathon);
    expect(values).toMatchObject({
      'referrals.enabled': 'true',
      'referrals.every': '3',
      'referrals.reward': '5.00',
    });
    expect(moneyInput(values, true)).toMatchObject({
      referrals: { enabled: true, every: 3, reward: 500 },
    });
  });

  it('sends nothing for a free race whose settings are untouched, and the setting once changed', () => {
    const values = moneyValuesOf(undefined);
    expect(moneyInput(values, false)).toEqual({});
    const changed = { ...values, 'referrals.enabled': 'true', 'referrals.reward': '2.50' };
    expect(moneyInput(changed, false)).toMatchObject({
      referrals: { enabled: true, every: 5, reward: 250 },
    });
  });
});
