// What the imports of a file take (a results CSV, a bank statement): the file's text, at most so many
// bytes as it has on disk, and the names of the header cells that hold each column.
import { z } from 'zod';

/** UTF-8 bytes, the size a file has on disk. */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** A file's text in field `field`, required, at most `bytes` (5 MB, say) as UTF-8. */
export const fileTextSchema = (field: string, bytes: number) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .refine(
      (text) => utf8Bytes(text) <= bytes,
      `${field} must be at most ${Math.round(bytes / 1024 / 1024)} MB`,
    );

/** The header cell that holds column `column`, as written in the file. */
export const headerNameSchema = (column: string) =>
  z
    .string({ error: `columns.${column} must be the name of a column of the CSV` })
    .trim()
    .min(1, `columns.${column} must be the name of a column of the CSV`)
    .max(200, `columns.${column} must be at most 200 characters`);
