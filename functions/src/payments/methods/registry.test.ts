import { PAYMENT_PROVIDERS } from '@run/contract/domain/api-types';
import { PAYMENT_METHODS } from '@run/contract/domain/money';
import { describe, expect, it } from 'vitest';

import { PAYMENT_METHOD_ENTRIES, PAYMENT_SECRETS, providerNames } from './registry.js';

describe('the payment methods registry', () => {
  it('has one entry for each method of the contract, and no other', () => {
    const methods = PAYMENT_METHOD_ENTRIES.map((e) => e.method);
    expect(new Set(methods).size).toBe(methods.length);
    expect([...methods].sort()).toEqual([...PAYMENT_METHODS].sort());
  });

  it('gives each webhook path of the contract one provider, shared by the methods it takes', () => {
    expect([...providerNames()].sort()).toEqual([...PAYMENT_PROVIDERS].sort());
    for (const name of providerNames()) {
      const makers = new Set(
        PAYMENT_METHOD_ENTRIES.flatMap((e) => Object.entries(e.providers))
          .filter(([n]) => n === name)
          .map(([, make]) => make),
      );
      expect(makers.size).toBe(1);
    }
  });

  it('binds every secret its providers read, once', () => {
    const names = PAYMENT_SECRETS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'PAYPAL_WEBHOOK_ID',
    ]);
  });
});
