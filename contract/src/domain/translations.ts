// A race's own texts in another language (docs/languages.md): what its organisers send for one
// language, what the API answers of it, and which language a visitor of the race is served. English
// is the original (the race's own fields); a translation is into one of the other languages, and
// whatever it leaves out is served in the original.
import { z } from 'zod';

import { marathonParams } from './ids.js';
import { LANGUAGES, ORIGINAL_LANGUAGE, type Language } from './languages.js';
import { MARATHON_REFUSALS } from './marathon-refusals.js';
import {
  DISTANCE_ID,
  DISTANCES_MAX,
  LIMITS,
  QUESTION_ID,
  QUESTION_LIMITS,
  QUESTIONS_MAX,
  requiredText,
  WAIVER_MAX,
} from './schemas.js';
import { paragraphs } from './text-rules.js';

/** The languages a race may be translated into: every language RUN speaks but the original. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (l): l is Exclude<Language, typeof ORIGINAL_LANGUAGE> => l !== ORIGINAL_LANGUAGE,
);

export const NO_SUCH_TRANSLATION = `No such translation: a race is translated into ${TRANSLATION_LANGUAGES.join(', ')} (${ORIGINAL_LANGUAGE} is its original).`;

const translationLanguage = z
  .enum(LANGUAGES)
  .exclude([ORIGINAL_LANGUAGE], { error: NO_SUCH_TRANSLATION });
export type TranslationLanguage = z.output<typeof translationLanguage>;

/** `/marathon/{id}/translations/{lang}`: `en`, or a language RUN does not speak, is a 404. */
export const translationParams = marathonParams.extend({
  lang: translationLanguage.describe('The translation’s language'),
});

/** GET /marathon/{id}: `?lang=` picks the language served, before the Accept-Language header. */
export const servedLanguageQuery = z.object({
  lang: z
    .enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` })
    .optional()
    .describe(
      'The language to serve the race’s own texts in; left out, the first of Accept-Language that RUN speaks, else en.',
    ),
});

/**
 * Why a translation is refused, by code: no such language or translation (404), or what the race has
 * not (the API checks; `field` names the text). An id the race lacks is told with MARATHON_REFUSALS.
 */
export const TRANSLATION_REFUSALS = {
  no_such_translation: NO_SUCH_TRANSLATION,
  no_translation: 'This marathon has no translation into this language.',
  not_a_choice: 'Only a choice has options',
  option_count: 'Give one text for each of the question’s {count} options, in their order',
  no_waiver_to_translate: 'This race has no waiver to translate',
} as const;

const ID_OF = {
  distances: [DISTANCE_ID, MARATHON_REFUSALS.unknown_distance],
  questions: [QUESTION_ID, MARATHON_REFUSALS.unknown_question],
} as const;

/** Texts by the id of what they translate (a distance, a question): at most `max` of them. */
function byId<const V extends z.ZodType>(what: keyof typeof ID_OF, max: number, value: V) {
  const [pattern, message] = ID_OF[what];
  return z
    .record(z.string().regex(pattern, message), value, {
      // A key that cannot be an id is named as an unknown one is (the API checks the race's own).
      error: (issue) =>
        issue.code === 'invalid_key'
          ? message
          : `${what[0]?.toUpperCase()}${what.slice(1)} must be an object of texts by id`,
    })
    .refine((texts) => Object.keys(texts).length <= max, `A race has at most ${max} ${what}`)
    .meta({ maxProperties: max })
    .optional();
}

const questionTranslation = z.strictObject({
  label: requiredText('Question', QUESTION_LIMITS.label),
  options: z
    .array(requiredText('Option', QUESTION_LIMITS.option), { error: 'Options must be a list' })
    .max(QUESTION_LIMITS.options, `A question has at most ${QUESTION_LIMITS.options} options`)
    .optional()
    .describe('One text for each of the choice’s options, in their order.'),
});

/**
 * PUT /marathon/{id}/translations/{lang}: the whole translation (it replaces the one stored), each
 * text bounded as the race's own field. Items, charities and shifts join as those features land.
 */
export const translationInputSchema = z.strictObject({
  title: requiredText('Title', LIMITS.title).optional(),
  description: requiredText('Description', LIMITS.description, paragraphs).optional(),
  distances: byId('distances', DISTANCES_MAX, requiredText('Distance name', LIMITS.distanceName)),
  questions: byId('questions', QUESTIONS_MAX, questionTranslation),
  waiver: requiredText('Waiver text', WAIVER_MAX, paragraphs)
    .optional()
    .describe('The text of the race’s waiver in force; served while that waiver stays unchanged.'),
});
export type TranslationInput = z.output<typeof translationInputSchema>;

/** A translation as its organisers read it: what was sent, of what the race still has. */
export const translationSchema = z.object({
  language: translationLanguage,
  title: z.string().optional(),
  description: z.string().optional(),
  distances: z
    .record(z.string(), z.string())
    .describe('Distance names by distance id, of the race’s distances.'),
  questions: z
    .record(z.string(), z.object({ label: z.string(), options: z.array(z.string()).optional() }))
    .describe('Question labels (and a choice’s options) by question id, of the race’s questions.'),
  waiver: z.string().optional(),
  waiverVersion: z
    .number()
    .int()
    .optional()
    .describe(
      'The waiver version `waiver` translates: served only while the race’s waiver has this version.',
    ),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type Translation = z.infer<typeof translationSchema>;
