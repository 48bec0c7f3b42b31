// Money goes back only from a registration's own ledger entries, and never more than is left of them
// (docs/payments.md, "One door out"): left to give back is amount - refunded - credited -
// disputed. A place without an entry of its own (a free distance) refunds nothing, whatever the
// runner paid before; a deferral's credit is recorded on the entry it came from, so neither a later
// withdrawal nor an organiser's refund gives that money back a second time.
import * as deferrals from '@run/contract/endpoints/deferrals';
import { describe, expect, it } from 'vitest';

import { applyWith, withdraw } from './actions.js';
import { raceWithDistances } from './marathon-actions.js';
import { api } from './helpers.js';
import { accounts, signUp, type TestUser } from './users.js';
import {
  daysAway,
  ledger,
  organiserRefund,
  refundDocs,
  sendTestEvent,
  startCard,
  testEvent,
} from './pay.js';

const [owner] = accounts('exceed-owner');

/**
 * A race 20 days away (the default policy gives back 50 %) allowing deferrals for a €5.00 fee: a
 * Marathon at €100.00 and a free Fun run.
 */
async function marathonAndFunRun() {
  const { id, idOf } = await raceWithDistances(owner, {
    marathonStartDate: daysAway(20),
    distances: [
      {
        name: 'Marathon',
        runningDistance: '42 km',
        prices: [{ label: 'Regular', amount: 10000, until: null }],
      },
      { name: 'Fun run', runningDistance: '5 km' },
    ],
    currency: 'EUR',
    paymentMethods: ['card'],
    deferrals: { enabled: true, untilDays: 14, fee: 500 },
  });
  return { id, marathon: idOf('Marathon'), funRun: idOf('Fun run') };
}

/** `label` registers for the Marathon and pays €100.00 by card: the runner and their entry. */
async function paidMarathon(id: string, marathon: string, label: string) {
  const runner = await signUp(label);
  expect((await applyWith(id, runner, { distanceId: marathon })).status).toBe(200);
  const paymentId = await startCard(id, runner);
  expect((await sendTestEvent(testEvent(paymentId, 10000))).status).toBe(200);
  return { runner, paymentId };
}

const defer = (id: string, runner: TestUser) =>
  api.call(deferrals.deferRegistration, {
    params: { id, userId: runner.uid },
    token: runner.token,
  });

/** The runner comes back for the free Fun run: confirmed at once. */
async function registersFree(id: string, runner: TestUser, funRun: string) {
  const free = await applyWith(id, runner, { distanceId: funRun });
  expect(free.body).toMatchObject({ modifiedCount: 1, status: 'confirmed' });
}

describe('refunds and credits come only from the registration’s own money', () => {
  it('refunds nothing when a free place is withdrawn after a paid place was withdrawn and refunded', async () => {
    const { id, marathon, funRun } = await marathonAndFunRun();
    const { runner, paymentId } = await paidMarathon(id, marathon, 'exceed-twice');
    expect((await withdraw(id, runner)).body).toEqual({
      deletedCount: 1,
      refund: { amount: 5000, currency: 'EUR', state: 'pending' },
    });
    await registersFree(id, runner, funRun);

    expect((await withdraw(id, runner)).body).toEqual({ deletedCount: 1 });
    expect((await refundDocs(id)).map((d) => [d.get('paymentId'), d.get('amount')])).toEqual([
      [paymentId, 5000],
    ]);
    expect((await ledger(id, paymentId)).get('refunded')).toBe(5000);
  });

  it('refunds nothing when a free place is withdrawn after the paid place became a credit, which the entry records', async () => {
    const { id, marathon, funRun } = await marathonAndFunRun();
    const { runner, paymentId } = await paidMarathon(id, marathon, 'exceed-credit');
    const deferred = await defer(id, runner);
    expect(deferred.status, deferred.text).toBe(201);
    expect(deferred.body).toMatchObject({ amount: 9500, currency: 'EUR' });
    await registersFree(id, runner, funRun);

    expect((await withdraw(id, runner)).body).toEqual({ deletedCount: 1 });
    expect(await refundDocs(id)).toEqual([]);
    const entry = await ledger(id, paymentId);
    expect([entry.get('amount'), entry.get('refunded'), entry.get('credited')]).toEqual([
      10000, 0, 9500,
    ]);
  });

  it('refuses an organiser’s refund of a deferred payment: its money is the runner’s credit, the fee the race’s', async () => {
    const { id, marathon } = await marathonAndFunRun();
    const { runner, paymentId } = await paidMarathon(id, marathon, 'exceed-organiser');
    expect((await defer(id, runner)).status).toBe(201);

    const refund = await organiserRefund(id, owner, runner.uid, 10000, 'Changed our mind');
    // Paid €100.00, given as credit €95.00: the €5.00 the fee kept is not the organiser's to refund.
    expect(refund.status).toBe(409);
    expect(refund.body.error).toBe(
      'This payment was deferred: it became the runner’s credit, so it cannot be refunded.',
    );
    expect(await refundDocs(id)).toEqual([]);
    const entry = await ledger(id, paymentId);
    expect([entry.get('refunded'), entry.get('credited')]).toEqual([0, 9500]);
  });
});
