// The marathon form's questions and waiver (docs/registration.md) as the form hook holds them: flat
// string fields per question row (`questions.0.label`...), so the schema's and the server's messages
// (`questions.1.options`) land on their row by name, as the distance rows' do.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Marathon, Question } from '@run/contract/domain/api-types';
import { GENDER_OPTIONS } from '@run/contract/domain/results-groups';
import type { QuestionInput, QuestionType } from '@run/contract/domain/schemas';

export const QUESTION_FIELDS = [
  'id',
  'label',
  'type',
  'options',
  'required',
  'scope',
  'distanceIds',
] as const;
type QuestionField = (typeof QUESTION_FIELDS)[number];
export type QuestionKey = `questions.${number}.${QuestionField}`;

/** Which distances a question is asked of: every one (null), or the ids ticked. */
export type QuestionScope = 'all' | 'some';

/** Each answer type's name in the form's select (a descriptor: put in the language shown there). */
export const TYPE_NAMES: Record<QuestionType, MessageDescriptor> = {
  text: msg`Text`,
  choice: msg`Choice`,
  number: msg`Number`,
  date: msg`Date`,
  checkbox: msg`Checkbox`,
};

/** `name`: what its button calls it, in the form's language. */
type ReadyMade = Pick<Question, 'label' | 'type' | 'options'> & { name: MessageDescriptor };

/**
 * The questions most races ask, one button each (docs/registration.md). Their labels and options are
 * what the race stores, in English whatever the form's language: the results find the Gender question
 * and its genders by these words (contract/src/domain/results-groups.ts). The organiser words them in
 * another language with the race's translations.
 */
export const READY_MADE: readonly ReadyMade[] = [
  {
    label: 'T-shirt size',
    name: msg`T-shirt size`,
    type: 'choice',
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    label: 'Gender',
    name: msg`Gender`,
    type: 'choice',
    options: [...GENDER_OPTIONS],
  },
  { label: 'Club', name: msg`Club`, type: 'text', options: [] },
];

export function questionKey(index: number, field: QuestionField): QuestionKey {
  return `questions.${index}.${field}`;
}

/** Distance ids in one field: ids are `[a-z0-9-]`, so a space never falls inside one. */
export const joinIds = (ids: readonly string[]) => ids.join(' ');
export const splitIds = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);

/** Row `index`'s fields, empty (a new text question), ready-made, or holding an existing one. */
export function questionRow(
  index: number,
  question: Partial<Question> = {},
): Record<QuestionKey, string> {
  return {
    [questionKey(index, 'id')]: question.id ?? '',
    [questionKey(index, 'label')]: question.label ?? '',
    [questionKey(index, 'type')]: question.type ?? 'text',
    [questionKey(index, 'options')]: (question.options ?? []).join('\n'),
    [questionKey(index, 'required')]: question.required ? 'true' : '',
    [questionKey(index, 'scope')]: question.distanceIds ? 'some' : 'all',
    [questionKey(index, 'distanceIds')]: joinIds(question.distanceIds ?? []),
  };
}

/** How many question rows the values hold. */
export function questionCount(values: Partial<Record<string, string>>): number {
  return Object.keys(values).filter((name) => /^questions\.\d+\.label$/u.test(name)).length;
}

/** The question and waiver fields of an existing race (none for a new one). */
export function questionValuesOf(marathon: Pick<Marathon, 'questions' | 'waiver'> | undefined) {
  return {
    waiver: marathon?.waiver?.text ?? '',
    ...Object.fromEntries(
      (marathon?.questions ?? []).flatMap((q, i) => Object.entries(questionRow(i, q))),
    ),
  } as { waiver: string } & Record<QuestionKey, string>;
}

/** A label is asked once per race: a ready-made question already there is not offered again. */
export function hasQuestion(values: Partial<Record<string, string>>, label: string): boolean {
  const wanted = label.toLowerCase();
  return Array.from({ length: questionCount(values) }, (_, i) =>
    values[questionKey(i, 'label')]?.trim().toLowerCase(),
  ).includes(wanted);
}

/**
 * One question as sent. Options are one per line, blank lines ignored; only a choice sends them.
 * `savedIds` are the distances the race has: a ticked distance removed from the form meanwhile is
 * not sent (none left is the schema's "Name at least one distance").
 */
function questionInput(
  values: Partial<Record<string, string>>,
  index: number,
  savedIds: ReadonlySet<string>,
): QuestionInput {
  const get = (field: QuestionField) => values[questionKey(index, field)] ?? '';
  const id = get('id');
  const type = get('type') as QuestionType;
  const options = get('options')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    ...(id ? { id } : {}),
    label: get('label'),
    type,
    ...(type === 'choice' ? { options } : {}),
    required: get('required') === 'true',
    distanceIds:
      get('scope') === 'some' ? splitIds(get('distanceIds')).filter((d) => savedIds.has(d)) : null,
  };
}

/** The questions and waiver of the request body; an empty waiver is none. */
export function questionsInput(
  values: Partial<Record<string, string>>,
  savedIds: ReadonlySet<string>,
) {
  const text = (values.waiver ?? '').trim();
  return {
    questions: Array.from({ length: questionCount(values) }, (_, i) =>
      questionInput(values, i, savedIds),
    ),
    waiver: text ? { text } : null,
  };
}
