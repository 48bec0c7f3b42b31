// A registration's (or an order's) use of a discount code, read before the write that ends the registration unpaid
// (an expired hold, a withdrawal before paying) so that write gives the use back (docs/coupons.md).
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { giveBackUse, useOf, type UseWriter } from '../coupons/coupons.js';
import { couponRef } from '../store/coupon-doc.js';
import { registrationOf } from '../store/registration-doc.js';

export interface CodeUse {
  giveBack(writer: UseWriter): void;
}

/** The use the unpaid registration holds, if any, with the write that gives it back. */
export async function codeUseOf(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
): Promise<CodeUse | null> {
  const runner = registrationOf(registration);
  // An order's one use is its own (`uses/{orderId}`), held by its lead entry alone, so that entries
  // lapsing one by one give it back once.
  const code =
    runner.orderId === null ? (runner.payment?.code ?? null) : (runner.payment?.orderCode ?? null);
  if (code === null || runner.status !== 'pending_payment') return null;
  const coupon = couponRef(marathon.ref, code);
  const use = await useOf(coupon, runner.orderId ?? registration.id);
  if (use === undefined) return null;
  return { giveBack: (writer) => giveBackUse(writer, coupon, use) };
}
