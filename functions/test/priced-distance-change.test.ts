// A distance change on a priced race (docs/transfers.md): to a distance that costs no more than the
// runner's place it moves at once with no money; to a dearer one the new place is held for the
// difference while the old one is kept; paid, the runner moves; not paid in time, the held place is
// freed and nothing else changes. The difference is reckoned from the money the place received, and
// a discount code gives its discount only on a distance it is valid for.
import * as deferrals from '@run/contract/endpoints/deferrals';
import * as payments from '@run/contract/endpoints/payments';
import * as refunds from '@run/contract/endpoints/refunds';
import { describe, expect, it } from 'vitest';

import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import { applyWith, changeRegistration, joinWaitlistWith, withdraw } from './actions.js';
import { createCode, paidWith } from './coupon-actions.js';
import { marathonOf, raceWithDistances } from './marathon-actions.js';
import { api, onePrice } from './helpers.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';
import {
  BANK_ACCOUNT,
  daysAway,
  holdRunsOut,
  ledger,
  myRecord,
  organiserRefund,
  sendTestEvent,
  startCard,
  startPayment,
  testEvent,
} from './pay.js';
import { cancelOffer, offer } from './transfer-actions.js';

const [owner] = accounts('owner');

/** 10K and Half at €30.00 (the Half of one place), the Marathon at €60.00; `more` race settings. */
async function threeDistances(more: Record<string, unknown> = {}) {
  const { id, idOf } = await raceWithDistances(owner, {
    ...more,
    distances: [
      { name: '10K', runningDistance: '10 km', capacity: 10, prices: onePrice(3000) },
      { name: 'Half', runningDistance: '21 km', capacity: 1, prices: onePrice(3000) },
      { name: 'Marathon', runningDistance: '42 km', capacity: 10, prices: onePrice(6000) },
    ],
    currency: 'EUR',
    paymentMethods: ['card', 'bank_transfer'],
    bankAccount: BANK_ACCOUNT,
  });
  return { id, idOf };
}

const counts = async (id: string) =>
  (await marathonOf(id)).distances.map((d) => d.registrationCount);

/** A runner registered for `distanceId` and paid by card (the test provider's signed event). */
async function paidOn(id: string, label: string, distanceId: string): Promise<TestUser> {
  const runner = await signUp(label);
  expect((await applyWith(id, runner, { distanceId })).status).toBe(200);
  const paymentId = await startCard(id, runner);
  expect((await sendTestEvent(testEvent(paymentId, 3000))).status).toBe(200);
  return runner;
}

/**
 * A runner paid for the 10K whose change to the Marathon waits for its difference (€30.00): both
 * places held, on a race with `more` settings.
 */
async function waitingForDifference(label: string, more: Record<string, unknown> = {}) {
  const { id, idOf } = await threeDistances(more);
  const runner = await paidOn(id, label, idOf('10K'));
  expect((await changeRegistration(id, runner, { distanceId: idOf('Marathon') })).status).toBe(200);
  expect(await counts(id)).toEqual([1, 0, 1]);
  return { id, idOf, runner };
}

/** A runner who paid the 10K at half price with `code` (€15.00), then asks for the Marathon. */
async function halfPaidToMarathon(
  id: string,
  idOf: (name: string) => string,
  label: string,
  code: string,
) {
  const runner = await paidWith(id, label, { distanceId: idOf('10K'), code });
  expect((await storedRegistration(id, runner.uid)).get('payment.total')).toBe(1500);
  const toMarathon = await changeRegistration(id, runner, { distanceId: idOf('Marathon') });
  return { runner, toMarathon };
}

const changeDoc = (id: string, uid: string) =>
  adminDb().doc(`marathons/${id}/distanceChanges/${uid}`).get();

