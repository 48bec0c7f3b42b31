import { describe, expect, it } from 'vitest';

import { ageGroupOf, genderOf, isGenderQuestion } from './results-groups.js';
import { placeLines } from './results-words.js';

describe('genderOf', () => {
  it('reads the ready-made options and common spellings', () => {
    expect(genderOf('Female')).toBe('F');
    expect(genderOf('male')).toBe('M');
    expect(genderOf('Non-binary')).toBe('X');
    expect(genderOf('Prefer not to say')).toBeNull();
    expect(genderOf(undefined)).toBeNull();
  });

  it('knows the Gender question by its label', () => {
    expect(isGenderQuestion({ label: 'Gender', type: 'choice' })).toBe(true);
    expect(isGenderQuestion({ label: 'T-shirt size', type: 'choice' })).toBe(false);
  });
});

describe('ageGroupOf', () => {
  const raceDay = '2026-04-12T07:00:00.000Z';

  it('puts a runner in the five-year group of their age on race day', () => {
    expect(ageGroupOf('F', '1990-04-12', raceDay)).toBe('F35-39');
    expect(ageGroupOf('F', '1990-04-13', raceDay)).toBe('F35-39');
    expect(ageGroupOf('F', '1991-04-13', raceDay)).toBe('F30-34');
    expect(ageGroupOf('M', '1986-04-12', raceDay)).toBe('M40-44');
  });

  it('leaves out the letter without a gender, and is Open without a date of birth', () => {
    expect(ageGroupOf(null, '1990-01-01', raceDay)).toBe('35-39');
    expect(ageGroupOf('M', null, raceDay)).toBe('Open');
  });
});

describe('placeLines', () => {
  it('says each place of a finisher in words', () => {
    expect(placeLines({ place: 12, genderPlace: 3, ageGroup: 'F35-39', ageGroupPlace: 2 })).toEqual(
      ['12th overall', '3rd of women', '2nd in F35-39'],
    );
    expect(
      placeLines({ place: 111, genderPlace: null, ageGroup: 'Open', ageGroupPlace: 21 }),
    ).toEqual(['111th overall', '21st in Open']);
    expect(
      placeLines({ place: null, genderPlace: null, ageGroup: 'M40-44', ageGroupPlace: null }),
    ).toEqual([]);
  });
});
