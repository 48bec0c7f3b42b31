// Results pushed by the race's timing partner (docs/partner-api.md), a few rows at a time as runners
// cross a timing point. Each row is matched to its runner by bib, which also says the distance. A
// finish is stored as the import stores a result (`{distanceId}-{bib}`: pushing it again replaces it)
// and the distance's places are computed again over all its results, writing only those that moved;
// a split is kept beside it, one document per runner with a time per timing point.
import { randomUUID } from 'node:crypto';

import { Timestamp, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { FINISH, type PushedRow } from '@run/contract/domain/partner';
import { placeResults, type Placeable, type Placing } from '@run/contract/domain/results-places';
import type { ResultRow } from '@run/contract/domain/results-csv';

import { COLLECTIONS } from '../store/collections.js';
import { splitRef, splitWrite } from '../store/split-doc.js';
import { marathonOf, toIso, type MarathonDoc } from '../store/marathon-doc.js';
import {
  RESULT_FIELDS,
  resultDocs,
  raceResultsOf,
  resultsOf,
  summaryPath,
  writeResult,
  type ResultDoc,
} from '../store/result-doc.js';
import {
  commitAll,
  resultRunnerOf,
  runnerFields,
  storedResults,
  type ResultRunner,
} from './import.js';

type Runner = ResultRunner & { bib: number; distanceId: string };

/** Firestore's `in` takes at most 30 values. */
const IN_MAX = 30;

/** The race's runners holding the given bibs, by bib: only the fields a result needs are read. */
async function runnersWithBibs(
  marathon: DocumentSnapshot,
  race: MarathonDoc,
  bibs: readonly number[],
): Promise<Map<number, Runner>> {
  const chunks: number[][] = [];
  for (let i = 0; i < bibs.length; i += IN_MAX) chunks.push(bibs.slice(i, i + IN_MAX));
  const snaps = await Promise.all(
    chunks.map((chunk) =>
      marathon.ref
        .collection(COLLECTIONS.registrations)
        .where('bib', 'in', chunk)
        .select(...runnerFields(race))
        .get(),
    ),
  );
  const runners = new Map<number, Runner>();
  for (const doc of snaps.flatMap((snap) => snap.docs)) {
    const runner = resultRunnerOf(doc, race);
    if (runner !== null) runners.set(runner.bib, runner);
  }
  return runners;
}

const samePlacing = (stored: ResultDoc, placing: Placing) =>
  stored.place === placing.place &&
  stored.genderPlace === placing.genderPlace &&
  stored.ageGroupPlace === placing.ageGroupPlace &&
  stored.order === placing.order;

/**
 * Stores a distance's pushed finishes and places every result of the distance again. A stored result
 * keeps its order among equal times (its stored order stands in for the timer's place); a pushed one
 * comes after those it ties with.
 */
async function placeDistance(
  marathon: DocumentSnapshot,
  race: MarathonDoc,
  distanceId: string,
  pushed: Array<{ row: ResultRow; runner: Runner }>,
): Promise<void> {
  const raceResults = raceResultsOf(marathon);
  const before = raceResults.byDistance.get(distanceId);
  // One id for the distance's results however they came: official results mail each finisher once.
  const importId = before?.importId || randomUUID();
  const raceStart = toIso(race.marathonStartDate);
  const fresh = storedResults(pushed, distanceId, raceResults.rankBy, raceStart, importId);
  const pushedBibs = new Set(fresh.map((r) => r.bib));
  const snap = await resultsOf(marathon.ref)
    .where('distanceId', '==', distanceId)
    .select(...RESULT_FIELDS, 'gender')
    .withConverter(resultDocs)
    .get();
  const kept = snap.docs.map((d) => d.data()).filter((r) => !pushedBibs.has(r.bib));
  const placeables: Placeable[] = [
    ...kept.map((r) => ({
      bib: r.bib,
      status: r.status ?? 'finished',
      time: r.time,
      gender: r.gender,
      ageGroup: r.ageGroup,
      timerPlace: r.order + 1,
    })),
    ...fresh.map((r) => ({ ...r, timerPlace: null })),
  ];
  const placings = placeResults(placeables);
  const writes: Array<(batch: WriteBatch) => void> = [];
  kept.forEach((stored, i) => {
    const placing = placings[i];
    if (placing === undefined || samePlacing(stored, placing)) return;
    writes.push((batch) =>
      batch.update(resultsOf(marathon.ref).doc(stored.id).withConverter(null), { ...placing }),
    );
  });
  fresh.forEach((result, i) => {
    const placing = placings[kept.length + i] ?? {};
    writes.push((batch) => writeResult(batch, marathon.ref, { ...result, ...placing }));
  });
  await commitAll(writes);
  const all = [...kept.map((r) => r.ageGroup), ...fresh.map((r) => r.ageGroup)];
  await marathon.ref.update(
    summaryPath(distanceId, 'state'),
    before?.state ?? 'unpublished',
    summaryPath(distanceId, 'count'),
    placings.length,
    summaryPath(distanceId, 'finishers'),
    placings.filter((p) => p.place !== null).length,
    summaryPath(distanceId, 'ageGroups'),
    [...new Set(all)].sort(),
    summaryPath(distanceId, 'importId'),
    importId,
    summaryPath(distanceId, 'mailedImportId'),
    before?.mailedImportId ?? null,
    summaryPath(distanceId, 'importedAt'),
    Timestamp.now(),
  );
}

/** Keeps a split's times on the runner's splits document, under the timing point's name. */
function writeSplit(
  batch: WriteBatch,
  marathon: DocumentSnapshot,
  point: string,
  row: ResultRow,
  runner: Runner,
) {
  const time = { status: row.status, chipTime: row.chipTime, gunTime: row.gunTime };
  const { distanceId, bib, userId } = runner;
  batch.set(
    splitRef(marathon.ref, distanceId, bib).withConverter(null),
    splitWrite({ distanceId, bib, userId }, point, time, Timestamp.now()),
    { merge: true },
  );
}

export async function pushResults(
  marathon: DocumentSnapshot,
  input: { rows: PushedRow[] },
): Promise<{ stored: number; unknownBibs: number[] }> {
  const race = marathonOf(marathon);
  const bibs = [...new Set(input.rows.map((r) => r.row.bib))];
  const runners = await runnersWithBibs(marathon, race, bibs);
  const finishes = new Map<string, Array<{ row: ResultRow; runner: Runner }>>();
  const splits: Array<(batch: WriteBatch) => void> = [];
  let stored = 0;
  for (const { timingPoint, row } of input.rows) {
    const runner = runners.get(row.bib);
    if (runner === undefined) continue;
    stored += 1;
    if (timingPoint === FINISH) {
      const list = finishes.get(runner.distanceId) ?? [];
      list.push({ row, runner });
      finishes.set(runner.distanceId, list);
    } else {
      splits.push((batch) => writeSplit(batch, marathon, timingPoint, row, runner));
    }
  }
  await commitAll(splits);
  for (const [distanceId, pushed] of finishes) {
    await placeDistance(marathon, race, distanceId, pushed);
  }
  return { stored, unknownBibs: bibs.filter((bib) => !runners.has(bib)) };
}
