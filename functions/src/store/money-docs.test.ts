// The money collections' converters: defaults resolved once, and a model read again unchanged, which
// lets `of()` read a snapshot whether or not it came through the converter (payments/ relies on it).
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { CURRENCY_DEFAULT } from '@run/contract/domain/money';
import { describe, expect, it } from 'vitest';

import { bankTxDocs } from './bank-transaction-doc.js';
import type { StoredConverter } from './converter.js';
import { creditDocs } from './credit-doc.js';
import { deferralDocs } from './deferral-doc.js';
import { distanceChangeDocs } from './distance-change-doc.js';
import { paymentDocs } from './payment-doc.js';
import { refundDocs } from './refund-doc.js';

/** A snapshot of `data` as `of()` reads it (its data, or none for a missing document). */
const snapshot = (data: DocumentData | undefined, id = 'doc-1') =>
  ({ id, data: () => data }) as unknown as DocumentSnapshot;

const at = Timestamp.fromMillis(1_700_000_000_000);

const stored: [string, StoredConverter<DocumentData>, DocumentData][] = [
  [
    'payments',
    paymentDocs,
    {
      userId: 'u1',
      method: 'bank_transfer',
      provider: 'bank',
      providerRef: 'RF18',
      amount: 4500,
      currency: 'EUR',
      state: 'succeeded',
      refunded: 500,
      payerIban: '',
      closedAt: at,
      createdAt: at,
    },
  ],
  [
    'refunds',
    refundDocs,
    { paymentId: 'p1', amount: 500, currency: 'EUR', state: 'manual', sendAfter: at },
  ],
  ['bankTransactions', bankTxDocs, { amount: 4500, currency: 'EUR', state: 'late', iban: null }],
  ['credits', creditDocs, { amount: 3000, currency: 'EUR', expiresAt: at, usedAt: null }],
  ['deferrals', deferralDocs, { firstName: 'Ada', creditAmount: 3000, deferredAt: at }],
  ['distanceChanges', distanceChangeDocs, { distanceId: 'd2', payment: { total: 500 } }],
];

describe('the money collections’ converters', () => {
  it.each(stored)('%s: a model read again is unchanged, stored or missing', (_, docs, data) => {
    for (const raw of [data, undefined]) {
      const model = docs.of(snapshot(raw));
      expect(docs.of(snapshot(model))).toEqual(model);
    }
  });

  it('resolves a missing currency to the contract’s default, once', () => {
    expect(paymentDocs.of(snapshot({})).currency).toBe(CURRENCY_DEFAULT);
    expect(refundDocs.of(snapshot({ currency: '' })).currency).toBe(CURRENCY_DEFAULT);
    expect(bankTxDocs.of(snapshot(undefined)).currency).toBe(CURRENCY_DEFAULT);
    expect(creditDocs.of(snapshot({})).currency).toBe(CURRENCY_DEFAULT);
  });

  it('reads an entry of no known method as paid by hand, an unknown state as started', () => {
    const entry = paymentDocs.of(snapshot({ method: 'cash', state: 'odd' }));
    expect([entry.method, entry.state]).toEqual(['manual', 'started']);
  });

  it('keeps a stored empty reference or IBAN as stored (the API answers it as null)', () => {
    const entry = paymentDocs.of(snapshot({ providerRef: '', payerIban: '' }));
    expect([entry.providerRef, entry.payerIban]).toEqual(['', '']);
  });
});
