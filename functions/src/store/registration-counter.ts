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
import {
  AggregateField,
  type Query,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { capacityOf, shardDoc, sharePlaces } from './capacity.js';

export const SHARDS = 10;
/**
 * A race with a field limit takes its registrations through transactions on its shards, so it gets
 * more of them: at Berlin's 67 registrations a second each shard takes about 0.34 (functions/README.md).
 */
export const CAPACITY_SHARDS = 200;
/** Shard counts a stored marathon may name; anything else is hand-written nonsense, recounted. */
const MAX_SHARDS = 1000;
export const COUNTER_COLLECTION = 'registrationCounters';
const COLLECTION = COUNTER_COLLECTION;

/** What a marathon's counts are made of (api-types `Marathon` derives placesLeft from them). */
export interface PlaceCounts {
  registrations: number;
  /** Places held for waitlisted runners. */
  offers: number;
  waiting: number;
}

export function shardRefs(marathon: DocumentReference, shards: number): DocumentReference[] {
  return Array.from({ length: shards }, (_, i) => marathon.collection(COLLECTION).doc(String(i)));
}

export function randomShard(marathon: DocumentReference, shards: number): DocumentReference {
  return marathon.collection(COLLECTION).doc(String(Math.floor(Math.random() * shards)));
}

/** Shard count of a stored marathon, or null when it was written without one (seed or old data). */
export function shardsOf(snapshot: DocumentSnapshot): number | null {
  const value: unknown = snapshot.get('counterShards');
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_SHARDS
    ? value
    : null;
}

export function createShards(
  batch: WriteBatch,
  marathon: DocumentReference,
  shards: number,
  capacity: number | null = null,
): void {
  const places = capacity === null ? null : sharePlaces(capacity, shards);
  shardRefs(marathon, shards).forEach((ref, i) => {
    const shard = { count: 0, offers: 0, places: places?.[i] ?? 0 };
    batch.create(ref, places === null ? { count: 0 } : shardDoc(shard));
  });
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
  const query: Query = marathon.ref.collection('waitlist');
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
 * Counts for many marathons: a `sum()` over each sharded marathon's shards (registrations and offers
 * in one aggregation), and a count() aggregation only for marathons stored without shards (hand-written
 * data, until its first registration adds them); a race with a field limit also counts its waitlist.
 * All in parallel, so a page costs one round trip and one or two reads per card.
 */
export async function registrationCounts(
  marathons: DocumentSnapshot[],
): Promise<Map<string, PlaceCounts>> {
  const entries = await Promise.all(
    marathons.map(async (m) => {
      const waiting = waitingCount(m);
      if (shardsOf(m) === null) {
        const agg = await m.ref.collection('registrations').count().get();
        return [
          m.id,
          { registrations: agg.data().count, offers: 0, waiting: await waiting },
        ] as const;
      }
      const agg = await m.ref
        .collection(COLLECTION)
        .aggregate({ total: AggregateField.sum('count'), offers: AggregateField.sum('offers') })
        .get();
      const { total, offers } = agg.data();
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

/**
 * Gives a marathon stored without shards its counter, seeded with the registrations it already has.
 * Safe under races: until the shards exist no registration write can succeed (each needs a shard), and
 * the transaction that adds them re-reads the marathon, so only one caller seeds and a deleted marathon
 * is not revived. Returns the shard count, or null when the marathon no longer exists.
 */
export async function ensureShards(
  db: Firestore,
  marathon: DocumentReference,
): Promise<number | null> {
  const existing = await marathon.collection('registrations').count().get();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(marathon);
    if (!snap.exists) return null;
    const current = shardsOf(snap);
    if (current !== null) return current;
    tx.update(marathon, { counterShards: SHARDS });
    // A hand-written race with a field limit gets its places shared out as well.
    const capacity = capacityOf(snap);
    const places = capacity === null ? null : sharePlaces(capacity, SHARDS);
    shardRefs(marathon, SHARDS).forEach((ref, i) => {
      const count = i === 0 ? existing.data().count : 0;
      tx.set(
        ref,
        places === null ? { count } : shardDoc({ count, offers: 0, places: places[i] ?? 0 }),
      );
    });
    return SHARDS;
  });
}
