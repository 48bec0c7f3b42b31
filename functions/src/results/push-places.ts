// Places after a timing partner's push (docs/partner-api.md), computed as the import computes them
// (contract's results-places) but without reading the whole distance: a finish at time t moves only
// the results at t or slower and those without a place. So the push reads that tail (at a finish
// line, the few runners behind the newest), ranks it with the same rule, and adds what comes before
// it: the count of results faster than its first time, overall, per gender and per age group, each an
// aggregation query. A time corrected upwards starts the tail at the old time.
import { randomUUID } from 'node:crypto';

import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  placeResults,
  RESULT_STATUSES,
  type Placeable,
  type Placing,
} from '@run/contract/domain/results-places';
import type { ResultRow } from '@run/contract/domain/results-csv';

import { toIso, type MarathonDoc } from '../store/marathon-doc.js';
import {
  RESULT_FIELDS,
  raceResultsOf,
  resultDocs,
  resultRef,
  resultsOf,
  storedResultRef,
  summaryPath,
  writeResult,
  type ResultDoc,
  type StoredResult,
} from '../store/result-doc.js';
import { commitAll, storedResults, type ResultRunner } from './import.js';

/** The statuses without a place: they come after every finisher, so each finish moves them. */
const UNPLACED = RESULT_STATUSES.filter((s) => s !== 'finished');

const samePlacing = (stored: ResultDoc, placing: Placing) =>
  stored.place === placing.place &&
  stored.genderPlace === placing.genderPlace &&
  stored.ageGroupPlace === placing.ageGroupPlace &&
  stored.order === placing.order;

/** The time a result is ranked on, when it has a place. */
const rankedTime = (r: { status: string | null; time: number | null }) =>
  r.status === 'finished' || r.status === null ? r.time : null;

async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/** Places before the tail: finishers faster than `from` (every finisher when no time moves). */
async function placesBefore(
  distance: Query,
  from: number | null,
  genders: ReadonlySet<string>,
  groups: ReadonlySet<string>,
) {
  const faster = (q: Query) =>
    from === null ? q.where('time', '>', 0) : q.where('time', '<', from);
  const [overall, byGender, byGroup] = await Promise.all([
    countOf(faster(distance)),
    Promise.all(
      [...genders].map(
        async (g) => [g, await countOf(faster(distance.where('gender', '==', g)))] as const,
      ),
    ),
    Promise.all(
      [...groups].map(
        async (a) => [a, await countOf(faster(distance.where('ageGroup', '==', a)))] as const,
      ),
    ),
  ]);
  return { overall, byGender: new Map(byGender), byGroup: new Map(byGroup) };
}

/**
 * Stores a distance's pushed finishes and places again the results they move. A stored result keeps
 * its order among equal times (its stored order stands in for the timer's place); a pushed one comes
 * after those it ties with.
 */
export async function placeDistance(
  marathon: DocumentSnapshot,
  race: MarathonDoc,
  distanceId: string,
  pushed: Array<{ row: ResultRow; runner: ResultRunner }>,
): Promise<void> {
  const raceResults = raceResultsOf(marathon);
  const before = raceResults.byDistance.get(distanceId);
  // One id for the distance's results however they came: official results mail each finisher once.
  const importId = before?.importId || randomUUID();
  const raceStart = toIso(race.marathonStartDate);
  const fresh = storedResults(pushed, distanceId, raceResults.rankBy, raceStart, importId);
  const pushedBibs = new Set(fresh.map((r) => r.bib));
  const refs = fresh.map((r) => resultRef(marathon.ref, distanceId, r.bib));
  const earlier = (await marathon.ref.firestore.getAll(...refs))
    .filter((s) => s.exists)
    .map((s) => resultDocs.of(s));
  const times = [...fresh, ...earlier].map(rankedTime).filter((t): t is number => t !== null);
  const from = times.length > 0 ? Math.min(...times) : null;

  const distance = resultsOf(marathon.ref).where('distanceId', '==', distanceId);
  const read = (q: Query) =>
    q
      .select(...RESULT_FIELDS, 'gender')
      .withConverter(resultDocs)
      .get();
  const [tail, unplaced] = await Promise.all([
    from === null ? Promise.resolve(null) : read(distance.where('time', '>=', from)),
    read(distance.where('status', 'in', UNPLACED)),
  ]);
  const byId = new Map([...(tail?.docs ?? []), ...unplaced.docs].map((d) => [d.id, d.data()]));
  const kept = [...byId.values()].filter((r) => !pushedBibs.has(r.bib));
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
  const all = [...kept, ...fresh];
  const prior = await placesBefore(
    distance,
    from,
    new Set(all.flatMap((r) => (r.gender === null ? [] : [r.gender]))),
    new Set(all.map((r) => r.ageGroup)),
  );
  const placings = placeResults(placeables).map((p, i): Placing => {
    const r = all[i] as ResultDoc | StoredResult;
    const add = (n: number | null, offset: number | undefined) =>
      n === null ? null : n + (offset ?? 0);
    return {
      place: add(p.place, prior.overall),
      genderPlace: add(p.genderPlace, r.gender === null ? 0 : prior.byGender.get(r.gender)),
      ageGroupPlace: add(p.ageGroupPlace, prior.byGroup.get(r.ageGroup)),
      order: p.order + prior.overall,
    };
  });

  const writes: Array<(batch: WriteBatch) => void> = [];
  kept.forEach((stored, i) => {
    const placing = placings[i];
    if (placing === undefined || samePlacing(stored, placing)) return;
    writes.push((batch) => batch.update(storedResultRef(marathon.ref, stored.id), { ...placing }));
  });
  fresh.forEach((result, i) => {
    const placing = placings[kept.length + i] ?? {};
    writes.push((batch) => writeResult(batch, marathon.ref, { ...result, ...placing }));
  });
  await commitAll(writes);
  const added = fresh.length - earlier.length;
  const groups = new Set([...(before?.ageGroups ?? []), ...fresh.map((r) => r.ageGroup)]);
  await marathon.ref.update(
    summaryPath(distanceId, 'state'),
    before?.state ?? 'unpublished',
    // Counted up, not set: another push for the distance may be adding its own meanwhile.
    summaryPath(distanceId, 'count'),
    FieldValue.increment(added),
    summaryPath(distanceId, 'finishers'),
    prior.overall + placings.filter((p) => p.place !== null).length,
    summaryPath(distanceId, 'ageGroups'),
    [...groups].sort(),
    summaryPath(distanceId, 'importId'),
    importId,
    summaryPath(distanceId, 'mailedImportId'),
    before?.mailedImportId ?? null,
    summaryPath(distanceId, 'importedAt'),
    Timestamp.now(),
  );
}
