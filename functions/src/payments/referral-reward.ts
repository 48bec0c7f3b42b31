// Referrals counted and rewarded (docs/coupons.md). Only money received and kept counts: a referred
// runner is counted once (`referrals/{uid}`, created once) when their place is confirmed with money
// its own ledger entries still keep, so a free place or one a code made free counts for nothing; a
// referral whose money all went back later (a withdrawal, an organiser's refund, a lost dispute)
// is taken back from the count. The count is always read again from those entries. A reward is
// refunded through the one door out (refunds.ts), from the referrer's own entries and never more
// than is left of what they paid, each time the count reaches a multiple of `every` it never reached
// before: a reward given for a referral later refunded is not taken back from the referrer (money
// moves once), but the next referral does not earn it again. Count and refund are one transaction.
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { paymentRef } from '../store/payment-doc.js';
import {
  newReferralDoc,
  referralRef,
  referralsOfReferrer,
  referralsPaidBy,
  type ReferralDoc,
} from '../store/referral-doc.js';
import { ownEntryIds, registrationOf, registrationRef } from '../store/registration-doc.js';
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

/** The ledger entries named by `ids`, read in `tx`, by id. */
async function entriesOf(
  tx: Transaction,
  race: ReturnType<typeof marathonRef>,
  ids: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const read = await tx.getAll(...unique.map((id) => paymentRef(race, id)));
  return new Map(read.map((e) => [e.id, e]));
}

/** What `ids`' entries keep of the money they received (nothing for entries never paid). */
const keptBy = (ids: readonly string[], entries: Map<string, DocumentSnapshot>): number =>
  ids.reduce((n, id) => {
    const entry = entries.get(id);
    return n + (entry ? leftToRefund(entry) : 0);
  }, 0);

/**
 * Counts the referrals of `referrerUid` again from the ledger, with `referredUid` (just confirmed)
 * counted once when its place keeps money, and refunds the rewards of every multiple of `every`
 * newly reached. Nothing when referrals are off or the referrer is gone.
 */
async function settleReferrals(
  marathonId: string,
  referrerUid: string,
  referredUid?: string,
): Promise<void> {
  const race = marathonRef(marathonId);
  const referrer = registrationRef(race, referrerUid);
  const staged: StagedRefund[] = [];
  await db().runTransaction(async (tx) => {
    staged.length = 0;
    const newly = referredUid === undefined ? [] : [referralRef(race, referredUid)];
    const newlyHeld = referredUid === undefined ? [] : [registrationRef(race, referredUid)];
    const [[marathon, held, ...more], counted] = await Promise.all([
      tx.getAll(race, referrer, ...newly, ...newlyHeld),
      tx.get(referralsOfReferrer(race, referrerUid)),
    ]);
    if (!marathon?.exists || !held?.exists) return;
    const { referrals: settings } = marathonOf(marathon);
    if (!settings.enabled) return;
    const runner = registrationOf(held);
    const since = runner.createdAt?.toMillis() ?? 0;
    // Referrals counted since this registration of the referrer (one before it counted for that).
    const docs: ReferralDoc[] = counted.docs
      .map((d) => d.data())
      .filter((r) => (r.at?.toMillis() ?? 0) >= since);
    const [seen, candidate] = more;
    const candidateIds =
      candidate?.exists === true &&
      seen?.exists === false &&
      registrationOf(candidate).status === 'confirmed' &&
      registrationOf(candidate).referredBy === referrerUid
        ? ownEntryIds(candidate)
        : [];
    const entries = await entriesOf(tx, race, [
      ...docs.flatMap((r) => r.paymentIds),
      ...candidateIds,
    ]);
    // A free place, or one a code made free, has no money: it is not counted, now or later.
    const counts = candidateIds.length > 0 && keptBy(candidateIds, entries) > 0;
    const count = docs.filter((r) => keptBy(r.paymentIds, entries) > 0).length + (counts ? 1 : 0);
    const every = settings.every;
    const reached = runner.referralMilestones ?? Math.floor(runner.referrals / every);
    const milestones = Math.floor(count / every);
    const due = settings.reward > 0 ? Math.max(0, milestones - reached) : 0;
    const mine = due > 0 ? await ownEntriesWithMoney(race, held, tx) : [];
    const plans = rewardPlans(mine, settings.reward * due);
    const rewarded = plans.reduce((n, p) => n + p.amount, 0);
    const now = Timestamp.now();
    if (counts && referredUid !== undefined) {
      tx.create(
        referralRef(race, referredUid),
        newReferralDoc({ referrer: referrerUid, at: now, rewarded, paymentIds: candidateIds }),
      );
    }
    const changed =
      count !== runner.referrals || milestones > reached || runner.referralMilestones === null;
    if (!changed) return;
    tx.update(referrer, {
      referrals: count,
      referralMilestones: Math.max(reached, milestones),
      referralRewarded: runner.referralRewarded + rewarded,
    });
    for (const plan of plans) staged.push(stageRefund(tx, plan, now));
  });
  if (staged.length > 0) await sendStaged(race, staged);
}

/**
 * Counts `referredUid` (now confirmed) for `referrerUid` once if their place keeps money, and
 * refunds a reward when the count reaches a new multiple of the race's `every`. Nothing for the
 * runner themself.
 */
export async function countReferral(
  marathonId: string,
  referredUid: string,
  referrerUid: string,
): Promise<void> {
  if (referredUid === referrerUid) return;
  await settleReferrals(marathonId, referrerUid, referredUid);
}

/**
 * Ledger entry `paymentId` gave back the last of its money: every referral it paid for is counted
 * again (taken back from its referrer's count).
 */
export async function takeBackReferrals(marathonId: string, paymentId: string): Promise<void> {
  const paid = await referralsPaidBy(marathonRef(marathonId), paymentId).get();
  const referrers = new Set(paid.docs.map((d) => d.data().referrer));
  for (const referrer of referrers) await settleReferrals(marathonId, referrer);
}
