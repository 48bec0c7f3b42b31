// The participant count of a marathon: a sharded counter (and, for a race with a field limit, its
// places: see capacity.ts and places.ts).
//
// Why not count() per request: a list of 20 cards would cost 20 aggregation round trips, and a count()
// over 100,000 registrations is billed 100 reads and grows slower with the event. Why not one counter
// field on the marathon: every registrant would write the same document, which Firestore sustains at
// about one write per second (DESIGN.md section 3). So each marathon has `counterShards` small
// documents `marathons/{id}/registrationCounters/{0..n-1}`; a registration `create()`s its document and
// increments one random shard in the SAME atomic batch, so the count is exact (a second registration
// fails the whole batch). A details page reads the marathon and its shards in one `getAll` round trip; a
// page of cards sums each marathon's shards with a `sum()` aggregation, run in parallel: billed one read
// per card instead of one per shard, and constant in the number of registrations.
// 10 shards take roughly 10 sustained registrations per second per marathon (bursts queue and are
// retried by Firestore); raise SHARDS for bigger events: each marathon keeps the number it was made with.
//
// The shard update also carries Firestore's implicit "document exists" precondition: once a marathon
// and its shards are deleted, a racing registration fails instead of leaving an orphan behind.
//
// Every marathon the API or the seed writes has its shards. A marathon made elsewhere (console,
// import) gets them from the one-off `scripts/add-counter-shards.ts`; until then it counts 0 and
// refuses registrations (`writableShards`), rather than the API carrying a second way to count.
import {
  AggregateField,
  type Query,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { capacityOf, rebalance, shardDoc } from '../places/capacity.js';
import { COLLECTIONS } from './collections.js';

export const SHARDS = 10;
/**
 * A race with a field limit takes its registrations through transactions on its shards, so it gets
 * more of them: at Berlin's 67 registrations a second each shard takes about 0.34 (functions/README.md).
 */
export const CAPACITY_SHARDS = 200;
/** Shard counts a stored marathon may name; anything else is hand-written nonsense. */
const MAX_SHARDS = 1000;
export const COUNTER_COLLECTION = COLLECTIONS.registrationCounters;
const COLLECTION = COUNTER_COLLECTION;

/** What a marathon's counts are made of (api-types `Marathon` derives placesLeft from them). */
export interface PlaceCounts {
  registrations: number;
  /** Places held for waitlisted runners. */
  offers: number;
  waiting: number;
}

export const shardRef = (marathon: DocumentReference, i: number): DocumentReference =>
  marathon.collection(COLLECTION).doc(String(i));

export function shardRefs(marathon: DocumentReference, shards: number): DocumentReference[] {
  return Array.from({ length: shards }, (_, i) => shardRef(marathon, i));
}

export function randomShard(marathon: DocumentReference, shards: number): DocumentReference {
  return shardRef(marathon, Math.floor(Math.random() * shards));
}

/** Shard count of a stored marathon, or null for one made outside the API and not yet migrated. */
export function shardsOf(snapshot: DocumentSnapshot): number | null {
  const value: unknown = snapshot.get('counterShards');
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_SHARDS
    ? value
    : null;
}

/**
 * The shard count a registration write needs. A marathon without shards was made outside the API and
 * not migrated: an internal error (500) that names the one-off script, not a count() fallback.
 */
export function writableShards(snapshot: DocumentSnapshot): number {
  const shards = shardsOf(snapshot);
  if (shards === null) {
    throw new Error(
      `marathons/${snapshot.id} has no counter shards: run scripts/add-counter-shards.ts`,
    );
  }
  return shards;
}

/** The shard count the API gives a new marathon: a race with a field limit gets more (above). */
export const shardsFor = (capacity: number | null): number =>
  capacity === null ? SHARDS : CAPACITY_SHARDS;

/**
 * The shard documents of a counter that starts with `taken` registrations and held offers: all in
 * shard 0, or, with a field limit, shared out with the places (`rebalance`) so that every shard stays
 * within its share. Null when they exceed the capacity. Used by the API, the seed and the migration.
 */
export function counterShardDocs(
  shards: number,
  capacity: number | null,
  taken: { count: number; offers: number } = { count: 0, offers: 0 },
): DocumentData[] | null {
  const states = Array.from({ length: shards }, (_, i) =>
    i === 0 ? { ...taken, places: 0 } : { count: 0, offers: 0, places: 0 },
  );
  if (capacity === null) return states.map((shard) => ({ count: shard.count }));
  return rebalance(states, capacity)?.map(shardDoc) ?? null;
}

/** A new marathon's empty counter. */
export function createShards(
  batch: WriteBatch,
  marathon: DocumentReference,
  shards: number,
  capacity: number | null,
): void {
  const docs = counterShardDocs(shards, capacity);
  // Unreachable: the schema keeps a capacity at 1 or more, and an empty counter fits any of those.
  if (docs === null) throw new Error(`An empty counter does not fit a capacity of ${capacity}`);
  docs.forEach((doc, i) => batch.create(shardRef(marathon, i), doc));
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

/** The waitlist's length, asked only of races with a field limit (no other race has one). */
async function waitingCount(marathon: DocumentSnapshot): Promise<number> {
  if (capacityOf(marathon) === null) return 0;
  const query: Query = marathon.ref.collection(COLLECTIONS.waitlist);
  return (await query.count().get()).data().count;
}

/** The counts of a marathon whose shards were read with it (the details page's one round trip). */
export async function countsFromShards(
  marathon: DocumentSnapshot,
  shards: DocumentSnapshot[],
): Promise<PlaceCounts> {
  return {
    registrations: sumShards(shards),
    offers: sumShards(shards, 'offers'),
    waiting: await waitingCount(marathon),
  };
}

/**
 * Counts for many marathons: a `sum()` over each marathon's shards (registrations and offers in one
 * aggregation); a race with a field limit also counts its waitlist. All in parallel, so a page costs
 * one round trip and one or two reads per card.
 */
export async function registrationCounts(
  marathons: DocumentSnapshot[],
): Promise<Map<string, PlaceCounts>> {
  const entries = await Promise.all(
    marathons.map(async (m) => {
      const waiting = waitingCount(m);
      // Firestore aggregates only the documents holding every aggregated field: an unlimited race's
      // shards hold `count` alone, so summing `offers` there too would count nothing at all.
      const shards = m.ref.collection(COLLECTION);
      const { total, offers } =
        capacityOf(m) === null
          ? {
              ...(await shards.aggregate({ total: AggregateField.sum('count') }).get()).data(),
              offers: 0,
            }
          : (
              await shards
                .aggregate({
                  total: AggregateField.sum('count'),
                  offers: AggregateField.sum('offers'),
                })
                .get()
            ).data();
      // Registrations written around the API (by hand, in the console) could push it below zero.
      const counts: PlaceCounts = {
        registrations: Math.max(0, total ?? 0),
        offers: Math.max(0, offers ?? 0),
        waiting: await waiting,
      };
      return [m.id, counts] as const;
    }),
  );
  return new Map(entries);
}
