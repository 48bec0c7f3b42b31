import { describe, expect, it } from 'vitest';

import { marathonInputSchema } from './schemas.js';
import { canonicalTimeZone, formatStart, startLine, TIME_ZONE_MESSAGE } from './start-time.js';

describe('a time zone', () => {
  it('is spelled as Intl spells it, and an unknown one is none', () => {
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});

describe('a race’s start as shown', () => {
  it('is the time with its zone, and each distance that starts apart', () => {
    expect(formatStart('07:30', 'America/Chicago')).toBe('07:30 (America/Chicago)');
    expect(formatStart(undefined, 'America/Chicago')).toBeNull();
    const race = {
      startTime: '07:30',
      timeZone: 'America/Chicago',
      distances: [{ name: 'Marathon' }, { name: '10K', startTime: '08:15' }],
    };
    expect(startLine(race)).toBe('07:30, 10K at 08:15 (America/Chicago)');
    expect(startLine({ distances: [{ name: 'Marathon' }] })).toBeNull();
  });
});

describe('the start fields of a race’s input', () => {
  const race = {
    title: 'Lakefront',
    startRegistrationDate: '2027-01-01T00:00:00.000Z',
    endRegistrationDate: '2027-04-01T23:59:59.999Z',
    marathonStartDate: '2027-04-11T00:00:00.000Z',
    location: 'Chicago',
    runningDistance: '42 KM',
    marathonImageURL: 'https://example.com/a.jpg',
    description: 'Flat.',
  };
  const issues = (input: object) =>
    marathonInputSchema
      .safeParse({ ...race, ...input })
      .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a time with a zone, the zone as Intl spells it, and empty ones as none', () => {
    const parsed = marathonInputSchema.parse({
      ...race,
      startTime: '07:30',
      timeZone: 'america/chicago',
    });
    expect([parsed.startTime, parsed.timeZone]).toEqual(['07:30', 'America/Chicago']);
    const empty = marathonInputSchema.parse({ ...race, startTime: '', timeZone: '' });
    expect([empty.startTime, empty.timeZone]).toEqual([null, null]);
  });

  it('refuses 25:00, an unknown zone and a time whose zone is cleared', () => {
    expect(issues({ startTime: '25:00', timeZone: 'UTC' })[0]?.[0]).toBe('startTime');
    expect(issues({ startTime: '07:30', timeZone: 'Mars/Olympus' })).toEqual([
      ['timeZone', TIME_ZONE_MESSAGE],
    ]);
    expect(issues({ startTime: '07:30', timeZone: null })[0]?.[0]).toBe('timeZone');
  });
});
