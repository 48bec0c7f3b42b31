// A race's questions and waiver as stored (docs/registration.md): `marathons/{id}.questions` (ids
// assigned here from the label, never changed) and `marathons/{id}.waiver` `{text, version}` (an empty
// text is no waiver; the version only ever rises, so a runner who accepted an earlier text is asked
// again even if the organiser removed the waiver and wrote a new one). A registration and a waitlist
// entry store `answers`, `dateOfBirth`, `waiverVersion` and `waiverAcceptedAt`.
import { type Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  checkRaceForm,
  type Answer,
  type RaceFormInput,
  type RaceQuestion,
  type RaceWaiver,
} from '@run/contract/domain/race-form';
import { QUESTION_ID, QUESTION_TYPES, type QuestionInput } from '@run/contract/domain/schemas';
import { z } from 'zod';

import { badRequest, conflict, type HttpError } from '../lib/http-error.js';
import { distanceIdFor, type StoredDistance } from './distances.js';
import { timeIn, toIso } from './stored-time.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const storedQuestion = z.object({
  id: z.string().regex(QUESTION_ID),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()).catch([]),
  required: z.boolean().catch(false),
  distanceIds: z.array(z.string()).nullable().catch(null),
});

/** The race's questions; hand-written nonsense in the list is left out. */
export function questionsIn(data: DocumentData): RaceQuestion[] {
  const stored: unknown = data.questions;
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((q) => {
    const parsed = storedQuestion.safeParse(q);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The stored waiver, text and all, even an empty one (its version still counts). */
export function storedWaiverIn(data: DocumentData): RaceWaiver | null {
  const w: unknown = data.waiver;
  if (typeof w !== 'object' || w === null) return null;
  const version: unknown = (w as Record<string, unknown>).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null;
  return { text: text((w as Record<string, unknown>).text), version };
}

/** The waiver runners must accept, or null for none. */
export function waiverIn(data: DocumentData): RaceWaiver | null {
  return waiverOf({ waiver: storedWaiverIn(data) });
}

/** The waiver runners must accept of a marathon's model (its stored one, unless of empty text). */
export const waiverOf = (marathon: { waiver: RaceWaiver | null }): RaceWaiver | null =>
  marathon.waiver !== null && marathon.waiver.text !== '' ? marathon.waiver : null;

/**
 * The questions as stored after an edit: a question with an `id` keeps it (an unknown id is a 400), a
 * new one gets one from its label; `distanceIds` must name the race's distances (400).
 */
export function storedQuestions(
  input: readonly QuestionInput[],
  current: readonly RaceQuestion[],
  distances: readonly StoredDistance[],
): RaceQuestion[] {
  const known = new Set(current.map((q) => q.id));
  const distanceIds = new Set(distances.map((d) => d.id));
  const details = input.flatMap((q, i) => [
    ...(q.id !== undefined && !known.has(q.id)
      ? [{ field: `questions.${i}.id`, message: 'Not one of this race’s questions' }]
      : []),
    ...(q.distanceIds ?? [])
      .filter((id) => !distanceIds.has(id))
      .map(() => ({
        field: `questions.${i}.distanceIds`,
        message: 'Names a distance this race does not have',
      })),
  ]);
  if (details.length > 0) throw badRequest('invalid_questions', details);
  const taken = new Set(current.map((q) => q.id));
  return input.map((q) => {
    const id = q.id ?? distanceIdFor(q.label, taken);
    taken.add(id);
    return {
      id,
      label: q.label,
      type: q.type,
      options: q.type === 'choice' ? (q.options ?? []) : [],
      required: q.required ?? false,
      distanceIds: q.distanceIds ?? null,
    };
  });
}

/** The stored waiver after an edit (`undefined` input: unchanged); a new text raises the version. */
export function nextWaiver(
  input: { text: string } | null | undefined,
  data: DocumentData,
): RaceWaiver | null {
  const current = storedWaiverIn(data);
  if (input === undefined) return current;
  const wanted = input?.text ?? '';
  if (current !== null && current.text === wanted) return current;
  if (current === null && wanted === '') return null;
  return { text: wanted, version: (current?.version ?? 0) + 1 };
}

/** What a registration or waitlist entry stores of the race's form. */
export interface RaceAnswers {
  answers: Record<string, Answer>;
  dateOfBirth: string | null;
  waiverVersion: number | null;
  waiverAcceptedAt: Timestamp | null;
}

/** The same fields as a stored record's model reads them (`answers` null when it stores none). */
export interface StoredAnswers extends Omit<RaceAnswers, 'answers'> {
  answers: Record<string, Answer> | null;
}

/** A stored record's fields of the race's form, for its model (registration-doc, waitlist-doc). */
export function storedAnswersIn(data: DocumentData): StoredAnswers {
  const { answers, dateOfBirth, waiverVersion: version } = data;
  return {
    answers:
      typeof answers === 'object' && answers !== null ? (answers as Record<string, Answer>) : null,
    dateOfBirth: typeof dateOfBirth === 'string' ? dateOfBirth : null,
    waiverVersion: typeof version === 'number' ? version : null,
    waiverAcceptedAt: timeIn(data.waiverAcceptedAt),
  };
}

/** The stored answers of a registration or waitlist entry, as a form would send them again. */
export function storedRaceInput(record: StoredAnswers | undefined): RaceFormInput {
  return {
    answers: record?.answers ?? undefined,
    dateOfBirth: record?.dateOfBirth ?? undefined,
    waiverAccepted: record?.waiverVersion ?? undefined,
  };
}

/** 409 for a form accepting an older waiver: the runner reads the current one again. */
export function waiverChanged(version: number): HttpError {
  const error = conflict('waiver_changed');
  error.extra.waiverVersion = version;
  return error;
}

/** What a runner's form is checked against: the marathon's model (marathon-doc.ts) has it. */
export interface RaceForm {
  questions: RaceQuestion[];
  waiver: RaceWaiver | null;
  marathonStartDate: Timestamp | null;
}

/**
 * Checks a runner's form against the race and distance (race-form.ts): 400 naming each field, 409
 * when the waiver accepted is not the current one. Answers what the record stores.
 */
export function checkedRaceForm(
  marathon: RaceForm,
  distance: StoredDistance,
  input: RaceFormInput,
  now: Timestamp,
  accepted?: { version: number | null; at: Timestamp | null },
): RaceAnswers {
  const waiver = waiverOf(marathon);
  const check = checkRaceForm(
    {
      questions: marathon.questions,
      waiver,
      marathonStartDate: toIso(marathon.marathonStartDate),
      distance,
    },
    input,
  );
  if (check.issues.length > 0) throw badRequest('invalid_fields', check.issues);
  if (check.staleWaiver && waiver) throw waiverChanged(waiver.version);
  const keepsAcceptance = waiver !== null && accepted?.version === waiver.version;
  return {
    answers: check.answers,
    dateOfBirth: input.dateOfBirth ?? null,
    waiverVersion: waiver ? waiver.version : null,
    waiverAcceptedAt: waiver ? (keepsAcceptance ? (accepted?.at ?? now) : now) : null,
  };
}

/** A stored record's answers as the API answers them (organisers, and the runner their own). */
export function answersOf(record: StoredAnswers) {
  const answers: Record<string, Answer> = {};
  for (const [id, value] of Object.entries(record.answers ?? {})) {
    if (value !== null) answers[id] = value;
  }
  return {
    answers,
    dateOfBirth: record.dateOfBirth,
    waiverVersion: record.waiverVersion,
    waiverAcceptedAt: toIso(record.waiverAcceptedAt) || null,
  };
}

/** A submitted form's parts: the contact fields, what the race asks, and the distance named. */
/**
 * A submitted form's parts: the contact fields, what the race asks, the distance named, and the
 * runner's consent (stored only where a registration is first written, never spread as a contact
 * field, so a change of the form cannot reset it).
 */
export function splitForm<
  F extends RaceFormInput & {
    distanceId?: string | undefined;
    smsOptIn?: boolean | undefined;
    marketingOptIn?: boolean | undefined;
  },
>(form: F) {
  const { answers, dateOfBirth, waiverAccepted, distanceId, smsOptIn, marketingOptIn, ...contact } =
    form;
  return {
    contact,
    race: { answers, dateOfBirth, waiverAccepted },
    distanceId,
    consent: { smsOptIn, marketingOptIn },
  };
}
