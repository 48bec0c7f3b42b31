import type { MyRegistration } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { isPastRace, registrationStart, splitByStart } from './race-timing';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;

/** A race the runner registered for, cut to what the split reads. */
function race(id: string, day: string, extra: Partial<MyRegistration> = {}): MyRegistration {
  return {
    _id: id,
    marathonStartDate: `${day}T00:00:00.000Z`,
    distances: [],
    totalRegistrationCount: [{ distanceId: 'full' }],
    ...extra,
  } as unknown as MyRegistration;
}

describe('past and upcoming races', () => {
  it('keeps a race upcoming until a day after its start', () => {
    expect(isPastRace(NOW - 23 * HOUR, NOW)).toBe(false);
    expect(isPastRace(NOW - 25 * HOUR, NOW)).toBe(true);
    expect(isPastRace(NOW + HOUR, NOW)).toBe(false);
  });

  it('reads the start in the race’s zone at the runner’s distance’s own time', () => {
    const chicago = race('c', '2026-11-25', {
      startTime: '07:30',
      timeZone: 'America/Chicago',
      distances: [{ id: 'full', startTime: '08:15' }],
    } as Partial<MyRegistration>);
    // 08:15 in Chicago (UTC-6 in November) is 14:15 UTC.
    expect(registrationStart(chicago)).toBe(Date.parse('2026-11-25T14:15:00.000Z'));
    // Started 19 h 45 min ago: not past yet.
    expect(splitByStart([chicago], registrationStart, NOW).past).toEqual([]);
  });

  it('puts upcoming races soonest first and past races newest first', () => {
    const races = [
      race('last-week', '2026-11-19'),
      race('next-month', '2026-12-20'),
      race('tomorrow', '2026-11-27'),
      race('last-month', '2026-10-20'),
    ];
    const { upcoming, past } = splitByStart(races, registrationStart, NOW);
    expect(upcoming.map((r) => r._id)).toEqual(['tomorrow', 'next-month']);
    expect(past.map((r) => r._id)).toEqual(['last-week', 'last-month']);
  });
});
