// The Stripe Connect payout adapter with Stripe's real SDK against a local stub (the card adapter's):
// the organiser's account as RUN asks for it, its links, its state, balance and payouts read back.
// Connect's webhook: stripe-connect-webhook.test.ts.
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { stripeStub, type StripeCall, type StripeStub } from '../providers/fixtures/stripe-stub.js';
import { account, ACCOUNT, READY, RESTRICTED } from './fixtures/stripe-account.js';
import type { PayoutProvider } from './payout-provider.js';
import { stripePayouts } from './stripe-payouts.js';

const SECRET = 'whsec_connect_unit_test';
const PAYOUT = 'po_1PqVdEQ9PRzxEwkZ1oPqRsTu';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/stripe/${name}.json`, import.meta.url), 'utf8'));

let accountAnswer: unknown = account();

function answerFor({ method, path, query }: StripeCall): unknown {
  if (path === '/v1/accounts' && method === 'POST') return account();
  if (path === '/v1/account_links') {
    return {
      object: 'account_link',
      created: 1795035601,
      expires_at: 1795035901,
      url: `https://connect.stripe.com/setup/e/${ACCOUNT}/onboard`,
    };
  }
  if (path === `/v1/accounts/${ACCOUNT}/login_links`) {
    return {
      object: 'login_link',
      created: 1795035601,
      url: 'https://connect.stripe.com/express/Ln7FYnZQy1Ab',
    };
  }
  if (path === '/v1/accounts/acct_unfinished/login_links') {
    return {
      error: {
        type: 'invalid_request_error',
        message: 'Cannot create a login link for an account that has not completed onboarding.',
      },
    };
  }
  if (path === `/v1/accounts/${ACCOUNT}`) return accountAnswer;
  if (path === '/v1/balance') {
    return {
      object: 'balance',
      available: [{ amount: 6023, currency: 'eur', source_types: { card: 6023 } }],
      pending: [
        { amount: 2860, currency: 'eur', source_types: { card: 2860 } },
        { amount: 0, currency: 'usd', source_types: { card: 0 } },
      ],
      livemode: false,
    };
  }
  if (path === '/v1/balance_transactions') {
    return fixture(query.has('starting_after') ? 'payout-lines-page-2' : 'payout-lines-page-1');
  }
  return undefined;
}

let stub: StripeStub;
let payouts: PayoutProvider;
const form = (i: number) => Object.fromEntries(stub.calls[i]?.form ?? []);

beforeAll(async () => {
  stub = await stripeStub(answerFor, SECRET);
  payouts = stripePayouts(stub.options);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.calls.length = 0;
  accountAnswer = account();
});

describe('the Stripe payout adapter', () => {
  it('creates an Express account with fees and losses on the site and the capabilities its methods need, once per key', async () => {
    expect(
      await payouts.createAccount({
        uid: 'uid1',
        email: 'organiser@example.com',
        key: 'acct-uid1',
      }),
    ).toEqual({ accountId: ACCOUNT });
    expect(stub.calls[0]).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      idempotencyKey: 'acct-uid1',
    });
    expect(form(0)).toEqual({
      'controller[fees][payer]': 'application',
      'controller[losses][payments]': 'application',
      'controller[stripe_dashboard][type]': 'express',
      'controller[requirement_collection]': 'stripe',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[ideal_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[uid]': 'uid1',
      email: 'organiser@example.com',
    });
  });

  it('leaves the email to Stripe’s onboarding when RUN knows none', async () => {
    await payouts.createAccount({ uid: 'uid1', email: null, key: 'acct-uid1' });
    expect(form(0)).not.toHaveProperty('email');
  });

  it('links to Stripe’s hosted onboarding, back to the console', async () => {
    const url = await payouts.onboardingLink(
      ACCOUNT,
      'https://run.example/console/payouts',
      'https://run.example/console/payouts?refresh=1',
    );
    expect(url).toBe(`https://connect.stripe.com/setup/e/${ACCOUNT}/onboard`);
    expect(form(0)).toEqual({
      account: ACCOUNT,
      type: 'account_onboarding',
      return_url: 'https://run.example/console/payouts',
      refresh_url: 'https://run.example/console/payouts?refresh=1',
    });
  });

  it('links to the Express dashboard, and to none before onboarding is done', async () => {
    expect(await payouts.dashboardLink(ACCOUNT)).toBe(
      'https://connect.stripe.com/express/Ln7FYnZQy1Ab',
    );
    expect(stub.calls[0]).toMatchObject({
      method: 'POST',
      path: `/v1/accounts/${ACCOUNT}/login_links`,
    });
    expect(await payouts.dashboardLink('acct_unfinished')).toBeNull();
  });

  it.each([
    [
      'onboarding',
      account(),
      {
        detailsSubmitted: false,
        chargesEnabled: false,
        payoutsEnabled: false,
        requirements: ['business_type', 'external_account', 'tos_acceptance.date'],
      },
    ],
    [
      'restricted, with what is due and past due, each once',
      RESTRICTED,
      {
        detailsSubmitted: true,
        chargesEnabled: false,
        payoutsEnabled: false,
        requirements: ['individual.verification.document', 'individual.id_number'],
      },
    ],
    [
      'ready',
      READY,
      { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirements: [] },
    ],
  ])('reads an account %s', async (_state, answer, expected) => {
    accountAnswer = answer;
    expect(await payouts.account(ACCOUNT)).toEqual({ accountId: ACCOUNT, ...expected });
    expect(stub.calls[0]).toMatchObject({ method: 'GET', path: `/v1/accounts/${ACCOUNT}` });
  });

  it('reads the account’s balance as the account itself, in upper-case currencies', async () => {
    expect(await payouts.balance(ACCOUNT)).toEqual({
      available: [{ amount: 6023, currency: 'EUR' }],
      pending: [
        { amount: 2860, currency: 'EUR' },
        { amount: 0, currency: 'USD' },
      ],
    });
    expect(stub.calls[0]).toMatchObject({ path: '/v1/balance', stripeAccount: ACCOUNT });
  });

  it('reads a payout’s lines over every page, each naming its ledger entry by its transfer’s group, without the payout itself', async () => {
    const lines = await payouts.payoutLines(ACCOUNT, PAYOUT);
    expect(lines).toEqual([
      { paymentId: 'pay123', type: 'payment_refund', net: -1919, currency: 'EUR' },
      { paymentId: 'pay123', type: 'payment', net: 4582, currency: 'EUR' },
      { paymentId: 'pay456', type: 'payment', net: 2860, currency: 'EUR' },
      // A transfer made by hand in the dashboard names no entry.
      { paymentId: null, type: 'payment', net: 500, currency: 'EUR' },
    ]);
    // The lines add up to the payout (60.23 EUR).
    expect(lines.reduce((sum, line) => sum + line.net, 0)).toBe(6023);
    expect(stub.calls.map((c) => [c.path, c.stripeAccount])).toEqual([
      ['/v1/balance_transactions', ACCOUNT],
      ['/v1/balance_transactions', ACCOUNT],
    ]);
    expect(Object.fromEntries(stub.calls[0]?.query ?? [])).toEqual({
      payout: PAYOUT,
      limit: '100',
      'expand[0]': 'data.source.source_transfer',
      'expand[1]': 'data.source.charge.source_transfer',
    });
    expect(stub.calls[1]?.query.get('starting_after')).toBe('txn_1PqSaBQ9PRzxEwkZ2rStUvWx');
  });
});
