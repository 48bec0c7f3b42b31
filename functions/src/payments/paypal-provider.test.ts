// The PayPal adapter with PayPal's real SDK, on recorded HTTP exchanges (fixtures/paypal/, written
// from PayPal's API reference): `nock` answers the calls to PayPal's sandbox host and refuses every
// other connection, so nothing leaves the machine. What the adapter asks PayPal for (bodies, the
// idempotency headers), and what it reads from each answer and each webhook event.
import nock from 'nock';
import { describe, expect, it } from 'vitest';

import { HttpError } from '../lib/http-error.js';
import { fromPayPalValue, toPayPalValue } from './paypal-amount.js';
import type { PayPalProvider } from './paypal-provider.js';
import {
  paypalFixture as fixture,
  postedTo,
  recordedPayPal,
  STARTED_UNIT,
  startedOrder,
  WEBHOOK_ID,
} from './fixtures/paypal-recorded.js';
import { startRequest } from './fixtures/start-request.js';

const ORDER = '5O190127TN364715T';
const CAPTURE = '3C679366HH908993F';
/** The order of `startRequest()` paid: what its capture names. */
const PAID = { paymentId: 'pay123', intent: CAPTURE, amount: 4775, currency: 'EUR' };

let provider: PayPalProvider;
let paypal: nock.Scope;
const use = (p: PayPalProvider, scope: nock.Scope) => {
  provider = p;
  paypal = scope;
};

describe('the PayPal adapter', () => {
  recordedPayPal(use);

  it('creates an order naming the registration, with the paymentId as request id and the site’s return URLs', async () => {
    const body = postedTo(paypal, '/v2/checkout/orders', 'pay123', {
      status: 200,
      fixture: 'create-order',
    });
    const started = await provider.start(startRequest());
    expect(started).toEqual(startedOrder(ORDER));
    expect(body()).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ ...STARTED_UNIT, description: 'City Marathon: 10K' }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://run.example/pay/paypal/pay123',
            cancel_url: 'https://run.example/pay/paypal/pay123?cancelled=1',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
  });

  it('captures on the runner’s return, once per payment (its request id), read as a succeeded payment', async () => {
    paypal
      .post(`/v2/checkout/orders/${ORDER}/capture`)
      .matchHeader('PayPal-Request-Id', 'capture-pay123')
      .reply(201, fixture('capture-order'));
    expect(await provider.capture(ORDER, 'pay123')).toEqual({
      id: `capture-${CAPTURE}`,
      type: 'capture (return page)',
      kind: 'succeeded',
      ...PAID,
    });
  });

  it('answers 409 for an order the runner did not approve', async () => {
    paypal.post(`/v2/checkout/orders/${ORDER}/capture`).reply(422, {
      name: 'UNPROCESSABLE_ENTITY',
      details: [
        {
          issue: 'ORDER_NOT_APPROVED',
          description: 'Payer has not yet approved the Order for payment.',
        },
      ],
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: 'f4e8d3a5c7b21',
    });
    const refused = await provider.capture(ORDER, 'pay123').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(409);
  });

  it('refunds by capture id: the amount in PayPal’s decimals, RUN’s refund id as request id and custom_id', async () => {
    const body = postedTo(paypal, `/v2/payments/captures/${CAPTURE}/refund`, 'ref1', {
      status: 201,
      fixture: 'refund',
    });
    const refund = await provider.refund(
      { providerRef: ORDER, intent: CAPTURE, currency: 'EUR' },
      2000,
      'ref1',
      { refundId: 'ref1', paymentId: 'pay123', marathonId: 'race1' },
    );
    expect(refund).toEqual({ state: 'done', ref: '1JU08902781691411' });
    expect(body()).toEqual({ amount: { currency_code: 'EUR', value: '20.00' }, custom_id: 'ref1' });
  });

  it('cancels nothing: an order nobody approved ends at PayPal by itself', async () => {
    nock.cleanAll();
    await provider.cancel({ providerRef: ORDER });
  });
});

