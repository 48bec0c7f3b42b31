// The Stripe adapter's connected charges (`connect` mode), with Stripe's real SDK against the local
// stub: the Checkout Session is a destination charge to the organiser's account with the site's fee
// and the paymentId as transfer group; a refund takes the organiser's share and the fee back in
// proportion; a dispute reverses the transfer and, won, sends it again, each once per key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { stripeProvider } from './stripe-provider.js';
import type { PaymentProvider, ProviderPayment } from './provider.js';
import { startRequest } from './fixtures/start-request.js';
import { stripeStub, type StripeCall, type StripeStub } from '../providers/fixtures/stripe-stub.js';

const ORGANISER = 'acct_1PqRsTuVwXyZ0123';
/** 47.75 EUR, of which the site keeps 3% + 0.50: the organiser's transfer is 45.82. */
const FEE = 193;
const TRANSFER = 4775 - FEE;

/** The platform's charge of a destination charge, as Stripe's API reference shows one. */
const charge = {
  id: 'ch_3PqRsT2eZvKYlo2C1abcdEfG',
  object: 'charge',
  amount: 4775,
  amount_captured: 4775,
  amount_refunded: 0,
  application_fee: 'fee_1PqRsTQ9PRzxEwkZ8hIjkLmN',
  application_fee_amount: FEE,
  currency: 'eur',
  destination: ORGANISER,
  metadata: { paymentId: 'pay123', marathonId: 'race1', userId: 'uid1' },
  on_behalf_of: ORGANISER,
  paid: true,
  payment_intent: 'pi_1',
  status: 'succeeded',
  transfer: 'tr_1PqRsT2eZvKYlo2C0opqRsTu',
  transfer_data: { amount: null, destination: ORGANISER },
  transfer_group: 'pay123',
};

const paymentIntent = {
  id: 'pi_1',
  object: 'payment_intent',
  amount: 4775,
  application_fee_amount: FEE,
  currency: 'eur',
  latest_charge: charge,
  metadata: { paymentId: 'pay123', marathonId: 'race1', userId: 'uid1' },
  on_behalf_of: ORGANISER,
  status: 'succeeded',
  transfer_data: { destination: ORGANISER },
  transfer_group: 'pay123',
};

function answerFor({ method, path }: StripeCall): unknown {
  if (path === '/v1/checkout/sessions') {
    return { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.test/cs_test_1' };
  }
  if (path === '/v1/refunds') return { id: 're_1', object: 'refund', status: 'pending' };
  if (method === 'GET' && path === '/v1/payment_intents/pi_1') return paymentIntent;
  if (path === `/v1/transfers/${charge.transfer}/reversals`) {
    return {
      id: 'trr_1',
      object: 'transfer_reversal',
      amount: TRANSFER,
      transfer: charge.transfer,
    };
  }
  if (path === '/v1/transfers') {
    return { id: 'tr_2', object: 'transfer', amount: TRANSFER, destination: ORGANISER };
  }
  return undefined;
}

let stub: StripeStub;
let provider: PaymentProvider;
const form = (i: number) => Object.fromEntries(stub.calls[i]?.form ?? []);
const paid: ProviderPayment = {
  providerRef: 'cs_test_1',
  intent: 'pi_1',
  currency: 'EUR',
  destination: ORGANISER,
};

beforeAll(async () => {
  stub = await stripeStub(answerFor, 'whsec_unit_test');
  provider = stripeProvider(stub.options);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.calls.length = 0;
});

describe('the Stripe adapter’s connected charges', () => {
  it('starts a destination charge to the organiser’s account, less the site’s fee, grouped by the paymentId', async () => {
    await provider.start(startRequest({ connect: { destination: ORGANISER, platformFee: FEE } }));
    expect(stub.calls[0]).toMatchObject({
      path: '/v1/checkout/sessions',
      idempotencyKey: 'pay123',
    });
    expect(form(0)).toMatchObject({
      'payment_intent_data[metadata][paymentId]': 'pay123',
      'payment_intent_data[transfer_data][destination]': ORGANISER,
      'payment_intent_data[on_behalf_of]': ORGANISER,
      'payment_intent_data[application_fee_amount]': String(FEE),
      'payment_intent_data[transfer_group]': 'pay123',
      'line_items[0][price_data][unit_amount]': '4775',
    });
  });

  it('starts a plain charge without connect: nothing of a destination is sent', async () => {
    await provider.start(startRequest());
    const keys = Object.keys(form(0));
    expect(keys.filter((k) => /transfer|on_behalf_of|application_fee/u.test(k))).toEqual([]);
  });

  it('refunds a destination charge reversing the transfer and the site’s fee in proportion', async () => {
    const names = { refundId: 'ref1', paymentId: 'pay123', marathonId: 'race1' };
    expect(await provider.refund(paid, 2000, 'ref1', names)).toEqual({
      state: 'pending',
      ref: 're_1',
    });
    expect(stub.calls[0]).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'ref1' });
    expect(form(0)).toEqual({
      payment_intent: 'pi_1',
      amount: '2000',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      'metadata[refundId]': 'ref1',
      'metadata[paymentId]': 'pay123',
      'metadata[marathonId]': 'race1',
    });
  });

  it('takes a disputed amount back from the organiser’s account: the reversal of the charge’s transfer, once per key', async () => {
    await provider.reverseTransfer?.(paid, TRANSFER, 'dispute-dp_1');
    expect(stub.calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/v1/payment_intents/pi_1'],
      ['POST', `/v1/transfers/${charge.transfer}/reversals`],
    ]);
    expect(Object.fromEntries(stub.calls[0]?.query ?? [])).toEqual({
      'expand[0]': 'latest_charge',
    });
    expect(stub.calls[1]?.idempotencyKey).toBe('dispute-dp_1');
    expect(form(1)).toEqual({ amount: String(TRANSFER) });
  });

  it('sends a won dispute’s amount again, funded by the charge, in the entry’s transfer group, once per key', async () => {
    await provider.retransfer?.(paid, TRANSFER, 'dispute-won-dp_1');
    expect(stub.calls[1]).toMatchObject({
      method: 'POST',
      path: '/v1/transfers',
      idempotencyKey: 'dispute-won-dp_1',
    });
    expect(form(1)).toEqual({
      amount: String(TRANSFER),
      currency: 'eur',
      destination: ORGANISER,
      source_transaction: charge.id,
      transfer_group: 'pay123',
    });
  });

  it('refuses to re-send money with no organiser’s account to send it to', async () => {
    await expect(
      provider.retransfer?.({ ...paid, destination: null }, TRANSFER, 'k'),
    ).rejects.toThrow(/destination/u);
    expect(stub.calls).toEqual([]);
  });
});
