// iDEAL, the method added through the payment methods registry alone (docs/payments.md, "Adding a
// payment method"): a race in euros takes it and a runner pays with it through the test provider
// standing in for Stripe; a race in any other currency is refused it with a sentence, changing nothing.
import * as marathons from '@run/contract/endpoints/marathons';
import * as payments from '@run/contract/endpoints/payments';
import { describe, expect, it } from 'vitest';

import { applyTo } from './actions.js';
import { editableOf, editMarathon, marathonOf } from './marathon-actions.js';
import { api, createMarathon, expectRefused, marathonBody, uniqueName } from './helpers.js';
import { deliveredTo } from './maildev.js';
import {
  BANK_ACCOUNT,
  createPricedMarathon,
  ledger,
  myRecord,
  sendTestEvent,
  startPayment,
  testEvent,
  TWO_TIERS,
} from './pay.js';
import { marathonState } from './stored.js';
import { accounts, signUp } from './users.js';

const [owner] = accounts('ideal-owner');
const IN_DOLLARS = 'iDEAL takes payments in EUR only, and this race is in USD';

describe('iDEAL', () => {
  it('is offered by a race in euros, and a runner pays with it: confirmed, with a receipt', async () => {
    const id = await createPricedMarathon(owner, { more: { paymentMethods: ['card', 'ideal'] } });
    const race = await api.call(marathons.getMarathon, { params: { id } });
    expect(race.body.paymentMethods).toEqual(['card', 'ideal']);

    const runner = await signUp('ideal-runner');
    expect((await applyTo(id, runner)).status).toBe(200);
    const start = await startPayment(id, runner, 'ideal');
    expect(start.status).toBe(201);
    const { paymentId } = start.body;
    expect(start.body.redirectUrl).toMatch(new RegExp(`/pay/test/${paymentId}$`, 'u'));
    expect((await ledger(id, paymentId)).data()).toMatchObject({
      method: 'ideal',
      provider: 'test',
      amount: 4500,
      currency: 'EUR',
      state: 'started',
    });

    expect((await sendTestEvent(testEvent(paymentId, 4500))).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'confirmed',
      payment: { method: 'ideal', paymentId, paidAt: expect.any(String) },
    });
    const mails = await deliveredTo(runner.email, 2);
    const receipt = mails.find((m) => m.subject.startsWith('Receipt:'));
    expect(receipt?.text).toContain('€45.00 by iDEAL');
    const view = await api.call(payments.paymentOf, { params: { paymentId }, token: runner.token });
    expect(view.body).toMatchObject({ method: 'ideal', state: 'succeeded' });
  });

  it('is refused to a race in dollars with a sentence, on creation and on an edit, changing nothing', async () => {
    const title = uniqueName('iDEAL in dollars ');
    const created = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: marathonBody({
        title,
        distances: [{ name: '10K', runningDistance: '10 KM', capacity: null, prices: TWO_TIERS }],
        bankAccount: BANK_ACCOUNT,
        currency: 'USD',
        paymentMethods: ['card', 'ideal'],
      }),
    });
    expectRefused(created, 'paymentMethods');
    expect(created.body.details).toContainEqual({ field: 'paymentMethods', message: IN_DOLLARS });
    const listed = await api.call(marathons.listMarathons, { query: { q: title } });
    expect(JSON.stringify(listed.body)).not.toContain(title);

    // A race in dollars taking card may not add iDEAL; one in euros with iDEAL may not move to dollars.
    const dollars = await createMarathon(owner, {
      distances: [{ name: '10K', runningDistance: '10 KM', capacity: null, prices: TWO_TIERS }],
      currency: 'USD',
      paymentMethods: ['card'],
    });
    const euros = await createPricedMarathon(owner, { more: { paymentMethods: ['ideal'] } });
    const before = [await marathonState(dollars), await marathonState(euros)];
    const added = await editMarathon(dollars, owner, {
      ...editableOf(await marathonOf(dollars)),
      paymentMethods: ['card', 'ideal'],
    });
    const moved = await editMarathon(euros, owner, {
      ...editableOf(await marathonOf(euros)),
      currency: 'USD',
    });
    for (const refused of [added, moved]) {
      expectRefused(refused, 'paymentMethods');
      expect(refused.body).toMatchObject({ error: IN_DOLLARS });
      expect(refused.body.details).toContainEqual({ field: 'paymentMethods', message: IN_DOLLARS });
    }
    expect([await marathonState(dollars), await marathonState(euros)]).toEqual(before);
  });

  it('cannot be paid with on a race that does not take it', async () => {
    const id = await createPricedMarathon(owner);
    const runner = await signUp('ideal-not-offered');
    await applyTo(id, runner);
    const start = await startPayment(id, runner, 'ideal');
    expectRefused(start, 'method');
    expect((await myRecord(id, runner))?.status).toBe('pending_payment');
  });
});
