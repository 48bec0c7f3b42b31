// Importing a distance's results (docs/results.md): the CSV is read (contract's results-csv), each row
// matched to the distance's runner by bib, places computed here from the times, and the distance's
// results replaced: every matched row is written, and a stored result the new file no longer has is
// deleted. Unknown bibs and bad lines are listed and not stored. A preview answers the same and
// stores nothing. The runner's name, gender (the race's Gender question) and age group on race day
// are copied in; the date of birth and the answers themselves never are.
import { randomUUID } from 'node:crypto';

import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { ageGroupOf, genderOf, isGenderQuestion } from '@run/contract/domain/results-groups';
import { nameKeys } from '@run/contract/domain/results-names';
import { placeResults } from '@run/contract/domain/results-places';
import { readResults, type ResultRow } from '@run/contract/domain/results-csv';
import type { ResultsImportAnswer, resultsImportSchema } from '@run/contract/domain/results';
import type { z } from 'zod';

import { badRequestAt, HttpError } from '../lib/http-error.js';
import { db } from '../lib/firestore.js';
import { inPool } from '../lib/pool.js';
import { distanceOfRecord, type StoredDistance } from '../store/distances.js';
import { marathonOf, toIso, type MarathonDoc, type MarathonRead } from '../store/marathon-doc.js';
import { registrationOf, registrationsPlain } from '../store/registration-doc.js';
import {
  HIDDEN_FIELD,
  RACE_FIELDS,
  raceResultsOf,
  resultsOf,
  summaryPath,
  writeResult,
  type DistanceResults,
  type StoredResult,
} from '../store/result-doc.js';

type ImportInput = z.output<typeof resultsImportSchema>;

/** Lists in the answer stop here; their counts say how many there are. */
const LISTED = 1000;
/** Writes per batch, and batches in flight at once. */
const BATCH = 500;
const IN_FLIGHT = 4;

/**
 * Registrations that no longer hold a confirmed place keep their bib on record, but ran as nobody:
 * those gone, and a hold still unpaid (bibs and results are for confirmed places only).
 */
const GONE = new Set([
  'transferred',
  'deferred',
  'expired',
  'withdrawn',
  'cancelled',
  'pending_payment',
]);

/** What a result copies of its runner's registration (never the date of birth or the answers). */
export interface ResultRunner {
  userId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  genderAnswer: unknown;
  hidden: boolean;
}

export function distanceNamed(marathon: MarathonRead, distanceId: string): StoredDistance {
  const distance = marathonOf(marathon).distances.find((d) => d.id === distanceId);
  if (distance === undefined) throw badRequestAt('distanceId', 'results_distance_unknown');
  return distance;
}

/** Whether a registration holds a confirmed place: bibs, results and the start list are for those. */
export const holdsPlace = (status: string): boolean => !GONE.has(status);

/** The registration fields a result (or the partner's start list) reads; never contact data. */
export function runnerFields(marathon: MarathonDoc): string[] {
  const gender = marathon.questions.find(isGenderQuestion);
  const fields = [
    'bib',
    'firstName',
    'lastName',
    'distanceId',
    'dateOfBirth',
    'status',
    HIDDEN_FIELD,
  ];
  if (gender) fields.push(`answers.${gender.id}`);
  return fields;
}

/** A registration read with `runnerFields` as its result's runner, or null without a place or bib. */
export function resultRunnerOf(
  snapshot: DocumentSnapshot,
  marathon: MarathonDoc,
): (ResultRunner & { bib: number; distanceId: string }) | null {
  const gender = marathon.questions.find(isGenderQuestion);
  const reg = registrationOf(snapshot);
  const { bib, dateOfBirth } = reg;
  if (bib === null || !holdsPlace(reg.status)) return null;
  return {
    bib,
    distanceId: distanceOfRecord(reg, marathon.distances).id,
    userId: reg.id,
    firstName: reg.firstName,
    lastName: reg.lastName,
    // A date of birth stored empty is none, as one stored without.
    dateOfBirth: dateOfBirth === '' ? null : dateOfBirth,
    genderAnswer: gender ? reg.answers?.[gender.id] : undefined,
    hidden: reg.resultsHidden,
  };
}

/** The distance's runners with a bib, by bib: only the fields a result needs are read. */
async function runnersByBib(
  marathonRef: DocumentReference,
  marathon: MarathonDoc,
  distance: StoredDistance,
): Promise<Map<number, ResultRunner>> {
  const snap = await registrationsPlain(marathonRef)
    .select(...runnerFields(marathon))
    .get();
  const runners = new Map<number, ResultRunner>();
  for (const snapshot of snap.docs) {
    const runner = resultRunnerOf(snapshot, marathon);
    if (runner === null || runner.distanceId !== distance.id) continue;
    runners.set(runner.bib, runner);
  }
  return runners;
}

