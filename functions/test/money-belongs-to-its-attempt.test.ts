// Money pays only for the attempt it was asked for (docs/payments.md, "One door in"): a payment
// of an attempt the runner left behind (withdrawn, expired) never pays for their newer, dearer
// place, nor does money of another amount or currency, nor an event of another provider than the
// entry's. Late money is given back whole: by the provider (card) or listed as a refund to pay
// (bank transfer), and the runner is told.
import { describe, expect, it } from 'vitest';

import { applyWith, withdraw } from './actions.js';
import { marathonOf, raceWithDistances } from './marathon-actions.js';
import { chooseTransfer, csvOf, importCsv, manualRefunds, rowCounts } from './bank-actions.js';
import { eventually, onePrice } from './helpers.js';
import { marathonState } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';
import { mailsTo } from './maildev.js';
import {
  BANK_ACCOUNT,
  daysAway,
  holdRunsOut,
  ledger,
  myRecord,
  refundDocs,
  sendTestEvent,
  startCard,
  testEvent,
} from './pay.js';

const [owner] = accounts('attempt-owner');

/** A race 40 days away (a withdrawal gives everything back): a 10K at €10.00, a Marathon at €100.00. */
async function tenAndHundred() {
  const { id, idOf } = await raceWithDistances(owner, {
    marathonStartDate: daysAway(40),
    distances: [
      { name: '10K', runningDistance: '10 km', capacity: 10, prices: onePrice(1000) },
      { name: 'Marathon', runningDistance: '42 km', capacity: 10, prices: onePrice(10000) },
    ],
    currency: 'EUR',
    paymentMethods: ['card', 'bank_transfer'],
    bankAccount: BANK_ACCOUNT,
  });
  return { id, tenK: idOf('10K'), marathon: idOf('Marathon') };
}

/** `runner` holds a place on `distanceId` (unpaid). */
async function holds(id: string, runner: TestUser, distanceId: string, total: number) {
  const applied = await applyWith(id, runner, { distanceId });
  expect(applied.body).toMatchObject({ status: 'pending_payment', payment: { total } });
}

/**
 * A runner who held the 10K and started paying for it (`start`), withdrew, then held the Marathon and
 * started paying again: the old attempt and the current one.
 */
async function withdrawnAndBack<T>(
  label: string,
  start: (id: string, runner: TestUser) => Promise<T>,
) {
  const { id, tenK, marathon } = await tenAndHundred();
  const runner = await signUp(label);
  await holds(id, runner, tenK, 1000);
  const old = await start(id, runner);
  expect((await withdraw(id, runner)).status).toBe(200);
  await holds(id, runner, marathon, 10000);
  const current = await start(id, runner);
  return { id, marathon, runner, old, current };
}

/** The race's refunds of ledger entry `paymentId`, as stored. */
const refundsOf = async (id: string, paymentId: string) =>
  (await refundDocs(id)).map((d) => d.data()).filter((r) => r.paymentId === paymentId);

/** The refund of late money by card: all of what arrived, on its way back through the provider. */
async function expectCardLateRefund(
  id: string,
  runner: TestUser,
  paymentId: string,
  amount: number,
) {
  const refunds = await refundsOf(id, paymentId);
  expect(refunds).toEqual([
    expect.objectContaining({ paymentId, userId: runner.uid, amount, band: 'late' }),
  ]);
  expect(['pending', 'done']).toContain(refunds[0]?.state);
}

const toldOfRefund = (runner: TestUser) =>
  eventually('the late refund mail', async () =>
    (await mailsTo(runner.email)).find((m) => m.subject.startsWith('Refunded:')),
  );

