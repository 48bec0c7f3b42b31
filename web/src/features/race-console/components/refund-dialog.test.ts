import type { Payment, Refund } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { refundMadeMessage } from './refund-dialog';

const payment = { runnerName: 'Ada Lovelace', payerIban: null } as unknown as Payment;
const refund = (state: Refund['state'], payerIban: string | null = null) =>
  ({ amount: 1000, currency: 'EUR', state, payerIban }) as Refund;

describe('refundMadeMessage', () => {
  it('says money a provider sends goes back', () => {
    expect(refundMadeMessage(refund('pending'), payment)).toEqual({
      icon: 'success',
      title: 'Refunded',
      text: '€10.00 goes back to Ada Lovelace.',
    });
  });

  it('leaves money paid by hand to pay, asking for the IBAN when none is known', () => {
    expect(refundMadeMessage(refund('manual'), payment)).toEqual({
      icon: 'info',
      title: 'Refund to pay',
      text: 'Pay €10.00 back to Ada Lovelace: their IBAN is not known yet, so ask them for it, then mark the refund paid under Refunds to pay.',
    });
    expect(refundMadeMessage(refund('manual', 'DE89370400440532013000'), payment).text).toBe(
      'Pay €10.00 back to Ada Lovelace (IBAN DE89370400440532013000), then mark it paid under Refunds to pay.',
    );
  });
});
