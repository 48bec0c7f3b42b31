import { describe, expect, it } from 'vitest';

import { ageOn } from './dates.js';
import { checkRaceForm, minimumAgeMessage, type RaceFormRules } from './race-form.js';
import { shirtSizeQuestion } from './race-form.test-support.js';

const rules: RaceFormRules = {
  questions: [
    shirtSizeQuestion,
    {
      id: 'pacer',
      label: 'Pacer',
      type: 'checkbox',
      options: [],
      required: false,
      distanceIds: ['full'],
    },
  ],
  waiver: { text: 'At my own risk.', version: 3 },
  marathonStartDate: '2027-02-28T08:00:00.000Z',
  distance: { id: 'half', name: 'Half Marathon', minimumAge: 16 },
};

describe('ageOn', () => {
  it('counts the birthday from its day, and 29 February from 1 March in other years', () => {
    expect(ageOn('2009-02-28', '2027-02-28T08:00:00Z')).toBe(18);
    expect(ageOn('2009-03-01', '2027-02-28T08:00:00Z')).toBe(17);
    expect(ageOn('2008-02-29', '2027-02-28T08:00:00Z')).toBe(18);
    expect(ageOn('2008-02-29', '2027-03-01T08:00:00Z')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29T08:00:00Z')).toBe(20);
  });
});

describe('checkRaceForm', () => {
  it('takes a complete form, keeping only the distance’s questions’ answers, trimmed', () => {
    const check = checkRaceForm(rules, {
      answers: { size: ' M ' },
      dateOfBirth: '2000-01-01',
      waiverAccepted: 3,
    });
    expect(check).toEqual({ issues: [], staleWaiver: false, answers: { size: 'M' } });
  });

  it('names every field it refuses, and marks an older waiver stale', () => {
    const check = checkRaceForm(rules, {
      answers: { size: 'XL', pacer: true },
      dateOfBirth: '2012-01-01',
      waiverAccepted: 2,
    });
    expect(check.issues).toEqual([
      { field: 'answers.pacer', message: 'Not a question of this race for the chosen distance' },
      { field: 'answers.size', message: 'T-shirt size must be one of: S, M' },
      { field: 'dateOfBirth', message: minimumAgeMessage(16, 'Half Marathon') },
    ]);
    expect(check.staleWaiver).toBe(true);
    expect(checkRaceForm(rules, {}).issues.map((i) => i.field)).toEqual([
      'answers.size',
      'dateOfBirth',
      'waiverAccepted',
    ]);
  });
});
