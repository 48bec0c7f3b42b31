// Discount codes and deferral credits on orders for several runners, through the API on the local
// stack (docs/orders.md, "Codes and credits"): a code once per order or once per entry, one use per
// order, a used-up or unsuited code refusing the whole order with nothing taken, the use given back
// when the order's hold runs out, a credit paying part or all of an order, and a withdrawn entry of a
// discounted paid order refunded exactly its share, and a quote that equals what the order is
// charged and takes nothing.
import * as deferrals from '@run/contract/endpoints/deferrals';
import * as orders from '@run/contract/endpoints/orders';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { COUPON_REFUSALS } from '@run/contract/domain/coupons';
import { refusalSentence } from '@run/contract/domain/refusals';
import { describe, expect, it } from 'vitest';

import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import { applyTo, withdraw } from './actions.js';
import { createCode, storedUses } from './coupon-actions.js';
import { api, registrationForm } from './helpers.js';
import {
  booksOf,
  createPricedMarathon,
  holdRunsOut,
  ledger,
  sendTestEvent,
  startCard,
  testEvent,
} from './pay.js';
import { adminDb, storedRegistration } from './stored.js';
import { signUpVerified, verifiedAccounts, type TestUser } from './users.js';
import { other, registered, self, startOrderCard, twoDistanceRace } from './order-actions.js';

const [owner] = verifiedAccounts('order-codes-owner');

/** An order of race `id` by `buyer` with the rest of the body (`code`, `useCredit`). */
const orderWith = (
  id: string,
  buyer: TestUser,
  entries: unknown[],
  more: { code?: string; useCredit?: boolean } = {},
) =>
  api.call(orders.createOrder, { params: { id }, token: buyer.token, body: { entries, ...more } });

/** The use documents of `code` on race `id`: one per order holding a use. */
const useIds = async (id: string, code: string) =>
  (await adminDb().collection(`marathons/${id}/coupons/${code}/uses`).get()).docs.map((d) => d.id);

/**
 * A verified buyer holding a credit of 40.00 EUR from `owner`: they paid 45.00 for a place of
 * another race of the organiser's and deferred it (the race keeps 5.00).
 */
async function buyerWithCredit(label: string): Promise<TestUser> {
  const first = await createPricedMarathon(owner, {
    prices: [{ label: 'Regular', amount: 4500, until: null }],
    more: { deferrals: { enabled: true, untilDays: 14, fee: 500 } },
  });
  const buyer = await signUpVerified(label);
  expect((await applyTo(first, buyer)).status).toBe(200);
  const paymentId = await startCard(first, buyer);
  expect((await sendTestEvent(testEvent(paymentId, 4500))).status).toBe(200);
  const deferred = await api.call(deferrals.deferRegistration, {
    params: { id: first, userId: buyer.uid },
    token: buyer.token,
  });
  expect(deferred.status, deferred.text).toBe(201);
  expect(deferred.body.amount).toBe(4000);
  return buyer;
}

const quote = (
  id: string,
  buyer: TestUser,
  entries: Record<string, unknown>[],
  more: { code?: string; useCredit?: boolean } = {},
) =>
  api.call(orders.quoteOrder, {
    params: { id },
    token: buyer.token,
    body: { lines: entries.map((e) => ({ ...e, kind: 'entry' as const })), ...more },
  });

const creditsOf = (runner: TestUser) =>
  api.call(deferrals.myCredits, { params: { userId: runner.uid }, token: runner.token });

