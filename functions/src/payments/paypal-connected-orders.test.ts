// The PayPal adapter's connected orders (`connect` mode), with PayPal's real SDK on recorded
// exchanges: the organiser's merchant id is the order's payee and the site's fee its platform fee,
// in PayPal's decimals; a refund of such an order is asked as any other.
import type nock from 'nock';
import { describe, expect, it } from 'vitest';

import type { PayPalProvider } from './paypal-provider.js';
import {
  postedTo,
  recordedPayPal,
  STARTED_UNIT,
  startedOrder,
} from './fixtures/paypal-recorded.js';
import { startRequest } from './fixtures/start-request.js';

const ORGANISER = 'C7CYMKZDG8D6E';
const ORDER = '8MC585209K746392H';

let provider: PayPalProvider;
let paypal: nock.Scope;

/** The body PayPal is sent for the next order, answered with the recorded order `reply`. */
const orderBody = (reply: string) =>
  postedTo(paypal, '/v2/checkout/orders', 'pay123', { status: 200, fixture: reply });

describe('the PayPal adapter’s connected orders', () => {
  recordedPayPal((p, scope) => {
    provider = p;
    paypal = scope;
  });

  it('pays the organiser’s PayPal account, with the site’s fee as a platform fee in PayPal’s decimals', async () => {
    const sent = orderBody('create-order-connected');
    const started = await provider.start(
      startRequest({ connect: { destination: ORGANISER, platformFee: 193 } }),
    );
    expect(started).toEqual(startedOrder(ORDER));
    expect(sent()).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          ...STARTED_UNIT,
          payee: { merchant_id: ORGANISER },
          payment_instruction: {
            platform_fees: [{ amount: { currency_code: 'EUR', value: '1.93' } }],
          },
        },
      ],
    });
  });

  it('writes a fee in a currency without decimals as PayPal reads it', async () => {
    const sent = orderBody('create-order-connected');
    await provider.start(
      startRequest({
        amount: 4500,
        currency: 'JPY',
        connect: { destination: ORGANISER, platformFee: 185 },
      }),
    );
    expect(sent()).toMatchObject({
      purchase_units: [
        {
          amount: { currency_code: 'JPY', value: '4500' },
          payment_instruction: {
            platform_fees: [{ amount: { currency_code: 'JPY', value: '185' } }],
          },
        },
      ],
    });
  });

  it('sends neither payee nor platform fee without connect', async () => {
    const sent = orderBody('create-order');
    await provider.start(startRequest());
    const [unit] = (sent() as { purchase_units: Array<Record<string, unknown>> }).purchase_units;
    expect(unit).not.toHaveProperty('payee');
    expect(unit).not.toHaveProperty('payment_instruction');
  });

  it('refunds a connected order as any other: PayPal takes the platform fee back in proportion itself', async () => {
    const body = postedTo(paypal, '/v2/payments/captures/3C679366HH908993F/refund', 'ref1', {
      status: 201,
      fixture: 'refund',
    });
    await provider.refund(
      { providerRef: ORDER, intent: '3C679366HH908993F', currency: 'EUR', destination: ORGANISER },
      2000,
      'ref1',
      { refundId: 'ref1', paymentId: 'pay123', marathonId: 'race1' },
    );
    expect(body()).toEqual({ amount: { currency_code: 'EUR', value: '20.00' }, custom_id: 'ref1' });
  });
});
