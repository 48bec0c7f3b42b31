import type { Distance, Marathon } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { placesMoveLive, withLiveCounts } from './live-places';

const distance = (id: string, capacity: number | null, placesLeft: number | null) =>
  ({ id, name: id, capacity, placesLeft }) as Distance;

const race = (distances: Distance[], capacity: number | null) =>
  ({
    _id: 'r1',
    startRegistrationDate: '2026-05-01T08:00:00.000Z',
    endRegistrationDate: '2026-06-01T08:00:00.000Z',
    registrationCount: 10,
    capacity,
    placesLeft: capacity === null ? null : 5,
    distances,
  }) as Marathon;

describe('a race page’s places from the live counts', () => {
  it('takes each distance’s places and sums them for a race whose distances all have a limit', () => {
    const live = withLiveCounts(race([distance('10k', 10, 3), distance('hm', 5, 2)], 15), {
      registered: 14,
      checkedIn: 0,
      finished: 0,
      placesLeft: { '10k': 0, hm: 1 },
    });
    expect(live.distances.map((d) => d.placesLeft)).toEqual([0, 1]);
    expect(live.placesLeft).toBe(1);
    expect(live.registrationCount).toBe(14);
  });

  it('keeps the race’s places null when a distance has no limit, and a distance the counts lack', () => {
    const live = withLiveCounts(race([distance('10k', 10, 3), distance('fun', null, null)], null), {
      registered: 11,
      checkedIn: 0,
      finished: 0,
      placesLeft: { fun: null },
    });
    expect(live.placesLeft).toBeNull();
    expect(live.distances.map((d) => d.placesLeft)).toEqual([3, null]);
  });
});

describe('when a race page listens to its places', () => {
  const limited = race([distance('10k', 10, 3)], 10);
  const at = (iso: string) => new Date(iso);

  it('listens on the first day of an open registration of a race with a field limit', () => {
    expect(placesMoveLive(limited, at('2026-05-01T08:00:00.000Z'))).toBe(true);
    expect(placesMoveLive(limited, at('2026-05-02T07:59:00.000Z'))).toBe(true);
  });

  it('does not listen after the first day, before opening, or for a race without a limit', () => {
    expect(placesMoveLive(limited, at('2026-05-02T08:00:01.000Z'))).toBe(false);
    expect(placesMoveLive(limited, at('2026-04-30T08:00:00.000Z'))).toBe(false);
    const unlimited = race([distance('10k', null, null)], null);
    expect(placesMoveLive(unlimited, at('2026-05-01T09:00:00.000Z'))).toBe(false);
  });
});
