// Connect's webhook events read by the Stripe payout adapter: each signed by Stripe's own SDK test
// helper with the Connect endpoint's secret and carrying the connected `account`, as Stripe sends
// them. Checking a signature needs no call to Stripe, so no stub.
import { describe, expect, it } from 'vitest';

import { HttpError } from '../lib/http-error.js';
import { signedStripeEvent } from '../providers/fixtures/stripe-stub.js';
import { ACCOUNT, READY } from './fixtures/stripe-account.js';
import { stripePayouts } from './stripe-payouts.js';

const SECRET = 'whsec_connect_unit_test';
const PAYOUT = 'po_1PqVdEQ9PRzxEwkZ1oPqRsTu';
const payouts = stripePayouts({ secretKey: 'sk_test_unit', webhookSecret: SECRET });

describe('the Stripe payout adapter’s Connect webhook', () => {
  const payout = (status: string) => ({
    id: PAYOUT,
    object: 'payout',
    amount: 6023,
    arrival_date: 1795651200,
    automatic: true,
    currency: 'eur',
    method: 'standard',
    status,
    type: 'bank_account',
  });
  const read = (type: string, object: unknown, secret = SECRET) => {
    const { body, header } = signedStripeEvent(type, object, secret, { account: ACCOUNT });
    return payouts.verify(body, header);
  };

  it('reads account.updated as the account’s new state, naming the account', async () => {
    expect(await read('account.updated', READY)).toEqual({
      id: 'evt_account.updated',
      type: 'account.updated',
      kind: 'account',
      accountId: ACCOUNT,
      account: {
        accountId: ACCOUNT,
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        requirements: [],
      },
    });
  });

  it.each([
    ['payout.created', 'pending'],
    ['payout.updated', 'in_transit'],
    ['payout.paid', 'paid'],
    ['payout.failed', 'failed'],
    ['payout.canceled', 'canceled'],
  ])('reads %s as the payout, %s', async (type, status) => {
    expect(await read(type, payout(status))).toEqual({
      id: `evt_${type}`,
      type,
      kind: 'payout',
      accountId: ACCOUNT,
      payout: {
        payoutId: PAYOUT,
        amount: 6023,
        currency: 'EUR',
        arrivalDate: new Date('2026-11-26T00:00:00Z'),
        state: status,
      },
    });
  });

  it('records any other Connect event as ignored', async () => {
    expect(await read('capability.updated', { id: 'card_payments', object: 'capability' })).toEqual(
      {
        id: 'evt_capability.updated',
        type: 'capability.updated',
        kind: 'ignored',
        accountId: ACCOUNT,
      },
    );
  });

  it('refuses an event signed with the payments webhook’s secret, or not signed, with a 400', async () => {
    await expect(read('account.updated', READY, 'whsec_unit_test')).rejects.toThrow(HttpError);
    await expect(payouts.verify(Buffer.from('{}'), () => undefined)).rejects.toThrow(HttpError);
  });
});