/** Each matched row as stored, places computed over them all (also the sample data's, scripts/). */
export function storedResults(
  rows: Array<{ row: ResultRow; runner: ResultRunner }>,
  distanceId: string,
  rankBy: 'chip' | 'gun',
  raceStart: string,
  importId: string,
): StoredResult[] {
  const entries = rows.map(({ row, runner }) => {
    const gender = genderOf(runner.genderAnswer);
    const ranked =
      rankBy === 'chip' ? (row.chipTime ?? row.gunTime) : (row.gunTime ?? row.chipTime);
    return {
      row,
      runner,
      gender,
      ageGroup: ageGroupOf(gender, runner.dateOfBirth, raceStart),
      time: ranked,
    };
  });
  const placings = placeResults(
    entries.map((e) => ({
      bib: e.row.bib,
      status: e.row.status,
      time: e.time,
      gender: e.gender,
      ageGroup: e.ageGroup,
      timerPlace: e.row.timerPlace,
    })),
  );
  return entries.map((e, i) => {
    const placing = placings[i] ?? {
      place: null,
      genderPlace: null,
      ageGroupPlace: null,
      order: i,
    };
    return {
      distanceId,
      bib: e.row.bib,
      userId: e.runner.userId,
      firstName: e.runner.firstName,
      lastName: e.runner.lastName,
      hidden: e.runner.hidden,
      nameKeys: e.runner.hidden ? [] : nameKeys(e.runner.firstName, e.runner.lastName),
      gender: e.gender,
      ageGroup: e.ageGroup,
      status: e.row.status,
      chipTime: e.row.chipTime,
      gunTime: e.row.gunTime,
      time: e.time,
      ...placing,
      importId,
    };
  });
}

/** A distance's summary on the marathon (store/result-doc.ts) for these results. */
export function summaryOf(
  results: readonly StoredResult[],
  state: DistanceResults['state'],
  mailedImportId: string | null,
): DistanceResults {
  return {
    state,
    count: results.length,
    finishers: results.filter((r) => r.place !== null).length,
    ageGroups: [...new Set(results.map((r) => r.ageGroup))].sort(),
    importId: results[0]?.importId ?? '',
    mailedImportId,
  };
}

/** Runs the writes in batches of 500, a few at once. */
export async function commitAll(writes: Array<(batch: WriteBatch) => void>): Promise<void> {
  const batches: Array<Array<(batch: WriteBatch) => void>> = [];
  for (let i = 0; i < writes.length; i += BATCH) batches.push(writes.slice(i, i + BATCH));
  await inPool(batches, IN_FLIGHT, async (group) => {
    const batch = db().batch();
    for (const write of group) write(batch);
    await batch.commit();
  });
}

export async function importResults(
  marathon: DocumentSnapshot,
  input: ImportInput,
): Promise<ResultsImportAnswer> {
  const race = marathonOf(marathon);
  const distance = distanceNamed(race, input.distanceId);
  const read = readResults(input.csv, input.columns);
  const [problem] = read.problems;
  if (problem !== undefined) {
    // Every problem is named; the code and params are the first's.
    const details = read.problems.map(({ field, message }) => ({ field, message }));
    throw new HttpError(400, problem, details).worded(
      read.problems.map((p) => p.message).join(' '),
    );
  }
  const storedIds = input.preview
    ? Promise.resolve(null)
    : resultsOf(marathon.ref).where('distanceId', '==', distance.id).select().get();
  const runners = await runnersByBib(marathon.ref, race, distance);
  const matched: Array<{ row: ResultRow; runner: ResultRunner }> = [];
  const unknownBibs: number[] = [];
  for (const row of read.rows) {
    const runner = runners.get(row.bib);
    if (runner === undefined) unknownBibs.push(row.bib);
    else matched.push({ row, runner });
  }
  const answer: ResultsImportAnswer = {
    rows: read.lines,
    matched: matched.length,
    unknownBibs: unknownBibs.slice(0, LISTED),
    unknownBibCount: unknownBibs.length,
    errors: read.errors.slice(0, LISTED),
    errorCount: read.errors.length,
    columns: read.names,
    stored: false,
  };
  const existing = await storedIds;
  if (existing === null) return answer;

  const raceResults = raceResultsOf(marathon);
  const rankBy = input.rankBy ?? raceResults.rankBy;
  const importId = randomUUID();
  const results = storedResults(
    matched,
    distance.id,
    rankBy,
    toIso(race.marathonStartDate),
    importId,
  );
  const kept = new Set(results.map((r) => `${r.distanceId}-${r.bib}`));
  await commitAll([
    ...results.map((r) => (batch: WriteBatch) => writeResult(batch, marathon.ref, r)),
    ...existing.docs
      .filter((d) => !kept.has(d.id))
      .map((d) => (batch: WriteBatch) => batch.delete(d.ref)),
  ]);
  const before = raceResults.byDistance.get(distance.id);
  await marathon.ref.update(
    summaryPath(distance.id),
    {
      ...summaryOf(results, before?.state ?? 'unpublished', before?.mailedImportId ?? null),
      importedAt: Timestamp.now(),
    },
    RACE_FIELDS.rankBy,
    rankBy,
  );
  return { ...answer, stored: true };
}
