// One-off migration: gives marathons stored before distances (docs/places.md) their
// list of one distance, named after their `runningDistance`, over the counter they already have
// (functions/src/store/distances.ts reads such a marathon the same way until then), and stamps that
// distance on their registrations, waitlist entries and counter shards.
//
// Why it is needed although the API reads old marathons as one distance: once an organiser adds a second
// distance, the API finds each distance's registrations, waitlist and shards by `distanceId`; entries
// written before distances have none. (The API stamps the shards itself on that edit, in the same
// transaction; registrations and waitlist entries can be too many for one transaction.)
//
// Safe to run again and while the API serves: the stamps only say what the API already assumes (a
// record without a distance is the first distance's), and the list is written in a transaction that
// re-reads the marathon, only if it still has none. A marathon without a counter is left alone:
// run scripts/add-counter-shards.ts first.
//
// CLI (dry run first; --apply writes):
//   GCLOUD_PROJECT=<project> npx tsx scripts/add-distances.ts [--apply] [--marathon=<id>]
import {
  getFirestore,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';

import { COLLECTIONS } from '../functions/src/store/collections.js';
import {
  DISTANCE_FIELD,
  distanceShardRefs,
  distancesField,
  distancesOf,
  type StoredDistance,
} from '../functions/src/store/distances.js';
import { eachMarathon, migrationCli, type MigrationOptions } from './migration.js';

/** What one marathon got (or, in a dry run, would get). */
export interface DistancesAdded {
  distanceId: string;
  registrations: number;
  waiting: number;
}

/** Stamps `distanceId` on every record of `collection` without one; answers how many it found. */
async function stamp(
  db: Firestore,
  collection: CollectionReference,
  distance: StoredDistance,
  apply: boolean,
): Promise<number> {
  let stamped = 0;
  let page = await collection.limit(400).get();
  for (;;) {
    const unstamped = page.docs.filter((d) => d.get(DISTANCE_FIELD) === undefined);
    stamped += unstamped.length;
    if (apply && unstamped.length > 0) {
      const batch = db.batch();
      // `exists`: a runner who withdrew meanwhile is not brought back as a stamp.
      for (const doc of unstamped) {
        batch.update(doc.ref, { [DISTANCE_FIELD]: distance.id }, { exists: true });
      }
      await batch.commit().catch((err: unknown) => {
        // Someone withdrew between the read and the write: the next run stamps the rest.
        console.warn(`some of ${collection.path} changed meanwhile: ${String(err)}`);
      });
    }
    const last = page.docs.at(-1);
    if (page.size < 400 || last === undefined) return stamped;
    page = await collection.startAfter(last).limit(400).get();
  }
}

async function addDistances(
  db: Firestore,
  marathon: DocumentSnapshot,
  apply: boolean,
): Promise<DistancesAdded> {
  const [distance] = distancesOf(marathon);
  if (distance === undefined) throw new Error('it has no distance');
  if (distance.counterShards === 0) {
    throw new Error('it has no counter: run scripts/add-counter-shards.ts first');
  }
  const registrations = await stamp(
    db,
    marathon.ref.collection(COLLECTIONS.registrations),
    distance,
    apply,
  );
  const waiting = await stamp(db, marathon.ref.collection(COLLECTIONS.waitlist), distance, apply);
  if (apply) {
    await db.runTransaction(async (tx) => {
      const current = await tx.get(marathon.ref);
      // Deleted, or given its distances by the API or a second run, since the list was read.
      if (!current.exists || current.get('distances') !== undefined) return;
      const [now] = distancesOf(current);
      if (now === undefined) return;
      tx.update(marathon.ref, { distances: distancesField([now]) });
      for (const shard of distanceShardRefs(marathon.ref, now)) {
        tx.set(shard, { [DISTANCE_FIELD]: now.id }, { merge: true });
      }
    });
  }
  return { distanceId: distance.id, registrations, waiting };
}

/** Marathon id -> the distance it got and the records stamped with it. */
export function addDistancesToMarathons(db: Firestore, options: MigrationOptions) {
  return eachMarathon(
    db,
    options,
    ['distances', 'runningDistance', 'capacity', 'counterShards'],
    async (doc) =>
      doc.get('distances') === undefined ? addDistances(db, doc, options.apply) : null,
  );
}

await migrationCli(
  import.meta.filename,
  (app, options) => addDistancesToMarathons(getFirestore(app), options),
  (id, done, apply) =>
    `${apply ? 'gave' : 'would give'} marathons/${id} the distance "${done.distanceId}" ` +
    `(${done.registrations} registrations, ${done.waiting} waiting runners stamped)`,
);
