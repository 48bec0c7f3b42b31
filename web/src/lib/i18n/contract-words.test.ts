// The web's wording of the contract's words says in English exactly what the contract says (the API,
// the mails and the receipt PDF keep the contract's), and another language in that language.
import { BANK_COLUMN_LABELS } from '@run/contract/domain/bank-columns';
import { ORGANISER_DETAIL_LABELS } from '@run/contract/domain/organiser-details';
import { PASSWORD_HINT } from '@run/contract/domain/password';
import { PAYMENT_METHOD_INFO, PAYMENT_METHODS } from '@run/contract/domain/payment-methods';
import { DISTANCE_BUCKET_LABELS, DISTANCE_BUCKETS } from '@run/contract/domain/race-filters';
import * as contract from '@run/contract/domain/receipt-words';
import { refundPolicySentence } from '@run/contract/domain/refunds';
import { registrationWindowMessages } from '@run/contract/domain/registration-window';
import { startWords } from '@run/contract/domain/race-start';
import { startLine } from '@run/contract/domain/start-time';
import { COLUMN_LABELS } from '@run/contract/domain/results-csv';
import { ordinal, placeLines } from '@run/contract/domain/results-words';
import { afterEach, describe, expect, it } from 'vitest';

import {
  bankColumnLabels,
  distanceBucketLabel,
  methodLabel,
  organiserDetailLabel,
  ordinalText,
  passwordHint,
  payLabel,
  placeLinesText,
  receiptAmounts,
  receiptMethod,
  refundPolicyText,
  registrationWindowText,
  resultColumnLabels,
  startLineText,
  startWordsText,
} from './contract-words';
import { activateLanguage } from './i18n';

afterEach(() => activateLanguage('en'));

describe('the contract’s words in English', () => {
  it('name methods, windows, fields, buckets, columns and the password rule as the contract does', () => {
    for (const m of PAYMENT_METHODS) {
      expect(methodLabel(m)).toBe(PAYMENT_METHOD_INFO[m].label);
      expect(payLabel(m)).toBe(PAYMENT_METHOD_INFO[m].payLabel);
      expect(receiptMethod(m)).toBe(contract.RECEIPT_METHODS[m]);
    }
    expect(receiptMethod('manual')).toBe(contract.RECEIPT_METHODS.manual);
    expect(registrationWindowText('upcoming')).toBe(registrationWindowMessages.upcoming);
    expect(registrationWindowText('closed')).toBe(registrationWindowMessages.closed);
    for (const field of ['organiserName', 'organiserAddress', 'vatNumber'] as const) {
      expect(organiserDetailLabel(field)).toBe(ORGANISER_DETAIL_LABELS[field]);
    }
    for (const bucket of DISTANCE_BUCKETS) {
      expect(distanceBucketLabel(bucket)).toBe(DISTANCE_BUCKET_LABELS[bucket]);
    }
    expect(resultColumnLabels()).toEqual(COLUMN_LABELS);
    expect(bankColumnLabels()).toEqual(BANK_COLUMN_LABELS);
    expect(passwordHint()).toBe(PASSWORD_HINT);
  });

  it('write ordinals and places as the contract does, without grouping the number', () => {
    const places = [...Array.from({ length: 130 }, (_, i) => i + 1), 1001, 1011, 1012, 1022, 12345];
    for (const n of places) expect(ordinalText(n)).toBe(ordinal(n));
    for (const ageGroup of ['F35-39', 'M40-44', 'X', 'Open', '35-39']) {
      const result = { place: 1234, genderPlace: 3, ageGroup, ageGroupPlace: 22 };
      expect(placeLinesText(result)).toEqual(placeLines(result));
    }
    const unplaced = { place: null, genderPlace: null, ageGroup: 'F', ageGroupPlace: null };
    expect(placeLinesText(unplaced)).toEqual([]);
  });

  it('say every refund policy in the contract’s sentence', () => {
    for (const fullUntilDays of [0, 1, 2, 30]) {
      for (const partialUntilDays of [0, 1, 2, 14]) {
        for (const partialPercent of [0, 50, 100]) {
          const policy = { fullUntilDays, partialUntilDays, partialPercent };
          expect(refundPolicyText(policy)).toBe(refundPolicySentence(policy));
        }
      }
    }
  });

  it('give a receipt’s amount lines as the contract does', () => {
    const parts = {
      price: 5000,
      discount: 500,
      fee: 150,
      credit: 1000,
      total: 3650,
      refunded: 200,
      currency: 'USD',
      code: 'EARLY',
    };
    const labels = (rows: ReturnType<typeof receiptAmounts>) =>
      rows.map(([label, amount]) => [label, amount]);
    expect(labels(receiptAmounts(parts, 'paid'))).toEqual(contract.receiptAmounts(parts));
    expect(labels(receiptAmounts({ ...parts, code: null }, 'due'))).toEqual(
      contract.receiptAmounts({ ...parts, code: null }, 'Total to pay'),
    );
    expect(receiptAmounts(parts, 'due').filter((row) => row[2] === 'total')).toHaveLength(1);
  });
});

const day = '2027-04-11T00:00:00.000Z';
const starts = [
  { marathonStartDate: day },
  { marathonStartDate: day, timeZone: 'Europe/Berlin' },
  { marathonStartDate: day, startTime: '07:30' },
  { marathonStartDate: day, startTime: '07:30', timeZone: 'America/Chicago' },
];
const lines = [
  { distances: [] },
  { startTime: '07:30', distances: [{ name: '10K' }] },
  {
    startTime: '07:30',
    timeZone: 'America/Chicago',
    distances: [{ name: '10K', startTime: '08:15' }],
  },
  {
    distances: [
      { name: '10K', startTime: '08:15' },
      { name: 'Half', startTime: '08:45' },
    ],
  },
];

describe('a race’s start in words', () => {
  it('says in English what the contract says', () => {
    for (const start of starts) {
      expect(startWordsText(start)).toBe(startWords(start));
      expect(startWordsText(start, { startTime: '09:00' })).toBe(
        startWords(start, { startTime: '09:00' }),
      );
    }
    for (const line of lines) expect(startLineText(line)).toBe(startLine(line));
  });

  it('is German in German', async () => {
    await activateLanguage('de');
    expect(
      startWordsText({ marathonStartDate: day, startTime: '07:30', timeZone: 'America/Chicago' }),
    ).toBe('So., 11. Apr. 2027, 07:30 America/Chicago');
    expect(
      startLineText({
        startTime: '07:30',
        timeZone: 'America/Chicago',
        distances: [{ name: '10K', startTime: '08:15' }],
      }),
    ).toBe('07:30, 10K um 08:15 (America/Chicago)');
  });
});

describe('the contract’s words in German', () => {
  it('are German', async () => {
    await activateLanguage('de');
    expect(payLabel('card')).toBe('Mit Karte bezahlen');
    expect(ordinalText(3)).toBe('3.');
    expect(
      refundPolicyText({ fullUntilDays: 30, partialUntilDays: 14, partialPercent: 50 }),
    ).not.toContain('Refunds');
    expect(distanceBucketLabel('half')).toBe('Halbmarathon (15–30 km)');
  });
});
