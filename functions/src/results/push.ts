// Results pushed by the race's timing partner (docs/partner-api.md), a few rows at a time as runners
// cross a timing point. Each row is matched to its runner by bib, which also says the distance. A
// finish is stored as the import stores a result (`{distanceId}-{bib}`: pushing it again replaces it)
// and the distance's places are computed again (push-places.ts), writing only those that moved; a
// split is kept beside it, one document per runner with a time per timing point.
import { Timestamp, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { FINISH, SPLITS_PER_RUNNER_MAX, type PushedRow } from '@run/contract/domain/partner';
import type { ResultRow } from '@run/contract/domain/results-csv';

import { db } from '../lib/firestore.js';
import { badRequest } from '../lib/http-error.js';
import { marathonOf, type MarathonDoc } from '../store/marathon-doc.js';
import { registrationsPlain } from '../store/registration-doc.js';
import { splitRef, splitWrite } from '../store/split-doc.js';
import { commitAll, resultRunnerOf, runnerFields, type ResultRunner } from './import.js';
import { placeDistance } from './push-places.js';

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
      registrationsPlain(marathon.ref)
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

/**
 * 400 (before anything is written) when the push would give a runner more split timing points than
 * a runner keeps: each one is a field of one document, and a partner's stream of made-up names would
 * otherwise grow it to the size Firestore refuses.
 */
async function refuseTooManySplits(
  marathon: DocumentSnapshot,
  pointsOf: Map<Runner, Set<string>>,
): Promise<void> {
  const runners = [...pointsOf.keys()];
  if (runners.length === 0) return;
  const stored = await db().getAll(
    ...runners.map((r) => splitRef(marathon.ref, r.distanceId, r.bib)),
  );
  runners.forEach((runner, i) => {
    const kept = Object.keys(stored[i]?.data()?.points ?? {});
    const all = new Set([...kept, ...(pointsOf.get(runner) ?? [])]);
    if (all.size > SPLITS_PER_RUNNER_MAX)
      throw badRequest('too_many_splits', { bib: String(runner.bib), max: SPLITS_PER_RUNNER_MAX });
  });
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
  const splitPoints = new Map<Runner, Set<string>>();
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
      splitPoints.set(runner, (splitPoints.get(runner) ?? new Set()).add(timingPoint));
    }
  }
  await refuseTooManySplits(marathon, splitPoints);
  await commitAll(splits);
  for (const [distanceId, pushed] of finishes) {
    await placeDistance(marathon, race, distanceId, pushed);
  }
  return { stored, unknownBibs: bibs.filter((bib) => !runners.has(bib)) };
}
