// One-off migration: gives each race stored before the live documents existed its public counts,
// `marathons/{id}/live/counts` (docs/race-day.md, "Live race day"), which a race made since gets with
// its creation. A results board or a race page listening to a race without it would wait for the
// race's next change to see any number.
//
// It writes the counts as they stand (the same reading the functions' refresh makes) for each race
// that has none, and leaves a race that has them alone: the triggers keep those current. Safe to run
// while the race is open: a change made meanwhile asks for its own refresh, which writes after this.
// A second run reports nothing to do.
//
// CLI (dry run first; --apply writes):
//   GCLOUD_PROJECT=<project> npx tsx scripts/backfill-live-counts.ts [--apply] [--marathon=<id>]
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import { writeLiveCounts } from '../functions/src/live/live.js';
import { liveCountsRef } from '../functions/src/store/live-docs.js';
import { eachMarathon, migrationCli, type MigrationOptions } from './migration.js';

/** Marathon id -> 'created' (or, in a dry run, that it would be) for each race without counts. */
export function backfillLiveCounts(db: Firestore, options: MigrationOptions) {
  return eachMarathon(db, options, [], async (doc) => {
    if ((await liveCountsRef(doc.ref).get()).exists) return null;
    // The list read names only; the counts need the race's distances and results summaries.
    if (options.apply) await writeLiveCounts(await doc.ref.get());
    return 'created' as const;
  });
}

await migrationCli(
  import.meta.filename,
  (app, options) => backfillLiveCounts(getFirestore(app), options),
  (id, _done, apply) => `${apply ? 'created' : 'would create'} marathons/${id}/live/counts`,
);
