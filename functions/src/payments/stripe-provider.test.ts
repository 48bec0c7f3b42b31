// The Stripe adapter with Stripe's real SDK, pointed at a local HTTP stub (its host, port and protocol
// options): what it asks Stripe for, and what it reads from each event type Stripe sends, signed by
// the SDK's own test helper.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { HttpError } from '../lib/http-error.js';
import { stripeProvider } from './stripe-provider.js';
import type { PaymentProvider } from './provider.js';
import { startRequest } from './fixtures/start-request.js';
import {
  signedStripeEvent,
  stripeStub,
  type StripeCall,
  type StripeStub,
} from '../providers/fixtures/stripe-stub.js';

const SECRET = 'whsec_unit_test';

let stub: StripeStub;
let seen: StripeCall[] = [];
let provider: PaymentProvider;

/** What the stub answers for each Stripe call the adapter makes. */
function answerFor({ path }: StripeCall): unknown {
  if (path === '/v1/checkout/sessions') {
    return { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.test/cs_test_1' };
  }
  if (path === '/v1/refunds') return { id: 're_1', object: 'refund', status: 'succeeded' };
  if (path === '/v1/checkout/sessions/cs_test_1/expire') {
    return { id: 'cs_test_1', object: 'checkout.session', status: 'expired' };
  }
  return undefined;
}

beforeAll(async () => {
  stub = await stripeStub(answerFor, SECRET);
  seen = stub.calls;
  provider = stripeProvider(stub.options);
});

afterAll(() => stub.close());
beforeEach(() => {
  seen.length = 0;
});

describe('the Stripe adapter', () => {
  it('starts a Checkout Session naming the registration, ending at the due time, once per payment', async () => {
    const dueAt = new Date(Date.now() + 45 * 60_000);
    const started = await provider.start(startRequest({ dueAt }));
    expect(started).toEqual({
      providerRef: 'cs_test_1',
      redirectUrl: 'https://checkout.test/cs_test_1',
    });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.idempotencyKey).toBe('pay123');
    const form = Object.fromEntries(call?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: 'race1:uid1',
      'metadata[paymentId]': 'pay123',
      'metadata[marathonId]': 'race1',
      'metadata[userId]': 'uid1',
      'payment_intent_data[metadata][paymentId]': 'pay123',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4775',
      'line_items[0][price_data][product_data][name]': 'City Marathon: 10K',
      expires_at: String(Math.floor(dueAt.getTime() / 1000)),
    });
  });

  it('leaves Checkout its account’s methods for card, and asks for iDEAL alone when told', async () => {
    await provider.start(startRequest({}));
    const card = Object.fromEntries(seen[0]?.form ?? []);
    expect(Object.keys(card).filter((k) => k.startsWith('payment_method_types'))).toEqual([]);
    seen.length = 0;
    await provider.start(startRequest({ providerMethods: ['ideal'] }));
    const ideal = Object.fromEntries(seen[0]?.form ?? []);
    expect(ideal).toMatchObject({ 'payment_method_types[0]': 'ideal' });
    expect(ideal['payment_method_types[1]']).toBeUndefined();
  });

  it('never asks for a session ending sooner than Stripe allows (30 minutes)', async () => {
    await provider.start(
      startRequest({ paymentId: 'pay-soon', dueAt: new Date(Date.now() + 5 * 60_000) }),
    );
    const expires = Number(seen[0]?.form.get('expires_at')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(30 * 60_000);
  });

  it('never asks for a session ending later than Stripe allows (24 hours), for a due date days away', async () => {
    // A runner who chose a bank transfer (7 days to pay) and then pays by card.
    await provider.start(
      startRequest({ paymentId: 'pay-days', dueAt: new Date(Date.now() + 7 * 24 * 60 * 60_000) }),
    );
    const expires = Number(seen[0]?.form.get('expires_at')) * 1000;
    expect(expires - Date.now()).toBeLessThan(24 * 60 * 60_000);
    expect(expires - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
  });

  it('refunds by payment intent with the refund id as idempotency key and in its metadata, and cancels by expiring the session', async () => {
    const refund = await provider.refund(
      { providerRef: 'cs_test_1', intent: 'pi_1', currency: 'EUR' },
      4775,
      'ref1',
      {
        refundId: 'ref1',
        paymentId: 'pay123',
        marathonId: 'race1',
      },
    );
    expect(refund).toEqual({ state: 'done', ref: 're_1' });
    expect(seen[0]).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'ref1' });
    expect(Object.fromEntries(seen[0]?.form ?? [])).toEqual({
      payment_intent: 'pi_1',
      amount: '4775',
      'metadata[refundId]': 'ref1',
      'metadata[paymentId]': 'pay123',
      'metadata[marathonId]': 'race1',
    });
    await provider.cancel({ providerRef: 'cs_test_1' });
    expect(seen[1]?.path).toBe('/v1/checkout/sessions/cs_test_1/expire');
  });
});

