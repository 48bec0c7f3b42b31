// GET /payments/methods: the public part of the payment-method registry, to anyone.
import { methodInfo, PAYMENT_METHODS } from '@run/contract/domain/payment-methods';
import * as payments from '@run/contract/endpoints/payments';
import { describe, expect, it } from 'vitest';

import { api } from './helpers.js';

describe('GET /payments/methods', () => {
  it('answers every method without a token, cacheable', async () => {
    const res = await api.call(payments.paymentMethods);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(res.body).toEqual([
      {
        method: 'card',
        label: 'Card',
        payLabel: 'Pay by card',
        currencies: null,
        refunds: 'card',
      },
      {
        method: 'paypal',
        label: 'PayPal',
        payLabel: 'Pay with PayPal',
        currencies: null,
        refunds: 'PayPal account',
      },
      {
        method: 'bank_transfer',
        label: 'Bank transfer',
        payLabel: 'Pay by bank transfer',
        currencies: null,
        refunds: 'bank account',
      },
      {
        method: 'ideal',
        label: 'iDEAL',
        payLabel: 'Pay with iDEAL',
        currencies: ['EUR'],
        refunds: 'bank account',
      },
    ]);
  });

  it('is the registry’s entries, in its order', async () => {
    const methods = await api.ok(payments.paymentMethods);
    expect(methods).toEqual(
      PAYMENT_METHODS.map((method) => {
        const { label, payLabel, currencies, refundsTo } = methodInfo(method);
        return { method, label, payLabel, currencies, refunds: refundsTo };
      }),
    );
  });
});
