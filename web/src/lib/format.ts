// How the web shows values that domain/dates.ts does not cover.

/**
 * A moment a runner must act by (an offer's deadline), e.g. "April 5, 2027 at 3:00 PM GMT+2":
 * in the viewer's own time zone, named, so the hour is never ambiguous.
 */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
