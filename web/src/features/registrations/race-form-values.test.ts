import { minimumAgeMessage, WAIVER_CHANGED } from '@run/contract/domain/race-form';
import { shirtSizeQuestion } from '@run/contract/domain/race-form.test-support';
import { describe, expect, it } from 'vitest';

import {
  raceFormInput,
  raceFormIssues,
  raceFormValues,
  type RaceFormRace,
} from './race-form-values';

const race: RaceFormRace = {
  marathonStartDate: '2027-05-01T00:00:00.000Z',
  distances: [
    { id: 'full', name: 'Marathon', minimumAge: 18 },
    { id: '5k', name: '5K', minimumAge: null },
  ],
  questions: [
    shirtSizeQuestion,
    {
      id: 'pace',
      label: 'Pace',
      type: 'number',
      options: [],
      required: false,
      distanceIds: ['full'],
    },
    {
      id: 'first',
      label: 'First race',
      type: 'checkbox',
      options: [],
      required: false,
      distanceIds: null,
    },
  ],
  waiver: { text: 'At your own risk.', version: 2 },
};

describe('the registration form’s race questions', () => {
  it('sends only the chosen distance’s answers, typed, and the date of birth only where asked', () => {
    const values = {
      'answers.size': 'M',
      'answers.pace': ' 5.5 ',
      'answers.first': 'true',
      dateOfBirth: '2000-01-01',
      waiverAccepted: '2',
    };
    expect(raceFormInput(values, race, 'full')).toEqual({
      answers: { size: 'M', pace: 5.5, first: true },
      dateOfBirth: '2000-01-01',
      waiverAccepted: 2,
    });
    expect(raceFormInput(values, race, '5k')).toEqual({
      answers: { size: 'M', first: true },
      waiverAccepted: 2,
    });
  });

  it('says what the server would, on the field it would name', () => {
    const input = raceFormInput(
      { 'answers.pace': 'fast', dateOfBirth: '2015-06-01', waiverAccepted: '' },
      race,
      'full',
    );
    expect(raceFormIssues(race, input, 'full')).toEqual([
      { field: 'answers.size', message: 'T-shirt size is required' },
      { field: 'answers.pace', message: 'Pace must be a number' },
      { field: 'dateOfBirth', message: minimumAgeMessage(18, 'Marathon') },
      { field: 'waiverAccepted', message: 'Please read and accept the waiver' },
    ]);
  });

  it('says a waiver ticked for an older text has changed, and nothing until a distance is chosen', () => {
    expect(raceFormIssues(race, { answers: { size: 'S' }, waiverAccepted: 1 }, '5k')).toEqual([
      { field: 'waiverAccepted', message: WAIVER_CHANGED },
    ]);
    expect(raceFormIssues(race, {}, '')).toEqual([]);
  });

  it('fills the update form from the stored record, ticking the waiver only for the current text', () => {
    const stored = { answers: { size: 'S', first: false }, dateOfBirth: '1990-02-03' };
    expect(raceFormValues(race, { ...stored, waiverVersion: 2 })).toEqual({
      'answers.size': 'S',
      'answers.pace': '',
      'answers.first': '',
      dateOfBirth: '1990-02-03',
      waiverAccepted: '2',
    });
    expect(raceFormValues(race, { ...stored, waiverVersion: 1 }).waiverAccepted).toBe('');
  });
});
