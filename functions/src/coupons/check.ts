// Whether a code gives a discount on a distance now (docs/coupons.md): each refusal is a 409 with
// its own sentence, said before anything is taken.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { type CouponRefusal } from '@run/contract/domain/coupons';

import type { ClientKeys } from '../lib/client-ip.js';
import { conflict } from '../lib/http-error.js';
import { couponDocs, couponRef, usesOf, type CouponDoc } from '../store/coupon-doc.js';
import type { CodeTerms } from '../pricing/pricing.js';
import type { StoredDistance } from '../store/distances.js';
import { countQuoteCodeTry } from './code-limit.js';

/** Whether `coupon`'s distances take `distance` (none named: every distance). */
const validOn = (coupon: CouponDoc, distance: StoredDistance) =>
  coupon.distanceIds === null || coupon.distanceIds.includes(distance.id);

/** What makes `coupon` refuse `distance` at `now`; null when it applies (uses aside). */
export function refusalOf(
  coupon: CouponDoc,
  distance: StoredDistance,
  now: Timestamp,
): CouponRefusal | null {
  if (coupon.validFrom !== null && now.toMillis() < coupon.validFrom.toMillis()) {
    return 'discount_code_not_yet';
  }
  if (coupon.validUntil !== null && now.toMillis() >= coupon.validUntil.toMillis()) {
    return 'discount_code_expired';
  }
  return validOn(coupon, distance) ? null : 'discount_code_wrong_distance';
}

export interface CheckedCode {
  ref: DocumentReference;
  coupon: CouponDoc;
}

/** The race's code `code` if it applies to `distance` now; 409 with the refusal's sentence if not. */
export async function checkedCode(
  marathon: DocumentReference,
  code: string,
  distance: StoredDistance,
  now: Timestamp,
): Promise<CheckedCode> {
  const ref = couponRef(marathon, code);
  const snap = await ref.get();
  if (!snap.exists) throw conflict('discount_code_unknown');
  const coupon = couponDocs.of(snap);
  const refusal = refusalOf(coupon, distance, now);
  if (refusal !== null) throw conflict(refusal);
  return { ref, coupon };
}

/**
 * The terms of a code a registration already holds, on another `distance` (a change of distance,
 * payments/distance-change.ts): null when the code names other distances only, or is gone. Its use
 * is already taken and was valid when taken, so neither its uses nor its dates are asked again:
 * only its distances bind the new one.
 */
export async function heldCodeTermsOn(
  marathon: DocumentReference,
  code: string,
  distance: StoredDistance,
): Promise<CodeTerms | null> {
  const snap = await couponRef(marathon, code).get();
  if (!snap.exists) return null;
  const coupon = couponDocs.of(snap);
  if (!validOn(coupon, distance)) return null;
  return { code: coupon.code, kind: coupon.kind, value: coupon.value };
}

/**
 * For a quote: the try counted for the asking address first (429 over code-limit.ts's limit), then
 * also 409 "used up" when its uses have reached its limit now.
 */
export async function quotableCode(
  marathon: DocumentReference,
  code: string,
  distance: StoredDistance,
  now: Timestamp,
  client: ClientKeys,
): Promise<CheckedCode> {
  await countQuoteCodeTry(client);
  const checked = await checkedCode(marathon, code, distance, now);
  const { maxUses } = checked.coupon;
  if (maxUses !== null && (await usesOf(checked.ref)).uses >= maxUses) {
    throw conflict('discount_code_used_up');
  }
  return checked;
}
