// The organisers' codes (docs/coupons.md): create, list, change, delete, and a batch of single-use
// codes answered as CSV.
import { randomInt } from 'node:crypto';

import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  type Coupon,
  type couponBatchSchema,
  type couponInputSchema,
  type couponPatchSchema,
  type CouponsPage,
  couponTermsSchema,
} from '@run/contract/domain/coupons';
import type { z } from 'zod';

import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { csvRow } from '../lib/csv.js';
import { db, deleteIfExists } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, notFound } from '../lib/http-error.js';
import { inPool } from '../lib/pool.js';
import { parseBody } from '../lib/validate.js';
import {
  couponDocs,
  couponRef,
  couponShardsOf,
  couponsOf,
  couponTermsData,
  shardCountOf,
  toCoupon,
  usesOf,
  type CouponDoc,
} from '../store/coupon-doc.js';
import { distancesOf, refuseOtherDistances } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { createUseShards, shardsFor } from './uses.js';

type Terms = z.output<typeof couponPatchSchema>;

const timeOf = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : Timestamp.fromDate(new Date(v));

/** The terms as stored; distances the race does not have are 400. */
function storedTerms(race: DocumentSnapshot, terms: Terms) {
  refuseOtherDistances(distancesOf(marathonOf(race)), terms.distanceIds);
  return couponTermsData({
    kind: terms.kind,
    value: terms.value,
    distanceIds: terms.distanceIds,
    maxUses: terms.maxUses,
    validFrom: timeOf(terms.validFrom),
    validUntil: timeOf(terms.validUntil),
    guaranteed: terms.guaranteed,
    perEntry: terms.perEntry,
  });
}

async function answerOf(race: DocumentSnapshot, code: string): Promise<Coupon> {
  const ref = couponRef(race.ref, code);
  const [snap, counted] = await Promise.all([ref.get(), usesOf(ref)]);
  if (!snap.exists) throw notFound('no_such_discount_code');
  return toCoupon(couponDocs.of(snap), counted, marathonOf(race).currency);
}

export async function createCoupon(
  race: DocumentSnapshot,
  input: z.output<typeof couponInputSchema>,
): Promise<Coupon> {
  const { code, ...terms } = input;
  const maxUses = terms.maxUses ?? null;
  const ref = couponRef(race.ref, code);
  const batch = db().batch();
  batch.create(ref, {
    ...storedTerms(race, terms),
    maxUses,
    shards: shardsFor(maxUses),
    createdAt: Timestamp.now(),
  });
  createUseShards(batch, ref, maxUses);
  try {
    await batch.commit();
  } catch (err) {
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) throw conflict('discount_code_exists');
    throw err;
  }
  return answerOf(race, code);
}

const isCodeCursor = (v: unknown): v is [string] =>
  Array.isArray(v) && v.length === 1 && typeof v[0] === 'string';

/** A page of the race's codes by code, each with its uses and the money it took off. */
export async function listCoupons(
  race: DocumentSnapshot,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<CouponsPage> {
  let query = couponsOf(race.ref).orderBy('__name__');
  if (cursor) query = query.startAfter(decodeCursor(cursor, isCodeCursor)[0]);
  const snap = await query.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const currency = marathonOf(race).currency;
  const coupons = await Promise.all(
    docs.map(async (d) => toCoupon(d.data(), await usesOf(d.ref), currency)),
  );
  const last = docs.at(-1);
  const more = snap.docs.length > limit && last !== undefined;
  return { coupons, nextCursor: more ? encodeCursor([last.id]) : null };
}

/**
 * New terms; a new limit is shared out over the code's shards so that each keeps its uses (a use
 * names the shard that counted it, and gives it back there): 409 when it is below the uses so far.
 */
export async function updateCoupon(
  race: DocumentSnapshot,
  code: string,
  patch: Terms,
): Promise<Coupon> {
  const ref = couponRef(race.ref, code);
  const fields = storedTerms(race, patch);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('no_such_discount_code');
    checkEdited(couponDocs.of(snap), patch);
    if (patch.maxUses !== undefined && patch.maxUses !== null) {
      const shards = await tx.get(couponShardsOf(ref));
      const counts = shards.docs.map(shardCountOf);
      const used = counts.reduce((a, b) => a + b, 0);
      if (used > patch.maxUses) throw conflict('discount_code_below_uses');
      const extra = spreadEvenly(patch.maxUses - used, counts.length);
      shards.docs.forEach((s, i) => {
        const count = counts[i] ?? 0;
        const places = count + (extra[i] ?? 0);
        tx.update(s.ref, { places, offers: 0, free: places - count });
      });
    }
    tx.update(ref, fields);
  });
  return answerOf(race, code);
}

/**
 * The code as the edit leaves it (its stored terms, the patch's on top) passes a creation's checks:
 * a patch of `value` alone is checked against the stored `kind`, a new `validUntil` against the
 * stored `validFrom`. 400 naming the field otherwise, and nothing is written.
 */
function checkEdited(stored: CouponDoc, patch: Terms): void {
  const { kind, value, distanceIds, maxUses, validFrom, validUntil, guaranteed, perEntry } =
    toCoupon(stored, { uses: 0, discounted: 0 }, '');
  const terms = { kind, value, distanceIds, maxUses, validFrom, validUntil, guaranteed, perEntry };
  parseBody(couponTermsSchema, { ...terms, ...patch });
}

const spreadEvenly = (total: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));

/** Deleted: nobody can use it any more; its uses and shards stay, so the discounts given stand. */
export async function deleteCoupon(race: DocumentSnapshot, code: string) {
  const ref = couponRef(race.ref, code);
  return { deletedCount: await deleteIfExists(ref) };
}

// Crockford's base32 without I, L, O, U: no two characters read alike on a printed voucher.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomPart = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(32)]).join('');

/** Codes written per batch: each is the code and its one shard. */
const PER_BATCH = 200;

/**
 * `count` single-use codes `<PREFIX>-<8 characters>` with the same terms, as CSV lines (a header,
 * then one row per code). A batch that meets an existing code (one chance in about 10^12 per
 * code) is made again with new codes.
 */
export async function createCouponBatch(
  race: DocumentSnapshot,
  input: z.output<typeof couponBatchSchema>,
): Promise<string> {
  const { prefix, count, ...terms } = input;
  const stored = storedTerms(race, terms);
  const now = Timestamp.now();
  const chunks = Array.from({ length: Math.ceil(count / PER_BATCH) }, (_, i) =>
    Math.min(PER_BATCH, count - i * PER_BATCH),
  );
  const made: string[][] = [];
  await inPool(chunks, 4, async (size) => {
    for (let attempt = 0; ; attempt += 1) {
      const codes = new Set<string>();
      while (codes.size < size) codes.add(`${prefix}-${randomPart()}`);
      const batch = db().batch();
      for (const code of codes) {
        const ref = couponRef(race.ref, code);
        batch.create(ref, { ...stored, maxUses: 1, shards: 1, createdAt: now });
        createUseShards(batch, ref, 1);
      }
      try {
        await batch.commit();
        made.push([...codes]);
        return;
      } catch (err) {
        if (grpcCode(err) !== GRPC.ALREADY_EXISTS || attempt >= 3) throw err;
      }
    }
  });
  const rows = made.flat().map((code) => csvRow([code, input.kind, String(input.value)]));
  return csvRow(['code', 'kind', 'value']) + rows.join('');
}
