// Referral links through the API on the local stack (docs/coupons.md): a confirmed runner's code on
// My Apply List, each referred runner who pays counted once for their referrer (never for
// themself), and the reward refunded at every `every`th counted referral, never beyond what the
// referrer paid.
import * as coupons from '@run/contract/endpoints/coupons';
import { describe, expect, it } from 'vitest';

import { referralCodeOf } from '../src/coupons/referral-code.js';
import { withdraw } from './actions.js';
import { applyWithCode, createCode, paidWith, payAgain } from './coupon-actions.js';
import { api, eventually } from './helpers.js';
import { booksOf, createPricedMarathon, daysAway, myRecord, refundDocs } from './pay.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';

const [owner] = accounts('ref-owner');

const REFERRALS = { enabled: true, every: 2, reward: 1500 };

const referralsOf = async (id: string, runner: TestUser) =>
  (await myRecord(id, runner))?.referrals ?? 0;

/** Waits for the registration trigger to count the referrer's `n`th referral. */
const counted = (id: string, referrer: TestUser, n: number) =>
  eventually(`${n} referrals`, async () =>
    (await referralsOf(id, referrer)) >= n ? referralsOf(id, referrer) : undefined,
  );

const rewardsOf = async (id: string, referrer: TestUser) =>
  (await refundDocs(id))
    .map((d) => d.data())
    .filter((r) => r.userId === referrer.uid && r.band === 'referral')
    .map((r) => Number(r.amount));

describe('referrals', () => {
  it('counts each referred runner who pays once, and refunds the reward at every second', async () => {
    const id = await createPricedMarathon(owner, { more: { referrals: REFERRALS } });
    const referrer = await paidWith(id, 'ref-referrer');
    const code = (await myRecord(id, referrer))?.referralCode;
    expect(code).toBe(referralCodeOf(id, referrer.uid));
    const first = await paidWith(id, 'ref-friend', { referralCode: code ?? '' });
    expect(await counted(id, referrer, 1)).toBe(1);
    expect(await rewardsOf(id, referrer)).toEqual([]);
    // The same friend leaving and paying again by the link is not counted again: the next friend
    // makes two, and the trigger's passes for both are given time before the count is read again.
    expect((await withdraw(id, first)).status).toBe(200);
    await payAgain(id, first, code ?? '');
    await paidWith(id, 'ref-friend-b', { referralCode: code ?? '' });
    expect(await counted(id, referrer, 2)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await referralsOf(id, referrer)).toBe(2);
    expect(await rewardsOf(id, referrer)).toEqual([1500]);
    const list = await api.call(coupons.listReferrers, {
      params: { id },
      token: owner.token,
      query: {},
    });
    expect(list.body.referrers).toEqual([
      expect.objectContaining({ userId: referrer.uid, referrals: 2, rewarded: 1500 }),
    ]);
  });

  it('never counts a runner for themself, nor rewards beyond what the referrer paid', async () => {
    const id = await createPricedMarathon(owner, { more: { referrals: REFERRALS } });
    await createCode(id, owner, { code: 'NEARLY-FREE', value: 4000 });
    // Paid 5.00 of the 45.00 price: that is all two rewards of 15.00 can give back.
    const referrer = await paidWith(id, 'ref-cheap', { code: 'NEARLY-FREE' });
    const code = (await myRecord(id, referrer))?.referralCode ?? '';
    const self = await signUp('ref-self');
    await applyWithCode(id, self, { referralCode: referralCodeOf(id, self.uid) });
    expect((await storedRegistration(id, self.uid)).data()?.referredBy).toBeUndefined();
    for (const n of [1, 2, 3, 4]) {
      await paidWith(id, 'ref-friend', { referralCode: code });
      expect(await counted(id, referrer, n)).toBe(n);
    }
    expect(await rewardsOf(id, referrer)).toEqual([500]);
    expect((await myRecord(id, referrer))?.refund).toMatchObject({ amount: 500 });
  });

  it('counts only money received and kept: a free, fully discounted or fully refunded referral earns nothing', async () => {
    // €100.00 for the 10K, a free fun run beside it, a 100 % code; a reward of €20.00 at every
    // referral; 40 days away, so a withdrawal is refunded in full.
    const id = await createPricedMarathon(owner, {
      more: {
        marathonStartDate: daysAway(40),
        referrals: { enabled: true, every: 1, reward: 2000 },
        distances: [
          {
            id: '10k',
            name: '10K',
            runningDistance: '10 KM',
            capacity: null,
            prices: [{ label: 'Regular', amount: 10000, until: null }],
          },
          { id: 'fun-run', name: 'Fun run', runningDistance: '5 KM', capacity: null },
        ],
      },
    });
    const race = adminDb().doc(`marathons/${id}`);
    await createCode(id, owner, { code: 'ALL-FREE', kind: 'percent', value: 100 });
    const referrer = await paidWith(id, 'ref-payer', { distanceId: '10k' });
    const code = (await myRecord(id, referrer))?.referralCode ?? '';
    const free = await signUp('ref-free');
    const freeApplied = await applyWithCode(id, free, {
      referralCode: code,
      distanceId: 'fun-run',
    });
    expect(freeApplied.status, freeApplied.text).toBe(200);
    const discounted = await signUp('ref-discounted');
    const applied = await applyWithCode(id, discounted, {
      referralCode: code,
      code: 'ALL-FREE',
      distanceId: '10k',
    });
    expect(applied.body).toMatchObject({ status: 'confirmed' });
    // Paid, rewarded, then withdrawn with everything back: taken back from the count.
    const leaver = await paidWith(id, 'ref-leaver', { referralCode: code, distanceId: '10k' });
    expect(await counted(id, referrer, 1)).toBe(1);
    expect((await withdraw(id, leaver)).body).toMatchObject({ refund: { amount: 10000 } });
    await eventually('the refunded referral taken back', async () =>
      (await referralsOf(id, referrer)) === 0 ? true : undefined,
    );
    // The next friend who pays brings the count back to one, a multiple already rewarded.
    const kept = await paidWith(id, 'ref-keeper', { referralCode: code, distanceId: '10k' });
    await eventually('the paying friend counted', async () =>
      (await race.collection('referrals').doc(kept.uid).get()).exists ? true : undefined,
    );
    expect(await referralsOf(id, referrer)).toBe(1);
    expect(await rewardsOf(id, referrer)).toEqual([2000]);
    for (const runner of [free, discounted]) {
      expect((await race.collection('referrals').doc(runner.uid).get()).exists).toBe(false);
    }
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });
});
