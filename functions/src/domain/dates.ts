// Dates travel as ISO 8601 strings; these helpers keep server and web agreeing on what they mean.

const isoPattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/u;

export function isIsoDateString(value: string): boolean {
  return isoPattern.test(value) && !Number.isNaN(Date.parse(value));
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

/** SPEC.md section 9: dates are shown in en-US long form, e.g. "April 5, 2027". */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
