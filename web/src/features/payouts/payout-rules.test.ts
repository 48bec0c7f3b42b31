import { describe, expect, it } from 'vitest';

import {
  balanceRows,
  onboardingTarget,
  sameSitePath,
  statementTotal,
  testOnboardingEvent,
} from './payout-rules';

describe('sameSitePath', () => {
  it('keeps a path of this site', () => {
    expect(sameSitePath('/dashboard/races/r1?tab=payouts')).toBe('/dashboard/races/r1?tab=payouts');
  });

  it('refuses another site, a protocol-relative or backslashed path, and nothing', () => {
    for (const value of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'dashboard',
      '',
      null,
    ]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });
});

describe('onboardingTarget', () => {
  it('opens the test provider’s page in the app and Stripe’s in the browser', () => {
    expect(onboardingTarget('/payouts/test-onboarding?account=a')).toEqual({
      kind: 'path',
      to: '/payouts/test-onboarding?account=a',
    });
    expect(onboardingTarget('https://connect.stripe.com/setup/e/x')).toEqual({
      kind: 'site',
      to: 'https://connect.stripe.com/setup/e/x',
    });
  });

  it('follows no other link', () => {
    for (const url of ['http://connect.stripe.com/', 'javascript:alert(1)', '//evil.test', 'x']) {
      expect(onboardingTarget(url)).toBeNull();
    }
  });
});

describe('statementTotal', () => {
  it('sums each column over the races', () => {
    const race = (gross: number, refunds: number, net: number) => ({
      marathonId: 'm',
      title: 't',
      gross,
      refunds,
      disputes: 0,
      platformFee: 100,
      providerFee: 50,
      net,
    });
    expect(statementTotal([race(5000, 1000, 3750), race(2000, 0, 1850)])).toEqual({
      gross: 7000,
      refunds: 1000,
      disputes: 0,
      platformFee: 200,
      providerFee: 100,
      net: 5600,
    });
  });

  it('is all zeros for no races', () => {
    expect(statementTotal([]).net).toBe(0);
  });
});

describe('balanceRows', () => {
  it('puts available and pending of a currency side by side, each currency once', () => {
    expect(
      balanceRows({
        available: [{ amount: 4500, currency: 'USD' }],
        pending: [
          { amount: 1200, currency: 'EUR' },
          { amount: 300, currency: 'USD' },
        ],
      }),
    ).toEqual([
      { currency: 'EUR', available: 0, pending: 1200 },
      { currency: 'USD', available: 4500, pending: 300 },
    ]);
  });
});

describe('testOnboardingEvent', () => {
  it('is the account.updated event of a finished onboarding', () => {
    expect(testOnboardingEvent('acct_1', 'u-1')).toEqual({
      id: 'evt_acct_u-1',
      type: 'account.updated',
      data: {
        accountId: 'acct_1',
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        requirements: [],
      },
    });
  });
});
