// How results are stored (docs/results.md). One document per runner and distance,
// `marathons/{id}/results/{distanceId}-{bib}`, holding what the public sees (name, bib, times,
// places, age group) plus what the queries need: `order` (the position in the list, which pages
// are cut by), `gender` and `ageGroup` (the filters) and `nameKeys` (the starts of the name a search
// may ask for; empty for a runner who hides their name). Never an email, a date of birth or an answer.
//
// The marathon holds a summary per distance (`resultsByDistance.<distanceId>`: state, counts, age
// groups, the import's id), so a results page costs the marathon's read plus its page, whatever
// the number of results; and `resultsOfficialAt` / `resultsOfficialDistanceId`, for the home page's
// top finishers (the race whose official results came out last).
import { FieldPath, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Gender } from '@run/contract/domain/results-groups';
import { paceOf } from '@run/contract/domain/results-pace';
import type { ResultStatus } from '@run/contract/domain/results-places';
import { formatRaceTime, type Tenths } from '@run/contract/domain/results-times';
import {
  HIDDEN_RUNNER,
  type RANK_BY,
  RESULTS_STATES,
  type Result,
  type ResultsState,
} from '@run/contract/domain/results';

import { COLLECTIONS } from '../store/collections.js';

export type RankBy = (typeof RANK_BY)[number];

/** The marathon's fields about its results. */
export const RACE_FIELDS = {
  byDistance: 'resultsByDistance',
  rankBy: 'rankBy',
  officialAt: 'resultsOfficialAt',
  officialDistanceId: 'resultsOfficialDistanceId',
} as const;

/** The registration's field: its runner hides their name in results. */
export const HIDDEN_FIELD = 'resultsHidden';

export interface StoredResult {
  distanceId: string;
  bib: number;
  userId: string;
  firstName: string;
  lastName: string;
  hidden: boolean;
  nameKeys: string[];
  gender: Gender | null;
  ageGroup: string;
  status: ResultStatus;
  chipTime: Tenths | null;
  gunTime: Tenths | null;
  /** The time ranked on: chip or gun, as the race ranks. */
  time: Tenths | null;
  place: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  order: number;
  importId: string;
}

export interface DistanceResults {
  state: ResultsState;
  count: number;
  finishers: number;
  ageGroups: string[];
  importId: string;
  /** The import whose finishers were mailed their official result (none mailed twice). */
  mailedImportId: string | null;
}

export const resultsOf = (marathon: DocumentReference) => marathon.collection(COLLECTIONS.results);

export const resultRef = (marathon: DocumentReference, distanceId: string, bib: number) =>
  resultsOf(marathon).doc(`${distanceId}-${bib}`);

/** Where one distance's summary (or one of its fields) lives on the marathon (ids hold dashes). */
export const summaryPath = (distanceId: string, ...field: string[]) =>
  new FieldPath(RACE_FIELDS.byDistance, distanceId, ...field);

const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** The summaries the marathon holds, by distance id. */
export function distanceResultsOf(marathon: DocumentSnapshot): Map<string, DistanceResults> {
  const stored: unknown = marathon.get(RACE_FIELDS.byDistance);
  const summaries = new Map<string, DistanceResults>();
  if (typeof stored !== 'object' || stored === null) return summaries;
  for (const [id, value] of Object.entries(stored as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue;
    const v = value as Record<string, unknown>;
    const state = RESULTS_STATES.find((s) => s === v.state) ?? 'unpublished';
    summaries.set(id, {
      state,
      count: whole(v.count),
      finishers: whole(v.finishers),
      ageGroups: Array.isArray(v.ageGroups)
        ? v.ageGroups.filter((g): g is string => typeof g === 'string')
        : [],
      importId: typeof v.importId === 'string' ? v.importId : '',
      mailedImportId: typeof v.mailedImportId === 'string' ? v.mailedImportId : null,
    });
  }
  return summaries;
}

export const rankByOf = (marathon: DocumentSnapshot): RankBy =>
  marathon.get(RACE_FIELDS.rankBy) === 'gun' ? 'gun' : 'chip';

const time = (tenths: Tenths | null) => (tenths === null ? null : formatRaceTime(tenths));

const storedTime = (value: unknown): Tenths | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const place = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The runner's name as stored, hidden or not (for the runner themself and the mail). */
export function storedName(snapshot: DocumentSnapshot): string {
  return `${text(snapshot.get('firstName'))} ${text(snapshot.get('lastName'))}`.trim();
}

/**
 * A stored result as the public sees it: "Hidden runner" for a hidden name unless `showName` (the
 * runner themself); the pace from the distance's running distance.
 */
export function toResult(
  snapshot: DocumentSnapshot,
  runningDistance: string,
  showName = false,
): Result {
  const ranked = storedTime(snapshot.get('time'));
  const status = snapshot.get('status') as unknown;
  return {
    bib: whole(snapshot.get('bib')),
    name: snapshot.get('hidden') === true && !showName ? HIDDEN_RUNNER : storedName(snapshot),
    time: time(ranked),
    chipTime: time(storedTime(snapshot.get('chipTime'))),
    gunTime: time(storedTime(snapshot.get('gunTime'))),
    place: place(snapshot.get('place')),
    genderPlace: place(snapshot.get('genderPlace')),
    ageGroup: text(snapshot.get('ageGroup')) || 'Open',
    ageGroupPlace: place(snapshot.get('ageGroupPlace')),
    pace: ranked === null ? null : paceOf(ranked, runningDistance),
    status: status === 'DNF' || status === 'DNS' || status === 'DQ' ? status : 'finished',
  };
}

/** The fields a result query reads: what toResult and the card need, never the search keys. */
export const RESULT_FIELDS = [
  'distanceId',
  'bib',
  'userId',
  'firstName',
  'lastName',
  'hidden',
  'ageGroup',
  'status',
  'chipTime',
  'gunTime',
  'time',
  'place',
  'genderPlace',
  'ageGroupPlace',
  'order',
] as const;
