// A code's uses, exact at any rate of arrival: counted like a distance's places (places/take.ts).
//
// A code with a limit shares its uses among its shards (`sharePlaces`); a use is one commit of the
// `create()` of `uses/{uid}` and `count + 1, free - 1` on a shard with room, under the precondition
// that the shard is unchanged since the version its room was seen at (compare and set), so two runners
// never both take a shard's last use. Which shard comes from this instance's pool (the places' own
// `PlacePool`); only a consistent query begun during the runner's request that finds no room anywhere
// answers "used up". A code without a limit takes a blind increment of a random shard. No document is
// written by every runner: each writes its own use and one shard.
import { randomInt } from 'node:crypto';

import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';

import { BoundedMap } from '../lib/bounded-map.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict } from '../lib/http-error.js';
import { commitOnRoomyShard, PlacePool, shardDoc, sharePlaces } from '../places/places.js';
import {
  couponShardRef,
  couponShardsOf,
  couponUseData,
  couponUseDocs,
  couponUseRef,
  shardUseFields,
  type CouponDoc,
} from '../store/coupon-doc.js';

/** A batch or a transaction, as far as a code's uses are written by either. */
export interface UseWriter {
  create(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Shards of a code without a limit; a limited code has one per use up to this many. */
export const UNLIMITED_SHARDS = 10;
export const shardsFor = (maxUses: number | null): number =>
  maxUses === null ? UNLIMITED_SHARDS : Math.min(maxUses, 20);

/** A new code's shards, staged with its creation. */
export function createUseShards(
  write: UseWriter,
  coupon: DocumentReference,
  maxUses: number | null,
): void {
  const shards = shardsFor(maxUses);
  const places = sharePlaces(maxUses ?? 0, shards);
  places.forEach((p, n) => {
    write.create(couponShardRef(coupon, n), {
      ...shardDoc({ places: p, count: 0, offers: 0 }),
      discounted: 0,
    });
  });
}

const pools = new BoundedMap<string, PlacePool>(256);
function poolOf(coupon: DocumentReference, c: CouponDoc): PlacePool {
  // A new limit reshares the uses (edit.ts): a new pool rather than trusting the old one's shards.
  const key = `${coupon.path}#${c.maxUses ?? ''}#${c.shards}`;
  let pool = pools.get(key);
  if (pool === undefined) {
    pool = new PlacePool();
    pools.set(key, pool);
  }
  return pool;
}

async function roomiest(coupon: DocumentReference, shards: number): Promise<DocumentSnapshot[]> {
  const roomy = await couponShardsOf(coupon)
    .where(shardUseFields.free, '>', 0)
    .orderBy(shardUseFields.free, 'desc')
    .limit(shards)
    .get();
  return roomy.docs;
}

/** A shard counting one more use, worth `discount`. */
const countedUse = (discount: number) => ({
  count: FieldValue.increment(1),
  free: FieldValue.increment(-1),
  discounted: FieldValue.increment(discount),
});

export type Claim = 'claimed' | 'alreadyOurs';

/**
 * Takes one use of `c` for the registration `uid`, worth `discount`: 'claimed', or 'alreadyOurs'
 * when that registration holds a use of it already (a request sent twice); 409 "used up".
 */
export async function claimUse(
  coupon: DocumentReference,
  c: CouponDoc,
  uid: string,
  discount: number,
  at: Timestamp,
): Promise<Claim> {
  const use: UseToTake = {
    ref: couponUseRef(coupon, uid),
    data: (shard) => couponUseData(shard, discount, at),
    counted: countedUse(discount),
  };
  try {
    if (c.maxUses === null) {
      const n = randomInt(c.shards);
      const batch = db().batch();
      batch.create(use.ref, use.data(n));
      batch.update(couponShardRef(coupon, n), use.counted);
      await batch.commit();
      return 'claimed';
    }
    return await claimLimited(coupon, c, use);
  } catch (err) {
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) return 'alreadyOurs';
    throw err;
  }
}

/** A use about to be taken: its document, what it stores on the shard it lands on, and the count. */
interface UseToTake {
  ref: DocumentReference;
  data: (shard: number) => DocumentData;
  counted: DocumentData;
}

async function claimLimited(
  coupon: DocumentReference,
  c: CouponDoc,
  use: UseToTake,
): Promise<Claim> {
  const since = performance.now();
  const committed = await commitOnRoomyShard(
    poolOf(coupon, c),
    since,
    () => roomiest(coupon, c.shards),
    (batch, shard) => {
      batch.create(use.ref, use.data(Number(shard.ref.id)));
      batch.update(shard.ref, use.counted, { lastUpdateTime: shard.version });
    },
  );
  if (committed === 'committed') return 'claimed';
  // No use left: unless the last one is this registration's own (the same request sent again).
  if ((await use.ref.get()).exists) return 'alreadyOurs';
  throw conflict('discount_code_used_up');
}

/**
 * Gives `uid`'s use of the code back (its registration ended unpaid, or never came to be): the use
 * goes and its shard counts one fewer, staged in `write` with what ends the registration. `use` is
 * the use as read (in the same transaction, where there is one); nothing when there was none.
 */
export function giveBackUse(
  write: UseWriter,
  coupon: DocumentReference,
  use: { uid: string; shard: number; discount: number } | undefined,
): void {
  if (use === undefined) return;
  write.delete(couponUseRef(coupon, use.uid));
  // A blind update: it only makes room, and a racing claim's precondition fails and reads again.
  write.update(couponShardRef(coupon, use.shard), {
    count: FieldValue.increment(-1),
    free: FieldValue.increment(1),
    discounted: FieldValue.increment(-use.discount),
  });
}

/** The registration's use of a code as stored, if any. */
export async function useOf(coupon: DocumentReference, uid: string) {
  const snap = await couponUseRef(coupon, uid).get();
  return snap.exists ? couponUseDocs.of(snap) : undefined;
}