describe('a discount code on an order', () => {
  it('gives its discount once per order, to the dearest entry, and takes one use of the order', async () => {
    // Marathon 60.00, 10K 30.00.
    const id = await twoDistanceRace(owner, 10, 10, true);
    await createCode(id, owner, { code: 'ORDER-TEN', maxUses: 5 });
    const buyer = await signUpVerified('code-buyer');
    const res = await orderWith(
      id,
      buyer,
      [other('Kid', '10k'), self(buyer, 'marathon'), other('Partner', 'marathon')],
      { code: 'order-ten' },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe('pending_payment');
    expect(res.body.payment).toMatchObject({ total: 14000, discount: 1000, currency: 'EUR' });
    // The first of the dearest entries (the buyer's marathon) has the 10.00 off; the lead (the kid)
    // carries the order's one use.
    const stored = await storedRegistration(id, buyer.uid);
    expect(stored.get('payment')).toMatchObject({ amount: 6000, discount: 1000, total: 5000 });
    expect(stored.get('payment.code')).toBe('ORDER-TEN');
    const kidId = res.body.entries[0]?.registrationId as string;
    const lead = await storedRegistration(id, kidId);
    expect(lead.get('payment')).toMatchObject({ total: 3000, orderCode: 'ORDER-TEN' });
    expect(lead.get('payment.discount')).toBeUndefined();
    expect(await useIds(id, 'ORDER-TEN')).toEqual([res.body.orderId]);

    const paymentId = await startOrderCard(id, buyer, res.body.orderId);
    expect((await sendTestEvent(testEvent(paymentId, 14000))).status).toBe(200);
    expect((await storedRegistration(id, buyer.uid)).get('status')).toBe('confirmed');
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('gives a perEntry code’s discount to every entry it is valid for, and refunds a withdrawn one its share', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    await createCode(id, owner, {
      code: 'CLUB-PER-ENTRY',
      kind: 'percent',
      value: 10,
      distanceIds: ['marathon'],
      perEntry: true,
    });
    const buyer = await signUpVerified('per-entry-buyer');
    const partner = other('Partner', 'marathon');
    const res = await orderWith(
      id,
      buyer,
      [self(buyer, 'marathon'), other('Kid', '10k'), partner],
      { code: 'CLUB-PER-ENTRY' },
    );
    expect(res.status, res.text).toBe(201);
    // 10 % off each marathon entry (6.00 twice); the 10K is not the code's.
    expect(res.body.payment).toMatchObject({ total: 13800, discount: 1200 });
    expect(await storedUses(id, 'CLUB-PER-ENTRY')).toBe(1);
    const paymentId = await startOrderCard(id, buyer, res.body.orderId);
    expect((await sendTestEvent(testEvent(paymentId, 13800))).status).toBe(200);

    // The partner's share is what their entry paid: 60.00 less its 6.00, all of it by the policy.
    const partnerId = res.body.entries[2]?.registrationId as string;
    const withdrawn = await api.call(orders.withdrawOrderEntry, {
      params: { id, orderId: res.body.orderId, registrationId: partnerId },
      token: buyer.token,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body).toMatchObject({ deletedCount: 1, refund: { amount: 5400 } });
    expect((await ledger(id, paymentId)).get('refunded')).toBe(5400);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('refuses the whole order when the code is used up or suits none of its entries, taking nothing', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    await createCode(id, owner, { code: 'ONCE-ONLY', maxUses: 1 });
    await createCode(id, owner, { code: 'SHORT-ONLY', distanceIds: ['10k'] });
    const first = await signUpVerified('first-buyer');
    const used = await orderWith(id, first, [self(first, 'marathon')], { code: 'ONCE-ONLY' });
    expect(used.status, used.text).toBe(201);
    expect(await registered(id)).toBe(1);

    const buyer = await signUpVerified('late-buyer');
    const entries = [self(buyer, 'marathon'), other('Kid', 'marathon')];
    const usedUp = await orderWith(id, buyer, entries, { code: 'ONCE-ONLY' });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.error).toBe(COUPON_REFUSALS.discount_code_used_up);
    const wrong = await orderWith(id, buyer, entries, { code: 'SHORT-ONLY' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe(COUPON_REFUSALS.discount_code_wrong_distance);
    const unknown = await orderWith(id, buyer, entries, { code: 'NO-SUCH-CODE' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error).toBe(COUPON_REFUSALS.discount_code_unknown);
    expect(await registered(id)).toBe(1);
    expect(await useIds(id, 'ONCE-ONLY')).toEqual([used.body.orderId]);
    expect(await storedUses(id, 'SHORT-ONLY')).toBe(0);
  });

  it('gives the order’s use back when its hold runs out', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    await createCode(id, owner, { code: 'LAPSING', maxUses: 1, perEntry: true });
    const buyer = await signUpVerified('lapsing-buyer');
    const res = await orderWith(
      id,
      buyer,
      [other('Kid', '10k'), other('Partner', 'marathon'), other('Friend', 'marathon')],
      { code: 'LAPSING' },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.payment).toMatchObject({ total: 12000, discount: 3000 });
    for (const e of res.body.entries) await holdRunsOut(id, e.registrationId);
    await expireDueHoldsEverywhere();
    expect(await registered(id)).toBe(0);
    expect(await storedUses(id, 'LAPSING')).toBe(0);
    // The one use is free again: a new order takes it.
    const again = await orderWith(id, buyer, [other('Kid', '10k')], { code: 'LAPSING' });
    expect(again.status, again.text).toBe(201);
    expect(await storedUses(id, 'LAPSING')).toBe(1);
  });
});

describe('a deferral credit on an order', () => {
  it('pays part of an order with a code, lead entry first, spent once', async () => {
    const buyer = await buyerWithCredit('credit-buyer');
    const id = await twoDistanceRace(owner, 10, 10, true);
    await createCode(id, owner, { code: 'WITH-CREDIT' });
    const res = await orderWith(
      id,
      buyer,
      [self(buyer, '10k'), other('Partner', 'marathon'), other('Friend', 'marathon')],
      { code: 'WITH-CREDIT' },
    );
    expect(res.status, res.text).toBe(201);
    // 150.00, less 10.00 off the first marathon, less the 40.00 credit: 30.00 of it on the lead's
    // 10K, 10.00 on the next entry.
    expect(res.body.payment).toMatchObject({ total: 10000, discount: 1000, credit: 4000 });
    expect((await storedRegistration(id, buyer.uid)).get('payment')).toMatchObject({
      total: 0,
      creditApplied: 3000,
    });
    const partnerId = res.body.entries[1]?.registrationId as string;
    expect((await storedRegistration(id, partnerId)).get('payment')).toMatchObject({
      amount: 6000,
      discount: 1000,
      creditApplied: 1000,
      total: 4000,
    });
    expect((await creditsOf(buyer)).body).toEqual([
      expect.objectContaining({ usedAt: expect.any(String) }),
    ]);
    const paymentId = await startOrderCard(id, buyer, res.body.orderId);
    expect((await sendTestEvent(testEvent(paymentId, 10000))).status).toBe(200);
    expect((await storedRegistration(id, partnerId)).get('status')).toBe('confirmed');
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('pays a whole order, which is confirmed at once; useCredit false keeps the credit', async () => {
    const buyer = await buyerWithCredit('whole-credit-buyer');
    const id = await twoDistanceRace(owner, 10, 10, true);
    const kept = await orderWith(id, buyer, [other('Kid', '10k')], { useCredit: false });
    expect(kept.status, kept.text).toBe(201);
    expect(kept.body.payment).toMatchObject({ total: 3000 });
    expect(kept.body.payment?.credit).toBeUndefined();
    expect((await creditsOf(buyer)).body).toEqual([expect.objectContaining({ usedAt: null })]);

    const res = await orderWith(id, buyer, [self(buyer, '10k')]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe('confirmed');
    expect(res.body.payment).toBeUndefined();
    const stored = await storedRegistration(id, buyer.uid);
    expect(stored.get('status')).toBe('confirmed');
    expect(stored.get('passId')).toEqual(expect.any(String));
    expect(stored.get('payment')).toMatchObject({ amount: 3000, total: 0, creditApplied: 3000 });
    expect((await creditsOf(buyer)).body).toEqual([
      expect.objectContaining({ usedAt: expect.any(String) }),
    ]);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });
});

describe('a deferral credit on a waitlist offer taken', () => {
  it('pays what it covers of the offered place, spent once, and shows on the order’s line', async () => {
    const runner = await buyerWithCredit('waiting-credit');
    const holder = await signUpVerified('offer-holder');
    const id = await createPricedMarathon(owner, {
      capacity: 1,
      prices: [{ label: 'Regular', amount: 6000, until: null }],
    });
    expect((await applyTo(id, holder)).status).toBe(200);
    const joined = await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: runner.token,
      body: registrationForm(runner.email),
    });
    expect(joined.status, joined.text).toBe(201);
    expect((await withdraw(id, holder)).status).toBe(200);
    const accepted = await api.call(waitlist.acceptOffer, {
      params: { id },
      token: runner.token,
      body: {},
    });
    // 60.00 less the 40.00 credit.
    expect(accepted.body).toMatchObject({
      modifiedCount: 1,
      status: 'pending_payment',
      payment: { total: 2000, creditApplied: 4000 },
    });
    expect((await storedRegistration(id, runner.uid)).get('payment')).toMatchObject({
      amount: 6000,
      creditApplied: 4000,
      total: 2000,
    });
    expect((await creditsOf(runner)).body).toEqual([
      expect.objectContaining({ usedAt: expect.any(String) }),
    ]);
    const orders = await adminDb()
      .collection(`marathons/${id}/orders`)
      .where('buyerUid', '==', runner.uid)
      .get();
    expect(orders.docs.map((o) => o.get('lines'))).toEqual([
      [expect.objectContaining({ price: 6000, credit: 4000, total: 2000 })],
    ]);
    const paymentId = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(paymentId, 2000))).status).toBe(200);
    expect((await storedRegistration(id, runner.uid)).get('status')).toBe('confirmed');
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });
});

describe('the quote of an order', () => {
  it('equals what the order of three with a code and credit is charged, and takes nothing', async () => {
    const buyer = await buyerWithCredit('quoting-buyer');
    const id = await twoDistanceRace(owner, 10, 10, true);
    await createCode(id, owner, { code: 'QUOTED', maxUses: 1 });
    const entries = [self(buyer, '10k'), other('Partner', 'marathon'), other('Friend', 'marathon')];
    const quoted = await quote(id, buyer, entries, { code: 'QUOTED' });
    expect(quoted.status, quoted.text).toBe(200);
    expect(quoted.body).toEqual({
      lines: [
        {
          lineIndex: 0,
          distanceId: '10k',
          price: 3000,
          discount: 0,
          fee: 0,
          credit: 3000,
          total: 0,
        },
        {
          lineIndex: 1,
          distanceId: 'marathon',
          price: 6000,
          discount: 1000,
          fee: 0,
          credit: 1000,
          total: 4000,
        },
        {
          lineIndex: 2,
          distanceId: 'marathon',
          price: 6000,
          discount: 0,
          fee: 0,
          credit: 0,
          total: 6000,
        },
      ],
      subtotal: 15000,
      discount: 1000,
      fee: 0,
      credit: 4000,
      total: 10000,
      currency: 'EUR',
      refusals: [],
    });
    // Nothing taken: no place, no use of the one-use code, the credit unspent.
    expect(await registered(id)).toBe(0);
    expect(await storedUses(id, 'QUOTED')).toBe(0);
    expect((await creditsOf(buyer)).body).toEqual([expect.objectContaining({ usedAt: null })]);

    const ordered = await orderWith(id, buyer, entries, { code: 'QUOTED' });
    expect(ordered.status, ordered.text).toBe(201);
    expect(ordered.body.payment).toMatchObject({
      total: quoted.body.total,
      discount: quoted.body.discount,
      credit: quoted.body.credit,
    });
    // Used up now: the quote says so as the order would.
    const late = await signUpVerified('late-quoter');
    const usedUp = await quote(id, late, [self(late, '10k')], { code: 'QUOTED' });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.error).toBe(COUPON_REFUSALS.discount_code_used_up);
  });

  it('names the lines the order would refuse and leaves them out of the sums', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    const buyer = await signUpVerified('refused-quoter');
    const placed = await orderWith(id, buyer, [self(buyer, 'marathon')]);
    expect(placed.status, placed.text).toBe(201);
    const friend = other('Friend', '10k');
    const res = await quote(id, buyer, [
      self(buyer, '10k'),
      friend,
      { ...friend },
      other('Nowhere', 'no-such-distance'),
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.lines.map((l) => l.lineIndex)).toEqual([1]);
    expect(res.body.total).toBe(3000);
    expect(res.body.refusals.map((r) => r.lineIndex)).toEqual([0, 2, 3]);
    // Each with the code (and params) a client words it by, as the order's own refusal carries.
    expect(res.body.refusals[0]).toMatchObject({
      error: 'You are already registered for this marathon.',
      code: 'already_registered',
    });
    expect(res.body.refusals[1]).toMatchObject({
      error: 'Two entries of the order have the same email.',
      code: 'same_email',
    });
    const unknown = res.body.refusals[2];
    expect(unknown?.error).toBe(unknown && refusalSentence(unknown.code, unknown.params));
    expect(await registered(id)).toBe(1);
  });
});
