import { describe, expect, it } from 'vitest';

import { refundPolicySchema } from './money-schemas.js';
import {
  asGenerous,
  daysBefore,
  REFUND_POLICY_DEFAULT,
  refundPolicySentence,
  refundQuote,
} from './refunds.js';

const DAY_MS = 86_400_000;
const start = new Date('2027-05-03T08:00:00.000Z');
/** `days` whole days and an hour before the start (so the days round down to `days`). */
const before = (days: number) => new Date(start.getTime() - days * DAY_MS - 3_600_000);

describe('refund quote', () => {
  it('gives full, full, partial, partial, partial, none at 31, 30, 29, 15, 14, 13 days', () => {
    const quotes = [31, 30, 29, 15, 14, 13].map((d) =>
      refundQuote(REFUND_POLICY_DEFAULT, 4599, start, before(d)),
    );
    expect(quotes.map((q) => [q.band, q.amount])).toEqual([
      ['full', 4599],
      ['full', 4599],
      ['partial', 2299],
      ['partial', 2299],
      ['partial', 2299],
      ['none', 0],
    ]);
    expect(quotes.map((q) => q.until)).toEqual([
      '2027-04-03T08:00:00.000Z',
      '2027-04-03T08:00:00.000Z',
      '2027-04-19T08:00:00.000Z',
      '2027-04-19T08:00:00.000Z',
      '2027-04-19T08:00:00.000Z',
      null,
    ]);
  });

  it('counts whole days rounded down: 29 days and 23 hours is 29', () => {
    expect(daysBefore(start, new Date(start.getTime() - 30 * DAY_MS + 1))).toBe(29);
    expect(daysBefore(start, new Date(start.getTime() - 30 * DAY_MS))).toBe(30);
    expect(daysBefore(start, new Date(start.getTime() + 1))).toBe(-1);
  });

  it('rounds a partial refund down to a minor unit', () => {
    const policy = { fullUntilDays: 30, partialUntilDays: 0, partialPercent: 33 };
    expect(refundQuote(policy, 1000, start, before(10)).amount).toBe(330);
    expect(refundQuote(policy, 999, start, before(10)).amount).toBe(329);
  });
});

describe('refund policy', () => {
  it('is more generous only when no day gives less', () => {
    const d = REFUND_POLICY_DEFAULT;
    expect(asGenerous({ ...d, partialPercent: 60 }, d)).toBe(true);
    expect(asGenerous({ ...d, fullUntilDays: 20 }, d)).toBe(true);
    expect(asGenerous({ ...d, partialUntilDays: 7 }, d)).toBe(true);
    expect(asGenerous(d, d)).toBe(true);
    expect(asGenerous({ ...d, partialPercent: 40 }, d)).toBe(false);
    expect(asGenerous({ ...d, fullUntilDays: 40 }, d)).toBe(false);
    expect(asGenerous({ fullUntilDays: 30, partialUntilDays: 0, partialPercent: 10 }, d)).toBe(
      false,
    );
  });

  it('states the policy in one sentence', () => {
    expect(refundPolicySentence(REFUND_POLICY_DEFAULT)).toBe(
      'Refunds: in full until 30 days before the race, 50 % until 14 days before, none after.',
    );
    expect(
      refundPolicySentence({ fullUntilDays: 1, partialUntilDays: 1, partialPercent: 50 }),
    ).toBe('Refunds: in full until 1 day before the race, none after.');
    expect(
      refundPolicySentence({ fullUntilDays: 7, partialUntilDays: 0, partialPercent: 25 }),
    ).toBe('Refunds: in full until 7 days before the race, 25 % until the race, none after.');
  });

  it('refuses partial refunds ending before full ones, and a percent over 100, naming the field', () => {
    const late = refundPolicySchema.safeParse({
      fullUntilDays: 14,
      partialUntilDays: 30,
      partialPercent: 50,
    });
    expect(late.error?.issues.map((i) => i.path.join('.'))).toEqual(['partialUntilDays']);
    const over = refundPolicySchema.safeParse({
      fullUntilDays: 30,
      partialUntilDays: 14,
      partialPercent: 101,
    });
    expect(over.error?.issues.map((i) => i.path.join('.'))).toEqual(['partialPercent']);
  });
});
