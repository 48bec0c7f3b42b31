// Taking one place of a distance with a field limit, exactly, at any rate of arrival.
//
// Each counter shard holds its share of the distance's places (capacity.ts). A registration commits
// its registration document together with one shard's increment under the precondition that the
// shard is unchanged since the version its free place was seen at (Firestore's `lastUpdateTime`): a
// compare-and-set, so two registrations can never both take a shard's last place. Which shard, and
// at which version, comes from what this instance knows (pool.ts): while places are plentiful a place
// costs one commit and no read, as on a race without a limit. When nothing is known with room, a
// query asks for the shards with the most room (`free > 0`); only when that consistent query, begun
// during the runner's request, finds no free place anywhere is the runner told "sold out", so the
// message is never false. Each registrant writes its own document and one shard, never a document
// every registrant writes; the sold-out mark makes every runner after a sell-out cost nothing more.
import {
  Timestamp,
  FieldValue,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { BoundedMap } from '../lib/bounded-map.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { inPool } from '../lib/pool.js';
import { soldOut } from '../lib/http-error.js';
import { increment, ofDistance, randomShard, writableShards } from './counters.js';
import { freePlaces, shardState } from './capacity.js';
import { poolOf } from './pool.js';
import { commitOnRoomyShard } from './shard-commit.js';
import {
  counterShardsOf,
  distancesField,
  distancesOf,
  type StoredDistance,
} from '../store/distances.js';

/**
 * The distance's shards with room, the roomiest first; none means sold out (a consistent query).
 * Every one of them, not a few: the pool spreads its runners over all it knows, so a busy opening
 * writes each shard a fraction of a time a second instead of queueing on a handful.
 */
async function roomiest(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  limit = distance.counterShards,
): Promise<DocumentSnapshot[]> {
  const shards = ofDistance(counterShardsOf(marathon.ref), distancesOf(marathon), distance);
  const roomy = await shards.where('free', '>', 0).orderBy('free', 'desc').limit(limit).get();
  return roomy.docs;
}

/** Whether `distance` has a free place now, by the same consistent query (one shard read at most). */
export async function hasRoom(marathon: DocumentSnapshot, distance: StoredDistance) {
  return distance.capacity === null || (await roomiest(marathon, distance, 1)).length > 0;
}

/**
 * Set on the distance by the first runner whose consistent query finds no free place; settle.ts
 * clears it in the same transaction as anything that frees a place. While it is set, a registration
 * answers "sold out" from the marathon it has already read: a sell-out costs the runners after it
 * nothing more, instead of a sample of 16 shards and a query each.
 */
export const knownSoldOut = (distance: StoredDistance): boolean => distance.soldOutAt !== undefined;

/**
 * The sell-outs this instance marked: by marathon and distance, the marathon's update time the mark
 * was made against. Every runner of a burst read the marathon before the mark, so none of them sees
 * it in its snapshot; without this, each would go on to a sample of 16 shards and a query of its own
 * (the tail of the burst). A runner whose snapshot is that same version may answer "sold out" at once,
 * and truthfully: every write that frees a place also writes the marathon (settle.ts), so no place
 * was freed between that version and the mark, and the consistent query that found no room ran while
 * this runner was waiting (after its marathon read, before the mark). Only the last few are kept.
 */
const marked = new BoundedMap<string, Timestamp>(256);
const markKey = (marathon: DocumentSnapshot, distance: StoredDistance) =>
  `${marathon.ref.path}#${distance.id}`;

/** Sold out for this runner: marked in its snapshot, or marked by this instance against it. */
function soldOutFor(marathon: DocumentSnapshot, distance: StoredDistance): boolean {
  if (knownSoldOut(distance)) return true;
  const against = marked.get(markKey(marathon, distance));
  return against !== undefined && marathon.updateTime?.isEqual(against) === true;
}

/**
 * Marks the distance sold out, only if the marathon is unchanged since `marathon` was read (before
 * the query that found no room): settle.ts writes the marathon whenever it frees a place, so a place
 * freed after that read makes this write fail instead of hiding the place.
 */
async function markSoldOut(marathon: DocumentSnapshot, distance: StoredDistance): Promise<void> {
  const version = marathon.updateTime;
  if (version === undefined) return;
  const withMark = distancesOf(marathon).map((d) =>
    d.id === distance.id ? { ...d, soldOutAt: Timestamp.now() } : d,
  );
  try {
    await marathon.ref.update({ distances: distancesField(withMark) }, { lastUpdateTime: version });
  } catch (err) {
    const code = grpcCode(err);
    // Changed or deleted meanwhile: the next runner looks again.
    if (code !== GRPC.FAILED_PRECONDITION && code !== GRPC.NOT_FOUND) throw err;
    return;
  }
  marked.set(markKey(marathon, distance), version);
}

export type TakeResult = 'taken' | 'soldOut';

/**
 * The one door by which a registration takes a place of `distance`, with or without a field limit,
 * committed together with the writes `addWrites` stages (the registration document, its mail), or
 * reports sold out. Errors other than a lost race (ALREADY_EXISTS for a second registration,
 * NOT_FOUND for a deleted marathon) are thrown to the caller.
 */
export async function takePlace(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  addWrites: (batch: WriteBatch) => void,
): Promise<TakeResult> {
  if (distance.capacity === null) {
    // No field limit: a blind increment of a random shard, as fast as ever.
    const batch = db().batch();
    addWrites(batch);
    batch.update(randomShard(marathon, distance), increment(1));
    await batch.commit();
    return 'taken';
  }
  return takeLimitedPlace(marathon, { ...distance, capacity: distance.capacity }, addWrites);
}

async function takeLimitedPlace(
  marathon: DocumentSnapshot,
  distance: StoredDistance & { capacity: number },
  addWrites: (batch: WriteBatch) => void,
): Promise<TakeResult> {
  const since = performance.now();
  // A marathon made outside the API without shards is refused here (writableShards), as before.
  writableShards(marathon, distance);
  const pool = poolOf(marathon.ref, distance);
  const taken = await commitOnRoomyShard(
    pool,
    since,
    () => roomiest(marathon, distance),
    (batch, shard) => {
      addWrites(batch);
      batch.update(
        shard.ref,
        { count: FieldValue.increment(1), free: FieldValue.increment(-1) },
        { lastUpdateTime: shard.version },
      );
    },
    () => soldOutFor(marathon, distance),
  );
  if (taken === 'none') await markSoldOut(marathon, distance);
  return taken === 'committed' ? 'taken' : 'soldOut';
}

/**
 * The 409 for a full distance: the spec's sentence for a race of one, the distance's name (and id, so
 * a client can offer that distance's waitlist) for a race of several.
 */
export function soldOutError(distances: readonly StoredDistance[], distance: StoredDistance) {
  return distances.length === 1
    ? soldOut('sold_out')
    : soldOut('distance_sold_out', { distance: distance.name }, distance.id);
}

/** Shard commits in flight at once while a draw takes its places. */
const BULK_PARALLEL = 8;

/**
 * The ballot's door (docs/ballot.md): each of `items` takes one place of `distance`, committed in
 * chunks, each chunk with one shard's increment (under the same compare-and-set as a single place)
 * and the writes `stage` adds for its items, at most `writesPerItem` each. A chunk whose shard
 * changed meanwhile is tried again on the shards as they are now. Answers the items left without a
 * place once no shard has room (a registration with a guaranteed code took one meanwhile).
 */
export async function takePlacesInBulk<T>(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  items: readonly T[],
  stage: (batch: WriteBatch, item: T) => void,
  writesPerItem: number,
): Promise<T[]> {
  const perChunk = Math.max(1, Math.floor(480 / writesPerItem));
  const commitChunk = async (chunk: readonly T[], shard: DocumentSnapshot | null) => {
    const batch = db().batch();
    chunk.forEach((item) => stage(batch, item));
    if (shard === null) {
      batch.update(randomShard(marathon, distance), { count: FieldValue.increment(chunk.length) });
    } else {
      batch.update(
        shard.ref,
        { count: FieldValue.increment(chunk.length), free: FieldValue.increment(-chunk.length) },
        { lastUpdateTime: shard.updateTime ?? Timestamp.now() },
      );
    }
    await batch.commit();
  };
  if (distance.capacity === null) {
    const chunks = Array.from({ length: Math.ceil(items.length / perChunk) }, (_, i) =>
      items.slice(i * perChunk, (i + 1) * perChunk),
    );
    await inPool(chunks, BULK_PARALLEL, (chunk) => commitChunk(chunk, null));
    return [];
  }
  writableShards(marathon, distance);
  let rest = [...items];
  while (rest.length > 0) {
    // Every shard with room, one chunk each (a shard's chunks would race on its update time), with
    // BULK_PARALLEL commits in flight: each starts as one ends, not in waves behind the slowest.
    const shards = await roomiest(marathon, distance);
    if (shards.length === 0) return rest;
    let next = 0;
    const plans = shards.flatMap((shard) => {
      const free = freePlaces(shardState(shard));
      const size = Math.min(free, perChunk, rest.length - next);
      if (size <= 0) return [];
      const chunk = rest.slice(next, next + size);
      next += size;
      return [{ chunk, shard }];
    });
    const retry: T[] = [];
    await inPool(plans, BULK_PARALLEL, async (plan) => {
      try {
        await commitChunk(plan.chunk, plan.shard);
      } catch (err) {
        // Its shard changed meanwhile (a guaranteed registration): tried again on the shards as
        // they are then. Any other failure ends the run (the draw's next run takes it up).
        if (grpcCode(err) !== GRPC.FAILED_PRECONDITION) throw err;
        retry.push(...plan.chunk);
      }
    });
    rest = [...retry, ...rest.slice(next)];
  }
  return [];
}
