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
import {
  FieldPath,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { GENDERS, type Gender } from '@run/contract/domain/results-groups';
import { RESULT_STATUSES, type ResultStatus } from '@run/contract/domain/results-places';
import type { Tenths } from '@run/contract/domain/results-times';
import { RESULTS_STATES, type RANK_BY, type ResultsState } from '@run/contract/domain/results';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';

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

/** A result's times and places, as the import ranks them. */
interface Ranked {
  chipTime: Tenths | null;
  gunTime: Tenths | null;
  /** The time ranked on: chip or gun, as the race ranks. */
  time: Tenths | null;
  place: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  /** Its position in the distance's list. */
  order: number;
}

/** A result as the import writes it. */
export interface StoredResult extends Ranked {
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
  importId: string;
}

/** A stored result as the code reads it (a query's `select` reads RESULT_FIELDS only). */
export interface ResultDoc extends Ranked {
  id: string;
  distanceId: string;
  /** 0 for a bib that is not a whole number (none is written so). */
  bib: number;
  /** Null for a result naming no runner (none is written so). */
  userId: string | null;
  firstName: string;
  lastName: string;
  hidden: boolean;
  gender: Gender | null;
  /** '' when none is stored (the public view says Open). */
  ageGroup: string;
  /**
   * Null for a status the import never writes: the public view calls it a finish, the official mail
   * only mails a result stored as finished.
   */
  status: ResultStatus | null;
}

const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const resultDocs = converterOf<ResultDoc>((data, id) => ({
  id,
  distanceId: text(data.distanceId),
  bib: whole(data.bib),
  userId: typeof data.userId === 'string' ? data.userId : null,
  firstName: text(data.firstName),
  lastName: text(data.lastName),
  hidden: data.hidden === true,
  gender: GENDERS.find((g) => g === data.gender) ?? null,
  ageGroup: text(data.ageGroup),
  status: RESULT_STATUSES.find((s) => s === data.status) ?? null,
  chipTime: positive(data.chipTime),
  gunTime: positive(data.gunTime),
  time: positive(data.time),
  place: positive(data.place),
  genderPlace: positive(data.genderPlace),
  ageGroupPlace: positive(data.ageGroupPlace),
  order: typeof data.order === 'number' ? data.order : 0,
}));

/** The fields a result query reads: what the public view and the card need, never the search keys. */
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

/** The race's results, read as models (after a `select`, add `.withConverter(resultDocs)`). */
export const resultsOf = (marathon: DocumentReference): CollectionReference<ResultDoc> =>
  marathon.collection(COLLECTIONS.results).withConverter(resultDocs);

export const resultRef = (marathon: DocumentReference, distanceId: string, bib: number) =>
  resultsOf(marathon).doc(`${distanceId}-${bib}`);

/** A result by the id it was read under, plain: a new placing is `update`d through it. */
export const storedResultRef = (marathon: DocumentReference, resultId: string): DocumentReference =>
  resultsOf(marathon).doc(resultId).withConverter(null);

/** Stages the write of one imported result (replacing what its document held). */
export function writeResult(batch: WriteBatch, marathon: DocumentReference, r: StoredResult) {
  batch.set(resultRef(marathon, r.distanceId, r.bib).withConverter(null), r);
}

/** Where one distance's summary (or one of its fields) lives on the marathon (ids hold dashes). */
export const summaryPath = (distanceId: string, ...field: string[]) =>
  new FieldPath(RACE_FIELDS.byDistance, distanceId, ...field);

export interface DistanceResults {
  state: ResultsState;
  count: number;
  finishers: number;
  ageGroups: string[];
  importId: string;
  /** The import whose finishers were mailed their official result (none mailed twice). */
  mailedImportId: string | null;
}

/** What a marathon holds of its results (RACE_FIELDS), read once. */
export interface RaceResults {
  /** The summaries, by distance id. */
  byDistance: ReadonlyMap<string, DistanceResults>;
  rankBy: RankBy;
  /** The distance whose official results came out last; null before any. */
  officialDistanceId: string | null;
}

function summariesIn(stored: unknown): Map<string, DistanceResults> {
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

/** `raceResultsOf` for a marathon's stored fields (for the marathon's own converter). */
export function raceResultsIn(data: DocumentData): RaceResults {
  const official: unknown = data[RACE_FIELDS.officialDistanceId];
  return {
    byDistance: summariesIn(data[RACE_FIELDS.byDistance]),
    rankBy: data[RACE_FIELDS.rankBy] === 'gun' ? 'gun' : 'chip',
    officialDistanceId: typeof official === 'string' ? official : null,
  };
}

/** What the marathon snapshot holds of its results. */
export const raceResultsOf = (marathon: DocumentSnapshot): RaceResults =>
  raceResultsIn(marathon.data() ?? {});
