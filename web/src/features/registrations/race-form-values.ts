// What a race asks beyond the fixed form (docs/registration.md), as the registration form holds it:
// one string field per question (`answers.<id>`, the name the server's 400 details use),
// `dateOfBirth` and `waiverAccepted` (the version ticked, or ''). The rules are the contract's
// (race-form.ts), so the browser says what the server would before anything is sent.
import type { Distance, Question } from '@run/contract/domain/api-types';
import {
  checkRaceForm,
  questionsFor,
  WAIVER_CHANGED,
  type Answer,
  type FormIssue,
  type RaceFormInput,
} from '@run/contract/domain/race-form';

/** The race as the form needs it: its questions, waiver, race day and distances. */
export interface RaceFormRace {
  questions?: Question[] | undefined;
  waiver?: { text: string; version: number } | null | undefined;
  marathonStartDate: string;
  distances: Pick<Distance, 'id' | 'name' | 'minimumAge'>[];
}

/** What the runner gave before (the update modal's own record). */
export interface StoredRaceAnswers {
  answers?: Record<string, Answer> | undefined;
  dateOfBirth?: string | null | undefined;
  waiverVersion?: number | null | undefined;
}

export const answerKey = (questionId: string) => `answers.${questionId}`;

const answerText = (value: Answer | undefined): string =>
  value === undefined || value === false ? '' : String(value);

/**
 * The form's fields for every question of the race (whichever distance is chosen later), filled
 * from a stored record. The waiver stays ticked only if the runner accepted the text shown now.
 */
export function raceFormValues(race: RaceFormRace, stored: StoredRaceAnswers = {}) {
  const version = race.waiver?.version;
  return {
    ...Object.fromEntries(
      (race.questions ?? []).map((q) => [answerKey(q.id), answerText(stored.answers?.[q.id])]),
    ),
    dateOfBirth: stored.dateOfBirth ?? '',
    waiverAccepted:
      version !== undefined && stored.waiverVersion === version ? String(version) : '',
  } as Record<string, string>;
}

/** The distance the form is for: the one chosen, or the race's only one. */
export function chosenDistance(race: RaceFormRace, distanceId: string | undefined) {
  if (race.distances.length === 1) return race.distances[0];
  return race.distances.find((d) => d.id === distanceId);
}

/** A number input's text as a number when it reads as one; otherwise the text, for the rule to refuse. */
function numberOrText(value: string): number | string {
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/u.test(trimmed) ? Number(trimmed) : trimmed;
}

function answerOf(type: Question['type'], text: string): Answer {
  if (type === 'checkbox') return true;
  if (type === 'number') return numberOrText(text);
  return text;
}

/**
 * The body's `answers`, `dateOfBirth` and `waiverAccepted`: only the chosen distance's questions
 * (answers typed for another distance first are not sent), empty ones left out, a date of birth
 * only where the distance asks it.
 */
export function raceFormInput(
  values: Partial<Record<string, string>>,
  race: RaceFormRace,
  distanceId: string | undefined,
): RaceFormInput {
  const distance = chosenDistance(race, distanceId);
  if (!distance) return {};
  const answers: Record<string, Answer> = {};
  for (const q of questionsFor(race.questions ?? [], distance.id)) {
    const text = values[answerKey(q.id)] ?? '';
    if (text.trim() !== '') answers[q.id] = answerOf(q.type, text);
  }
  const birth = values.dateOfBirth ?? '';
  const accepted = values.waiverAccepted ?? '';
  return {
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
    ...(distance.minimumAge !== null && birth !== '' ? { dateOfBirth: birth } : {}),
    ...(race.waiver && accepted !== '' ? { waiverAccepted: Number(accepted) } : {}),
  };
}

/**
 * The contract's rules for the chosen distance (none until one is chosen); a waiver ticked for an
 * older text than the race's is said on the checkbox, as the server's 409 would.
 */
export function raceFormIssues(
  race: RaceFormRace,
  input: RaceFormInput,
  distanceId: string | undefined,
): FormIssue[] {
  const distance = chosenDistance(race, distanceId);
  if (!distance) return [];
  const check = checkRaceForm(
    {
      questions: race.questions ?? [],
      waiver: race.waiver ?? null,
      marathonStartDate: race.marathonStartDate,
      distance,
    },
    input,
  );
  return check.staleWaiver
    ? [...check.issues, { field: 'waiverAccepted', message: WAIVER_CHANGED }]
    : check.issues;
}
