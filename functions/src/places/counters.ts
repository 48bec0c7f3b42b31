// The participant count of each distance of a marathon: a sharded counter (and, for a distance with a
// field limit, its places: see capacity.ts). Each distance has its own shards (distances.ts).
//
// Why not count() per request: a list of 20 cards would cost 20 aggregation round trips, and a count()
// over 100,000 registrations is billed 100 reads and grows slower with the event. Why not one counter
// field on the marathon: every registrant would write the same document, which Firestore sustains at
// about one write per second (docs/data-model.md). So each marathon has `counterShards` small
// documents `marathons/{id}/registrationCounters/{0..n-1}`; a registration `create()`s its document and
// increments one random shard in the SAME atomic batch, so the count is exact (a second registration
// fails the whole batch). A details page reads the marathon and its shards in one `getAll` round trip; a
// page of cards sums each marathon's shards with a `sum()` aggregation, run in parallel: billed one read
// per card instead of one per shard, and constant in the number of registrations.
// 10 shards take roughly 10 sustained registrations per second per distance (bursts queue and are
// retried by Firestore); raise SHARDS for bigger events: each distance keeps the number it was made with.
//
// The shard update also carries Firestore's implicit "document exists" precondition: once a marathon
// and its shards are deleted, a racing registration fails instead of leaving an orphan behind.
//
// Every marathon the API or the seed writes has its shards. A marathon made elsewhere (console,
// import) gets them from the one-off `scripts/add-counter-shards.ts`; until then it counts 0 and
// refuses registrations (`writableShards`), rather than the API carrying a second way to count.
import {
  AggregateField,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { rebalance, shardDoc, type ShardState } from './capacity.js';
import type { DistanceCounts, PlaceCounts } from '../store/place-counts.js';
import {
  counterShardsOf,
  DISTANCE_FIELD,
  distanceShardRefs,
  distancesOf,
  ofDistance,
  SHARDS,
  shardRef,
  type StoredDistance,
} from '../store/distances.js';
import { waitlistPlain } from '../store/waitlist-doc.js';

export { CAPACITY_SHARDS, ofDistance, SHARDS, shardRef } from '../store/distances.js';

/**
 * A distance's shards, or a 500 naming the one-off script for a marathon made outside the API and
 * never migrated (no counter at all), rather than the API carrying a second way to count.
 */
export function writableShards(marathon: DocumentSnapshot, distance: StoredDistance) {
  if (distance.counterShards === 0) {
    throw new Error(
      `marathons/${marathon.id} has no counter shards: run scripts/add-counter-shards.ts`,
    );
  }
  return distanceShardRefs(marathon.ref, distance);
}

export function randomShard(marathon: DocumentSnapshot, distance: StoredDistance) {
  const refs = writableShards(marathon, distance);
  return refs[Math.floor(Math.random() * refs.length)] as DocumentReference;
}

/** A shard as written: a capped distance's keeps its places (capacity.ts), every one its distance. */
export const storedShard = (distance: StoredDistance, state: ShardState): DocumentData =>
  distance.capacity === null
    ? { [DISTANCE_FIELD]: distance.id, count: state.count }
    : { [DISTANCE_FIELD]: distance.id, ...shardDoc(state) };

/**
 * The shard documents of a distance's counter that starts with `taken` registrations and held offers:
 * all in shard 0, or, with a field limit, shared out with the places (`rebalance`) so that every shard
 * stays within its share. Null when they exceed the capacity. Used by the API, the seed and the
 * migrations.
 */
export function counterShardDocs(
  distance: StoredDistance,
  taken: { count: number; offers: number } = { count: 0, offers: 0 },
): DocumentData[] | null {
  const states = Array.from({ length: distance.counterShards }, (_, i) =>
    i === 0 ? { ...taken, places: 0 } : { count: 0, offers: 0, places: 0 },
  );
  const shared = distance.capacity === null ? states : rebalance(states, distance.capacity);
  return shared?.map((state) => storedShard(distance, state)) ?? null;
}

/** A new distance's empty counter. */
export function createShards(
  writer: Pick<WriteBatch, 'create'>,
  marathon: DocumentReference,
  distance: StoredDistance,
): void {
  const docs = counterShardDocs(distance);
  // Unreachable: the schema keeps a capacity at 1 or more, and an empty counter fits any of those.
  if (docs === null) throw new Error(`An empty counter does not fit ${distance.capacity} places`);
  const refs = distanceShardRefs(marathon, distance);
  docs.forEach((doc, i) => {
    const ref = refs[i];
    if (ref) writer.create(ref, doc);
  });
}

/** A race's counters, deleted with it in `writer` (a race made outside the API may have none). */
export function deleteShards(writer: Pick<WriteBatch, 'delete'>, marathon: DocumentSnapshot): void {
  for (const distance of distancesOf(marathon)) {
    for (const ref of distanceShardRefs(marathon.ref, distance)) writer.delete(ref);
  }
}

export function increment(by: 1 | -1) {
  return { count: FieldValue.increment(by) };
}

function sumShards(snapshots: DocumentSnapshot[], field = 'count'): number {
  const sum = snapshots.reduce((total, s) => {
    const count: unknown = s.get(field);
    return total + (typeof count === 'number' ? count : 0);
  }, 0);
  // Registrations written around the API (by hand, in the console) could push it below zero.
  return Math.max(0, sum);
}

/** The waitlist's length, asked only of distances with a field limit (no other has one). */
async function waitingCount(
  marathon: DocumentSnapshot,
  distances: StoredDistance[],
  distance: StoredDistance,
): Promise<number> {
  if (distance.capacity === null) return 0;
  const query = ofDistance(waitlistPlain(marathon.ref), distances, distance);
  return (await query.count().get()).data().count;
}

/**
 * The counts of a marathon of one unlimited distance whose shards (`0..SHARDS-1`) were read with it:
 * the details page's one round trip. Null for any other marathon.
 */
export function countsFromShards(
  marathon: DocumentSnapshot,
  shards: DocumentSnapshot[],
): PlaceCounts | null {
  const distances = distancesOf(marathon);
  const only = distances.length === 1 ? distances[0] : undefined;
  if (!only || only.capacity !== null || only.counterBase !== 0 || only.counterShards !== SHARDS) {
    return null;
  }
  return new Map([[only.id, { registrations: sumShards(shards), offers: 0, waiting: 0 }]]);
}

/**
 * A marathon and its first SHARDS counter shards, read in one round trip: the details page's. The
 * counts are summed from those shards when they are its whole counter (`countsFromShards`), else null
 * (and null for a marathon that does not exist).
 */
export async function readWithCounts(
  ref: DocumentReference,
): Promise<{ marathon: DocumentSnapshot | undefined; counts: PlaceCounts | null }> {
  const firstShards = Array.from({ length: SHARDS }, (_, i) => shardRef(ref, i));
  const [marathon, ...shards] = await db().getAll(ref, ...firstShards);
  return { marathon, counts: marathon?.exists ? countsFromShards(marathon, shards) : null };
}

async function distanceCounts(
  marathon: DocumentSnapshot,
  distances: StoredDistance[],
  distance: StoredDistance,
): Promise<DistanceCounts> {
  const waiting = waitingCount(marathon, distances, distance);
  const shards = ofDistance(counterShardsOf(marathon.ref), distances, distance);
  // Firestore aggregates only the documents holding every aggregated field: an unlimited distance's
  // shards hold `count` alone, so summing `offers` there too would count nothing at all.
  const { total, offers } =
    distance.capacity === null
      ? {
          ...(await shards.aggregate({ total: AggregateField.sum('count') }).get()).data(),
          offers: 0,
        }
      : (
          await shards
            .aggregate({ total: AggregateField.sum('count'), offers: AggregateField.sum('offers') })
            .get()
        ).data();
  // Registrations written around the API (by hand, in the console) could push it below zero.
  return {
    registrations: Math.max(0, total ?? 0),
    offers: Math.max(0, offers ?? 0),
    waiting: await waiting,
  };
}

/**
 * Counts for many marathons: a `sum()` over each distance's shards (registrations and offers in one
 * aggregation); a distance with a field limit also counts its waitlist. All in parallel, so a page
 * costs one round trip and one or two reads per distance of each card.
 */
export async function registrationCounts(
  marathons: DocumentSnapshot[],
): Promise<Map<string, PlaceCounts>> {
  const entries = await Promise.all(
    marathons.map(async (m) => {
      const distances = distancesOf(m);
      const counts = await Promise.all(
        distances.map(async (d) => [d.id, await distanceCounts(m, distances, d)] as const),
      );
      return [m.id, new Map(counts) as PlaceCounts] as const;
    }),
  );
  return new Map(entries);
}