describe('the PayPal adapter’s webhook', () => {
  recordedPayPal(use);

  const signature: Record<string, string> = {
    'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
    'PAYPAL-CERT-URL':
      'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
    'PAYPAL-TRANSMISSION-ID': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'PAYPAL-TRANSMISSION-SIG':
      'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
    'PAYPAL-TRANSMISSION-TIME': '2026-11-24T22:03:12Z',
  };
  const header = (name: string) => signature[name.toUpperCase()];

  /** The event as PayPal posts it, and PayPal's verdict on its signature. */
  function delivered(name: string, verdict: 'success' | 'failure') {
    const event = fixture(name);
    let asked: unknown;
    paypal
      .post('/v1/notifications/verify-webhook-signature', (b: unknown) => {
        asked = b;
        return true;
      })
      .reply(200, fixture(`verify-${verdict}`));
    return { event, raw: Buffer.from(JSON.stringify(event)), asked: () => asked };
  }

  it('refuses an event whose signature PayPal does not verify (FAILURE) with a 400, after asking with the webhook id and the event', async () => {
    const { event, raw, asked } = delivered('webhook-capture-completed', 'failure');
    const refused = await provider.verify(raw, header).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    expect(asked()).toEqual({
      auth_algo: signature['PAYPAL-AUTH-ALGO'],
      cert_url: signature['PAYPAL-CERT-URL'],
      transmission_id: signature['PAYPAL-TRANSMISSION-ID'],
      transmission_sig: signature['PAYPAL-TRANSMISSION-SIG'],
      transmission_time: signature['PAYPAL-TRANSMISSION-TIME'],
      webhook_id: WEBHOOK_ID,
      webhook_event: event,
    });
  });

  it('refuses an unsigned event with a 400 without asking PayPal', async () => {
    nock.cleanAll();
    const raw = Buffer.from(JSON.stringify(fixture('webhook-capture-completed')));
    await expect(provider.verify(raw, () => undefined)).rejects.toThrow(HttpError);
  });

  it.each([
    ['PAYMENT.CAPTURE.COMPLETED', 'webhook-capture-completed', 'succeeded'],
    ['PAYMENT.CAPTURE.DENIED', 'webhook-capture-denied', 'failed'],
  ])('reads a verified %s as the payment %s, by its custom_id', async (type, name, kind) => {
    const { event, raw } = delivered(name, 'success');
    expect(await provider.verify(raw, header)).toEqual({ id: event.id, type, kind, ...PAID });
  });

  it('reads PAYMENT.CAPTURE.REFUNDED of RUN’s refund as that refund done, found by its capture', async () => {
    const { raw } = delivered('webhook-capture-refunded', 'success');
    expect(await provider.verify(raw, header)).toEqual({
      id: 'WH-1GE84257G0350133W-6RW800890C634293G',
      type: 'PAYMENT.CAPTURE.REFUNDED',
      kind: 'refund_updated',
      paymentId: null,
      intent: CAPTURE,
      amount: 2000,
      currency: 'EUR',
      refund: { refundId: 'ref1', ref: '1JU08902781691411', state: 'done' },
    });
  });

  it.each([
    ['CUSTOMER.DISPUTE.CREATED', 'webhook-dispute-created', 'open'],
    ['CUSTOMER.DISPUTE.RESOLVED', 'webhook-dispute-resolved', 'won'],
    ['PAYMENT.CAPTURE.REVERSED', 'webhook-capture-reversed', 'lost'],
  ])('reads a verified %s as a dispute %s of the capture it names', async (type, name, dispute) => {
    const { event, raw } = delivered(name, 'success');
    expect(await provider.verify(raw, header)).toEqual({
      id: event.id,
      type,
      kind: 'dispute',
      paymentId: null,
      intent: CAPTURE,
      amount: 4775,
      currency: 'EUR',
      dispute,
    });
  });

  it('reads a dispute resolved for the buyer as lost', async () => {
    const event = fixture('webhook-dispute-resolved');
    const resource = event.resource as Record<string, unknown>;
    const lost = { ...resource, dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' } };
    paypal.post('/v1/notifications/verify-webhook-signature').reply(200, fixture('verify-success'));
    const raw = Buffer.from(JSON.stringify({ ...event, resource: lost }));
    expect(await provider.verify(raw, header)).toMatchObject({ kind: 'dispute', dispute: 'lost' });
  });

  it('reads a refund made in PayPal’s dashboard (no custom_id) as the capture’s total refunded', async () => {
    const event = fixture('webhook-capture-refunded');
    const resource = { ...(event.resource as Record<string, unknown>) };
    delete resource.custom_id;
    paypal.post('/v1/notifications/verify-webhook-signature').reply(200, fixture('verify-success'));
    const raw = Buffer.from(JSON.stringify({ ...event, resource }));
    expect(await provider.verify(raw, header)).toMatchObject({
      kind: 'refunded',
      intent: CAPTURE,
      refunded: 2000,
    });
  });

  it('captures the order of CHECKOUT.ORDER.APPROVED (the same request id as the return page) and reads the capture', async () => {
    const { raw } = delivered('webhook-order-approved', 'success');
    paypal
      .post(`/v2/checkout/orders/${ORDER}/capture`)
      .matchHeader('PayPal-Request-Id', 'capture-pay123')
      .reply(201, fixture('capture-order'));
    expect(await provider.verify(raw, header)).toEqual({
      id: 'WH-COC11055RA711503B-4YM959094A144403T',
      type: 'CHECKOUT.ORDER.APPROVED',
      kind: 'succeeded',
      ...PAID,
    });
  });
});

describe('amounts between RUN and PayPal', () => {
  it.each([
    [4775, 'EUR', '47.75'],
    [5, 'USD', '0.05'],
    [0, 'USD', '0.00'],
    [100000, 'GBP', '1000.00'],
    [4500, 'JPY', '4500'],
    [1234, 'BHD', '1.234'],
    [1500, 'HUF', '1500'],
    // PayPal takes no decimals for TWD, which ISO 4217 gives two.
    [30000, 'TWD', '300'],
  ])('%i minor units of %s are "%s" at PayPal, and back', (amount, currency, value) => {
    expect(toPayPalValue(amount, currency)).toBe(value);
    expect(fromPayPalValue(value, currency)).toBe(amount);
  });

  it('reads PayPal values with fewer decimals than the currency has', () => {
    expect(fromPayPalValue('47.7', 'EUR')).toBe(4770);
    expect(fromPayPalValue('47', 'EUR')).toBe(4700);
  });

  it('refuses what cannot be said exactly', () => {
    expect(() => toPayPalValue(30050, 'TWD')).toThrow(/whole units/u);
    expect(() => toPayPalValue(12.5, 'EUR')).toThrow();
    expect(() => toPayPalValue(-1, 'EUR')).toThrow();
    expect(() => fromPayPalValue('1.5', 'JPY')).toThrow();
    expect(() => fromPayPalValue('1,50', 'EUR')).toThrow();
  });
});
