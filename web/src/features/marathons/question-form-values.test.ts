import { marathonInputSchema } from '@run/contract/domain/schemas';
import { describe, expect, it } from 'vitest';

import { withoutRow } from '@/components/ui/form-list';

import { toInput, valuesOf } from './marathon-form-values';
import {
  hasQuestion,
  questionCount,
  questionKey,
  questionRow,
  questionsInput,
  questionValuesOf,
  READY_MADE,
} from './question-form-values';

const tshirt = READY_MADE[0];

describe('the marathon form’s questions', () => {
  it('sends a choice’s options one per line, blank lines left out, and no options for other types', () => {
    const values = {
      ...questionRow(0, { label: 'Size', type: 'choice' }),
      [questionKey(0, 'options')]: 'S\n\n  M \nL\n',
      ...questionRow(1, { label: 'Club', type: 'text' }),
      [questionKey(1, 'options')]: 'left over from a choice',
    };
    expect(questionsInput(values, new Set()).questions).toEqual([
      {
        label: 'Size',
        type: 'choice',
        options: ['S', 'M', 'L'],
        required: false,
        distanceIds: null,
      },
      { label: 'Club', type: 'text', required: false, distanceIds: null },
    ]);
  });

  it('keeps an existing question’s id and sends only the ticked distances the race still has', () => {
    const values = {
      ...questionRow(0, {
        id: 'sizes',
        label: 'Size',
        type: 'text',
        required: true,
        distanceIds: ['half', 'removed'],
      }),
    };
    expect(questionsInput(values, new Set(['half', 'full'])).questions).toEqual([
      { id: 'sizes', label: 'Size', type: 'text', required: true, distanceIds: ['half'] },
    ]);
  });

  it('sends an empty waiver as none and a written one trimmed', () => {
    expect(questionsInput({ waiver: '   ' }, new Set()).waiver).toBeNull();
    expect(questionsInput({ waiver: ' Run at your own risk. ' }, new Set()).waiver).toEqual({
      text: 'Run at your own risk.',
    });
  });

  it('offers the ready-made questions the schema accepts, each once', () => {
    const values = questionRow(0, tshirt);
    expect(hasQuestion(values, 't-shirt SIZE')).toBe(true);
    expect(hasQuestion(values, 'Gender')).toBe(false);
    const all = Object.assign({}, ...READY_MADE.map((q, i) => questionRow(i, q))) as Record<
      string,
      string
    >;
    const body = { ...toInput({ ...valuesOf(undefined), ...all }) };
    const parsed = marathonInputSchema.safeParse(body);
    // The race's own fields are empty: only they may be refused, never the ready-made questions.
    expect(parsed.error?.issues.filter((i) => i.path[0] === 'questions')).toEqual([]);
    expect(body.questions?.map((q) => q.options)).toEqual([
      ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      ['Female', 'Male', 'Non-binary', 'Prefer not to say'],
      undefined,
    ]);
  });

  it('removes a question row and moves the later ones up, leaving the distances alone', () => {
    const values = { ...questionRow(0, { label: 'A' }), ...questionRow(1, { label: 'B' }) };
    const rename = withoutRow(0, 'questions');
    expect(rename('questions.0.label')).toBeNull();
    expect(rename('questions.1.label')).toBe('questions.0.label');
    expect(rename('distances.1.name')).toBe('distances.1.name');
    expect(questionCount(values)).toBe(2);
  });

  it('fills an edited race’s rows and waiver, and sends no questions for a copy without them', () => {
    const marathon = {
      questions: [
        {
          id: 'shirt',
          label: 'Shirt',
          type: 'choice' as const,
          options: ['S', 'M'],
          required: true,
          distanceIds: null,
        },
      ],
      waiver: { text: 'Be careful.', version: 3 },
    };
    const values = { ...valuesOf(undefined), ...questionValuesOf(marathon) };
    const read = (name: string) => (values as Record<string, string>)[name];
    expect(read(questionKey(0, 'options'))).toBe('S\nM');
    expect(read(questionKey(0, 'required'))).toBe('true');
    expect(read('waiver')).toBe('Be careful.');
    expect(toInput(values, false)).not.toHaveProperty('questions');
    expect(toInput(values, false)).not.toHaveProperty('waiver');
    expect(toInput(values).questions?.[0]).toMatchObject({ id: 'shirt', options: ['S', 'M'] });
  });
});
