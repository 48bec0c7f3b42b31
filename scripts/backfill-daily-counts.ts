// One-off migration: gives marathons with registrations stored before the registration
// trail kept its per-day counts (`marathons/{id}/dailyCounts/{day}-{n}`, functions/src/store/
// activity-doc.ts) the counts of those registrations, so the race statistics' `byDay`
// (docs/race-day.md) sums to `total` for them too.
//
// It counts the registrations held now by the UTC day of their `createdAt` (reading only that field)
// and, for each day before today whose stored count differs, adds the difference to the day's shard 0.
// Today is left to the trigger: a registration made while this runs is counted by its trigger a moment
// after it is stored, so a count of today could see it twice. Past days change only by withdrawals,
// which the trigger subtracts; run it when the race is quiet, and run it again: a second run reports
// nothing to do when the counts are right.
//
// CLI (dry run first; --apply writes):
//   GCLOUD_PROJECT=<project> npx tsx scripts/backfill-daily-counts.ts [--apply] [--marathon=<id>]
import {
  AggregateField,
  FieldValue,
  getFirestore,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';

import { dayOf } from '../functions/src/store/activity-doc.js';
import { COLLECTIONS } from '../functions/src/store/collections.js';
import { eachMarathon, migrationCli, type MigrationOptions } from './migration.js';

/** Day -> the count added (or, in a dry run, that would be added); empty: nothing to do. */
export type DayCorrections = Record<string, number>;

const PAGE = 1000;
/** Writes per batch, within Firestore's 500. */
const BATCH = 400;

/** Registrations held now, by the UTC day each was made. */
async function heldByDay(marathon: DocumentSnapshot): Promise<Map<string, number>> {
  const byDay = new Map<string, number>();
  const registrations = marathon.ref
    .collection(COLLECTIONS.registrations)
    .select('createdAt')
    .orderBy('__name__')
    .limit(PAGE);
  let page = await registrations.get();
  for (;;) {
    for (const doc of page.docs) {
      const day = dayOf(doc.get('createdAt'));
      if (day !== null) byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    const last = page.docs.at(-1);
    if (page.size < PAGE || last === undefined) return byDay;
    page = await registrations.startAfter(last).get();
  }
}

/** What the day's shards hold now (one aggregation). */
async function storedOn(marathon: DocumentSnapshot, day: string): Promise<number> {
  const sum = await marathon.ref
    .collection(COLLECTIONS.dailyCounts)
    .where('day', '==', day)
    .aggregate({ n: AggregateField.sum('count') })
    .get();
  return sum.data().n ?? 0;
}

/** The days the stored counts hold, today's aside. */
async function storedDays(marathon: DocumentSnapshot): Promise<Set<string>> {
  const shards = await marathon.ref.collection(COLLECTIONS.dailyCounts).select('day').get();
  return new Set(shards.docs.map((d) => String(d.get('day'))));
}

async function backfill(
  db: Firestore,
  marathon: DocumentSnapshot,
  apply: boolean,
  today: string,
): Promise<DayCorrections | null> {
  const held = await heldByDay(marathon);
  const days = new Set([...held.keys(), ...(await storedDays(marathon))]);
  const corrections: DayCorrections = {};
  for (const day of [...days].sort()) {
    if (day >= today) continue;
    const by = (held.get(day) ?? 0) - (await storedOn(marathon, day));
    if (by !== 0) corrections[day] = by;
  }
  if (Object.keys(corrections).length === 0) return null;
  const entries = Object.entries(corrections);
  for (let i = 0; apply && i < entries.length; i += BATCH) {
    const batch = db.batch();
    for (const [day, by] of entries.slice(i, i + BATCH)) {
      batch.set(
        marathon.ref.collection(COLLECTIONS.dailyCounts).doc(`${day}-0`),
        { day, count: FieldValue.increment(by) },
        { merge: true },
      );
    }
    await batch.commit();
  }
  return corrections;
}

/** Marathon id -> the corrections made to its per-day counts. */
export function backfillDailyCounts(
  db: Firestore,
  options: MigrationOptions,
  today = new Date().toISOString().slice(0, 10),
) {
  return eachMarathon(db, options, [], (doc) => backfill(db, doc, options.apply, today));
}

await migrationCli(
  import.meta.filename,
  (app, options) => backfillDailyCounts(getFirestore(app), options),
  (id, done, apply) =>
    `${apply ? 'corrected' : 'would correct'} marathons/${id}'s registrations by day: ` +
    Object.entries(done)
      .map(([day, by]) => `${day} ${by > 0 ? '+' : ''}${by}`)
      .join(', '),
);
