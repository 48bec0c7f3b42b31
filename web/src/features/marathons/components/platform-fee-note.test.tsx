// @vitest-environment jsdom
// The race form on a site that pays each organiser (`connect`): the site's fee is said before a price
// is saved, bank transfers are said to pay none, and a refusal for want of a payout account links to
// the Payouts tab.
import type { Marathon } from '@run/contract/domain/api-types';
import { CONNECT_CARD_FIRST } from '@run/contract/domain/payouts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import {
  filledRace,
  refusedWith,
  renderMarathonForm,
  storedDistance,
} from './marathon-form.test-support';

afterEach(cleanup);

const CONNECT_SITE = {
  mode: 'connect',
  platformFee: { percent: 3, fixed: 50 },
  provider: 'test',
} as const;

const FEE_WORDS = 'The site keeps 3% + $0.50 of each paid entry.';
const BANK_WORDS = 'The site’s fee is not collected on bank transfers.';

/** A stored race with a price, paid by card. */
const pricedRace = {
  _id: 'm1',
  ...filledRace,
  offerHours: 48,
  currency: 'USD',
  paymentMethods: ['card'],
  distances: [
    {
      ...storedDistance('full', 'Marathon'),
      prices: [{ label: 'Regular', amount: 4500, until: null }],
    },
  ],
} as unknown as Marathon;

describe('the race form’s site fee', () => {
  it('says what the site keeps once the race has a price, and that transfers pay none', async () => {
    const { user } = renderMarathonForm({ payouts: CONNECT_SITE });
    expect(screen.queryByText(FEE_WORDS)).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Add price tier/u }));
    expect(screen.getByText(FEE_WORDS)).toBeTruthy();
    expect(screen.queryByText(BANK_WORDS)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Bank transfer' }));
    expect(screen.getByText(BANK_WORDS)).toBeTruthy();
  });

  it('says nothing of a fee on a site that collects in one account', () => {
    renderMarathonForm({ marathon: pricedRace });
    expect(screen.getByRole('checkbox', { name: 'Card' })).toBeTruthy();
    expect(screen.queryByText(/The site keeps/u)).toBeNull();
  });

  it('links a refusal for want of a payout account to the Payouts tab', async () => {
    const { user } = renderMarathonForm({
      marathon: pricedRace,
      submitLabel: 'Save',
      payouts: CONNECT_SITE,
      onSubmit: refusedWith([new ApiError(409, CONNECT_CARD_FIRST)]),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain(CONNECT_CARD_FIRST);
    expect(screen.getByRole('link', { name: 'Open the Payouts tab' }).getAttribute('href')).toBe(
      '/dashboard/races/m1?tab=payouts',
    );
  });
});
