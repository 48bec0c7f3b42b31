// Query-string rules shared by the paged endpoints.
import { z } from 'zod';

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

/** A creator's list (participants, waitlist): a page of JSON, or the whole list as CSV. */
export const downloadListQuery = z.object({
  limit: limitParam(50, 500),
  cursor: cursorParam,
  format: z
    .enum(['json', 'csv'], { error: 'format must be json or csv' })
    .optional()
    .default('json'),
});

/** GET /marathons: a page of the list, optionally searched. */
export const marathonListQuery = z.object({
  limit: limitParam(20, 100),
  cursor: cursorParam,
  q: z.string().max(120, 'q must be at most 120 characters').optional(),
});

/** GET /marathon/{id}/activity: a page of the audit trail. */
export const activityQuery = z.object({ limit: limitParam(50, 500), cursor: cursorParam });
