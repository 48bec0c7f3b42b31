// Reading results (docs/results.md): a distance's page, one runner's result and the home page's top
// finishers. Every read is one query (or one get) cut to its page, ordered by the stored `order`, so
// its reads do not grow with the number of results; the marathon's summaries say which distances the
// caller may see (published ones, or every one for the race's staff).
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { nameSearchKey } from '@run/contract/domain/results-names';
import type {
  ResultCard,
  ResultsPage,
  resultsQuery,
  TopFinishers,
} from '@run/contract/domain/results';
import type { z } from 'zod';

import { decodeCursor } from '../lib/cursor.js';
import { notFound } from '../lib/http-error.js';
import { pageOf } from '../store/id-page.js';
import { distancesOf, type StoredDistance } from '../store/distances.js';
import { marathonOf, marathonsPlain, toIso } from '../store/marathon-doc.js';
import {
  RACE_FIELDS,
  raceResultsOf,
  RESULT_FIELDS,
  resultDocs,
  resultRef,
  resultsOf,
  type DistanceResults,
  type ResultDoc,
} from '../store/result-doc.js';
import { toResult } from './result-view.js';

export type ResultsQuery = z.output<typeof resultsQuery>;
type OrderCursor = [order: number];

const isOrderCursor = (value: unknown): value is OrderCursor =>
  Array.isArray(value) && value.length === 1 && Number.isInteger(value[0]) && value[0] >= 0;

/** The race's distances with results the caller may see, in the race's order. */
function visibleDistances(
  marathon: DocumentSnapshot,
  staff: boolean,
): Array<{ distance: StoredDistance; summary: DistanceResults }> {
  const summaries = raceResultsOf(marathon).byDistance;
  return distancesOf(marathon).flatMap((distance) => {
    const summary = summaries.get(distance.id);
    if (summary === undefined || summary.count === 0) return [];
    return staff || summary.state !== 'unpublished' ? [{ distance, summary }] : [];
  });
}

export async function listResults(
  marathon: DocumentSnapshot,
  staff: boolean,
  query: ResultsQuery,
): Promise<ResultsPage> {
  const visible = visibleDistances(marathon, staff);
  const distances = visible.map(({ distance, summary }) => ({
    id: distance.id,
    name: distance.name,
    state: summary.state,
    count: summary.count,
    finishers: summary.finishers,
    ageGroups: summary.ageGroups,
  }));
  const chosen =
    query.distanceId === undefined
      ? visible[0]
      : visible.find(({ distance }) => distance.id === query.distanceId);
  if (chosen === undefined) {
    return {
      distanceId: query.distanceId ?? null,
      state: 'unpublished',
      distances,
      results: [],
      nextCursor: null,
    };
  }
  const { distance, summary } = chosen;
  const page = { distanceId: distance.id, state: summary.state, distances };
  const matches = (r: ResultDoc) =>
    (query.gender === undefined || r.gender === query.gender) &&
    (query.ageGroup === undefined || r.ageGroup === query.ageGroup);

  const q = query.q?.trim() ?? '';
  if (/^\d{1,6}$/u.test(q)) {
    // A bib: one get.
    const one = (await resultRef(marathon.ref, distance.id, Number(q)).get()).data();
    const found =
      one !== undefined && matches(one) ? [toResult(one, distance.runningDistance)] : [];
    return { ...page, results: found, nextCursor: null };
  }
  let list: Query<ResultDoc> = resultsOf(marathon.ref).where('distanceId', '==', distance.id);
  if (query.gender !== undefined) list = list.where('gender', '==', query.gender);
  if (query.ageGroup !== undefined) list = list.where('ageGroup', '==', query.ageGroup);
  const key = nameSearchKey(q);
  if (key !== null) list = list.where('nameKeys', 'array-contains', key);
  list = list
    .orderBy('order')
    .select(...RESULT_FIELDS)
    .withConverter(resultDocs);
  const after = query.cursor ? decodeCursor(query.cursor, isOrderCursor) : undefined;
  const listed = await pageOf(
    list,
    { limit: query.limit, after },
    (d) => toResult(d.data(), distance.runningDistance),
    (last) => [last.data().order] satisfies OrderCursor,
  );
  return { ...page, results: listed.items, nextCursor: listed.nextCursor };
}

/** The stored result of `bib` that the caller may see, with its distance and summary. */
export async function findResult(marathon: DocumentSnapshot, bib: number, staff: boolean) {
  const snap = await resultsOf(marathon.ref).where('bib', '==', bib).limit(1).get();
  const result = snap.docs[0]?.data();
  if (result === undefined) throw notFound('no_such_result');
  const shown = visibleDistances(marathon, staff).find(
    ({ distance }) => distance.id === result.distanceId,
  );
  if (shown === undefined) throw notFound('no_such_result');
  return { result, ...shown };
}

export function resultCard(
  marathon: DocumentSnapshot,
  found: Awaited<ReturnType<typeof findResult>>,
  viewerUid: string | undefined,
): ResultCard {
  const { result, distance, summary } = found;
  const mine = viewerUid !== undefined && result.userId === viewerUid;
  const { title, marathonStartDate } = marathonOf(marathon);
  return {
    ...toResult(result, distance.runningDistance, mine),
    distanceId: distance.id,
    distanceName: distance.name,
    marathonTitle: title,
    marathonStartDate: toIso(marathonStartDate),
    state: summary.state,
    finishers: summary.finishers,
    mine: mine ? { hidden: result.hidden } : null,
  };
}

/** The first three of the official results published last. */
export async function topFinishers(): Promise<TopFinishers> {
  const latest = await marathonsPlain().orderBy(RACE_FIELDS.officialAt, 'desc').limit(1).get();
  const marathon = latest.docs[0];
  if (marathon === undefined) return { race: null, finishers: [] };
  const { byDistance, officialDistanceId } = raceResultsOf(marathon);
  const race = marathonOf(marathon);
  const distance = race.distances.find((d) => d.id === officialDistanceId);
  const summary = distance && byDistance.get(distance.id);
  if (distance === undefined || summary?.state !== 'official') {
    return { race: null, finishers: [] };
  }
  // Finishers come first in `order`: the first three of them are the first three results.
  const finishers = summary.finishers;
  const first = await resultsOf(marathon.ref)
    .where('distanceId', '==', distance.id)
    .where('order', '<', Math.min(3, finishers))
    .orderBy('order')
    .select(...RESULT_FIELDS)
    .withConverter(resultDocs)
    .limit(3)
    .get();
  return {
    race: {
      marathonId: marathon.id,
      title: race.title,
      marathonStartDate: toIso(race.marathonStartDate),
      distanceId: distance.id,
      distanceName: distance.name,
    },
    finishers: first.docs.map((d) => toResult(d.data(), distance.runningDistance)),
  };
}
