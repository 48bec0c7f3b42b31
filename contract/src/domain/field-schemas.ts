// Field rules several request schemas share, each refusing a value with the one sentence it is given
// (the web form shows the same sentence).
import { z } from 'zod';

/** A whole number from `min` to `max`; anything else is refused with `message`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A text that must not be empty once trimmed, bounded: "<label> is required", "... at most <max>". */
export const filledText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** true or false; anything else is refused with "<label> must be true or false". */
export const trueOrFalse = (label: string) =>
  z.boolean({ error: `${label} must be true or false` });

/** A switch a request may leave out, and what it does when true. */
export const optionalFlag = (label: string, description: string) =>
  trueOrFalse(label).optional().describe(description);

/** A change's body (PATCH): any of `shape`'s fields, and at least one of them. */
export const patchOf = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject(shape)
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
