import type { Question } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { answerCharts, cumulativeByDay, distanceRows, percent, raceCapacity } from './stats-series';

describe('cumulativeByDay', () => {
  it('adds each day to the days before it, filling quiet days with 0', () => {
    expect(
      cumulativeByDay([
        { date: '2026-11-03', count: 4 },
        { date: '2026-10-31', count: 2 },
        { date: '2026-11-01', count: 1 },
      ]),
    ).toEqual([
      { date: '2026-10-31', count: 2, total: 2 },
      { date: '2026-11-01', count: 1, total: 3 },
      { date: '2026-11-02', count: 0, total: 3 },
      { date: '2026-11-03', count: 4, total: 7 },
    ]);
  });

  it('is empty before anyone registers', () => {
    expect(cumulativeByDay([])).toEqual([]);
  });

  it('ends on the sum of every day', () => {
    const rows = cumulativeByDay([
      { date: '2027-02-27', count: 3 },
      { date: '2027-03-02', count: 5 },
    ]);
    expect(rows.map((r) => r.date)).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(rows.at(-1)?.total).toBe(8);
  });
});

describe('distanceRows', () => {
  it('reads registrations and check-ins of each distance from the stats, 0 when absent', () => {
    const rows = distanceRows(
      [
        { id: 'full', name: 'Marathon', capacity: 100, placesLeft: 90, waitlistCount: 0 },
        { id: '10k', name: '10K', capacity: null, placesLeft: null, waitlistCount: 0 },
      ],
      {
        registrations: { total: 10, byDistance: { full: 10 }, byDay: [] },
        checkIns: { total: 4, byDistance: { full: 4 } },
      },
    );
    expect(rows.map((r) => [r.name, r.registered, r.checkedIn, r.capacity])).toEqual([
      ['Marathon', 10, 4, 100],
      ['10K', 0, 0, null],
    ]);
  });
});

describe('raceCapacity', () => {
  it('sums the distances’ limits, or has none when one distance has none', () => {
    expect(raceCapacity([{ capacity: 100 }, { capacity: 50 }])).toBe(150);
    expect(raceCapacity([{ capacity: 100 }, { capacity: null }])).toBeNull();
  });
});

describe('answerCharts', () => {
  const question = (over: Partial<Question>): Question => ({
    id: 'q',
    label: 'Q',
    type: 'choice',
    options: [],
    required: false,
    distanceIds: null,
    ...over,
  });

  it('counts every option of each choice question in the organiser’s order, unchosen ones 0', () => {
    const charts = answerCharts(
      [
        question({ id: 'shirt', label: 'T-shirt size', options: ['S', 'M', 'L'] }),
        question({ id: 'club', label: 'Club', type: 'text' }),
      ],
      [{ id: 'full', name: 'Marathon' }],
      {
        answers: { shirt: { L: 2, S: 1 } },
        answersByDistance: { shirt: { full: { L: 2, S: 1 } } },
      },
    );
    expect(charts).toEqual([
      {
        questionId: 'shirt',
        label: 'T-shirt size',
        askedOf: null,
        distances: [],
        rows: [
          { option: 'S', count: 1, byDistance: {} },
          { option: 'M', count: 0, byDistance: {} },
          { option: 'L', count: 2, byDistance: {} },
        ],
      },
    ]);
  });

  it('splits the answers by the distances that ask, the total counting every runner', () => {
    const [chart] = answerCharts(
      [question({ id: 'shirt', options: ['S', 'M'], distanceIds: ['full', 'half'] })],
      [
        { id: 'full', name: 'Marathon' },
        { id: 'half', name: 'Half Marathon' },
        { id: '5k', name: '5K' },
      ],
      {
        // One runner moved to the 5K after answering: in the total, on no asking distance.
        answers: { shirt: { S: 4, M: 1 } },
        answersByDistance: { shirt: { full: { S: 2, M: 1 }, half: { S: 1, M: 0 } } },
      },
    );
    expect(chart?.distances.map((d) => d.name)).toEqual(['Marathon', 'Half Marathon']);
    expect(chart?.rows).toEqual([
      { option: 'S', count: 4, byDistance: { full: 2, half: 1 } },
      { option: 'M', count: 1, byDistance: { full: 1, half: 0 } },
    ]);
  });

  it('names the distances a question is asked of', () => {
    const [chart] = answerCharts(
      [question({ options: ['A', 'B'], distanceIds: ['half', 'full'] })],
      [
        { id: 'full', name: 'Marathon' },
        { id: 'half', name: 'Half Marathon' },
        { id: '5k', name: '5K' },
      ],
      { answers: {}, answersByDistance: {} },
    );
    expect(chart?.askedOf).toBe('Marathon, Half Marathon');
  });
});

describe('percent', () => {
  it('rounds to a whole percentage and is 0 of nothing', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(0, 0)).toBe(0);
  });
});
