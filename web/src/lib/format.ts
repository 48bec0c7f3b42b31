// How the web shows values that domain/dates.ts does not cover, in the language shown (English:
// SPEC's en-US forms).
import { formatLongDate as englishLongDate } from '@run/contract/domain/dates';
import { formatCount as englishCount } from '@run/contract/domain/numbers';

import { type AnyLanguage, currentLanguage, intlLocale } from '@/lib/i18n/language';

/**
 * A day as stored (UTC), e.g. "April 5, 2027" or "5. April 2027". English keeps the contract's
 * spelled-out form, which a prerendered page's first card hydrates against without Intl.
 */
export function formatLongDate(iso: string, language: AnyLanguage = currentLanguage()): string {
  if (language === 'en') return englishLongDate(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(date);
  return date.toLocaleDateString(intlLocale(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A count with the language's grouping, e.g. "12,000", "12.000" or "12 000". */
export function formatCount(count: number, language: AnyLanguage = currentLanguage()): string {
  return language === 'en' ? englishCount(count) : count.toLocaleString(intlLocale(language));
}

/** A moment with its day and hour, in the viewer's own time zone, named. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * A moment a runner must act by (an offer's deadline), e.g. "April 5, 2027 at 3:00 PM GMT+2":
 * in the viewer's own time zone, named, so the hour is never ambiguous.
 */
export function formatDateTime(iso: string, language?: AnyLanguage): string {
  return new Date(iso).toLocaleString(intlLocale(language), DATE_TIME);
}

/**
 * From one moment to another (a volunteer shift), as formatDateTime writes one, what they share said
 * once: e.g. "April 5, 2027, 7:00 – 11:00 AM GMT+2".
 */
export function formatDateTimeRange(
  fromIso: string,
  toIso: string,
  language?: AnyLanguage,
): string {
  return new Intl.DateTimeFormat(intlLocale(language), DATE_TIME).formatRange(
    new Date(fromIso),
    new Date(toIso),
  );
}

/** A day as a runner reads a deadline in a sentence, e.g. "May 3", in their own time zone. */
export function formatMonthDay(iso: string, language?: AnyLanguage): string {
  return new Date(iso).toLocaleDateString(intlLocale(language), { month: 'long', day: 'numeric' });
}

/** A main-unit amount typed in a form ("45.00") as cents, or the text itself for the schema to name. */
export function centsOf(value: string): number | string {
  const trimmed = value.trim();
  return /^\d+(\.\d{1,2})?$/u.test(trimmed) ? Math.round(Number(trimmed) * 100) : trimmed;
}

/** Cents as a form shows them for editing, in the main unit with a decimal point: "45.00" (centsOf's inverse). */
export const mainUnitsOf = (cents: number): string => (cents / 100).toFixed(2);

/** A whole number typed in a form, or the text itself for the schema to name. */
export function wholeOf(value: string): number | string {
  const trimmed = value.trim();
  return /^\d+$/u.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A limit typed in a form (a code's uses, a variant's stock): empty is no limit (null). */
export const limitOf = (value: string | undefined): number | string | null =>
  (value ?? '').trim() === '' ? null : wholeOf(value ?? '');
