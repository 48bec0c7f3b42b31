import { describe, expect, it } from 'vitest';

import { placeResults, type Placeable } from './results-places.js';

const runner = (bib: number, time: number | null, extra: Partial<Placeable> = {}): Placeable => ({
  bib,
  status: 'finished',
  time,
  gender: 'F',
  ageGroup: 'F35-39',
  timerPlace: null,
  ...extra,
});

describe('placeResults', () => {
  it('places finishers by time, equal times sharing a place and the next one skipped', () => {
    const placed = placeResults([runner(1, 300), runner(2, 100), runner(3, 200), runner(4, 200)]);
    expect(placed.map((p) => p.place)).toEqual([4, 1, 2, 2]);
    expect(placed.map((p) => p.order)).toEqual([3, 0, 1, 2]);
  });

  it('orders equal times by the timer’s place, then by bib', () => {
    const placed = placeResults([
      runner(5, 100, { timerPlace: 2 }),
      runner(9, 100, { timerPlace: 1 }),
      runner(1, 100),
    ]);
    expect(placed.map((p) => p.order)).toEqual([1, 0, 2]);
    expect(placed.map((p) => p.place)).toEqual([1, 1, 1]);
  });

  it('lists DNF, DQ and DNS after every finisher, without a place', () => {
    const placed = placeResults([
      runner(7, null, { status: 'DNS' }),
      runner(3, null, { status: 'DNF' }),
      runner(2, 500),
      runner(4, null, { status: 'DQ' }),
    ]);
    expect(placed.map((p) => p.place)).toEqual([null, null, 1, null]);
    expect(placed.map((p) => p.order)).toEqual([3, 1, 0, 2]);
    expect(
      placed.every((p, i) => i === 2 || (p.genderPlace === null && p.ageGroupPlace === null)),
    ).toBe(true);
  });

  it('places by gender and by age group within each', () => {
    const placed = placeResults([
      runner(1, 100, { gender: 'M', ageGroup: 'M35-39' }),
      runner(2, 200, { gender: 'F', ageGroup: 'F35-39' }),
      runner(3, 300, { gender: 'M', ageGroup: 'M40-44' }),
      runner(4, 300, { gender: 'M', ageGroup: 'M35-39' }),
      runner(5, 400, { gender: null, ageGroup: 'Open' }),
    ]);
    expect(placed.map((p) => p.place)).toEqual([1, 2, 3, 3, 5]);
    expect(placed.map((p) => p.genderPlace)).toEqual([1, 1, 2, 2, null]);
    expect(placed.map((p) => p.ageGroupPlace)).toEqual([1, 1, 1, 2, 1]);
  });
});
