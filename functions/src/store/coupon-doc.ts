// A race's discount code (docs/coupons.md): `marathons/{id}/coupons/{CODE}` with its terms, its use
// shards `useShards/{n}` `{places, count, offers, free, discounted}` (counted like a distance's places:
// no document is written by every runner) and its uses `uses/{uid}` `{shard, discount, at}`, one per
// registration, created once. How many uses a code has is the sum of its shards' counts.
import {
  AggregateField,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { COUPON_KINDS, type Coupon, type CouponKind } from '@run/contract/domain/coupons';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, oneOf, timeOrNull } from './field-values.js';
import { toIso } from './stored-time.js';

export interface CouponDoc {
  code: string;
  kind: CouponKind;
  value: number;
  /** null: every distance. */
  distanceIds: string[] | null;
  /** null: no limit. */
  maxUses: number | null;
  validFrom: Timestamp | null;
  validUntil: Timestamp | null;
  guaranteed: boolean;
  /** In an order, its discount goes to every entry it is valid for, not once per order. */
  perEntry: boolean;
  /** How many use shards it was made with (fixed for its life). */
  shards: number;
  createdAt: Timestamp | null;
}

export const couponDocs = converterOf<CouponDoc>((data, id) => ({
  code: id,
  kind: oneOf(COUPON_KINDS, data.kind, 'amount'),
  value: countIn(data.value),
  distanceIds: Array.isArray(data.distanceIds)
    ? data.distanceIds.filter((d): d is string => typeof d === 'string')
    : null,
  maxUses: typeof data.maxUses === 'number' ? data.maxUses : null,
  validFrom: timeOrNull(data.validFrom),
  validUntil: timeOrNull(data.validUntil),
  guaranteed: data.guaranteed === true,
  perEntry: data.perEntry === true,
  shards: Math.max(1, countIn(data.shards)),
  createdAt: timeOrNull(data.createdAt),
}));

export interface CouponUseDoc {
  /** The registration's id (the runner's uid). */
  uid: string;
  /** The shard that counted it. */
  shard: number;
  discount: number;
  at: Timestamp | null;
}

export const couponUseDocs = converterOf<CouponUseDoc>((data, id) => ({
  uid: id,
  shard: countIn(data.shard),
  discount: countIn(data.discount),
  at: timeOrNull(data.at),
}));

export const couponsOf = (marathon: DocumentReference): CollectionReference<CouponDoc> =>
  marathon.collection(COLLECTIONS.coupons).withConverter(couponDocs);

/** A code, plain: created and updated with stored field names; read with `couponDocs.of`. */
export const couponRef = (marathon: DocumentReference, code: string): DocumentReference =>
  marathon.collection(COLLECTIONS.coupons).doc(code);

export const couponShardsOf = (coupon: DocumentReference): CollectionReference =>
  coupon.collection(COLLECTIONS.couponShards);

export const couponShardRef = (coupon: DocumentReference, n: number): DocumentReference =>
  couponShardsOf(coupon).doc(String(n));

/** A use, plain: created once with `couponUseData`; read with `couponUseDocs.of`. */
export const couponUseRef = (coupon: DocumentReference, uid: string): DocumentReference =>
  coupon.collection(COLLECTIONS.couponUses).doc(uid);

/** A use as stored: which shard counted it and what it took off. */
export const couponUseData = (shard: number, discount: number, at: Timestamp) => ({
  shard,
  discount,
  at,
});

/** How many uses a shard counts. */
export function shardCountOf(shard: DocumentSnapshot): number {
  const count: unknown = shard.get(shardUseFields.count);
  return typeof count === 'number' ? count : 0;
}

/** What a shard counts a use by: its place, and the money it took off. */
export const shardUseFields = { count: 'count', free: 'free', discounted: 'discounted' } as const;

/** The uses a code holds now and the money they took off: one aggregation over its shards. */
export async function usesOf(coupon: DocumentReference) {
  const snap = await couponShardsOf(coupon)
    .aggregate({
      uses: AggregateField.sum(shardUseFields.count),
      discounted: AggregateField.sum(shardUseFields.discounted),
    })
    .get();
  const { uses, discounted } = snap.data();
  return { uses: uses ?? 0, discounted: discounted ?? 0 };
}

/** The code as the console lists it. */
export function toCoupon(
  c: CouponDoc,
  counted: { uses: number; discounted: number },
  currency: string,
): Coupon {
  return {
    code: c.code,
    kind: c.kind,
    value: c.value,
    distanceIds: c.distanceIds,
    maxUses: c.maxUses,
    validFrom: c.validFrom === null ? null : toIso(c.validFrom),
    validUntil: c.validUntil === null ? null : toIso(c.validUntil),
    guaranteed: c.guaranteed,
    perEntry: c.perEntry,
    uses: counted.uses,
    discounted: counted.discounted,
    currency,
    createdAt: toIso(c.createdAt),
  };
}

/** A code's terms as stored, from the ones the organisers wrote. */
export function couponTermsData(terms: {
  kind?: CouponKind | undefined;
  value?: number | undefined;
  distanceIds?: string[] | null | undefined;
  maxUses?: number | null | undefined;
  validFrom?: Timestamp | null | undefined;
  validUntil?: Timestamp | null | undefined;
  guaranteed?: boolean | undefined;
  perEntry?: boolean | undefined;
}) {
  return Object.fromEntries(Object.entries(terms).filter(([, v]) => v !== undefined));
}