describe('money of an attempt the runner left behind', () => {
  it('does not pay for a newer, dearer place after a withdrawal: the old card payment is refunded and the place stays unpaid', async () => {
    const { id, marathon, runner, old, current } = await withdrawnAndBack(
      'attempt-withdrawn',
      startCard,
    );

    expect((await sendTestEvent(testEvent(old, 1000))).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'pending_payment',
      distanceId: marathon,
      passId: null,
    });
    expect((await ledger(id, current)).get('state')).toBe('started');
    await expectCardLateRefund(id, runner, old, 1000);
    expect((await toldOfRefund(runner)).text).toContain('€10.00');

    // The place's own attempt, paid in full, confirms it.
    expect((await sendTestEvent(testEvent(current, 10000))).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'confirmed',
      distanceId: marathon,
      payment: { paymentId: current },
    });
    expect(await refundsOf(id, current)).toEqual([]);
  });

  it('does not pay for a newer, dearer place after the old hold expired: refunded, the place stays unpaid', async () => {
    const { id, tenK, marathon } = await tenAndHundred();
    const runner = await signUp('attempt-expired');
    await holds(id, runner, tenK, 1000);
    const old = await startCard(id, runner);
    await holdRunsOut(id, runner.uid);
    // Any read of the race's places applies the expiry.
    await marathonOf(id);
    expect(await myRecord(id, runner)).toMatchObject({ status: 'expired' });
    await holds(id, runner, marathon, 10000);
    const current = await startCard(id, runner);

    expect((await sendTestEvent(testEvent(old, 1000))).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'pending_payment',
      distanceId: marathon,
    });
    expect((await ledger(id, current)).get('state')).toBe('started');
    await expectCardLateRefund(id, runner, old, 1000);
  });

  it('does not pay for a newer place by a bank row quoting the old reference: listed as a refund to pay', async () => {
    const { id, marathon, runner, old, current } = await withdrawnAndBack(
      'attempt-bank',
      chooseTransfer,
    );
    expect(current.reference).not.toBe(old.reference);

    const res = await importCsv(id, owner, csvOf(['10,00', `Startgeld ${old.reference}`]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ late: 1 }) });
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'pending_payment',
      distanceId: marathon,
    });
    expect((await ledger(id, current.paymentId)).get('state')).toBe('started');
    expect(await manualRefunds(id, owner)).toEqual([
      expect.objectContaining({
        paymentId: old.paymentId,
        userId: runner.uid,
        amount: 1000,
        currency: 'EUR',
        band: 'late',
        state: 'manual',
      }),
    ]);
  });
});

describe('money that is not what the attempt asked for', () => {
  it('does not confirm a place on a payment of less than its price, nor of another currency: each is refunded whole', async () => {
    const { id, marathon } = await tenAndHundred();
    const [short, foreign] = await Promise.all([
      signUp('attempt-short'),
      signUp('attempt-foreign'),
    ]);
    await holds(id, short, marathon, 10000);
    await holds(id, foreign, marathon, 10000);
    const shortPayment = await startCard(id, short);
    const foreignPayment = await startCard(id, foreign);

    expect((await sendTestEvent(testEvent(shortPayment, 1000))).status).toBe(200);
    const inYen = testEvent(foreignPayment, 10000, 'payment.succeeded', undefined, 'JPY');
    expect((await sendTestEvent(inYen)).status).toBe(200);

    expect(await myRecord(id, short)).toMatchObject({ status: 'pending_payment', passId: null });
    expect(await myRecord(id, foreign)).toMatchObject({ status: 'pending_payment', passId: null });
    await expectCardLateRefund(id, short, shortPayment, 1000);
    await expectCardLateRefund(id, foreign, foreignPayment, 10000);
    expect((await marathonOf(id)).distances.map((d) => d.registrationCount)).toEqual([0, 2]);
  });

  it('changes nothing on a card provider’s event naming a bank transfer’s entry', async () => {
    const { id, marathon } = await tenAndHundred();
    const runner = await signUp('attempt-provider');
    await holds(id, runner, marathon, 10000);
    const { paymentId } = await chooseTransfer(id, runner);
    const before = [await marathonState(id), (await ledger(id, paymentId)).data()];

    expect((await sendTestEvent(testEvent(paymentId, 10000))).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({ status: 'pending_payment' });
    expect((await ledger(id, paymentId)).get('state')).toBe('started');
    expect([await marathonState(id), (await ledger(id, paymentId)).data()]).toEqual(before);
    expect(await refundDocs(id)).toEqual([]);
  });
});