describe('the Stripe adapter’s webhook', () => {
  const session = (over: Record<string, unknown> = {}) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: 4775,
    currency: 'eur',
    metadata: { paymentId: 'pay123' },
    payment_intent: 'pi_1',
    ...over,
  });
  const charge = {
    id: 'ch_1',
    object: 'charge',
    amount: 4775,
    amount_refunded: 2000,
    currency: 'eur',
    metadata: { paymentId: 'pay123' },
    payment_intent: 'pi_1',
  };
  const refund = {
    id: 're_1',
    object: 'refund',
    amount: 2000,
    currency: 'eur',
    status: 'succeeded',
    metadata: {},
    payment_intent: 'pi_1',
  };
  // A Dispute object as Stripe's API reference shows it (the fields RUN reads).
  const dispute = (status: string) => ({
    id: 'dp_1',
    object: 'dispute',
    amount: 4775,
    currency: 'eur',
    charge: 'ch_1',
    payment_intent: 'pi_1',
    reason: 'fraudulent',
    status,
  });
  const read = (type: string, object: unknown, secret = SECRET) => {
    const { body, header } = signedStripeEvent(type, object, secret);
    return provider.verify(body, header);
  };
  const base = { paymentId: 'pay123', intent: 'pi_1', currency: 'EUR' };

  it.each([
    ['checkout.session.completed', session(), { kind: 'succeeded', amount: 4775 }],
    [
      'checkout.session.completed',
      session({ payment_status: 'unpaid' }),
      { kind: 'ignored', amount: 4775 },
    ],
    ['checkout.session.async_payment_succeeded', session(), { kind: 'succeeded' }],
    ['checkout.session.async_payment_failed', session(), { kind: 'failed' }],
    ['checkout.session.expired', session({ payment_status: 'unpaid' }), { kind: 'expired' }],
    ['charge.refunded', charge, { kind: 'refunded', amount: 4775, refunded: 2000 }],
    [
      'refund.updated',
      refund,
      {
        kind: 'refund_updated',
        paymentId: null,
        amount: 2000,
        refund: { refundId: null, ref: 're_1', state: 'done' },
      },
    ],
    [
      'refund.updated',
      { ...refund, status: 'failed', metadata: { refundId: 'ref1', paymentId: 'pay123' } },
      { kind: 'refund_updated', refund: { refundId: 'ref1', ref: 're_1', state: 'failed' } },
    ],
    [
      'charge.dispute.created',
      dispute('needs_response'),
      { kind: 'dispute', paymentId: null, amount: 4775, dispute: 'open' },
    ],
    [
      'charge.dispute.closed',
      dispute('won'),
      { kind: 'dispute', paymentId: null, amount: 4775, dispute: 'won' },
    ],
    [
      'charge.dispute.closed',
      dispute('lost'),
      { kind: 'dispute', paymentId: null, amount: 4775, dispute: 'lost' },
    ],
  ])('reads %s', async (type, object, expected) => {
    expect(await read(type, object)).toMatchObject({
      id: `evt_${type}`,
      type,
      ...base,
      ...expected,
    });
  });

  it('reads an event for a payment RUN does not know (no metadata) as naming none', async () => {
    expect(
      await read('checkout.session.completed', session({ metadata: {}, payment_intent: null })),
    ).toMatchObject({ kind: 'succeeded', paymentId: null, intent: null });
  });

  it('refuses a body signed with another secret, or not signed, with a 400', async () => {
    await expect(read('checkout.session.completed', session(), 'whsec_other')).rejects.toThrow(
      HttpError,
    );
    await expect(provider.verify(Buffer.from('{}'), () => undefined)).rejects.toThrow(HttpError);
  });
});
