// Discount codes through the API on the local stack (docs/coupons.md): percent and amount codes in
// the quote and the registration, each refusal with its own sentence and nothing taken, a code's
// tries counted per address (quotes) and per account (registrations) with 429 over the limit, a code to
// zero confirming at once, an edit checked as a whole, a batch of single-use codes as CSV, a use given
// back when its hold expires or its runner withdraws unpaid, and the code named in finance.csv.
import * as coupons from '@run/contract/endpoints/coupons';
import * as payments from '@run/contract/endpoints/payments';
import * as refunds from '@run/contract/endpoints/refunds';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { COUPON_REFUSALS } from '@run/contract/domain/coupons';
import { REFUSALS } from '@run/contract/domain/refusals';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { CODE_LIMIT } from '../src/coupons/code-limit.js';
import { ownWindowRef } from '../src/lib/rate-limit.js';
import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import { withdraw } from './actions.js';
import {
  applyWithCode,
  codeOf,
  createCode,
  paidWith,
  quoteWith,
  storedUses,
} from './coupon-actions.js';
import { api, createMarathon, fakeIp, freshWindow, registrationForm } from './helpers.js';
import {
  BANK_ACCOUNT,
  createPricedMarathon,
  holdRunsOut,
  inDays,
  sendTestEvent,
  startCard,
  testEvent,
} from './pay.js';
import { adminDb, clearPeerBudget, storedRegistration } from './stored.js';
import { accounts, signUp } from './users.js';

const [owner] = accounts('code-owner');

/**
 * The time a code-limit test needs inside one 10-minute window: a window that ends sooner is waited
 * out first, so the test's own timeout covers that wait as well as the tries.
 */
const WINDOW_ROOM = 60_000;

