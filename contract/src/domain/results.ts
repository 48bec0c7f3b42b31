// Results (docs/results.md): what the import, publishing and visibility calls take, and what the
// results calls answer. Public answers carry names, bibs, times, places and age groups only: never an
// email, a date of birth or an answer to a question.
import { z } from 'zod';

import { optionalFlag, trueOrFalse } from './field-schemas.js';
import { AGE_GROUP_PATTERN, GENDERS } from './results-groups.js';
import { RESULTS_CSV_LIMITS, RESULT_COLUMNS, type ResultColumn } from './results-csv.js';
import { RESULT_STATUSES } from './results-places.js';
import { cursorParam, limitParam, pageOf } from './query.js';
import { fileTextSchema, headerNameSchema } from './upload-schemas.js';

export const RANK_BY = ['chip', 'gun'] as const;
export const PUBLISH_STATES = ['preliminary', 'official'] as const;
/** A distance's results before publishing are `unpublished`: only the race's staff see them. */
export const RESULTS_STATES = ['unpublished', ...PUBLISH_STATES] as const;
export type ResultsState = (typeof RESULTS_STATES)[number];

/** Shown instead of the name of a runner who chose to hide it. */
export const HIDDEN_RUNNER = 'Hidden runner';

const distanceId = z
  .string({ error: 'distanceId is required' })
  .regex(/^[a-z0-9-]{1,40}$/u, 'distanceId must name one of the race’s distances');

export const resultColumnsSchema = z.strictObject(
  Object.fromEntries(RESULT_COLUMNS.map((c) => [c, headerNameSchema(c).optional()])) as Record<
    ResultColumn,
    z.ZodOptional<ReturnType<typeof headerNameSchema>>
  >,
);

/** POST /marathon/{id}/results/import. */
export const resultsImportSchema = z.strictObject({
  distanceId,
  csv: fileTextSchema('csv', RESULTS_CSV_LIMITS.bytes),
  columns: resultColumnsSchema
    .optional()
    .describe('The header names of the columns, where the file’s own are not recognised.'),
  rankBy: z
    .enum(RANK_BY, { error: 'rankBy must be "chip" or "gun"' })
    .optional()
    .describe(
      'The race’s setting: places by chip (the default) or gun time; kept for later imports.',
    ),
  preview: optionalFlag('preview', 'true: answer what an import would do and store nothing.'),
});
export type ResultsImportInput = z.input<typeof resultsImportSchema>;

/** POST /marathon/{id}/results/publish. */
export const resultsPublishSchema = z.strictObject({
  distanceId,
  state: z.enum(PUBLISH_STATES, { error: 'state must be "preliminary" or "official"' }),
});

/** PUT /marathon/{id}/registrations/{userId}/results-visibility. */
export const resultsVisibilitySchema = z.strictObject({
  hidden: trueOrFalse('hidden'),
});

/** GET /marathon/{id}/results. */
export const resultsQuery = z.object({
  distanceId: distanceId.optional(),
  q: z.string().max(60, 'q must be at most 60 characters').optional(),
  gender: z.enum(GENDERS, { error: 'gender must be F, M or X' }).optional(),
  ageGroup: z
    .string()
    .regex(AGE_GROUP_PATTERN, 'ageGroup must be an age group like F35-39 or Open')
    .optional(),
  limit: limitParam(50, 100),
  cursor: cursorParam,
});

/** Why a result, its certificate or a publish is refused, by code (docs/results.md). */
export const RESULT_REFUSALS = {
  result_not_found: 'Result not found.',
  no_such_result: 'No such result.',
  no_certificate: 'There is no certificate without a finish.',
  results_distance_unknown: 'distanceId must name one of the race’s distances',
  results_not_imported: 'Import results for {distance} before publishing them.',
} as const;

/** A bib in a path: a whole number, or the result cannot exist. */
export const bibParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/u, RESULT_REFUSALS.result_not_found)
  .transform(Number)
  .describe('The runner’s bib');

// Answers.

const placeField = z.number().int().min(1).nullable();

export const resultSchema = z.object({
  bib: z.number().int(),
  name: z.string().describe(`The runner’s name, or "${HIDDEN_RUNNER}".`),
  time: z.string().nullable().describe('The time ranked on (chip or gun), `h:mm:ss`.'),
  chipTime: z.string().nullable(),
  gunTime: z.string().nullable(),
  place: placeField.describe('Overall; equal times share one; null for DNF, DNS, DQ.'),
  genderPlace: placeField.describe('Among runners of the same gender; null when not known.'),
  ageGroup: z.string().describe('`F35-39`-style, from the age on race day; `Open` without one.'),
  ageGroupPlace: placeField,
  pace: z.string().nullable().describe('Per km or per mile, as the distance is given.'),
  status: z.enum(RESULT_STATUSES),
});
export type Result = z.infer<typeof resultSchema>;

export const resultsDistanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(RESULTS_STATES),
  count: z.number().int().min(0).describe('Results stored.'),
  finishers: z.number().int().min(0),
  ageGroups: z.array(z.string()).describe('The age groups in these results, for the filter.'),
});

export const resultsPageSchema = z.object({
  distanceId: z.string().nullable().describe('The distance listed; null when none is published.'),
  state: z.enum(RESULTS_STATES),
  distances: z
    .array(resultsDistanceSchema)
    .describe('The distances with results the caller may see (published ones for the public).'),
  ...pageOf('results', resultSchema).shape,
});
export type ResultsPage = z.infer<typeof resultsPageSchema>;

export const resultCardSchema = resultSchema.extend({
  distanceId: z.string(),
  distanceName: z.string(),
  marathonTitle: z.string(),
  marathonStartDate: z.string(),
  state: z.enum(RESULTS_STATES),
  finishers: z.number().int().min(0),
  mine: z
    .object({ hidden: z.boolean() })
    .nullable()
    .describe('For the runner themself: whether their name is hidden; null for anyone else.'),
});
export type ResultCard = z.infer<typeof resultCardSchema>;

export const resultsImportAnswerSchema = z.object({
  rows: z.number().int().describe('Data lines in the file.'),
  matched: z.number().int().describe('Rows whose bib is a runner of this distance: stored.'),
  unknownBibs: z
    .array(z.number().int())
    .describe('Bibs of no runner of this distance (the first 1,000).'),
  unknownBibCount: z.number().int(),
  errors: z
    .array(z.object({ line: z.number().int(), error: z.string() }))
    .describe('Lines that could not be read (the first 1,000); nothing is stored for them.'),
  errorCount: z.number().int(),
  columns: z
    .partialRecord(z.enum(RESULT_COLUMNS), z.string())
    .describe('The header name read for each column.'),
  stored: z.boolean().describe('false for a preview.'),
});
export type ResultsImportAnswer = z.infer<typeof resultsImportAnswerSchema>;

export const resultsPublishedSchema = z.object({
  distanceId: z.string(),
  state: z.enum(PUBLISH_STATES),
  mailing: z.boolean().describe('Official results: every finisher is being mailed their result.'),
});

export const resultsVisibilityAnswerSchema = z.object({ hidden: z.boolean() });

export const topFinishersSchema = z.object({
  race: z
    .object({
      marathonId: z.string(),
      title: z.string(),
      marathonStartDate: z.string(),
      distanceId: z.string(),
      distanceName: z.string(),
    })
    .nullable()
    .describe('The race whose official results were published last; null before any.'),
  finishers: z.array(resultSchema).max(3),
});
export type TopFinishers = z.infer<typeof topFinishersSchema>;
