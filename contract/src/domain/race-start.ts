// When a race starts, as an instant: its day (`marathonStartDate`, a UTC midnight as stored) at its
// start time (a distance's own, else the race's) in its IANA zone; without a time, the start of that
// day in the zone; without a zone, the UTC day. One function for the calendar file's start, the
// API's "not started yet" (results are published only once the race has started) and the console's
// disabled Publish buttons. Pure: Intl only, no clock.
import { fillPlaceholders } from './refusal-text.js';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at instant `ms`, in milliseconds (Chicago in July: -5 hours). */
export function offsetAt(zone: string, ms: number): number {
  const parts = Object.fromEntries(
    formatOf(zone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a wall time in `zone`, the wall time given as if it were UTC (`Date.UTC` of it). A
 * time skipped by a spring-forward is read with the offset before it, as calendar apps do.
 */
export function zonedToUtc(zone: string, wallAsUtc: number): number {
  const first = wallAsUtc - offsetAt(zone, wallAsUtc);
  return wallAsUtc - offsetAt(zone, first);
}

/** The start's wall time as UTC milliseconds: day 2027-04-11, 07:30 gives 2027-04-11T07:30Z. */
export function startWall(day: string, time: string | null | undefined): number {
  const d = new Date(day);
  const [h = 0, min = 0] = (time ?? '00:00').split(':').map(Number);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), h, min);
}

export interface StartOf {
  /** ISO 8601, the race day's UTC midnight as stored. */
  marathonStartDate: string;
  startTime?: string | null | undefined;
  timeZone?: string | null | undefined;
}

/** The start's time of day: the distance's own where it has one, else the race's. */
const timeOf = (race: StartOf, distance?: { startTime?: string | null | undefined }) =>
  distance?.startTime ?? race.startTime ?? null;

/** The instant (milliseconds) the race, or one of its distances, starts. */
export function startInstant(
  race: StartOf,
  distance?: { startTime?: string | null | undefined },
): number {
  const wall = startWall(race.marathonStartDate, timeOf(race, distance));
  return race.timeZone ? zonedToUtc(race.timeZone, wall) : wall;
}

/** The start as a sentence names it: "Sun 11 Apr 2027, 07:30 America/Chicago", or the day alone. */
export function startWords(
  race: StartOf,
  distance?: { startTime?: string | null | undefined },
): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(race.marathonStartDate))
    .replace(',', '');
  const time = timeOf(race, distance);
  if (time === null) return race.timeZone ? `${day} (${race.timeZone})` : day;
  return `${day}, ${time}${race.timeZone ? ` ${race.timeZone}` : ''}`;
}

/** The console's explanation beside disabled Publish buttons. */
export const PUBLISH_AFTER_START = 'Results can be published once the race has started.';

/** The API's 409 for a publish before the start: the same words, with the start (startWords). */
export const RACE_START_REFUSALS = {
  results_too_early: 'Results can be published once the race has started ({start}).',
} as const;

export const publishTooEarly = (words: string) =>
  fillPlaceholders(RACE_START_REFUSALS.results_too_early, { start: words });
