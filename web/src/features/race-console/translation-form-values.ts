// A race's translation into one language (docs/languages.md) as the console's form holds it: one
// string per text, named as the API names the text (`title`, `distances.<id>`, `questions.<id>.label`,
// `questions.<id>.options.<n>`, `waiver`), so the schema's and the server's messages land on their
// input; and the PUT body the form sends. An empty input is a text left in the original: it is not
// sent. A choice's options go only once each has its text, as the API serves them only then.
import type { Question } from '@run/contract/domain/api-types';
import type { Translation } from '@run/contract/domain/translations';

import { ApiError } from '@/lib/api-client';

/** What of the race (as the console reads it, in the original) has a text to translate. */
export interface TranslatedRace {
  _id: string;
  title: string;
  description: string;
  distances: readonly { id: string; name: string }[];
  questions?: readonly Pick<Question, 'id' | 'label' | 'type' | 'options'>[] | undefined;
  waiver?: { text: string; version: number } | null | undefined;
}

type TranslatedQuestion = NonNullable<TranslatedRace['questions']>[number];

export type TranslationValues = Record<string, string>;

/** The body of the PUT as the form makes it, before the shared schema checks it. */
export interface TranslationBody {
  title?: string;
  description?: string;
  distances?: Record<string, string>;
  questions?: Record<string, { label?: string; options?: string[] }>;
  waiver?: string;
}

export const distanceKey = (id: string) => `distances.${id}`;
export const questionKey = (id: string) => `questions.${id}.label`;
export const optionKey = (id: string, index: number) => `questions.${id}.options.${index}`;

/** The options a question's translation words: a choice's, none for any other question. */
export const choiceOptions = (question: TranslatedQuestion): readonly string[] =>
  question.type === 'choice' ? question.options : [];

/** The race has a waiver to accept, and so one to translate. */
export const hasWaiver = (race: TranslatedRace): boolean => Boolean(race.waiver?.text.trim());

/**
 * The stored waiver translation is of an earlier version of the waiver than the race's now: it is
 * not served, and the form does not offer it as the text to save (a runner accepts one version).
 */
export function staleWaiver(race: TranslatedRace, translation: Translation | null): boolean {
  if (!race.waiver || translation?.waiver === undefined) return false;
  return translation.waiverVersion !== race.waiver.version;
}

/** The form's inputs for the race's texts, holding what `translation` has of them. */
export function translationValues(
  race: TranslatedRace,
  translation: Translation | null,
): TranslationValues {
  const values: TranslationValues = {
    title: translation?.title ?? '',
    description: translation?.description ?? '',
  };
  for (const d of race.distances) values[distanceKey(d.id)] = translation?.distances[d.id] ?? '';
  for (const q of race.questions ?? []) {
    const stored = translation?.questions[q.id];
    values[questionKey(q.id)] = stored?.label ?? '';
    choiceOptions(q).forEach((_, index) => {
      values[optionKey(q.id, index)] = stored?.options?.[index] ?? '';
    });
  }
  if (hasWaiver(race)) {
    values.waiver = staleWaiver(race, translation) ? '' : (translation?.waiver ?? '');
  }
  return values;
}

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** Of a text, what is sent: nothing when empty. */
const text = (value: string | undefined) => (filled(value) ? value : undefined);

/**
 * A question's translation: its label and, when every option has its text, the options. Options
 * without a label are sent too, so the schema says on the label that it is wanted.
 */
function questionBody(
  question: TranslatedQuestion,
  values: TranslationValues,
): { label?: string; options?: string[] } | undefined {
  const label = text(values[questionKey(question.id)]);
  const options = choiceOptions(question).map((_, index) => values[optionKey(question.id, index)]);
  const worded = options.length > 0 && options.every(filled);
  if (label === undefined && !worded) return undefined;
  return {
    ...(label === undefined ? {} : { label }),
    ...(worded ? { options: options as string[] } : {}),
  };
}

/** Some of a choice's options have a text and some not: none of them is sent (nor served). */
export function partlyWorded(question: TranslatedQuestion, values: TranslationValues): boolean {
  const options = choiceOptions(question).map((_, index) => values[optionKey(question.id, index)]);
  return options.some(filled) && !options.every(filled);
}

/** Texts by id, or nothing at all when none is filled. */
function byId<T>(entries: [string, T | undefined][]): Record<string, T> | undefined {
  const given = entries.filter((entry): entry is [string, T] => entry[1] !== undefined);
  return given.length > 0 ? Object.fromEntries(given) : undefined;
}

/** The PUT body: only the texts filled in. */
export function translationBody(race: TranslatedRace, values: TranslationValues): TranslationBody {
  const parts: TranslationBody = {
    title: text(values.title),
    description: text(values.description),
    distances: byId(race.distances.map((d) => [d.id, text(values[distanceKey(d.id)])])),
    questions: byId((race.questions ?? []).map((q) => [q.id, questionBody(q, values)])),
    waiver: hasWaiver(race) ? text(values.waiver) : undefined,
  };
  return Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined),
  ) as TranslationBody;
}

/**
 * A refused PUT's details on the form's inputs: a detail naming a group rather than one input (a
 * question, a choice's options, the distances) goes on the group's first input.
 */
export function onInputs(error: unknown, names: readonly string[]): unknown {
  if (!(error instanceof ApiError) || !error.details?.length) return error;
  const details = error.details.map((detail) => {
    if (names.includes(detail.field)) return detail;
    const first = names.find((name) => name.startsWith(`${detail.field}.`));
    return first === undefined ? detail : { ...detail, field: first };
  });
  return new ApiError(error.status, error.message, details, error.body);
}
