// A race's own texts in another language (docs/languages.md): its organisers put, read and delete a
// translation; a visitor's read of the race is served in the language they ask for, each text falling
// back to the original where the translation has none.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Marathon, Question } from '@run/contract/domain/api-types';
import { ORIGINAL_LANGUAGE, type Language } from '@run/contract/domain/languages';
import { MARATHON_REFUSALS } from '@run/contract/domain/marathon-refusals';
import { refusalSentence } from '@run/contract/domain/refusals';
import {
  TRANSLATION_LANGUAGES,
  TRANSLATION_REFUSALS,
  type Translation,
  type TranslationInput,
  type TranslationLanguage,
} from '@run/contract/domain/translations';

import { deleteIfExists } from '../lib/firestore.js';
import { badRequest, notFound, type FieldIssue } from '../lib/http-error.js';
import { marathonOf, type MarathonDoc } from '../store/marathon-doc.js';
import { waiverOf } from '../store/questions.js';
import { toIso } from '../store/stored-time.js';
import {
  newTranslationDoc,
  translationDocRef,
  translationRef,
  type QuestionTranslation,
  type TranslationDoc,
} from '../store/translation-doc.js';

/** The race's translation into `language`; null for the original, or when it has none. */
export async function readTranslation(
  race: DocumentReference,
  language: Language,
): Promise<TranslationDoc | null> {
  const target = TRANSLATION_LANGUAGES.find((l) => l === language);
  if (target === undefined) return null;
  return (await translationRef(race, target).get()).data() ?? null;
}

/** The text of `id` in a translation's map (own keys only: an id is never read off a prototype). */
const textOf = <T>(texts: Record<string, T>, id: string): T | undefined =>
  Object.hasOwn(texts, id) ? texts[id] : undefined;

/**
 * The race's answer with its own texts in the translation's words, each text in the original where
 * the translation has none, saying which language it served: the translation's when any of its texts
 * was served, else en. A choice's `options` stay the original's (what an answer sends); their words
 * go in `optionLabels`, only while the translation has one for each option.
 */
export function applyTranslation(marathon: Marathon, translation: TranslationDoc | null): Marathon {
  const language = translation?.language ?? null;
  if (translation === null || language === null)
    return { ...marathon, language: ORIGINAL_LANGUAGE };
  const t = translation;
  let served = 0;
  const use = <T>(text: T | null | undefined): T | undefined => {
    if (text === null || text === undefined) return undefined;
    served += 1;
    return text;
  };
  const title = use(t.title) ?? marathon.title;
  const description = use(t.description) ?? marathon.description;
  const distances = marathon.distances.map((d) => ({
    ...d,
    name: use(textOf(t.distances, d.id)) ?? d.name,
  }));
  const questions = marathon.questions?.map((q) =>
    translatedQuestion(q, use(textOf(t.questions, q.id))),
  );
  // A waiver's text is served only for the version it translates: a runner accepts that version.
  const { waiver } = marathon;
  const waiverText = use(waiver && t.waiver?.version === waiver.version ? t.waiver.text : null);
  return {
    ...marathon,
    title,
    description,
    distances,
    ...(questions === undefined ? {} : { questions }),
    ...(waiver && waiverText !== undefined ? { waiver: { ...waiver, text: waiverText } } : {}),
    language: served > 0 ? language : ORIGINAL_LANGUAGE,
  };
}

function translatedQuestion(q: Question, t: QuestionTranslation | undefined): Question {
  if (t === undefined) return q;
  const labels = t.options;
  const worded = labels !== null && q.options.length > 0 && labels.length === q.options.length;
  return { ...q, label: t.label, ...(worded ? { optionLabels: labels } : {}) };
}

