// Referrals counted and rewarded (docs/coupons.md): a referred runner who is confirmed counts once for
// their referrer (`referrals/{uid}`, created once), and every `every`th counted referral refunds
// `reward` to the referrer through the one door out (refunds.ts): from the referrer's own ledger
// entries, never more than is left of what they paid. Count and refund are one transaction.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from '../store/collections.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { registrationOf, registrationRef } from '../store/registration-doc.js';
import {
  leftToRefund,
  ownEntriesWithMoney,
  sendStaged,
  stageRefund,
  type RefundPlan,
  type StagedRefund,
} from './refunds.js';

/** `reward` taken from `entries` in order, at most what is left of them. */
function rewardPlans(entries: readonly DocumentSnapshot[], reward: number): RefundPlan[] {
  let left = reward;
  return entries.flatMap((payment): RefundPlan[] => {
    const take = Math.min(left, leftToRefund(payment));
    left -= take;
    return take > 0 ? [{ payment, amount: take, band: 'referral', reason: 'Referral reward' }] : [];
  });
}

/**
 * Counts `referredUid` (now confirmed) for `referrerUid` once, and refunds the reward when the count
 * reaches a multiple of the race's `every`. Nothing when referrals are off, the referrer is gone or
 * is the runner themself, or the runner was counted before.
 */
export async function countReferral(
  marathonId: string,
  referredUid: string,
  referrerUid: string,
): Promise<void> {
  if (referredUid === referrerUid) return;
  const race = marathonRef(marathonId);
  const counted = race.collection(COLLECTIONS.referrals).doc(referredUid);
  const referrer = registrationRef(race, referrerUid);
  const staged: StagedRefund[] = [];
  await db().runTransaction(async (tx) => {
    staged.length = 0;
    const [marathon, seen, held] = await Promise.all([
      tx.get(race),
      tx.get(counted),
      tx.get(referrer),
    ]);
    if (!marathon.exists || seen.exists || !held.exists) return;
    const { referrals: settings } = marathonOf(marathon);
    if (!settings.enabled) return;
    const now = Timestamp.now();
    const runner = registrationOf(held);
    const count = runner.referrals + 1;
    const due = settings.reward > 0 && count % settings.every === 0;
    const entries = due ? await ownEntriesWithMoney(race, held, tx) : [];
    const plans = rewardPlans(entries, settings.reward);
    const rewarded = plans.reduce((n, p) => n + p.amount, 0);
    tx.create(counted, { referrer: referrerUid, at: now, rewarded });
    tx.update(referrer, {
      referrals: count,
      referralRewarded: runner.referralRewarded + rewarded,
    });
    for (const plan of plans) staged.push(stageRefund(tx, plan, now));
  });
  if (staged.length > 0) await sendStaged(race, staged);
}
