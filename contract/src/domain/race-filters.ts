// The race list's filters (docs/search.md): a distance's bucket by its running distance in km, a race's
// start month, and the list's orders. Shared by the API (stored list fields, query validation) and
// the web (the filter controls), so both name the same buckets.
import { raceLength } from './results-pace.js';

export const DISTANCE_BUCKETS = ['5k', '10k', 'half', 'marathon', 'ultra'] as const;
export type DistanceBucket = (typeof DISTANCE_BUCKETS)[number];

/** What the list's distance filter shows for each bucket (short: the chosen one shows whole on a phone). */
export const DISTANCE_BUCKET_LABELS: Record<DistanceBucket, string> = {
  '5k': '5K (under 7.5 km)',
  '10k': '10K (7.5–15 km)',
  half: 'Half marathon (15–30 km)',
  marathon: 'Marathon (30–43 km)',
  ultra: 'Ultra (over 43 km)',
};

/**
 * The list's orders: `newest` added first (the API's default), `date` every race by start ascending,
 * `upcoming` the races not started yet (start at or after now) soonest first, `past` the races
 * started before now, most recent first.
 */
export const RACE_SORTS = ['newest', 'date', 'upcoming', 'past'] as const;
export type RaceSort = (typeof RACE_SORTS)[number];

const KM_PER_MILE = 1.609344;

/** The bucket of a running distance ("42.195 km", "10K", "13.1 miles"), or null when it names no length. */
export function bucketOf(runningDistance: string): DistanceBucket | null {
  const length = raceLength(runningDistance);
  if (length === null) return null;
  const km = length.unit === 'mi' ? length.length * KM_PER_MILE : length.length;
  if (km < 7.5) return '5k';
  if (km < 15) return '10k';
  if (km < 30) return 'half';
  if (km <= 43) return 'marathon';
  return 'ultra';
}

/** `YYYY-MM` of an instant, in UTC (a race's start month as the list filters it). */
export function monthOf(instant: Date | string): string {
  return new Date(instant).toISOString().slice(0, 7);
}

export const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/u;
