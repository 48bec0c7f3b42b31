// Query-string rules shared by the paged endpoints, and the page they answer.
import { z } from 'zod';

import { DISTANCE_BUCKETS, MONTH_PATTERN, RACE_SORTS } from './race-filters.js';
import { REGISTRATION_STATUSES } from './registration-status.js';

/** `limit`: a whole number 1..max given as digits; absent means the default. */
export function limitParam(defaultLimit: number, max: number) {
  return (
    z
      .string()
      .regex(/^\d{1,4}$/u, `limit must be a whole number from 1 to ${max}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, `limit must be a whole number from 1 to ${max}`)
          .max(max, `limit must be at most ${max}`),
      )
      .optional()
      .default(defaultLimit)
      // What the document states: the query's string is a whole number in these bounds.
      .meta({ type: 'integer', minimum: 1, maximum: max, default: defaultLimit })
  );
}

export const cursorParam = z
  .string()
  .min(1, 'cursor must not be empty')
  .max(2000, 'cursor is too long')
  .optional();

/** A race's console list (payments, refunds, bank rows): 100 a page by default, one state or all. */
export const stateListQuery = <const S extends readonly [string, ...string[]]>(states: S) =>
  z.object({
    limit: limitParam(100, 500),
    cursor: cursorParam,
    state: z.enum(states).optional(),
  });

/** A creator's list (participants, waitlist): a page of JSON, or the whole list as CSV. */
export const downloadListQuery = z.object({
  limit: limitParam(50, 500),
  cursor: cursorParam,
  format: z
    .enum(['json', 'csv'], { error: 'format must be json or csv' })
    .optional()
    .default('json'),
});

/** GET /marathon/{id}/registrations: the list, or with filters one search of the whole race. */
export const participantsQuery = downloadListQuery.extend({
  q: z
    .string()
    .max(120, 'q must be at most 120 characters')
    .optional()
    .describe('A bib, or the start of a first or last name (case and accents ignored).'),
  distanceId: z
    .string()
    .min(1, 'distanceId must not be empty')
    .max(40, 'distanceId is not one of this race’s distances')
    .optional(),
  status: z
    .enum(REGISTRATION_STATUSES, {
      error: `status must be one of ${REGISTRATION_STATUSES.join(', ')}`,
    })
    .optional(),
});

/** GET /marathons: a page of the list, optionally searched. */
export const marathonListQuery = z.object({
  limit: limitParam(20, 100),
  cursor: cursorParam,
  q: z.string().max(120, 'q must be at most 120 characters').optional(),
  distance: z
    .enum(DISTANCE_BUCKETS, { error: `distance must be one of ${DISTANCE_BUCKETS.join(', ')}` })
    .optional()
    .describe(
      'Races with a distance of this length: 5k under 7.5 km, 10k 7.5-15, half 15-30, marathon 30-43, ultra over 43.',
    ),
  month: z
    .string()
    .regex(MONTH_PATTERN, 'month must be a month written YYYY-MM')
    .optional()
    .describe('Races starting in this month (UTC), YYYY-MM.'),
  open: z
    .enum(['true', 'false'], { error: 'open must be true or false' })
    .optional()
    .describe('`true`: only races whose registration is open now with places left.'),
  sort: z
    .enum(RACE_SORTS, { error: `sort must be one of ${RACE_SORTS.join(', ')}` })
    .optional()
    .default('newest')
    .describe(
      '`newest` (the default): newest added first; `date`: race date ascending; `upcoming`: races starting now or later, soonest first; `past`: races that started before now, most recent first.',
    ),
});

/** GET /marathon/{id}/activity: a page of the audit trail. */
export const activityQuery = z.object({ limit: limitParam(50, 500), cursor: cursorParam });

type PageShape<K extends string, S extends z.ZodType> = Record<K, z.ZodArray<S>> & {
  nextCursor: z.ZodNullable<z.ZodString>;
};

/** A page of a list read by cursor: its items under `key`, and the next page's cursor (null: last). */
export function pageOf<const K extends string, S extends z.ZodType>(key: K, item: S) {
  const shape = { [key]: z.array(item), nextCursor: z.string().nullable() } as PageShape<K, S>;
  return z.object(shape);
}