describe('a distance change on a priced race', () => {
  it('refuses to change the distance of a place not yet paid (409), and changes nothing', async () => {
    const { id, idOf } = await threeDistances();
    const runner = await signUp('unpaid-changer');
    expect((await applyWith(id, runner, { distanceId: idOf('10K') })).status).toBe(200);
    const before = (await storedRegistration(id, runner.uid)).data();
    const res = await changeRegistration(id, runner, { distanceId: idOf('Marathon') });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error:
        'Your place is not paid yet: pay for it first, or withdraw and register for the other distance.',
      code: 'unpaid_no_distance_change',
    });
    expect((await storedRegistration(id, runner.uid)).data()).toEqual(before);
    expect((await changeDoc(id, runner.uid)).exists).toBe(false);
    expect(await counts(id)).toEqual([1, 0, 0]);
  });

  it('moves a runner from a free distance to a priced one once the difference is paid by hand, and reads as paid', async () => {
    const { id, idOf } = await raceWithDistances(owner, {
      distances: [
        { name: 'Fun run', runningDistance: '5 km', capacity: null, prices: [] },
        { name: 'Marathon', runningDistance: '42 km', capacity: 10, prices: onePrice(6000) },
      ],
      currency: 'EUR',
      paymentMethods: ['card'],
    });
    const runner = await signUp('free-to-priced');
    expect((await applyWith(id, runner, { distanceId: idOf('Fun run') })).status).toBe(200);
    expect((await changeRegistration(id, runner, { distanceId: idOf('Marathon') })).status).toBe(
      200,
    );
    // Every answer is checked against the API's document: the moved registration's payment too.
    const manual = await api.call(payments.manualPayment, {
      params: { id, userId: runner.uid },
      token: owner.token,
      body: { amount: 6000, note: 'Cash at the expo' },
    });
    expect(manual.status, manual.text).toBe(201);
    expect(manual.body).toMatchObject({
      status: 'confirmed',
      distanceId: idOf('Marathon'),
      payment: { total: 6000, currency: 'EUR', method: 'manual' },
    });
    expect(manual.body.payment?.paidAt).toEqual(expect.any(String));
  });

  it('moves at once to an equal distance; a dearer one holds the new place until the difference is paid, then moves', async () => {
    const { id, idOf } = await threeDistances();
    const runner = await paidOn(id, 'changer', idOf('10K'));
    const equal = await changeRegistration(id, runner, { distanceId: idOf('Half') });
    expect(equal.status, equal.text).toBe(200);
    expect(equal.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect((await storedRegistration(id, runner.uid)).get('distanceId')).toBe(idOf('Half'));
    expect(await counts(id)).toEqual([0, 1, 0]);
    // The Half is full: a runner waits for it.
    const waiter = await signUp('half-waiter');
    const joined = await joinWaitlistWith(id, waiter, { distanceId: idOf('Half') });
    expect(joined.status, joined.text).toBe(201);

    const dearer = await changeRegistration(id, runner, { distanceId: idOf('Marathon') });
    expect(dearer.status, dearer.text).toBe(200);
    expect(dearer.body).toMatchObject({
      matchedCount: 1,
      modifiedCount: 1,
      status: 'pending_payment',
      payment: { amount: 3000, fee: 0, total: 3000, currency: 'EUR', tierLabel: 'Regular' },
    });
    expect(Date.parse(String(dearer.body.payment?.dueAt))).toBeGreaterThan(Date.now());
    // The old place is kept, the new one held.
    const kept = await storedRegistration(id, runner.uid);
    expect(kept.get('distanceId')).toBe(idOf('Half'));
    expect(kept.get('status')).toBe('confirmed');
    expect(await counts(id)).toEqual([0, 1, 1]);
    // My Apply List: the place on the Half, and the change waiting for the difference.
    expect(await myRecord(id, runner)).toMatchObject({
      distanceId: idOf('Half'),
      status: 'confirmed',
      distanceChange: {
        distanceId: idOf('Marathon'),
        payment: { total: 3000, currency: 'EUR', dueAt: dearer.body.payment?.dueAt },
      },
    });

    const again = await changeRegistration(id, runner, { distanceId: idOf('Marathon') });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Your change of distance is already waiting for its payment.');
    expect(await counts(id)).toEqual([0, 1, 1]);

    const paymentId = await startCard(id, runner);
    expect((await ledger(id, paymentId)).get('amount')).toBe(3000);
    expect((await sendTestEvent(testEvent(paymentId, 3000))).status).toBe(200);
    const moved = await storedRegistration(id, runner.uid);
    expect(moved.get('distanceId')).toBe(idOf('Marathon'));
    expect(moved.get('status')).toBe('confirmed');
    expect(moved.get('payment.amount')).toBe(6000);
    expect((await ledger(id, paymentId)).get('state')).toBe('succeeded');
    expect((await changeDoc(id, runner.uid)).exists).toBe(false);
    expect((await myRecord(id, runner))?.distanceChange).toBeNull();
    // The Half's place is freed and held for its first waiting runner.
    expect(await counts(id)).toEqual([0, 0, 1]);
    const offer = await adminDb().doc(`marathons/${id}/waitlist/${waiter.uid}`).get();
    expect(offer.get('offerExpiresAt')).not.toBeNull();

    // Cheaper: at once, no money.
    const cheaper = await changeRegistration(id, runner, { distanceId: idOf('10K') });
    expect(cheaper.status, cheaper.text).toBe(200);
    expect(cheaper.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect((await storedRegistration(id, runner.uid)).get('distanceId')).toBe(idOf('10K'));
    expect(await counts(id)).toEqual([1, 0, 0]);
  });

  it('prices a change from the money the place received, and a code bound to the old distance gives nothing on the new one', async () => {
    const { id, idOf } = await threeDistances();
    const tenK = [idOf('10K')];
    await createCode(id, owner, {
      code: 'TENK-FREE',
      kind: 'percent',
      value: 100,
      distanceIds: tenK,
    });
    await createCode(id, owner, {
      code: 'TENK-HALF',
      kind: 'percent',
      value: 50,
      distanceIds: tenK,
    });

    // 10K for nothing: the Half, at the same price, costs its whole price.
    const free = await signUp('code-free-changer');
    const applied = await applyWith(id, free, { distanceId: idOf('10K'), code: 'TENK-FREE' });
    expect(applied.body).toMatchObject({ status: 'confirmed', payment: { total: 0 } });
    const toHalf = await changeRegistration(id, free, { distanceId: idOf('Half') });
    expect(toHalf.status, toHalf.text).toBe(200);
    expect(toHalf.body).toMatchObject({
      status: 'pending_payment',
      payment: { amount: 3000, total: 3000, currency: 'EUR' },
    });
    const kept = await storedRegistration(id, free.uid);
    expect([kept.get('distanceId'), kept.get('status')]).toEqual([idOf('10K'), 'confirmed']);

    // 10K at half price (€15.00 received): the Marathon's €60.00 asks €45.00.
    const { toMarathon } = await halfPaidToMarathon(id, idOf, 'code-half-changer', 'TENK-HALF');
    expect(toMarathon.body).toMatchObject({
      status: 'pending_payment',
      payment: { amount: 4500, total: 4500 },
    });
  });

  it('keeps a code’s discount on a new distance it is valid for, and asks only the rest of that price', async () => {
    const { id, idOf } = await threeDistances();
    await createCode(id, owner, { code: 'ALL-HALF', kind: 'percent', value: 50 });
    const { runner, toMarathon } = await halfPaidToMarathon(
      id,
      idOf,
      'code-all-changer',
      'ALL-HALF',
    );
    // The Marathon at half price is €30.00, of which €15.00 came: €15.00 is due.
    expect(toMarathon.body).toMatchObject({
      status: 'pending_payment',
      payment: { amount: 1500, total: 1500 },
    });
    expect((await sendTestEvent(testEvent(await startCard(id, runner), 1500))).status).toBe(200);
    const moved = await storedRegistration(id, runner.uid);
    expect(moved.get('distanceId')).toBe(idOf('Marathon'));
    // What the place received is its amount less its discount: €30.00, the Marathon at half price.
    expect(moved.get('payment.amount') - moved.get('payment.discount')).toBe(3000);
  });

  it('frees the held place of a dearer distance not paid in time, and changes nothing else', async () => {
    const { id, idOf } = await threeDistances();
    const runner = await paidOn(id, 'late-changer', idOf('10K'));
    const before = (await storedRegistration(id, runner.uid)).data();
    const dearer = await changeRegistration(id, runner, { distanceId: idOf('Marathon') });
    expect(dearer.status, dearer.text).toBe(200);
    expect(await counts(id)).toEqual([1, 0, 1]);
    const bank = await startPayment(id, runner, 'bank_transfer');
    expect(bank.status).toBe(400);
    // The race takes card and bank transfer: the sentence names what this race takes that pays one.
    expect(bank.body.error).toBe('The difference for a change of distance is paid by card.');
    const paymentId = await startCard(id, runner);

    await holdRunsOut(id, runner.uid, 'distanceChanges');
    // The stack's scheduler, or another file's test, runs this same sweep and may free the hold
    // first, so the count this call returns is not asserted: what it leaves behind is.
    await expireDueHoldsEverywhere();
    expect(await counts(id)).toEqual([1, 0, 0]);
    expect((await changeDoc(id, runner.uid)).exists).toBe(false);
    expect((await storedRegistration(id, runner.uid)).data()).toEqual(before);
    expect((await ledger(id, paymentId)).get('state')).toBe('expired');
    // Nothing is waiting for a payment any more.
    expect((await startPayment(id, runner)).status).toBe(409);
  });

  it('frees the held place of a change waiting for its difference when the runner withdraws', async () => {
    const { id, runner } = await waitingForDifference('leaver');
    expect((await withdraw(id, runner)).status).toBe(200);
    expect(await counts(id)).toEqual([0, 0, 0]);
    expect((await changeDoc(id, runner.uid)).exists).toBe(false);
  });

  it('frees the held place of a change waiting for its difference when the runner defers', async () => {
    const { id, runner } = await waitingForDifference('deferrer', {
      deferrals: { enabled: true, untilDays: 14, fee: 500 },
    });
    const deferred = await api.call(deferrals.deferRegistration, {
      params: { id, userId: runner.uid },
      token: runner.token,
    });
    expect(deferred.status, deferred.text).toBe(201);
    // The credit is what the place was paid, less the fee: the unpaid difference is not in it.
    expect(deferred.body.amount).toBe(2500);
    expect(await counts(id)).toEqual([0, 0, 0]);
    expect((await changeDoc(id, runner.uid)).exists).toBe(false);
  });

  it('refuses to offer the place while a change waits for its difference, and offers it once the change lapses', async () => {
    const { id, runner } = await waitingForDifference('offerer', {
      transfers: { enabled: true, untilDays: 14, fee: 0 },
    });
    const friend = await signUp('friend');
    const refused = await offer(id, runner, friend.email);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error:
        'Your change of distance is waiting for its payment. Pay for it, or let it lapse, before offering your place.',
      code: 'transfer_change_pending',
    });
    expect((await storedRegistration(id, runner.uid)).get('transfer')).toBeUndefined();
    await holdRunsOut(id, runner.uid, 'distanceChanges');
    await expireDueHoldsEverywhere();
    expect((await offer(id, runner, friend.email)).status).toBe(201);
  });

  it('refuses a change of distance, free or dearer, while the place is offered, and allows it once the offer is cancelled', async () => {
    const { id, idOf } = await threeDistances({
      transfers: { enabled: true, untilDays: 14, fee: 0 },
    });
    const runner = await paidOn(id, 'offered', idOf('10K'));
    const friend = await signUp('offered-to');
    expect((await offer(id, runner, friend.email)).status).toBe(201);
    const before = (await storedRegistration(id, runner.uid)).data();
    for (const to of ['Half', 'Marathon']) {
      const refused = await changeRegistration(id, runner, { distanceId: idOf(to) });
      expect(refused.status, to).toBe(409);
      expect(refused.body).toEqual({
        error: 'A transfer of your place is open. Cancel it before changing your distance.',
        code: 'transfer_open_no_change',
      });
    }
    expect(await counts(id)).toEqual([1, 0, 0]);
    expect((await changeDoc(id, runner.uid)).exists).toBe(false);
    expect((await storedRegistration(id, runner.uid)).data()).toEqual(before);
    expect((await cancelOffer(id, runner)).status).toBe(200);
    expect((await changeRegistration(id, runner, { distanceId: idOf('Half') })).status).toBe(200);
    expect(await counts(id)).toEqual([0, 1, 0]);
  });

  it('gives back the place and the paid difference alike when the runner withdraws after a paid change', async () => {
    const { id, idOf } = await threeDistances({ marathonStartDate: daysAway(40) });
    const runner = await paidOn(id, 'changed-leaver', idOf('10K'));
    expect((await changeRegistration(id, runner, { distanceId: idOf('Marathon') })).status).toBe(
      200,
    );
    const difference = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(difference, 3000))).status).toBe(200);
    const quote = await api.call(refunds.refundQuote, {
      params: { id, userId: runner.uid },
      token: runner.token,
    });
    expect(quote.body).toMatchObject({ band: 'full', amount: 6000, currency: 'EUR' });

    const res = await withdraw(id, runner);
    expect(res.body).toEqual({
      deletedCount: 1,
      refund: { amount: 6000, currency: 'EUR', state: 'pending' },
    });
    const entries = await adminDb()
      .collection(`marathons/${id}/payments`)
      .where('userId', '==', runner.uid)
      .get();
    expect(entries.docs.map((d) => [d.get('amount'), d.get('refunded'), d.get('state')])).toEqual([
      [3000, 3000, 'refunded'],
      [3000, 3000, 'refunded'],
    ]);
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'withdrawn',
      refund: { amount: 6000, currency: 'EUR' },
    });
    // Nothing is left to give back: a second withdrawal finds nothing.
    expect((await withdraw(id, runner)).body).toEqual({ deletedCount: 0 });
  });

  it('credits a deferral with what is left of the place and the paid difference both', async () => {
    const { id, idOf } = await threeDistances({
      deferrals: { enabled: true, untilDays: 14, fee: 500 },
    });
    const runner = await paidOn(id, 'changed-deferrer', idOf('10K'));
    expect((await changeRegistration(id, runner, { distanceId: idOf('Marathon') })).status).toBe(
      200,
    );
    const difference = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(difference, 3000))).status).toBe(200);
    // The organisers give back the place's €30.00, then €10.00 more, which comes from the difference.
    for (const amount of [3000, 1000]) {
      const refunded = await organiserRefund(id, owner, runner.uid, amount);
      expect(refunded.status, refunded.text).toBe(201);
    }
    expect((await ledger(id, difference)).get('refunded')).toBe(1000);
    const deferred = await api.call(deferrals.deferRegistration, {
      params: { id, userId: runner.uid },
      token: runner.token,
    });
    expect(deferred.status, deferred.text).toBe(201);
    // €60.00 paid, €40.00 given back, less the €5.00 fee.
    expect(deferred.body.amount).toBe(1500);
  });

  it('moves the runner when the organisers record the difference paid by hand', async () => {
    const { id, idOf, runner } = await waitingForDifference('hand-changer');
    const manual = await api.call(payments.manualPayment, {
      params: { id, userId: runner.uid },
      token: owner.token,
      body: { amount: 3000, note: 'Cash at the expo' },
    });
    expect(manual.status, manual.text).toBe(201);
    expect(manual.body).toMatchObject({ status: 'confirmed', distanceId: idOf('Marathon') });
    expect(await counts(id)).toEqual([0, 0, 1]);
    expect((await changeDoc(id, runner.uid)).exists).toBe(false);
    const ledgerEntries = await adminDb()
      .collection(`marathons/${id}/payments`)
      .where('userId', '==', runner.uid)
      .get();
    expect(
      ledgerEntries.docs.map((d) => [d.get('method'), d.get('amount'), d.get('state')]).sort(),
    ).toEqual([
      ['card', 3000, 'succeeded'],
      ['manual', 3000, 'succeeded'],
    ]);
  });
});
