import { describe, expect, it } from 'vitest';

import { isFiltering, matchesFilter } from './participant-filter';

const runner = { firstName: 'Zoë', lastName: 'Müller', bib: 42, distanceId: 'half' };

describe('matchesFilter', () => {
  it('finds a runner by any part of the name, ignoring case and accents', () => {
    expect(matchesFilter(runner, { search: 'zoe', distanceId: '' })).toBe(true);
    expect(matchesFilter(runner, { search: 'MULL', distanceId: '' })).toBe(true);
    expect(matchesFilter(runner, { search: 'zoë müller', distanceId: '' })).toBe(true);
    expect(matchesFilter(runner, { search: 'anna', distanceId: '' })).toBe(false);
  });

  it('finds a runner by their exact bib', () => {
    expect(matchesFilter(runner, { search: '42', distanceId: '' })).toBe(true);
    expect(matchesFilter(runner, { search: '4', distanceId: '' })).toBe(false);
  });

  it('keeps only the chosen distance', () => {
    expect(matchesFilter(runner, { search: '', distanceId: 'half' })).toBe(true);
    expect(matchesFilter(runner, { search: 'zoe', distanceId: 'full' })).toBe(false);
  });
});

describe('isFiltering', () => {
  it('is off for an empty search (spaces too) and every distance', () => {
    expect(isFiltering({ search: '  ', distanceId: '' })).toBe(false);
    expect(isFiltering({ search: 'a', distanceId: '' })).toBe(true);
    expect(isFiltering({ search: '', distanceId: 'half' })).toBe(true);
  });
});
