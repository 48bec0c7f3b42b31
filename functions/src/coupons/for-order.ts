// A discount code on an order for several runners (docs/orders.md, "Codes and credits"): checked
// once for the whole order, given to the entries it is for, and used once per order
// (`coupons/{code}/uses/{orderId}`), taken before any place and given back when the order does not
// come to be or its hold runs out.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { conflict } from '../lib/http-error.js';
import { couponDocs, couponRef, usesOf } from '../store/coupon-doc.js';
import type { StoredDistance } from '../store/distances.js';
import type { CodeTerms } from '../pricing/pricing.js';
import { refusalOf, type CheckedCode } from './check.js';
import { countAccountCodeTry } from './code-limit.js';
import { claimUse, giveBackUse, useOf } from './uses.js';

/** An entry as the code sees it: its distance, and what it costs before any discount (0: free). */
export interface CodeEntry {
  distance: StoredDistance;
  price: number;
}

export interface OrderCode {
  checked: CheckedCode;
  /** Each entry's terms, in the order's order: null for an entry the code gives nothing. */
  terms: (CodeTerms | null)[];
}

/**
 * The race's code `code` for the order's `entries` (its try counted for the account first, 429 over
 * the limit): 409 with its sentence when it is unknown, out of its dates, or valid for none of the
 * entries' distances. Its discount goes to every priced entry it is valid for when the code says
 * `perEntry`, else once: to the dearest of them (the first of equals).
 */
export async function orderCodeFor(
  marathon: DocumentReference,
  uid: string,
  code: string,
  entries: readonly CodeEntry[],
  now: Timestamp,
): Promise<OrderCode> {
  await countAccountCodeTry(uid);
  const ref = couponRef(marathon, code);
  const snap = await ref.get();
  if (!snap.exists) throw conflict('discount_code_unknown');
  const coupon = couponDocs.of(snap);
  const refusals = entries.map((e) => refusalOf(coupon, e.distance, now));
  if (refusals.every((r) => r !== null)) throw conflict(refusals[0] ?? 'discount_code_unknown');
  const valid = entries
    .map((e, i) => ({ i, price: e.price }))
    .filter(({ i, price }) => refusals[i] === null && price > 0);
  const dearest = valid.reduce<{ i: number; price: number } | null>(
    (best, e) => (best === null || e.price > best.price ? e : best),
    null,
  );
  const given = new Set(coupon.perEntry ? valid.map((e) => e.i) : dearest ? [dearest.i] : []);
  const terms = { code: coupon.code, kind: coupon.kind, value: coupon.value };
  return { checked: { ref, coupon }, terms: entries.map((_, i) => (given.has(i) ? terms : null)) };
}

/**
 * For a quote, which takes no use: 409 "used up" when the code would give the order something and its
 * uses have reached its limit now, as the order itself would be told.
 */
export async function refuseUsedUpOrderCode(code: OrderCode): Promise<void> {
  const { maxUses } = code.checked.coupon;
  if (maxUses === null || code.terms.every((t) => t === null)) return;
  if ((await usesOf(code.checked.ref)).uses >= maxUses) throw conflict('discount_code_used_up');
}

/** An order's use of its code, taken: given back when the order does not come to be. */
export interface OrderUse {
  giveBack(): Promise<void>;
}

/**
 * Takes the order's one use of the code, worth `discount` (409 "used up" when none is left, and
 * nothing is taken). A code that gives the order nothing (every entry it is valid for is free)
 * takes no use, as on a single free registration.
 */
export async function takeOrderUse(
  code: OrderCode,
  orderId: string,
  discount: number,
  now: Timestamp,
): Promise<OrderUse | null> {
  if (code.terms.every((t) => t === null)) return null;
  const { ref, coupon } = code.checked;
  // A new order's id is new: a use under it is never someone else's.
  await claimUse(ref, coupon, orderId, discount, now);
  return {
    async giveBack() {
      const use = await useOf(ref, orderId);
      const batch = db().batch();
      giveBackUse(batch, ref, use);
      await batch.commit();
    },
  };
}
