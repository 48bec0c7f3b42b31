import { describe, expect, it } from 'vitest';

import { publishTooEarly, startInstant, startWords } from './race-start.js';

const day = '2027-04-11T00:00:00.000Z';

describe('a race’s start', () => {
  it('is its time in its zone: 07:30 in Chicago in April is 12:30 UTC', () => {
    const race = { marathonStartDate: day, startTime: '07:30', timeZone: 'America/Chicago' };
    expect(new Date(startInstant(race)).toISOString()).toBe('2027-04-11T12:30:00.000Z');
    expect(publishTooEarly(startWords(race))).toBe(
      'Results can be published once the race has started (Sun 11 Apr 2027, 07:30 America/Chicago).',
    );
  });

  it('is a distance’s own time where it has one', () => {
    const race = { marathonStartDate: day, startTime: '07:30', timeZone: 'Europe/Berlin' };
    const tenK = { startTime: '09:15' };
    expect(new Date(startInstant(race, tenK)).toISOString()).toBe('2027-04-11T07:15:00.000Z');
    expect(startWords(race, tenK)).toBe('Sun 11 Apr 2027, 09:15 Europe/Berlin');
    expect(startWords(race, { startTime: null })).toBe('Sun 11 Apr 2027, 07:30 Europe/Berlin');
  });

  it('without a time is the start of the day in the zone, or the UTC day without a zone', () => {
    const zoned = { marathonStartDate: day, timeZone: 'Asia/Tokyo' };
    expect(new Date(startInstant(zoned)).toISOString()).toBe('2027-04-10T15:00:00.000Z');
    expect(startWords(zoned)).toBe('Sun 11 Apr 2027 (Asia/Tokyo)');
    expect(startInstant({ marathonStartDate: day })).toBe(Date.parse(day));
    expect(startWords({ marathonStartDate: day })).toBe('Sun 11 Apr 2027');
  });
});
