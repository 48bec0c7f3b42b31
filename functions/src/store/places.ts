// Taking one place of a race with a field limit, exactly, at any rate of arrival.
//
// Each counter shard holds its share of the places (capacity.ts). A registration reads one shard and,
// if it has a free place, commits its registration document together with the shard's increment under
// the precondition that the shard is unchanged since that read (Firestore's `lastUpdateTime`): a
// compare-and-set, so two registrations can never both take a shard's last place. A registration that
// finds its shard full asks for the shards with the most room (`free > 0`, a query returning a few
// documents rather than a read of every shard) and tries them in turn, asking again when all were taken
// meanwhile. Only when that consistent query finds no free place anywhere is the runner told "sold
// out", so the message is never false. Each registrant writes its own document and one of
// `CAPACITY_SHARDS` shards, never a document every registrant writes.
import { FieldValue, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { serviceUnavailable } from '../lib/http-error.js';
import { freePlaces, placedShards, shardState } from './capacity.js';
import { COUNTER_COLLECTION, shardRefs } from './registration-counter.js';

/** Shards with room fetched per query: enough to spread racers, few enough to stay cheap. */
const ROOMY_SHARDS = 12;

/** Conditional commits one registration may try before giving up with a 503 (never seen in tests). */
const MAX_COMMITS = 200;

export type TakeResult = 'taken' | 'soldOut';

/**
 * Takes a place for the writes `addWrites` stages (the registration document), or reports sold out.
 * Errors other than a lost race (ALREADY_EXISTS for a second registration, NOT_FOUND for a deleted
 * marathon) are thrown to the caller.
 */
export async function takePlace(
  marathon: DocumentSnapshot,
  shards: number,
  capacity: number,
  addWrites: (batch: WriteBatch) => void,
): Promise<TakeResult> {
  const firstShard = shardRefs(marathon.ref, shards)[
    Math.floor(Math.random() * placedShards(capacity, shards))
  ];
  let candidates: DocumentSnapshot[] = firstShard ? [await firstShard.get()] : [];
  for (let commits = 0; commits < MAX_COMMITS;) {
    const snap = candidates.pop();
    if (snap === undefined) {
      const roomy = await marathon.ref
        .collection(COUNTER_COLLECTION)
        .where('free', '>', 0)
        .orderBy('free', 'desc')
        .limit(ROOMY_SHARDS)
        .get();
      if (roomy.empty) return 'soldOut';
      // Spread the racers over the shards with room.
      candidates = roomy.docs.sort(() => Math.random() - 0.5);
      continue;
    }
    if (freePlaces(shardState(snap)) <= 0 || snap.updateTime === undefined) continue;
    const batch = db().batch();
    addWrites(batch);
    batch.update(
      snap.ref,
      { count: FieldValue.increment(1), free: FieldValue.increment(-1) },
      { lastUpdateTime: snap.updateTime },
    );
    commits += 1;
    try {
      await batch.commit();
      return 'taken';
    } catch (err) {
      // Lost the race for this shard: the next candidate, or ask again.
      if (grpcCode(err) !== GRPC.FAILED_PRECONDITION) throw err;
    }
  }
  throw serviceUnavailable('Too many runners are registering at this moment. Please try again.');
}
