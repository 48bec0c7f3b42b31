// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQueries, resetScreens, stubApi } from '@/lib/api-stub.test-support';

import { CodesPanel } from './codes-panel';

// A signed-in organiser with a token; the auth SDK is not what these tests are about.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

const RACE = {
  _id: 'm1',
  currency: 'USD',
  distances: [
    { id: 'd10', name: '10K' },
    { id: 'd42', name: 'Marathon' },
  ],
  referralsEnabled: true,
};

const coupon = (code: string, more: object = {}) => ({
  code,
  kind: 'percent',
  value: 10,
  distanceIds: null,
  maxUses: null,
  validFrom: null,
  validUntil: null,
  guaranteed: false,
  uses: 0,
  discounted: 0,
  currency: 'USD',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...more,
});

/** The race's codes as the server holds them; a new one joins the list. */
function serveCodes(initial: object[]) {
  const coupons = [...initial];
  return stubApi(({ call, body }) => {
    if (call === 'POST /api/marathon/m1/coupons') {
      const made = coupon((body as { code: string }).code, body as object);
      coupons.push(made);
      return { status: 201, body: made };
    }
    if (call === 'GET /api/marathon/m1/referrers')
      return { body: { referrers: [], nextCursor: null } };
    return { body: { coupons, nextCursor: null } };
  });
}

afterEach(resetScreens);

describe('the console’s Codes tab', () => {
  it('lists each code with its uses and the money it took off', async () => {
    serveCodes([
      coupon('CLUB-10', { uses: 3, maxUses: 100, discounted: 1350, distanceIds: ['d42'] }),
      coupon('FIVE-OFF', { kind: 'amount', value: 500 }),
    ]);
    renderWithQueries(<CodesPanel race={RACE} />);
    const club = await screen.findByRole('row', { name: /CLUB-10/u });
    for (const text of ['10% off', 'Marathon', '3 of 100', '$13.50']) {
      expect(within(club).getByText(text)).toBeTruthy();
    }
    const five = screen.getByRole('row', { name: /FIVE-OFF/u });
    expect(within(five).getByText('$5.00 off')).toBeTruthy();
    expect(within(five).getByText('All')).toBeTruthy();
  });

  it('creates an amount code for one distance, sent in cents', async () => {
    const sent = serveCodes([]);
    const user = renderWithQueries(<CodesPanel race={RACE} />);
    await screen.findByText('This race has no discount codes yet.');
    const form = screen.getByRole('form', { name: 'Make a code' });
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'spring-5');
    await user.click(within(form).getByRole('radio', { name: 'Amount off' }));
    await user.type(within(form).getByRole('textbox', { name: /^Amount off/u }), '5.50');
    await user.click(within(form).getByRole('checkbox', { name: '10K' }));
    await user.type(within(form).getByRole('textbox', { name: /^Uses/u }), '40');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('row', { name: /SPRING-5/u })).toBeTruthy();
    expect(sent.find((s) => s.call === 'POST /api/marathon/m1/coupons')?.body).toEqual({
      code: 'SPRING-5',
      kind: 'amount',
      value: 550,
      distanceIds: ['d10'],
      maxUses: 40,
      validFrom: null,
      validUntil: null,
    });
  });
});
