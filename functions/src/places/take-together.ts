// Taking several places at once, all or none (an order for several runners, docs/orders.md): one
// batch stages the caller's writes and, for each capped distance, the counter shards' increments
// under the same compare-and-set as a single place (take.ts), so a shard's places are never given
// twice and the order's places land together or not at all. The shards come from what this instance
// knows (pool.ts), as a single place's do: lent to one request at a time, all of an order's at once,
// so orders arriving together neither read the shards before each commit nor plan on the same ones.
// A shard that changed meanwhile fails the whole batch, which is then planned again; only a
// consistent query, begun during the request, that finds fewer free places than the order asks
// answers "sold out".
import {
  FieldValue,
  type DocumentSnapshot,
  type WriteBatch,
  type WriteResult,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { serviceUnavailable } from '../lib/http-error.js';
import { freePlaces } from './capacity.js';
import { ofDistance, randomShard, writableShards } from './counters.js';
import { knownShard, poolOf, type KnownShard, type PlacePool } from './pool.js';
import { knownSoldOut } from './take.js';
import { counterShardsOf, distancesOf, type StoredDistance } from '../store/distances.js';

/** Lost races (a planned shard changed first) before giving up with a 503: never seen in tests. */
const MAX_LOST = 200;

export type TakeTogetherResult = { taken: true } | { taken: false; soldOut: StoredDistance };

async function roomyShards(marathon: DocumentSnapshot, distance: StoredDistance) {
  const shards = ofDistance(counterShardsOf(marathon.ref), distancesOf(marathon), distance);
  const roomy = await shards.where('free', '>', 0).orderBy('free', 'desc').get();
  return roomy.docs;
}

/** One shard of the plan: how many of the order's places it gives. */
interface Planned {
  pool: PlacePool;
  shard: KnownShard;
  places: number;
}

/** The lent shards' places, as many as `count` asks, the first shards first. */
function share(pool: PlacePool, shards: KnownShard[], count: number): Planned[] {
  let left = count;
  return shards.map((shard) => {
    const places = Math.min(left, Math.max(0, freePlaces(shard.state)));
    left -= places;
    return { pool, shard, places };
  });
}

/** How a plan ended: written (the shards' results), a lost race, unknown, or nothing written (null). */
type Ending = WriteResult[] | 'lost' | 'forget' | null;

/** The plan's shards as they are now, for the pool. */
function shardsNow(
  plan: Planned[],
  ending: Ending,
): Promise<(KnownShard | undefined)[]> | (KnownShard | undefined)[] {
  if (ending === 'forget') return plan.map(() => undefined);
  if (ending === null) return plan.map(({ shard }) => shard);
  if (ending === 'lost') {
    return Promise.all(plan.map(({ shard }) => shard.ref.get().then(knownShard, () => undefined)));
  }
  return plan.map(({ shard, places }, i) => {
    const at = ending[i]?.writeTime;
    const state = { ...shard.state, count: shard.state.count + places };
    return at && { ref: shard.ref, state, version: at };
  });
}

async function giveBack(plan: Planned[], ending: Ending): Promise<void> {
  const now = await shardsNow(plan, ending);
  plan.forEach(({ pool, shard }, i) => pool.giveBack(shard.ref.path, now[i]));
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
  const since = performance.now();
  for (const distance of wanted.keys()) {
    if (distance.capacity !== null && knownSoldOut(distance)) {
      return { taken: false, soldOut: distance };
    }
  }
  // Waiting for a shard to come back is not a try: only a commit that lost a race is.
  for (let lost = 0; lost < MAX_LOST;) {
    const plan: Planned[] = [];
    let short: { distance: StoredDistance; count: number; pool: PlacePool } | null = null;
    for (const [distance, count] of wanted) {
      if (distance.capacity === null) continue;
      writableShards(marathon, distance);
      const pool = poolOf(marathon.ref, { ...distance, capacity: distance.capacity });
      const lent = pool.borrowPlaces(count);
      if (lent === null) {
        short = { distance, count, pool };
        break;
      }
      plan.push(...share(pool, lent, count));
    }
    if (short !== null) {
      // None held while waiting: orders never wait on each other's shards.
      await giveBack(plan, null);
      const { distance, count, pool } = short;
      if (pool.lending) await pool.returned();
      else if (!(await pool.lookForPlaces(since, () => roomyShards(marathon, distance), count))) {
        return { taken: false, soldOut: distance };
      }
      continue;
    }
    let results: WriteResult[];
    try {
      const batch = db().batch();
      addWrites(batch);
      for (const [distance, count] of wanted) {
        if (distance.capacity === null) {
          batch.update(randomShard(marathon, distance), { count: FieldValue.increment(count) });
        }
      }
      // Last, so the batch's last results are these shards' new versions, in the plan's order.
      for (const { shard, places } of plan) {
        batch.update(
          shard.ref,
          { count: FieldValue.increment(places), free: FieldValue.increment(-places) },
          { lastUpdateTime: shard.version },
        );
      }
      results = await batch.commit();
    } catch (err) {
      const code = grpcCode(err);
      // Nothing was written. A lost race re-reads the shards; NOT_FOUND may mean a shard is gone
      // (its distance removed), so it is forgotten rather than lent to the next request to fail on.
      await giveBack(
        plan,
        code === GRPC.FAILED_PRECONDITION ? 'lost' : code === GRPC.NOT_FOUND ? 'forget' : null,
      );
      if (code !== GRPC.FAILED_PRECONDITION) throw err;
      lost += 1;
      continue;
    }
    await giveBack(plan, results.slice(results.length - plan.length));
    return { taken: true };
  }
  throw serviceUnavailable('registration_rush');
}
