// A shift's places, kept exactly as a distance's are (places/places.ts, docs/places.md): shared among
// shards, each `{places, count, offers, free}`; a sign-up in a burst commits its place and one
// shard's count under a compare-and-set (the places' own `commitOnRoomyShard`), so 60 people at once
// for 15 places give exactly 15. Everything else that moves a place (a drop, a declined or lapsed
// offer, a new capacity) is one transaction that reads the shards and the shift's waitlist, offers
// every free place to the first waiting people (section 9's rule: an offer holds its place for the
// race's `offerHours`), and lapses offers whose time has passed.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

import { BoundedMap } from '../lib/bounded-map.js';
import {
  commitOnRoomyShard,
  freePlaces,
  PlacePool,
  rebalance,
  shardDoc,
  shardState,
  sharePlaces,
  type ShardState,
} from '../places/places.js';
import {
  ledgerKey,
  ledgerRef,
  shiftShardRef,
  shiftShardsOf,
  shiftWaitPlainRef,
  waitingForShift,
  type ShiftDoc,
  type ShiftWaitDoc,
} from '../store/shift-doc.js';

/** A new shift's shards, staged with its creation. */
export function createShiftShards(
  write: { create(ref: DocumentReference, data: object): unknown },
  shift: DocumentReference,
  capacity: number,
  shards: number,
): void {
  sharePlaces(capacity, shards).forEach((places, n) => {
    write.create(shiftShardRef(shift, n), shardDoc({ places, count: 0, offers: 0 }));
  });
}

const pools = new BoundedMap<string, PlacePool>(256);
function poolOf(shift: DocumentReference, capacity: number): PlacePool {
  // A new capacity reshares the places: a new pool rather than trusting the old one's shards.
  const key = `${shift.path}#${capacity}`;
  let pool = pools.get(key);
  if (pool === undefined) {
    pool = new PlacePool();
    pools.set(key, pool);
  }
  return pool;
}

/**
 * Takes one place of `shift` for the writes `stage` adds (the volunteer's place, their ledger), in one
 * commit with a shard's count: 'taken', or 'full' when no shard has room (a consistent query begun
 * during this request found none).
 */
export async function takeShiftPlace(
  shift: DocumentReference,
  s: ShiftDoc,
  stage: (batch: FirebaseFirestore.WriteBatch, shard: number) => void,
): Promise<'taken' | 'full'> {
  const since = performance.now();
  const committed = await commitOnRoomyShard(
    poolOf(shift, s.capacity),
    since,
    async () =>
      (
        await shiftShardsOf(shift)
          .where('free', '>', 0)
          .orderBy('free', 'desc')
          .limit(s.shards)
          .get()
      ).docs,
    (batch, shard) => {
      stage(batch, Number(shard.ref.id));
      batch.update(
        shard.ref,
        { count: FieldValue.increment(1), free: FieldValue.increment(-1) },
        { lastUpdateTime: shard.version },
      );
    },
  );
  return committed === 'committed' ? 'taken' : 'full';
}

/** A waiting person the settlement offered a place to, for the mail staged with it. */
export interface Offered {
  wait: ShiftWaitDoc;
  until: Timestamp;
}

/** What a settlement read: the shards' states and the shift's waitlist, first come first. */
export interface ShiftState {
  shards: ShardState[];
  waiting: ShiftWaitDoc[];
}

/**
 * In `tx`: reads the shift's shards and waitlist, lets `change` move places (or refuse), then lapses
 * the offers whose time has passed and offers every free place to the first waiting people; writes
 * the shards and the waitlist's changes. `change` runs after the reads and before any write, so it
 * may stage its own writes in `tx`. Answers who was offered a place and whose offer lapsed.
 */
export async function settleShift(
  tx: Transaction,
  marathon: DocumentSnapshot,
  shift: DocumentReference,
  s: ShiftDoc,
  offerHours: number,
  change: (state: ShiftState) => void,
): Promise<{ offered: Offered[]; lapsed: ShiftWaitDoc[] }> {
  const shardRefs = Array.from({ length: s.shards }, (_, n) => shiftShardRef(shift, n));
  const [shardSnaps, waitSnap] = await Promise.all([
    tx.getAll(...shardRefs),
    tx.get(waitingForShift(marathon.ref, s.id)),
  ]);
  const before = shardSnaps.map((snap) => shardState(snap));
  const state: ShiftState = {
    shards: before.map((b) => ({ ...b })),
    waiting: waitSnap.docs
      .map((d) => d.data())
      .sort((a, b) => (a.joinedAt?.toMillis() ?? 0) - (b.joinedAt?.toMillis() ?? 0)),
  };
  change(state);

  const now = Timestamp.now();
  const lapsed = state.waiting.filter(
    (w) => w.offeredUntil !== null && w.offeredUntil.toMillis() <= now.toMillis(),
  );
  for (const w of lapsed) {
    const shard = state.shards[w.shard ?? -1];
    if (shard) shard.offers = Math.max(0, shard.offers - 1);
    tx.delete(waitRefOf(marathon.ref, w));
    forgetLedgerEntry(tx, w.uid, marathon.id, s.id);
  }
  const offered: Offered[] = [];
  const until = Timestamp.fromMillis(now.toMillis() + offerHours * 3_600_000);
  for (const w of state.waiting) {
    if (w.offeredUntil !== null) continue;
    const n = state.shards.findIndex((sh) => freePlaces(sh) > 0);
    if (n < 0) break;
    const shard = state.shards[n] as ShardState;
    shard.offers += 1;
    tx.update(waitRefOf(marathon.ref, w), { offeredUntil: until, shard: n });
    offered.push({ wait: w, until });
  }
  state.shards.forEach((after, n) => {
    const was = before[n] as ShardState;
    if (after.places !== was.places || after.count !== was.count || after.offers !== was.offers) {
      tx.set(shardRefs[n] as DocumentReference, shardDoc(after));
    }
  });
  return { offered, lapsed };
}

/** The shards after a new capacity, or null when the places given exceed it. */
export const reshared = (shards: ShardState[], capacity: number): ShardState[] | null =>
  rebalance(shards, capacity);

/** Places given on a shift (signed up, and held for an offer). */
export const placesGiven = (shards: ShardState[]): number =>
  shards.reduce((a, s) => a + s.count + s.offers, 0);

/** Free places on a shift. */
export const placesLeft = (shards: ShardState[]): number =>
  shards.reduce((a, s) => a + Math.max(0, freePlaces(s)), 0);

/** The shards of a shift as read now (outside a transaction), for the views. */
export async function shiftShardStates(shift: DocumentReference): Promise<ShardState[]> {
  const snap = await shiftShardsOf(shift).get();
  return snap.docs.map((d) => shardState(d));
}

const waitRefOf = (marathon: DocumentReference, w: ShiftWaitDoc) =>
  shiftWaitPlainRef(marathon, w.shiftId, w.uid);

/** A person's ledger entry, removed (staged in a transaction or a batch). */
export function forgetLedgerEntry(
  write: { set(ref: DocumentReference, data: object, options: { merge: true }): unknown },
  uid: string,
  marathonId: string,
  shiftId: string,
): void {
  write.set(
    ledgerRef(uid),
    { shifts: { [ledgerKey(marathonId, shiftId)]: FieldValue.delete() } },
    { merge: true },
  );
}
