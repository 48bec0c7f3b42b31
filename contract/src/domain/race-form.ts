// What one race asks of its runners beyond the fixed form (docs/registration.md): its questions
// that apply to the chosen distance, a date of birth where the distance has a minimum age, and its
// waiver. The API refuses a registration, waitlist join or change by these rules, and the web's
// form checks the same before sending, so a message the server would send appears as the runner
// types.
import { ageOn, isCalendarDay } from './dates.js';
import { QUESTION_LIMITS, type QuestionType } from './schemas.js';

export interface RaceQuestion {
  id: string;
  label: string;
  type: QuestionType;
  options: string[];
  required: boolean;
  /** Null: every distance. */
  distanceIds: string[] | null;
}

export interface RaceWaiver {
  text: string;
  version: number;
}

export interface RaceFormRules {
  questions: readonly RaceQuestion[];
  waiver: RaceWaiver | null;
  /** ISO; the day a minimum age is reached by. */
  marathonStartDate: string;
  distance: { id: string; name: string; minimumAge: number | null };
}

export type Answer = string | number | boolean;

export interface RaceFormInput {
  answers?: Record<string, Answer | null> | undefined;
  dateOfBirth?: string | undefined;
  waiverAccepted?: number | undefined;
}

export interface FormIssue {
  field: string;
  message: string;
}

export interface RaceFormCheck {
  issues: FormIssue[];
  /** The form accepted an older waiver than the race's (409 with the current version). */
  staleWaiver: boolean;
  /** The answers as stored: trimmed, only the distance's questions, empty ones left out. */
  answers: Record<string, Answer>;
}

/** The questions a runner of `distanceId` is asked. */
export const questionsFor = (questions: readonly RaceQuestion[], distanceId: string) =>
  questions.filter((q) => q.distanceIds === null || q.distanceIds.includes(distanceId));

export const minimumAgeMessage = (age: number, distance: string) =>
  `You must be at least ${age} on race day to run ${distance}.`;

/** Why a runner's form is refused beyond its fields (a 409): the waiver changed since it was read. */
export const RACE_FORM_REFUSALS = {
  waiver_changed: 'The waiver has changed. Please read it again.',
} as const;

export const WAIVER_CHANGED = RACE_FORM_REFUSALS.waiver_changed;

const isEmpty = (value: Answer | null | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The problem with one answer of the right question, or null. */
function answerProblem(q: RaceQuestion, value: Answer): string | null {
  switch (q.type) {
    case 'text':
      if (typeof value !== 'string') return `${q.label} must be text`;
      return value.length > QUESTION_LIMITS.answer
        ? `${q.label} must be at most ${QUESTION_LIMITS.answer} characters`
        : null;
    case 'choice':
      return typeof value === 'string' && q.options.includes(value)
        ? null
        : `${q.label} must be one of: ${q.options.join(', ')}`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : `${q.label} must be a number`;
    case 'date':
      return typeof value === 'string' && isCalendarDay(value)
        ? null
        : `${q.label} must be a date (YYYY-MM-DD)`;
    case 'checkbox':
      return typeof value === 'boolean' ? null : `${q.label} must be ticked or not`;
  }
}

function checkAnswers(rules: RaceFormRules, input: RaceFormInput, check: RaceFormCheck): void {
  const asked = questionsFor(rules.questions, rules.distance.id);
  const byId = new Map(asked.map((q) => [q.id, q]));
  const given = input.answers ?? {};
  for (const id of Object.keys(given)) {
    if (!byId.has(id)) {
      check.issues.push({
        field: `answers.${id}`,
        message: 'Not a question of this race for the chosen distance',
      });
    }
  }
  for (const q of asked) {
    const value = given[q.id];
    const unticked = q.type === 'checkbox' && value === false;
    if (isEmpty(value) || unticked) {
      if (q.required) {
        check.issues.push({
          field: `answers.${q.id}`,
          message: q.type === 'checkbox' ? `${q.label} must be ticked` : `${q.label} is required`,
        });
      } else if (unticked) check.answers[q.id] = false;
      continue;
    }
    if (value === undefined || value === null) continue;
    const answer = typeof value === 'string' ? value.trim() : value;
    const problem = answerProblem(q, answer);
    if (problem) check.issues.push({ field: `answers.${q.id}`, message: problem });
    else check.answers[q.id] = answer;
  }
}

function checkAge(rules: RaceFormRules, input: RaceFormInput, check: RaceFormCheck): void {
  const { minimumAge, name } = rules.distance;
  if (minimumAge === null) return;
  const birth = input.dateOfBirth;
  if (birth === undefined || birth === '') {
    check.issues.push({ field: 'dateOfBirth', message: `Date of birth is required for ${name}` });
  } else if (!isCalendarDay(birth) || birth > rules.marathonStartDate.slice(0, 10)) {
    check.issues.push({ field: 'dateOfBirth', message: 'Date of birth must be a real, past date' });
  } else if (ageOn(birth, rules.marathonStartDate) < minimumAge) {
    check.issues.push({ field: 'dateOfBirth', message: minimumAgeMessage(minimumAge, name) });
  }
}

/** Checks a registration form against one race and distance (see the top of this file). */
export function checkRaceForm(rules: RaceFormRules, input: RaceFormInput): RaceFormCheck {
  const check: RaceFormCheck = { issues: [], staleWaiver: false, answers: {} };
  checkAnswers(rules, input, check);
  checkAge(rules, input, check);
  if (rules.waiver !== null) {
    if (input.waiverAccepted === undefined) {
      check.issues.push({
        field: 'waiverAccepted',
        message: 'Please read and accept the waiver',
      });
    } else if (input.waiverAccepted !== rules.waiver.version) {
      check.staleWaiver = true;
    }
  }
  return check;
}
