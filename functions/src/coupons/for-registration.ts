// What a new registration (or an accepted offer) carries besides the form (docs/coupons.md): a
// discount code, checked before anything is taken and its use taken before the place, and a
// referrer's code. A use taken for a registration that did not come to be is given back.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { conflict } from '../lib/http-error.js';
import type { StoredDistance } from '../store/distances.js';
import {
  registrationDocs,
  registrationRef,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import type { CodeTerms } from '../pricing/pricing.js';
import { checkedCode, type CheckedCode } from './check.js';
import { countAccountCodeTry } from './code-limit.js';
import { referralCodeOf, referrerOf } from './referral-code.js';
import { claimUse, giveBackUse, useOf } from './uses.js';

export interface Discounts {
  code?: string | undefined;
  referralCode?: string | undefined;
}

export interface Offered {
  checked: CheckedCode | null;
  terms: CodeTerms | null;
  referredBy: string | null;
}

/**
 * The code checked for `distance` (409 with its sentence when refused; its try counted for the
 * account first, 429 over code-limit.ts's limit), and the referrer found.
 */
export async function offeredFor(
  marathon: DocumentReference,
  distance: StoredDistance,
  uid: string,
  { code, referralCode }: Discounts,
  now: Timestamp,
): Promise<Offered> {
  if (code !== undefined) await countAccountCodeTry(uid);
  const [checked, referredBy] = await Promise.all([
    code === undefined ? null : checkedCode(marathon, code, distance, now),
    referrerOf(marathon, referralCode, uid),
  ]);
  const terms = checked && {
    code: checked.coupon.code,
    kind: checked.coupon.kind,
    value: checked.coupon.value,
  };
  return { checked, terms, referredBy };
}

/** What a new registration stores of referrals: its own code, and who referred it. */
export const referralFields = (marathonId: string, uid: string, referredBy: string | null) => ({
  referralCode: referralCodeOf(marathonId, uid),
  ...(referredBy === null ? {} : { referredBy }),
});

/** A use taken for a registration: given back unless that registration came to be with it. */
export interface TakenUse {
  giveBackUnlessRegistered(): Promise<void>;
}

/**
 * The code whose use the registration `stored` holds: a priced place's code, or the guaranteed code
 * that admitted a free one.
 */
const codeHeldBy = (stored: RegistrationDoc | undefined): string | null =>
  stored?.payment?.code ?? stored?.guaranteedCode ?? null;

/**
 * What a new registration stores of the code admitting it to a free distance: a guaranteed code
 * gives the entry itself there (a ballot distance outside its draw), so its use is taken and held.
 */
export const guaranteedFields = (offered: Offered, due: object | undefined) =>
  due === undefined && offered.checked?.coupon.guaranteed === true
    ? { guaranteedCode: offered.checked.coupon.code }
    : {};

/**
 * Takes the code's use for the registration of `uid` (409 "used up" when none is left): on a priced
 * hold, and on a free distance for a guaranteed code (`guaranteedFields`). Any other code gives
 * nothing on a free distance and takes no use.
 */
export async function takeUse(
  marathon: DocumentReference,
  offered: Offered,
  due: { discount?: number | undefined } | undefined,
  uid: string,
  now: Timestamp,
): Promise<TakenUse | null> {
  const { checked } = offered;
  if (checked === null) return null;
  if (due === undefined && !checked.coupon.guaranteed) return null;
  const claim = await claimUse(checked.ref, checked.coupon, uid, due?.discount ?? 0, now);
  if (claim === 'alreadyOurs') {
    // Held by the runner's registration (the same request sent twice): not this request's to give.
    const stored = (
      await registrationRef(marathon, uid).withConverter(registrationDocs).get()
    ).data();
    if (codeHeldBy(stored) === checked.coupon.code) return null;
    // Held by a place of theirs that ended paid (transferred, deferred, withdrawn): used.
    throw conflict('discount_code_used_up');
  }
  return {
    async giveBackUnlessRegistered() {
      const stored = (
        await registrationRef(marathon, uid).withConverter(registrationDocs).get()
      ).data();
      // Another request of the same runner may have registered with this very use.
      if (codeHeldBy(stored) === checked.coupon.code) return;
      const use = await useOf(checked.ref, uid);
      const batch = db().batch();
      giveBackUse(batch, checked.ref, use);
      await batch.commit();
    },
  };
}
