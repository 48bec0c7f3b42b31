// What a race stores so the list's filters are answered by an index (docs/search.md): `startMonth`
// (`YYYY-MM` of the race start, UTC) and `listKeys`, one array for the distance and "open now"
// filters, as Firestore allows one array filter per query:
//   `d:<bucket>`            the race has a distance of that bucket (race-filters.ts)
//   `o:<YYYY-MM>`           its registration window touches that month (UTC)
//   `d:<bucket>|o:<YYYY-MM>` both, so a distance and `open` together are one array filter
// A window longer than WINDOW_MONTHS stores `o:long` instead of its months, and the list asks for it
// beside the current month. The index narrows `open` to races whose window touches this month; the
// exact test (opened, not closed, places left) runs on those candidates.
import {
  bucketOf,
  monthOf,
  type DistanceBucket,
  type RaceSort,
} from '@run/contract/domain/race-filters';

import type { QueryPlan } from '../lib/query-plan.js';
import { DOCUMENT_ID } from '../lib/query-plan.js';
import { COLLECTIONS } from './collections.js';
import { indexGram } from './search.js';

export const WINDOW_MONTHS = 24;
const LONG = 'long';

interface RaceDates {
  startRegistrationDate: string | Date;
  endRegistrationDate: string | Date;
  marathonStartDate: string | Date;
}

/** The months from `from` to `to` (UTC, both included), or null when more than WINDOW_MONTHS. */
function monthsBetween(from: Date, to: Date): string[] | null {
  const months: string[] = [];
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (at.getTime() <= to.getTime()) {
    months.push(monthOf(at));
    if (months.length > WINDOW_MONTHS) return null;
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}

export const bucketsOf = (
  distances: ReadonlyArray<{ runningDistance: string }>,
): DistanceBucket[] => [...new Set(distances.flatMap((d) => bucketOf(d.runningDistance) ?? []))];

/** The stored list fields of a race with these dates and distances (create, edit, seed, backfill). */
export function raceListFields(
  dates: RaceDates,
  distances: ReadonlyArray<{ runningDistance: string }>,
): { startMonth: string; listKeys: string[] } {
  const buckets = bucketsOf(distances);
  const months = monthsBetween(
    new Date(dates.startRegistrationDate),
    new Date(dates.endRegistrationDate),
  ) ?? [LONG];
  return {
    startMonth: monthOf(dates.marathonStartDate),
    listKeys: [
      ...buckets.map((b) => `d:${b}`),
      ...months.map((m) => `o:${m}`),
      ...buckets.flatMap((b) => months.map((m) => `d:${b}|o:${m}`)),
    ],
  };
}

export interface RaceListOptions {
  q?: string | undefined;
  distance?: DistanceBucket | undefined;
  month?: string | undefined;
  open?: boolean | undefined;
  sort: RaceSort;
}

/** The field each order pages by (the cursor holds its value and the document id). */
export const SORT_FIELD = {
  newest: 'createdAt',
  date: 'marathonStartDate',
  upcoming: 'marathonStartDate',
  past: 'marathonStartDate',
} as const;

const ASCENDING: ReadonlySet<RaceSort> = new Set(['date', 'upcoming']);

/** `upcoming` and `past` split the races at this moment, by their start instant. */
function rangeOf(sort: RaceSort, now: Date): QueryPlan['range'] {
  if (sort === 'upcoming') return [SORT_FIELD.upcoming, '>=', now];
  if (sort === 'past') return [SORT_FIELD.past, '<', now];
  return undefined;
}

/**
 * The query of one list request, and what is checked on its candidates: the real substring of `q`
 * (always), the distance when the array filter went to the search, and `open` exactly.
 */
export function raceListPlan(
  options: RaceListOptions,
  now: Date,
): { plan: QueryPlan; checkDistance: boolean } {
  const gram = options.q ? indexGram(options.q.trim()) : null;
  const openMonths = [`o:${monthOf(now)}`, `o:${LONG}`];
  const bucket = options.distance;
  let contains: QueryPlan['contains'];
  if (gram !== null) contains = ['searchGrams', [gram]];
  else if (bucket && options.open)
    contains = ['listKeys', openMonths.map((o) => `d:${bucket}|${o}`)];
  else if (bucket) contains = ['listKeys', [`d:${bucket}`]];
  else if (options.open) contains = ['listKeys', openMonths];
  const direction = ASCENDING.has(options.sort) ? 'asc' : 'desc';
  const range = rangeOf(options.sort, now);
  return {
    plan: {
      collection: COLLECTIONS.marathons,
      equals: options.month ? [['startMonth', options.month]] : [],
      ...(contains ? { contains } : {}),
      ...(range ? { range } : {}),
      orderBy: [
        [SORT_FIELD[options.sort], direction],
        [DOCUMENT_ID, direction],
      ],
    },
    checkDistance: gram !== null && bucket !== undefined,
  };
}
