// How the money collections' converters read a stored value of a given type: anything else reads as
// the type's default. Each read is idempotent (a model read again is unchanged), so a converter's
// `of()` gives the same model for a snapshot read with or without the converter.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** A stored string; anything else `''`. */
export const textIn = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored string, `''` included; anything else null. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : null;

/** A stored number; anything else 0. */
export const countIn = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A stored time; anything else null. */
export const timeOrNull = (value: unknown): Timestamp | null =>
  value instanceof Timestamp ? value : null;

/** A stored map, its fields read by `read`; anything else null. */
export const mapOrNull = <T>(value: unknown, read: (map: DocumentData) => T): T | null =>
  typeof value === 'object' && value !== null ? read(value as DocumentData) : null;

/** One of `values`, else `fallback`. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;