/** What the race does not have that the translation names (400 naming each field). */
function refusalsOf(input: TranslationInput, race: MarathonDoc): FieldIssue[] {
  const distanceIds = new Set(race.distances.map((d) => d.id));
  const questions = new Map(race.questions.map((q) => [q.id, q]));
  const issues: FieldIssue[] = Object.keys(input.distances ?? {})
    .filter((id) => !distanceIds.has(id))
    .map((id) => ({ field: `distances.${id}`, message: MARATHON_REFUSALS.unknown_distance }));
  for (const [id, given] of Object.entries(input.questions ?? {})) {
    const question = questions.get(id);
    const field = `questions.${id}`;
    if (question === undefined) {
      issues.push({ field, message: MARATHON_REFUSALS.unknown_question });
    } else if (given.options !== undefined && question.type !== 'choice') {
      issues.push({ field: `${field}.options`, message: TRANSLATION_REFUSALS.not_a_choice });
    } else if (given.options !== undefined && given.options.length !== question.options.length) {
      const message = refusalSentence('option_count', { count: question.options.length });
      issues.push({ field: `${field}.options`, message });
    }
  }
  if (input.waiver !== undefined && waiverOf(race) === null) {
    issues.push({ field: 'waiver', message: TRANSLATION_REFUSALS.no_waiver_to_translate });
  }
  return issues;
}

/** A translation as its organisers read it: of the distances and questions the race still has. */
function translationView(
  language: TranslationLanguage,
  t: Omit<TranslationDoc, 'language'>,
  race: MarathonDoc,
): Translation {
  const ofRace = <T, V>(texts: Record<string, T>, ids: string[], view: (text: T) => V) =>
    Object.fromEntries(
      ids.flatMap((id) => {
        const text = textOf(texts, id);
        return text === undefined ? [] : [[id, view(text)]];
      }),
    );
  return {
    language,
    ...(t.title === null ? {} : { title: t.title }),
    ...(t.description === null ? {} : { description: t.description }),
    distances: ofRace(
      t.distances,
      race.distances.map((d) => d.id),
      (name) => name,
    ),
    questions: ofRace(
      t.questions,
      race.questions.map((q) => q.id),
      (q) => (q.options === null ? { label: q.label } : { label: q.label, options: q.options }),
    ),
    ...(t.waiver === null ? {} : { waiver: t.waiver.text, waiverVersion: t.waiver.version }),
    updatedAt: toIso(t.updatedAt),
  };
}

/**
 * Replaces the race's translation into `language` with `input` (a PUT again is the same). Checked
 * against the race as the adapter read it: an edit removing a distance meanwhile leaves a name no
 * answer serves, which is harmless.
 */
export async function putTranslation(
  race: DocumentSnapshot,
  language: TranslationLanguage,
  input: TranslationInput,
): Promise<Translation> {
  const m = marathonOf(race);
  const issues = refusalsOf(input, m);
  if (issues.length > 0) throw badRequest('invalid_fields', issues);
  const waiver = waiverOf(m);
  const translation = {
    title: input.title ?? null,
    description: input.description ?? null,
    distances: input.distances ?? {},
    questions: Object.fromEntries(
      Object.entries(input.questions ?? {}).map(([id, q]) => [
        id,
        { label: q.label, options: q.options ?? null },
      ]),
    ),
    // The version translated is the one in force now: a new waiver text is served in the original
    // until its translation is put again.
    waiver:
      input.waiver !== undefined && waiver !== null
        ? { text: input.waiver, version: waiver.version }
        : null,
    updatedAt: Timestamp.now(),
  };
  await translationDocRef(race.ref, language).set(
    newTranslationDoc(translation, translation.updatedAt),
  );
  return translationView(language, translation, m);
}

export async function getTranslation(
  race: DocumentSnapshot,
  language: TranslationLanguage,
): Promise<Translation> {
  const stored = await readTranslation(race.ref, language);
  if (stored === null) throw notFound('no_translation');
  return translationView(language, stored, marathonOf(race));
}

/** Its visitors get the original from now on; 0 when there was none. */
export async function deleteTranslation(
  race: DocumentSnapshot,
  language: TranslationLanguage,
): Promise<{ deletedCount: number }> {
  const ref = translationDocRef(race.ref, language);
  return { deletedCount: await deleteIfExists(ref) };
}
