// Taking several places at once, all or none (an order for several runners, docs/orders.md): one
// batch stages the caller's writes and, for each capped distance, the counter shards' increments
// under the same compare-and-set as a single place (take.ts), so a shard's places are never given
// twice and the order's places land together or not at all. A shard that changed meanwhile fails the
// whole batch, which is then planned again on the shards as they are now; only a consistent query,
// begun during the request, that finds fewer free places than the order asks answers "sold out".
import { setTimeout as sleep } from 'node:timers/promises';

import { FieldValue, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { serviceUnavailable } from '../lib/http-error.js';
import { freePlaces, shardState } from './capacity.js';
import { COUNTER_COLLECTION, ofDistance, randomShard, writableShards } from './counters.js';
import { knownSoldOut } from './take.js';
import { distancesOf, type StoredDistance } from '../store/distances.js';

/** Plans tried before giving up with a 503: each failed one lost a race for a shard. */
const MAX_TRIES = 60;

export type TakeTogetherResult = { taken: true } | { taken: false; soldOut: StoredDistance };

/** Each shard's share of `wanted` places: the roomiest first, so as few shards as possible. */
function planShards(shards: DocumentSnapshot[], wanted: number) {
  // A shard that alone has room, picked at random, spreads orders arriving together over the shards.
  const alone = shards.filter((s) => freePlaces(shardState(s)) >= wanted);
  if (alone.length > 0) {
    const pick = alone[Math.floor(Math.random() * alone.length)] as DocumentSnapshot;
    return [{ shard: pick, places: wanted }];
  }
  const plan: { shard: DocumentSnapshot; places: number }[] = [];
  let left = wanted;
  for (const shard of shards) {
    if (left === 0) break;
    const places = Math.min(left, freePlaces(shardState(shard)));
    if (places > 0) plan.push({ shard, places });
    left -= places;
  }
  return left === 0 ? plan : null;
}

async function roomyShards(marathon: DocumentSnapshot, distance: StoredDistance) {
  const shards = ofDistance(
    marathon.ref.collection(COUNTER_COLLECTION),
    distancesOf(marathon),
    distance,
  );
  const roomy = await shards.where('free', '>', 0).orderBy('free', 'desc').get();
  return roomy.docs;
}

/**
 * Takes `wanted.get(distance)` places of each distance together with the writes `addWrites` stages,
 * or reports the first distance (in `wanted`'s order) without room for its share. Errors other than
 * a lost race (ALREADY_EXISTS, NOT_FOUND) are thrown to the caller.
 */
export async function takePlacesTogether(
  marathon: DocumentSnapshot,
  wanted: ReadonlyMap<StoredDistance, number>,
  addWrites: (batch: WriteBatch) => void,
): Promise<TakeTogetherResult> {
  for (const distance of wanted.keys()) {
    if (distance.capacity !== null && knownSoldOut(distance)) {
      return { taken: false, soldOut: distance };
    }
  }
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const batch = db().batch();
    addWrites(batch);
    for (const [distance, count] of wanted) {
      if (distance.capacity === null) {
        batch.update(randomShard(marathon, distance), { count: FieldValue.increment(count) });
        continue;
      }
      writableShards(marathon, distance);
      const plan = planShards(await roomyShards(marathon, distance), count);
      if (plan === null) return { taken: false, soldOut: distance };
      for (const { shard, places } of plan) {
        batch.update(
          shard.ref,
          { count: FieldValue.increment(places), free: FieldValue.increment(-places) },
          { lastUpdateTime: shard.updateTime ?? shard.readTime },
        );
      }
    }
    try {
      await batch.commit();
      return { taken: true };
    } catch (err) {
      if (grpcCode(err) !== GRPC.FAILED_PRECONDITION) throw err;
      // Another registration took from a planned shard first: a short random pause, then a new plan.
      await sleep(Math.floor(Math.random() * 20));
    }
  }
  throw serviceUnavailable('Too many runners are registering at this moment. Please try again.');
}
