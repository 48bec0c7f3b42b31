import { describe, expect, it } from 'vitest';

import { answerLines } from './participant-answers';

const questions = [
  { id: 'size', label: 'T-shirt size' },
  { id: 'club', label: 'Club' },
  { id: 'first', label: 'First marathon' },
];

describe('a participant’s answers for the organiser', () => {
  it('lists answered questions in the race’s order, yes/no for a checkbox, the date of birth last', () => {
    expect(
      answerLines(questions, {
        answers: { first: false, size: 'M' },
        dateOfBirth: '1990-04-01',
      }),
    ).toEqual([
      { label: 'T-shirt size', value: 'M' },
      { label: 'First marathon', value: 'No' },
      { label: 'Date of birth', value: '1990-04-01' },
    ]);
  });

  it('keeps an answer to a question since removed, under its id', () => {
    expect(answerLines(questions, { answers: { pace: 5 }, dateOfBirth: null })).toEqual([
      { label: 'pace', value: '5' },
    ]);
  });

  it('has nothing to say for a runner who answered nothing', () => {
    expect(answerLines(questions, { answers: {}, dateOfBirth: null })).toEqual([]);
  });
});
