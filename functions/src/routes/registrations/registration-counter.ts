// The participant count of a marathon: a sharded counter.
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
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';

export const SHARDS = 10;
const COLLECTION = 'registrationCounters';

export function shardRefs(marathon: DocumentReference, shards: number): DocumentReference[] {
  return Array.from({ length: shards }, (_, i) => marathon.collection(COLLECTION).doc(String(i)));
}

export function randomShard(marathon: DocumentReference, shards: number): DocumentReference {
  return marathon.collection(COLLECTION).doc(String(Math.floor(Math.random() * shards)));
}

/** Shard count of a stored marathon, or null when it was written without one (seed or old data). */
export function shardsOf(snapshot: DocumentSnapshot): number | null {
  const value: unknown = snapshot.get('counterShards');
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100
    ? value
    : null;
}

export function createShards(batch: WriteBatch, marathon: DocumentReference, shards: number): void {
  for (const ref of shardRefs(marathon, shards)) batch.create(ref, { count: 0 });
}

export function increment(by: 1 | -1) {
  return { count: FieldValue.increment(by) };
}

function sumShards(snapshots: DocumentSnapshot[]): number {
  const sum = snapshots.reduce((total, s) => {
    const count: unknown = s.get('count');
    return total + (typeof count === 'number' ? count : 0);
  }, 0);
  // Registrations written around the API (by hand, in the console) could push it below zero.
  return Math.max(0, sum);
}

/**
 * Counts for many marathons: a `sum()` over each sharded marathon's shards, and a count() aggregation
 * only for marathons stored without shards (hand-written data, until its first registration adds them).
 * All in parallel, so a page costs one round trip and one read per card.
 */
export async function registrationCounts(
  marathons: DocumentSnapshot[],
): Promise<Map<string, number>> {
  const entries = await Promise.all(
    marathons.map(async (m) => {
      if (shardsOf(m) === null) {
        const agg = await m.ref.collection('registrations').count().get();
        return [m.id, agg.data().count] as const;
      }
      const agg = await m.ref
        .collection(COLLECTION)
        .aggregate({ total: AggregateField.sum('count') })
        .get();
      // Registrations written around the API (by hand, in the console) could push it below zero.
      return [m.id, Math.max(0, agg.data().total ?? 0)] as const;
    }),
  );
  return new Map(entries);
}

export function sumOfShards(snapshots: DocumentSnapshot[]): number {
  return sumShards(snapshots);
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
    shardRefs(marathon, SHARDS).forEach((ref, i) => {
      tx.set(ref, { count: i === 0 ? existing.data().count : 0 });
    });
    return SHARDS;
  });
}
