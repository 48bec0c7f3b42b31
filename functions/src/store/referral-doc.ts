// A race's counted referrals (docs/coupons.md): `marathons/{id}/referrals/{referredUid}`, created
// once, when a referred runner's place is confirmed with money received, naming the referrer and the
// ledger entries that money sits on (so whether it was kept can be read again from the ledger).
import type { DocumentData, DocumentReference, Query, Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf, raceCollection } from './converter.js';
import { countIn, textIn, timeOrNull } from './field-values.js';

export interface ReferralDoc {
  /** The referred runner's uid (the document's id). */
  id: string;
  /** The referrer's uid. */
  referrer: string;
  at: Timestamp | null;
  /** The reward refunded to the referrer when this referral was counted. */
  rewarded: number;
  /** The referred place's own ledger entries when it was counted; none for one stored before. */
  paymentIds: string[];
}

const readReferral = (data: DocumentData, id: string): ReferralDoc => ({
  id,
  referrer: textIn(data.referrer),
  at: timeOrNull(data.at),
  rewarded: countIn(data.rewarded),
  paymentIds: Array.isArray(data.paymentIds)
    ? data.paymentIds.filter((p: unknown): p is string => typeof p === 'string')
    : [],
});

export const referralDocs = converterOf<ReferralDoc>(readReferral);

const referrals = raceCollection(COLLECTIONS.referrals, referralDocs);
const referralsOf = referrals.of;

/** The referral of a referred runner (by uid), read as its model; created with `newReferralDoc`. */
export const referralRef = referrals.ref;

/** Every referral counted for `referrerUid` in the race. */
export const referralsOfReferrer = (
  marathon: DocumentReference,
  referrerUid: string,
): Query<ReferralDoc> => referralsOf(marathon).where('referrer', '==', referrerUid);

/** The referrals whose money sits (in part) on ledger entry `paymentId`. */
export const referralsPaidBy = (
  marathon: DocumentReference,
  paymentId: string,
): Query<ReferralDoc> => referralsOf(marathon).where('paymentIds', 'array-contains', paymentId);

/** Every referral of the race (the books). */
export const allReferrals = (marathon: DocumentReference): Query<ReferralDoc> =>
  referralsOf(marathon);

export const newReferralDoc = (r: Omit<ReferralDoc, 'id'>) => ({ ...r });
