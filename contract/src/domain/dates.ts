// Dates travel as ISO 8601 strings; these helpers keep server and web agreeing on what they mean.

const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/u;

/**
 * How the OpenAPI document states a date-time the API takes: RFC 3339 (`format`) in the one shape
 * isIsoDateString reads (upper-case T and Z, seconds, at most 9 decimals, years 0001-9999).
 */
export const DATE_TIME_FORMAT = {
  format: 'date-time',
  pattern:
    '^(?:000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$',
} as const;

/** What Firestore can store as a Timestamp: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. */
const MIN_MS = -62_135_596_800_000;
const MAX_MS = 253_402_300_799_999;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * An ISO 8601 date or date-time that names a real calendar day and time (`2031-02-30` is refused,
 * not rolled over into March) and that Firestore can store (years 1 to 9999, after the offset).
 */
export function isIsoDateString(value: string): boolean {
  const m = isoPattern.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetH, offsetM] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (month === undefined || month < 1 || month > 12) return false;
  if (year === undefined || day === undefined || day < 1 || day > daysInMonth(year, month))
    return false;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return false;
  if ((offsetH ?? 0) > 23 || (offsetM ?? 0) > 59) return false;
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && ms >= MIN_MS && ms <= MAX_MS;
}

/** A `YYYY-MM-DD` day that exists (years 1 to 9999). */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) && isIsoDateString(value);
}

/**
 * Whole years from `birth` (`YYYY-MM-DD`) to the UTC day of `on` (ISO): the birthday counts from its
 * day on. A 29 February birthday comes on 1 March in a year without one (a runner born on 29 February
 * 2008 is 18 from 1 March 2026), as most race rules and laws count it.
 */
export function ageOn(birth: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = birth.split('-').map(Number);
  const day = new Date(on);
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth() + 1;
  const d = day.getUTCDate();
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/**
 * A native date input gives `YYYY-MM-DD`. A registration end date means "through that day", so it is
 * sent as the day's last millisecond (UTC); every other date starts at midnight UTC.
 */
export function dateInputToIso(value: string, edge: 'start' | 'end' = 'start'): string {
  return edge === 'end' ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
}

/** The `YYYY-MM-DD` a native date input shows for an ISO string (UTC, as stored). */
export function isoToDateInput(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * docs/product.md: dates are shown in en-US long form, e.g. "April 5, 2027", the day in UTC.
 * Spelled out, not by Intl.DateTimeFormat: a page's first Intl formatter loads ICU's data, 30-50 ms
 * of main thread on the home page's first card (four times that on Lighthouse's phone), and this
 * form needs none of it. The test holds it equal to Intl's for every day of two years.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  // As toLocaleDateString answers a bad date ("Invalid Date").
  if (Number.isNaN(date.getTime())) return String(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
