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
    expect(quotedMethods()).toBe('"card", "paypal" or "bank_transfer"');
  });

  it('send each method’s money to one payee, bank transfer to the race’s own account', () => {
    expect(methodsPaidTo('stripe-account')).toEqual(['card']);
    expect(methodsPaidTo('paypal-merchant')).toEqual(['paypal']);
    expect(methodsPaidTo('race-bank-account')).toEqual(['bank_transfer']);
  });

  it('take any currency unless they name theirs', () => {
    for (const method of PAYMENT_METHODS) {
      const { currencies } = methodInfo(method);
      expect(takesCurrency(method, 'USD')).toBe(currencies === null || currencies.includes('USD'));
    }
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
