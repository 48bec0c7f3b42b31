// One-off migration: gives marathons made outside the API (Firebase console, imports) the
// sharded participant counter that every marathon the API and the seed write has
// (functions/src/places/counters.ts). The API counts only from those shards and has no
// fallback: until this runs, such a marathon shows 0 participants and refuses registrations (500).
//
// A marathon gets the shards the API gives a new one (more for a race with a field limit), with the
// registrations it already has counted in and, with a limit, its places shared out. Safe to run again
// and while the API serves: each marathon is changed in a transaction that re-reads it, and no
// registration can be written for a marathon before it has shards.
//
// CLI (dry run first; --apply writes):
//   GCLOUD_PROJECT=<project> npx tsx scripts/add-counter-shards.ts [--apply] [--marathon=<id>]
// against production with application default credentials (`gcloud auth application-default login`),
// or against the local stack with FIRESTORE_EMULATOR_HOST set.
import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';

import { counterShardDocs } from '../functions/src/places/places.js';
import { distancesOf, shardRef, shardsForDistance } from '../functions/src/store/distances.js';
import {
  eachMarathon,
  migrationCli,
  type MigrationOptions,
  type MigrationReport,
} from './migration.js';

/** No counter: never written by the API (which always writes one), nor given one by this script. */
const lacksCounter = (marathon: DocumentSnapshot) =>
  distancesOf(marathon).some((d) => d.counterShards === 0);

async function addShards(db: Firestore, marathon: DocumentSnapshot, apply: boolean) {
  const registrations = await marathon.ref.collection('registrations').count().get();
  const count = registrations.data().count;
  // A marathon without a counter has no stored distances either: it is its one distance.
  const [distance] = distancesOf(marathon);
  if (distance === undefined) return null;
  const { capacity } = distance;
  const shards = shardsForDistance(capacity, 1);
  const docs = counterShardDocs({ ...distance, counterShards: shards }, { count, offers: 0 });
  if (docs === null)
    throw new Error(`its ${count} registrations exceed its capacity of ${capacity}`);
  if (!apply) return count;
  await db.runTransaction(async (tx) => {
    const current = await tx.get(marathon.ref);
    // Deleted, or given its shards by a second run, since the list was read.
    if (!current.exists || !lacksCounter(current)) return;
    tx.update(marathon.ref, { counterShards: shards });
    docs.forEach((doc, i) => tx.set(shardRef(marathon.ref, i), doc));
  });
  return count;
}

/** Marathon id -> the registrations counted into its new shards. */
export async function addCounterShards(
  db: Firestore,
  options: MigrationOptions,
): Promise<MigrationReport<number>> {
  return eachMarathon(
    db,
    options,
    ['counterShards', 'capacity', 'runningDistance', 'distances'],
    async (doc) => (lacksCounter(doc) ? addShards(db, doc, options.apply) : null),
  );
}

await migrationCli(
  import.meta.filename,
  (app, options) => addCounterShards(getFirestore(app), options),
  (id, count, apply) =>
    `${apply ? 'counted' : 'would count'} ${count} registrations of marathons/${id}`,
);
