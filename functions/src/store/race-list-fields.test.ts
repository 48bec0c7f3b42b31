import { bucketOf } from '@run/contract/domain/race-filters';
import { describe, expect, it } from 'vitest';

import { raceListFields, WINDOW_MONTHS } from './race-list-fields.js';

const dates = (start: string, end: string, race = '2027-04-25T08:00:00.000Z') => ({
  startRegistrationDate: start,
  endRegistrationDate: end,
  marathonStartDate: race,
});

describe('the stored list fields of a race', () => {
  it('buckets a distance by its length in km', () => {
    expect(
      [
        '5K',
        '7.4 km',
        '7.5 km',
        '10K',
        '15 km',
        'Half Marathon',
        '30 km',
        '42.195 km',
        '43 km',
        '50K',
        '100 miles',
        'Fun run',
      ].map(bucketOf),
    ).toEqual([
      '5k',
      '5k',
      '10k',
      '10k',
      'half',
      'half',
      'marathon',
      'marathon',
      'marathon',
      'ultra',
      'ultra',
      null,
    ]);
  });

  it('keeps the start month, the buckets, the window months and both together', () => {
    const fields = raceListFields(dates('2026-12-15T00:00:00.000Z', '2027-02-01T00:00:00.000Z'), [
      { runningDistance: '42.195 km' },
      { runningDistance: '10K' },
      { runningDistance: '10 km' },
    ]);
    expect(fields.startMonth).toBe('2027-04');
    expect(fields.listKeys).toEqual([
      'd:marathon',
      'd:10k',
      'o:2026-12',
      'o:2027-01',
      'o:2027-02',
      'd:marathon|o:2026-12',
      'd:marathon|o:2027-01',
      'd:marathon|o:2027-02',
      'd:10k|o:2026-12',
      'd:10k|o:2027-01',
      'd:10k|o:2027-02',
    ]);
  });

  it('stores a window longer than WINDOW_MONTHS as long', () => {
    const fields = raceListFields(dates('2020-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'), [
      { runningDistance: '5K' },
    ]);
    expect(fields.listKeys).toEqual(['d:5k', 'o:long', 'd:5k|o:long']);
    expect(WINDOW_MONTHS).toBeLessThan(7 * 12);
  });
});
