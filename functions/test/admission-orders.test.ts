// Every admission stores its order (docs/orders.md, "Every admission is an order"): a single
// registration, an order for several runners, a waitlist offer taken and a ballot winner's hold each
// write `marathons/{id}/orders/{orderId}` with their places, its lines priced as the registrations
// store their money. A registration sent many times at once stores one order, and the buyer's orders
// still list only those placed through the order form.
import * as waitlist from '@run/contract/endpoints/waitlist';
import { describe, expect, it } from 'vitest';

import { applyTo, withdraw } from './actions.js';
import { drawnWinner } from './ballot-actions.js';
import { applyWithCode, createCode } from './coupon-actions.js';
import { api, createMarathon, registrationForm } from './helpers.js';
import { myOrders, order, other, registered, self, twoDistanceRace } from './order-actions.js';
import { createPricedMarathon } from './pay.js';
import { adminDb } from './stored.js';
import { accounts, signUp, signUpVerified, type TestUser } from './users.js';

const [owner] = accounts('admission-owner');

/** The race's stored orders whose buyer is `buyer`. */
async function ordersOf(id: string, buyer: TestUser) {
  const snap = await adminDb()
    .collection(`marathons/${id}/orders`)
    .where('buyerUid', '==', buyer.uid)
    .get();
  return snap.docs.map((d) => d.data());
}

async function theOrderOf(id: string, buyer: TestUser) {
  const found = await ordersOf(id, buyer);
  expect(found).toHaveLength(1);
  return found[0] as Record<string, unknown>;
}

describe('every admission path stores its order', () => {
  it('a single registration with a code: one line priced as its registration stores it', async () => {
    const id = await createPricedMarathon(owner);
    await createCode(id, owner, { code: 'TENOFF', kind: 'amount', value: 1000 });
    const runner = await signUp('admission-single');
    const applied = await applyWithCode(id, runner, { code: 'TENOFF' });
    expect(applied.body).toMatchObject({ modifiedCount: 1, status: 'pending_payment' });
    const payment = (await adminDb().doc(`marathons/${id}/registrations/${runner.uid}`).get()).get(
      'payment',
    ) as Record<string, number>;
    const stored = await theOrderOf(id, runner);
    const line = {
      lineId: 'l1',
      kind: 'entry',
      registrationId: runner.uid,
      distanceId: expect.any(String),
      price: payment.amount,
      fee: payment.fee,
      discount: 1000,
      credit: 0,
      total: payment.total,
    };
    expect(stored).toMatchObject({
      source: 'registration',
      lines: [line],
      subtotal: payment.amount,
      discount: 1000,
      credit: 0,
      total: applied.body.payment?.total,
      currency: 'EUR',
      code: 'TENOFF',
    });
    // Not an order placed through the order form: no group pass, not in the buyer's orders.
    expect(stored.groupPassId).toBeUndefined();
    expect((await myOrders(runner)).body).toEqual([]);
  });

  it('a free registration sent ten times at once: one order, owing nothing', async () => {
    const id = await createMarathon(owner);
    const runner = await signUp('admission-free');
    const answers = await Promise.all(Array.from({ length: 10 }, () => applyTo(id, runner)));
    expect(answers.filter((a) => a.body.modifiedCount === 1)).toHaveLength(1);
    const stored = await theOrderOf(id, runner);
    expect(stored).toMatchObject({ source: 'registration', subtotal: 0, total: 0 });
    expect(stored.lines).toMatchObject([{ registrationId: runner.uid, price: 0, total: 0 }]);
  });

  it('an order for two runners: its lines and sums, and it alone in the buyer’s orders', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    const buyer = await signUpVerified('admission-buyer');
    const placed = await order(id, buyer, [self(buyer, 'marathon'), other('Friend', '10k')]);
    expect(placed.status).toBe(201);
    const stored = await theOrderOf(id, buyer);
    expect(stored).toMatchObject({
      source: 'order',
      subtotal: 9000,
      discount: 0,
      total: placed.body.payment?.total,
      currency: 'EUR',
      entryIds: placed.body.entries.map((e: { registrationId: string }) => e.registrationId),
    });
    expect(stored.lines).toMatchObject([
      { lineId: 'l1', distanceId: 'marathon', price: 6000 },
      { lineId: 'l2', distanceId: '10k', price: 3000 },
    ]);
    const listed = (await myOrders(buyer)).body as Array<{ orderId: string }>;
    expect(listed.map((o) => o.orderId)).toEqual([placed.body.orderId]);
  });

  it('a waitlist offer taken', async () => {
    const id = await createMarathon(owner, {
      distances: [{ name: '10K', runningDistance: '10 KM', capacity: 1 }],
    });
    const [first, waiting] = await Promise.all([
      signUp('admission-first'),
      signUp('admission-waiting'),
    ]);
    await applyTo(id, first);
    const joined = await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: waiting.token,
      body: registrationForm(waiting.email),
    });
    expect(joined.status).toBe(201);
    expect((await withdraw(id, first)).status).toBe(200);
    const accepted = await api.call(waitlist.acceptOffer, {
      params: { id },
      token: waiting.token,
      body: {},
    });
    expect(accepted.body).toMatchObject({ modifiedCount: 1 });
    expect(await theOrderOf(id, waiting)).toMatchObject({
      source: 'waitlist',
      lines: [{ kind: 'entry', registrationId: waiting.uid }],
    });
  });

  it('a ballot winner’s hold', async () => {
    const { id, winner } = await drawnWinner(owner, 'admission-ballot');
    expect(await theOrderOf(id, winner)).toMatchObject({
      source: 'ballot',
      lines: [{ registrationId: winner.uid, distanceId: 'full', price: 9000, total: 9000 }],
      total: 9000,
      currency: 'EUR',
    });
  });
});

describe('an order for another runner', () => {
  it('is refused to a buyer whose email is not verified (403), taking and storing nothing', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    const buyer = await signUp('admission-unverified');
    const placed = await order(id, buyer, [self(buyer, 'marathon'), other('Friend', '10k')]);
    expect(placed.status).toBe(403);
    expect(placed.body).toMatchObject({
      code: 'verify_email_to_order',
      error:
        'Verify your email address before registering other runners: open the link in the verification mail, then sign in again.',
    });
    expect(await ordersOf(id, buyer)).toEqual([]);
    expect(await registered(id)).toBe(0);
  });
});
