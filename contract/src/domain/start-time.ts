// A race's start: a time of day (HH:MM) in an IANA time zone (docs/data-model.md). The race day
// stays `marathonStartDate` (a UTC midnight); the time and zone say when on that day, where. A
// distance may start at its own time, in the race's zone. Absent: no time set, the race is a day.
// No zod here (the fields' schemas are in schemas.ts): the details page and the race pass use these
// without loading the forms' validation.

export const START_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/u;
export const START_TIME_MESSAGE = 'Start time must be a time of day from 00:00 to 23:59 (HH:MM)';
export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone, e.g. America/Chicago';
/** A start time's refusal as a whole answer (a 400), by code. */
export const START_TIME_REFUSALS = {
  time_zone_required: 'Time zone is required with a start time',
} as const;
export const TIME_ZONE_REQUIRED = START_TIME_REFUSALS.time_zone_required;

/**
 * The zone's name as Intl spells it (`america/chicago` is `America/Chicago`), or null when Intl
 * does not know it (it throws a RangeError for `Mars/Olympus`).
 */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Where a start is shown: "07:30 (America/Chicago)"; null without a time. */
export function formatStart(time: string | null | undefined, zone: string | null | undefined) {
  if (!time) return null;
  return zone ? `${time} (${zone})` : time;
}

/**
 * A race's start times in one line: "07:30 (America/Chicago)", with each distance that starts apart
 * ("07:30, 10K at 08:15 (America/Chicago)"); null when none is set.
 */
export function startLine(race: {
  startTime?: string | undefined;
  timeZone?: string | undefined;
  distances: readonly { name: string; startTime?: string | undefined }[];
}): string | null {
  const apart = race.distances.flatMap((d) => (d.startTime ? [`${d.name} at ${d.startTime}`] : []));
  const times = [...(race.startTime ? [race.startTime] : []), ...apart];
  return times.length === 0 ? null : formatStart(times.join(', '), race.timeZone);
}

/** The zones a form offers: Intl's list, with `current` (the browser's own) even when it lacks it. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return current && !known.includes(current) ? [current, ...known].sort() : known;
}
