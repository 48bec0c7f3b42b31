// A race's own texts in another language, `marathons/{id}/translations/{lang}` (docs/languages.md):
// `title`, `description` (each absent when not translated), `distances` (name by distance id),
// `questions` ({label, options} by question id), `waiver` ({text, version}: the text and the version of
// the race's waiver it translates, or absent), `updatedAt`. A PUT writes it whole.
import type { DocumentData, DocumentReference, Timestamp } from 'firebase-admin/firestore';
import type { RaceWaiver } from '@run/contract/domain/race-form';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@run/contract/domain/translations';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textOrNull, timeOrNull } from './field-values.js';

export interface QuestionTranslation {
  label: string;
  /** A choice's options in their order; null when the translation leaves them in the original. */
  options: string[] | null;
}

export interface TranslationDoc {
  /** The language (the document's id); null for an id that is none (never written by the API). */
  language: TranslationLanguage | null;
  title: string | null;
  description: string | null;
  /** Own keys only: a lookup must ask `Object.hasOwn` (textsOf builds them without a prototype). */
  distances: Record<string, string>;
  questions: Record<string, QuestionTranslation>;
  waiver: RaceWaiver | null;
  updatedAt: Timestamp | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored map of texts by id, each read by `read` (null: left out), in an object of no prototype. */
function textsOf<T>(value: unknown, read: (stored: unknown) => T | null): Record<string, T> {
  const texts = Object.create(null) as Record<string, T>;
  if (!isRecord(value)) return texts;
  for (const [id, stored] of Object.entries(value)) {
    const text = read(stored);
    if (text !== null) texts[id] = text;
  }
  return texts;
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;

function questionIn(value: unknown): QuestionTranslation | null {
  if (!isRecord(value) || typeof value.label !== 'string') return null;
  return { label: value.label, options: strings(value.options) };
}

function waiverIn(value: unknown): RaceWaiver | null {
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  const { version } = value;
  return typeof version === 'number' && Number.isInteger(version)
    ? { text: value.text, version }
    : null;
}

export const translationDocs = converterOf<TranslationDoc>((data, id) => ({
  language: TRANSLATION_LANGUAGES.find((l) => l === id) ?? null,
  title: textOrNull(data.title),
  description: textOrNull(data.description),
  distances: textsOf(data.distances, textOrNull),
  questions: textsOf(data.questions, questionIn),
  waiver: waiverIn(data.waiver),
  updatedAt: timeOrNull(data.updatedAt),
}));

/** The race's translation into `language`, plain (a PUT sets it whole, a DELETE deletes it). */
export const translationDocRef = (marathon: DocumentReference, language: TranslationLanguage) =>
  marathon.collection(COLLECTIONS.translations).doc(language);

/** The same, read as its model. */
export const translationRef = (marathon: DocumentReference, language: TranslationLanguage) =>
  translationDocRef(marathon, language).withConverter(translationDocs);

/** What a PUT stores: the texts given, nothing for those left out (they are served in the original). */
export function newTranslationDoc(
  t: Omit<TranslationDoc, 'language' | 'updatedAt'>,
  now: Timestamp,
): DocumentData {
  return {
    ...(t.title === null ? {} : { title: t.title }),
    ...(t.description === null ? {} : { description: t.description }),
    distances: { ...t.distances },
    questions: Object.fromEntries(
      Object.entries(t.questions).map(([id, q]) => [
        id,
        q.options === null ? { label: q.label } : { label: q.label, options: q.options },
      ]),
    ),
    ...(t.waiver === null ? {} : { waiver: t.waiver }),
    updatedAt: now,
  };
}
