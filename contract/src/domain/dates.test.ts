import { describe, expect, it } from 'vitest';

import { formatLongDate, isIsoDateString } from './dates.js';

describe('isIsoDateString', () => {
  it.each(['2031-02-28', '2032-02-29', '2031-04-05T09:30:00Z', '2031-04-05T09:30:00.123+05:30'])(
    'accepts the real date %s',
    (value) => expect(isIsoDateString(value)).toBe(true),
  );

  it.each([
    ['an impossible day', '2031-02-30'],
    ['the 29th of February in a common year', '2031-02-29'],
    ['month 13', '2031-13-01'],
    ['hour 24', '2031-04-05T24:00:00Z'],
    ['year 0, before Firestore Timestamps begin', '0000-01-01'],
    ['a time that the offset moves past 9999', '9999-12-31T23:00:00-05:00'],
    ['free text', 'next Tuesday'],
  ])('refuses %s', (_label, value) => expect(isIsoDateString(value)).toBe(false));
});

describe('formatLongDate', () => {
  it('says a day in en-US long form, in UTC, and a bad date as the browser does', () => {
    expect(formatLongDate('2027-04-05T00:00:00.000Z')).toBe('April 5, 2027');
    expect(formatLongDate('2027-04-05T23:59:59.999Z')).toBe('April 5, 2027');
    expect(formatLongDate('2027-12-31')).toBe('December 31, 2027');
    expect(formatLongDate('not a date')).toBe('Invalid Date');
  });

  it('says every day as Intl.DateTimeFormat says it in en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    // Every day of 2027 and 2028 (a leap year), and the far ends of the range the API accepts.
    const days = Array.from({ length: 731 }, (_, i) => Date.UTC(2027, 0, 1 + i, 13));
    for (const ms of [...days, Date.UTC(1000, 0, 1), Date.UTC(9999, 11, 31, 23, 59, 59, 999)]) {
      const iso = new Date(ms).toISOString();
      expect(formatLongDate(iso), iso).toBe(intl.format(new Date(ms)));
    }
  });
});