describe('discount codes', () => {
  it('takes a percent or an amount off the price, the fee on what is left, in the quote and the hold', async () => {
    const id = await createPricedMarathon(owner, {
      more: { runnerFee: { percent: 10, fixed: 0 } },
    });
    await createCode(id, owner, { code: 'club-20', kind: 'percent', value: 20 });
    await createCode(id, owner, { code: 'TENOFF', kind: 'amount', value: 1000 });
    const percent = await quoteWith(id, 'Club-20');
    // Early bird 45.00: 20 % off is 9.00, the fee 10 % of 36.00.
    expect(percent.body).toMatchObject({ amount: 4500, discount: 900, fee: 360, total: 3960 });
    expect(percent.body).toMatchObject({ code: 'CLUB-20' });
    const runner = await signUp('code-amount');
    const res = await applyWithCode(id, runner, { code: 'tenoff' });
    expect(res.body).toMatchObject({
      status: 'pending_payment',
      payment: { amount: 4500, discount: 1000, fee: 350, total: 3850, code: 'TENOFF' },
    });
    expect(await codeOf(id, owner, 'TENOFF')).toMatchObject({ uses: 1, discounted: 1000 });
    // Paid: finance.csv names the code of the payment.
    const paymentId = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(paymentId, 3850))).status).toBe(200);
    const csv = await api.call(refunds.financeCsv, { params: { id }, token: owner.token });
    expect(csv.text).toMatch(/"Code"\r\n/u);
    expect(csv.text).toContain('"TENOFF"');
  });

  it('refuses an unknown, early, expired, used-up or other distance’s code with its own sentence, taking nothing', async () => {
    const id = await createMarathon(owner, {
      distances: [
        {
          id: 'half',
          name: 'Half',
          runningDistance: '21 KM',
          prices: [{ label: 'All', amount: 3000, until: null }],
        },
        {
          id: 'full',
          name: 'Full',
          runningDistance: '42 KM',
          prices: [{ label: 'All', amount: 5000, until: null }],
        },
      ],
      currency: 'EUR',
      paymentMethods: ['card', 'bank_transfer'],
      bankAccount: BANK_ACCOUNT,
    });
    await createCode(id, owner, { code: 'HALF-ONLY', distanceIds: ['half'] });
    await createCode(id, owner, { code: 'SOON', validFrom: inDays(2) });
    await createCode(id, owner, { code: 'GONE', validFrom: inDays(-3), validUntil: inDays(-1) });
    await createCode(id, owner, { code: 'ONCE', maxUses: 1 });
    const first = await signUp('code-first');
    expect((await applyWithCode(id, first, { code: 'ONCE', distanceId: 'full' })).status).toBe(200);
    const cases = [
      ['NO-SUCH', 'discount_code_unknown'],
      ['SOON', 'discount_code_not_yet'],
      ['GONE', 'discount_code_expired'],
      ['ONCE', 'discount_code_used_up'],
      ['HALF-ONLY', 'discount_code_wrong_distance'],
    ] as const;
    for (const [code, refusal] of cases) {
      const sentence = { error: COUPON_REFUSALS[refusal], code: refusal };
      const runner = await signUp('code-refused');
      const res = await applyWithCode(id, runner, { code, distanceId: 'full' });
      expect(res.status, code).toBe(409);
      expect(res.body).toEqual(sentence);
      expect((await storedRegistration(id, runner.uid)).exists, code).toBe(false);
      const quoted = await quoteWith(id, code, 'full');
      expect(quoted.status, code).toBe(409);
      expect(quoted.body).toEqual(sentence);
    }
    expect(await storedUses(id, 'ONCE')).toBe(1);
    expect(await storedUses(id, 'HALF-ONLY')).toBe(0);
    // The distance it is for takes it.
    const half = await signUp('code-half');
    const ok = await applyWithCode(id, half, { code: 'HALF-ONLY', distanceId: 'half' });
    expect(ok.body).toMatchObject({ payment: { discount: 1000, total: 2000 } });
  });

  it(
    'counts a quote’s code tries per address: the 31st in 10 minutes is 429 whether the code is good or not',
    { timeout: WINDOW_ROOM + 60_000 },
    async () => {
      await freshWindow(CODE_LIMIT.windowMs, WINDOW_ROOM);
      await clearPeerBudget(CODE_LIMIT);
      const id = await createPricedMarathon(owner);
      await createCode(id, owner, { code: 'REAL-CODE' });
      const address = `${fakeIp()}, ${fakeIp()}`;
      for (let i = 0; i < CODE_LIMIT.max; i += 1) {
        const guess = await quoteWith(id, `GUESS-${i}`, undefined, address);
        expect(guess.status, `guess ${i + 1}`).toBe(409);
        expect(guess.body).toEqual({
          error: COUPON_REFUSALS.discount_code_unknown,
          code: 'discount_code_unknown',
        });
      }
      for (const code of ['REAL-CODE', 'GUESS-MORE']) {
        const refused = await quoteWith(id, code, undefined, address);
        expect(refused.status, code).toBe(429);
        expect(refused.body, code).toEqual({
          error: REFUSALS[CODE_LIMIT.refusal],
          code: CODE_LIMIT.refusal,
        });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      // Another address is not held back, and a quote without a code is never counted.
      expect((await quoteWith(id, 'REAL-CODE')).body).toMatchObject({ discount: 1000 });
      const plain = await api.call(payments.quote, {
        params: { id },
        query: {},
        headers: { 'x-forwarded-for': address },
      });
      expect(plain.status).toBe(200);
    },
  );

  it(
    'counts a runner’s code tries per account: over the limit the registration is 429 and nothing is taken',
    { timeout: WINDOW_ROOM + 60_000 },
    async () => {
      await freshWindow(CODE_LIMIT.windowMs, WINDOW_ROOM);
      const id = await createPricedMarathon(owner);
      await createCode(id, owner, { code: 'REAL-CODE', maxUses: 5 });
      const runner = await signUp('code-guesser');
      // The account's window, filled as 30 guesses would fill it (each a registration refused 409).
      const window = ownWindowRef(adminDb(), CODE_LIMIT, 'account', runner.uid);
      await window.set({
        count: CODE_LIMIT.max - 1,
        expireAt: Timestamp.fromMillis(Date.now() + 2 * CODE_LIMIT.windowMs),
      });
      const last = await applyWithCode(id, runner, { code: 'GUESS-LAST' });
      expect(last.status).toBe(409);
      expect(last.body).toEqual({
        error: COUPON_REFUSALS.discount_code_unknown,
        code: 'discount_code_unknown',
      });
      const good = await applyWithCode(id, runner, { code: 'REAL-CODE' });
      expect(good.status).toBe(429);
      expect(good.body).toEqual({
        error: REFUSALS[CODE_LIMIT.refusal],
        code: CODE_LIMIT.refusal,
      });
      expect((await storedRegistration(id, runner.uid)).exists).toBe(false);
      expect(await storedUses(id, 'REAL-CODE')).toBe(0);
      // Without a code the runner registers as ever.
      expect((await applyWithCode(id, runner, {})).status).toBe(200);
    },
  );

  it('confirms at once, without a payment, a registration whose code takes the whole price', async () => {
    const id = await createPricedMarathon(owner);
    await createCode(id, owner, { code: 'FREE-ENTRY', kind: 'percent', value: 100 });
    const runner = await signUp('code-free');
    const res = await applyWithCode(id, runner, { code: 'FREE-ENTRY' });
    expect(res.body).toMatchObject({
      modifiedCount: 1,
      status: 'confirmed',
      payment: { amount: 4500, discount: 4500, total: 0 },
    });
    const stored = (await storedRegistration(id, runner.uid)).data();
    expect(stored).toMatchObject({ status: 'confirmed' });
    expect(typeof stored?.passId).toBe('string');
  });

  it('checks an edit of a code as a whole: the terms it leaves must pass a creation’s checks (400 naming the field), and nothing changes', async () => {
    const id = await createPricedMarathon(owner);
    await createCode(id, owner, { code: 'TWENTY', kind: 'percent', value: 20 });
    await createCode(id, owner, { code: 'TEN-OFF', kind: 'amount', value: 1000 });
    await createCode(id, owner, {
      code: 'WINDOW',
      validFrom: inDays(2),
      validUntil: inDays(5),
    });
    const edit = (code: string, body: Record<string, unknown>) =>
      api.call(coupons.updateCoupon, { params: { id, code }, token: owner.token, body });
    const before = await Promise.all(
      ['TWENTY', 'TEN-OFF', 'WINDOW'].map((c) => codeOf(id, owner, c)),
    );
    const refused = [
      // 5000 % of the stored percent kind.
      ['TWENTY', { value: 5000 }, 'value'],
      // A percent kind for the stored 1000 (a percent is at most 100).
      ['TEN-OFF', { kind: 'percent' }, 'value'],
      // Ends before the stored start.
      ['WINDOW', { validUntil: inDays(1) }, 'validUntil'],
    ] as const;
    for (const [code, body, field] of refused) {
      const res = await edit(code, body);
      expect(res.status, code).toBe(400);
      expect(res.body.details, code).toEqual([{ field, message: expect.any(String) }]);
    }
    const after = await Promise.all(
      ['TWENTY', 'TEN-OFF', 'WINDOW'].map((c) => codeOf(id, owner, c)),
    );
    expect(after).toEqual(before);
    // An edit that leaves good terms is taken.
    const ok = await edit('TWENTY', { value: 100 });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ kind: 'percent', value: 100 });
  });

  it('makes a batch of 5,000 single-use codes as CSV, each good once', async () => {
    const id = await createPricedMarathon(owner);
    const res = await api.call(coupons.createCouponBatch, {
      params: { id },
      token: owner.token,
      body: { prefix: 'club', count: 5000, kind: 'percent', value: 50 },
    });
    expect(res.status).toBe(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('"code","kind","value"');
    const codes = lines.slice(1).map((l) => l.split(',')[0]?.replaceAll('"', '') ?? '');
    expect(codes).toHaveLength(5000);
    expect(new Set(codes).size).toBe(5000);
    expect(codes.every((c) => /^CLUB-[0-9A-Z]{8}$/u.test(c))).toBe(true);
    const [code = ''] = codes;
    expect((await applyWithCode(id, await signUp('batch-a'), { code })).status).toBe(200);
    const second = await applyWithCode(id, await signUp('batch-b'), { code });
    expect(second.body).toEqual({
      error: COUPON_REFUSALS.discount_code_used_up,
      code: 'discount_code_used_up',
    });
  });

  it('keeps the use of a paid place that ended: its runner registering again is told it is used', async () => {
    const id = await createPricedMarathon(owner);
    await createCode(id, owner, { code: 'ONCE-EACH' });
    const runner = await paidWith(id, 'code-again', { code: 'ONCE-EACH' });
    expect((await withdraw(id, runner)).status).toBe(200);
    expect(await storedUses(id, 'ONCE-EACH')).toBe(1);
    const again = await applyWithCode(id, runner, { code: 'ONCE-EACH' });
    expect(again.body).toEqual({
      error: COUPON_REFUSALS.discount_code_used_up,
      code: 'discount_code_used_up',
    });
    expect((await storedRegistration(id, runner.uid)).exists).toBe(false);
    expect((await applyWithCode(id, runner, {})).status).toBe(200);
  });

  it('takes a code with a waitlist offer’s acceptance; a refused one leaves the offer standing', async () => {
    const id = await createPricedMarathon(owner, { capacity: 1 });
    await createCode(id, owner, { code: 'WAITED', kind: 'percent', value: 10 });
    const [first, waiting] = await Promise.all([signUp('code-first'), signUp('code-waiting')]);
    expect((await applyWithCode(id, first, {})).status).toBe(200);
    await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: waiting.token,
      body: registrationForm(waiting.email),
    });
    expect((await withdraw(id, first)).status).toBe(200);
    const accept = (code: string) =>
      api.call(waitlist.acceptOffer, { params: { id }, token: waiting.token, body: { code } });
    expect((await accept('NO-SUCH')).body).toEqual({
      error: COUPON_REFUSALS.discount_code_unknown,
      code: 'discount_code_unknown',
    });
    expect((await accept('waited')).body).toMatchObject({
      modifiedCount: 1,
      payment: { amount: 4500, discount: 450, code: 'WAITED' },
    });
    expect(await storedUses(id, 'WAITED')).toBe(1);
  });

  it('gives a use back when its hold expires, or its runner withdraws unpaid', async () => {
    const id = await createPricedMarathon(owner);
    await createCode(id, owner, { code: 'ONE-USE', maxUses: 1 });
    const late = await signUp('code-late');
    expect((await applyWithCode(id, late, { code: 'ONE-USE' })).status).toBe(200);
    await holdRunsOut(id, late.uid);
    await expireDueHoldsEverywhere();
    expect((await storedRegistration(id, late.uid)).exists).toBe(false);
    expect(await codeOf(id, owner, 'ONE-USE')).toMatchObject({ uses: 0, discounted: 0 });
    const quitter = await signUp('code-quitter');
    expect((await applyWithCode(id, quitter, { code: 'ONE-USE' })).status).toBe(200);
    expect((await withdraw(id, quitter)).status).toBe(200);
    expect(await storedUses(id, 'ONE-USE')).toBe(0);
    const next = await signUp('code-next');
    expect((await applyWithCode(id, next, { code: 'ONE-USE' })).body).toMatchObject({
      payment: { discount: 1000 },
    });
  });
});
