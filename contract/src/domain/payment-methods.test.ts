import { describe, expect, it } from 'vitest';

import { moneyProblems } from './money.js';
import {
  methodInfo,
  methodsPaidTo,
  PAYMENT_METHODS,
  quotedMethods,
  takesCurrency,
} from './payment-methods.js';
import { RECEIPT_METHODS } from './receipt-words.js';

describe('the payment methods', () => {
  it('give every method its words', () => {
    for (const method of PAYMENT_METHODS) {
      const info = methodInfo(method);
      for (const words of [info.label, info.payLabel, info.paidBy, info.refundsTo]) {
        expect(words.trim()).not.toBe('');
      }
      expect(RECEIPT_METHODS[method]).toBe(info.label);
    }
  });

  it('name every method in a refusal', () => {
    expect(quotedMethods()).toBe('"card", "paypal", "bank_transfer" or "ideal"');
  });

  it('send each method’s money to one payee, bank transfer to the race’s own account', () => {
    expect(methodsPaidTo('stripe-account')).toEqual(['card', 'ideal']);
    expect(methodsPaidTo('paypal-merchant')).toEqual(['paypal']);
    expect(methodsPaidTo('race-bank-account')).toEqual(['bank_transfer']);
  });

  it('take any currency unless they name theirs', () => {
    for (const method of PAYMENT_METHODS) {
      const { currencies } = methodInfo(method);
      expect(takesCurrency(method, 'USD')).toBe(currencies === null || currencies.includes('USD'));
    }
  });

  it('offer iDEAL to a race in euros only, and say so to any other', () => {
    expect(takesCurrency('ideal', 'EUR')).toBe(true);
    expect(takesCurrency('ideal', 'eur')).toBe(true);
    expect(takesCurrency('ideal', 'USD')).toBe(false);
    const settings = { paymentMethods: ['card', 'ideal'] as const, bankAccount: null };
    expect(moneyProblems({ ...settings, currency: 'EUR' }, true)).toEqual([]);
    expect(moneyProblems({ ...settings, currency: 'USD' }, true)).toEqual([
      ['paymentMethods', 'iDEAL takes payments in EUR only, and this race is in USD'],
    ]);
  });

  it('need the account to pay into for a bank transfer, in the method’s own words', () => {
    expect(
      moneyProblems(
        { paymentMethods: ['bank_transfer'], bankAccount: null, currency: 'EUR' },
        true,
      ),
    ).toEqual([['bankAccount', 'Bank transfer needs the account to pay into']]);
  });
});
