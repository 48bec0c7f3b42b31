// Gender and age group of a result (docs/results.md): the gender from the race's Gender question when
// it has one, the age group in five-year bands from the date of birth on race day, `F35-39` style.
import { ageOn } from './dates.js';
import { foldName } from './results-names.js';

/** F (female), M (male), X (non-binary); a runner who did not say is in none. */
export const GENDERS = ['F', 'M', 'X'] as const;
export type Gender = (typeof GENDERS)[number];

/** The ready-made Gender question's options: the first three name a gender here, the last none. */
export const GENDER_OPTIONS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;

/** The age group of a runner without a date of birth. */
export const OPEN_GROUP = 'Open';

const SPOKEN: Record<string, Gender> = {
  f: 'F',
  female: 'F',
  woman: 'F',
  women: 'F',
  w: 'F',
  m: 'M',
  male: 'M',
  man: 'M',
  men: 'M',
  x: 'X',
  'non binary': 'X',
  nonbinary: 'X',
  diverse: 'X',
};

/** The gender an answer to the Gender question names; null for "Prefer not to say" or anything else. */
export function genderOf(answer: unknown): Gender | null {
  return typeof answer === 'string' ? (SPOKEN[foldName(answer)] ?? null) : null;
}

/** Whether a question is the race's Gender question (the ready-made one, or one labelled so). */
export function isGenderQuestion(question: { label: string; type: string }): boolean {
  return question.type === 'choice' && foldName(question.label) === 'gender';
}

/**
 * `F35-39`: the gender's letter (none when unknown) and the five-year band of the runner's age on the
 * race's start day; `Open` without a date of birth.
 */
export function ageGroupOf(
  gender: Gender | null,
  dateOfBirth: string | null,
  raceStart: string,
): string {
  if (dateOfBirth === null) return OPEN_GROUP;
  const age = ageOn(dateOfBirth, raceStart);
  if (!Number.isFinite(age) || age < 0) return OPEN_GROUP;
  const from = Math.floor(age / 5) * 5;
  return `${gender ?? ''}${from}-${from + 4}`;
}

/** A stored age group's shape, for the query filter. */
export const AGE_GROUP_PATTERN = /^(?:Open|[FMX]?\d{1,3}-\d{1,3})$/u;
