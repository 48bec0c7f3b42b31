// Deferrals through the API (docs/transfers.md): a paid runner gives the place back, the waitlist
// is offered it, and a credit of what was paid minus the race's fee pays (part of) a registration
// for the organiser's next race, once; a place paid with a credit cannot be deferred again.
import * as deferrals from '@run/contract/endpoints/deferrals';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { describe, expect, it } from 'vitest';

import { applyTo, applyWith } from './actions.js';
import { createCode } from './coupon-actions.js';
import { marathonOf } from './marathon-actions.js';
import { api, createMarathon, onePrice, registrationForm } from './helpers.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';
import {
  createPricedMarathon,
  organiserRefund,
  paidRunner,
  sendTestEvent,
  startCard,
  testEvent,
} from './pay.js';

const [owner, elsewhere] = accounts('owner', 'elsewhere');

const DEFERRALS = { deferrals: { enabled: true, untilDays: 14, fee: 500 } };
const defer = (id: string, runner: TestUser) =>
  api.call(deferrals.deferRegistration, {
    params: { id, userId: runner.uid },
    token: runner.token,
  });

const creditsOf = (runner: TestUser) =>
  api.call(deferrals.myCredits, { params: { userId: runner.uid }, token: runner.token });

describe('a deferral', () => {
  it('frees the place to the waitlist, and its credit pays part of the organiser’s next race, once', async () => {
    const first = await createPricedMarathon(owner, {
      capacity: 1,
      prices: onePrice(4500),
      more: DEFERRALS,
    });
    const { runner } = await paidRunner(first, 'deferrer');
    const waiting = await signUp('waiting');
    const joined = await api.call(waitlist.joinWaitlist, {
      params: { id: first },
      token: waiting.token,
      body: registrationForm(waiting.email),
    });
    expect(joined.status).toBe(201);

    const deferred = await defer(first, runner);
    expect(deferred.status, deferred.text).toBe(201);
    expect(deferred.body).toMatchObject({
      amount: 4000,
      currency: 'EUR',
      organiserUid: owner.uid,
      fromMarathonId: first,
      usedAt: null,
    });
    const days = (Date.parse(deferred.body.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(400);
    expect((await storedRegistration(first, runner.uid)).exists).toBe(false);
    const kept = await adminDb().doc(`marathons/${first}/lapsedHolds/${runner.uid}`).get();
    expect(kept.get('status')).toBe('deferred');
    // The freed place is offered to the first waiting runner, held for them alone.
    const entry = await adminDb().doc(`marathons/${first}/waitlist/${waiting.uid}`).get();
    expect(entry.get('offerExpiresAt')).toBeDefined();
    expect((await marathonOf(first)).distances[0]).toMatchObject({
      registrationCount: 0,
      placesLeft: 0,
    });
    expect((await defer(first, runner)).status).toBe(404);
    const listed = await api.call(deferrals.listDeferrals, {
      params: { id: first },
      token: owner.token,
    });
    expect(listed.body.deferrals).toEqual([
      expect.objectContaining({ userId: runner.uid, credit: 4000, currency: 'EUR' }),
    ]);

    // The organiser's next race: the credit pays 40.00 of 60.00; 20.00 is paid by card.
    const next = await createPricedMarathon(owner, { prices: onePrice(6000), more: DEFERRALS });
    const applied = await applyTo(next, runner);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toMatchObject({
      modifiedCount: 1,
      status: 'pending_payment',
      payment: { amount: 6000, total: 2000, creditApplied: 4000, currency: 'EUR' },
    });
    const credits = await creditsOf(runner);
    expect(credits.body).toEqual([
      expect.objectContaining({ creditId: deferred.body.creditId, usedAt: expect.any(String) }),
    ]);
    const paymentId = await startCard(next, runner);
    expect((await sendTestEvent(testEvent(paymentId, 2000))).status).toBe(200);
    expect((await storedRegistration(next, runner.uid)).get('status')).toBe('confirmed');

    // Paid with a credit: not deferred again.
    const again = await defer(next, runner);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('A place paid with a credit cannot be deferred again.');

    // Used once: a third race of the organiser is paid in full.
    const third = await createPricedMarathon(owner, { prices: onePrice(6000) });
    const full = await applyTo(third, runner);
    expect(full.body.payment).toMatchObject({ total: 6000 });
    expect(full.body.payment?.creditApplied).toBeUndefined();
  });

  it('a credit covering the whole price confirms at once; another organiser’s race never takes it', async () => {
    const first = await createPricedMarathon(owner, { prices: onePrice(4500), more: DEFERRALS });
    const { runner } = await paidRunner(first, 'covered');
    expect((await defer(first, runner)).status).toBe(201);

    const theirs = await createPricedMarathon(elsewhere, { prices: onePrice(3000) });
    const notHere = await applyTo(theirs, runner);
    expect(notHere.body.payment).toMatchObject({ total: 3000 });

    const cheap = await createPricedMarathon(owner, { prices: onePrice(3000) });
    const covered = await applyTo(cheap, runner);
    expect(covered.body).toMatchObject({
      modifiedCount: 1,
      status: 'confirmed',
      payment: { total: 0, creditApplied: 3000 },
    });
    const stored = await storedRegistration(cheap, runner.uid);
    expect(stored.get('passId')).toEqual(expect.any(String));
    expect(stored.get('holdUntil')).toBeUndefined();
  });

  it('spends no credit on a registration a code made free: the credit stays for the next race', async () => {
    const first = await createPricedMarathon(owner, { prices: onePrice(4500), more: DEFERRALS });
    const { runner } = await paidRunner(first, 'coded');
    const deferred = await defer(first, runner);
    expect(deferred.status).toBe(201);

    const coded = await createPricedMarathon(owner, { prices: onePrice(3000) });
    await createCode(coded, owner, { code: 'ON-US', kind: 'percent', value: 100 });
    const free = await applyWith(coded, runner, { code: 'ON-US' });
    expect(free.status, free.text).toBe(200);
    expect(free.body).toMatchObject({ status: 'confirmed', payment: { discount: 3000, total: 0 } });
    expect(free.body.payment?.creditApplied).toBeUndefined();
    const stored = await storedRegistration(coded, runner.uid);
    expect(stored.get('payment.creditId')).toBeUndefined();
    // The credit is untouched: unused, and no use of it recorded.
    expect((await creditsOf(runner)).body).toEqual([
      expect.objectContaining({ creditId: deferred.body.creditId, amount: 4000, usedAt: null }),
    ]);
    const uses = await adminDb().collection('creditUses').where('uid', '==', runner.uid).get();
    expect(uses.size).toBe(0);
    // It still pays the organiser's next race.
    const next = await createPricedMarathon(owner, { prices: onePrice(6000) });
    expect((await applyTo(next, runner)).body.payment).toMatchObject({ creditApplied: 4000 });
  });

  it('keeps the deferral on the organisers’ list when the runner registers for the race again', async () => {
    const id = await createPricedMarathon(owner, { prices: onePrice(4500), more: DEFERRALS });
    const { runner } = await paidRunner(id, 'back-again');
    expect((await defer(id, runner)).status).toBe(201);
    const again = await applyTo(id, runner);
    expect(again.status, again.text).toBe(200);
    expect((await adminDb().doc(`marathons/${id}/lapsedHolds/${runner.uid}`).get()).exists).toBe(
      false,
    );
    const listed = await api.call(deferrals.listDeferrals, {
      params: { id },
      token: owner.token,
    });
    expect(listed.body.deferrals).toEqual([
      expect.objectContaining({ userId: runner.uid, credit: 4000, currency: 'EUR' }),
    ]);
  });

  it('credits what was paid less what the organiser already refunded, minus the fee', async () => {
    const id = await createPricedMarathon(owner, { prices: onePrice(4500), more: DEFERRALS });
    const { runner } = await paidRunner(id, 'refunded-part');
    const refunded = await organiserRefund(id, owner, runner.uid, 1000);
    expect(refunded.status, refunded.text).toBe(201);
    const deferred = await defer(id, runner);
    expect(deferred.status, deferred.text).toBe(201);
    // 45.00 paid, 10.00 back already, 5.00 fee: 30.00, never the 40.00 that would pay 10.00 twice.
    expect(deferred.body).toMatchObject({ amount: 3000, currency: 'EUR' });
  });

  it('offers no refund of a deferred payment: it became the runner’s credit', async () => {
    const id = await createPricedMarathon(owner, { prices: onePrice(4500), more: DEFERRALS });
    const { runner } = await paidRunner(id, 'deferred-then-refund');
    expect((await defer(id, runner)).status).toBe(201);
    // 5.00 of the 45.00 is left after the 40.00 credit: the race's fee, not the organiser's to refund.
    const refused = await organiserRefund(id, owner, runner.uid, 500);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This payment was deferred: it became the runner’s credit, so it cannot be refunded.',
    );
    const ledger = await adminDb().collection(`marathons/${id}/payments`).get();
    expect(ledger.docs.map((d) => [d.get('refunded'), d.get('credited')])).toEqual([[0, 4000]]);
    expect((await adminDb().collection(`marathons/${id}/refunds`).get()).size).toBe(0);
  });

  it('is refused for a race that allows none, an unpaid place, and after the last day', async () => {
    const none = await createPricedMarathon(owner, { prices: onePrice(4500) });
    const { runner } = await paidRunner(none, 'no-deferrals');
    const refused = await defer(none, runner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This race does not allow deferrals.');

    const free = await createMarathon(owner, DEFERRALS);
    const freeRunner = await signUp('free');
    expect((await applyTo(free, freeRunner)).status).toBe(200);
    expect((await defer(free, freeRunner)).body.error).toBe('Only a paid place can be deferred.');

    const late = await createPricedMarathon(owner, {
      prices: onePrice(4500),
      more: { deferrals: { enabled: true, untilDays: 30, fee: 0 } },
    });
    const lateRunner = (await paidRunner(late, 'late')).runner;
    const tooLate = await defer(late, lateRunner);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error).toMatch(/Deferrals closed 30 days before the race/u);
    expect((await storedRegistration(late, lateRunner.uid)).get('status')).toBe('confirmed');
  });

  it('spends one credit once when two registrations would spend it at the same moment', async () => {
    const first = await createPricedMarathon(owner, { prices: onePrice(4500), more: DEFERRALS });
    const { runner } = await paidRunner(first, 'twice');
    expect((await defer(first, runner)).status).toBe(201);
    const [a, b] = await Promise.all([
      createPricedMarathon(owner, { prices: onePrice(6000) }),
      createPricedMarathon(owner, { prices: onePrice(6000) }),
    ]);
    const answers = await Promise.all([applyTo(a, runner), applyTo(b, runner)]);
    const spent = answers.filter((r) => r.status === 200 && r.body.payment?.creditApplied === 4000);
    expect(spent).toHaveLength(1);
    // The other is registered at the full price, or told to try again (409) and then is.
    for (const [i, r] of answers.entries()) {
      if (r === spent[0]) continue;
      if (r.status === 409) {
        expect(r.body.error).toMatch(/credit was used by another registration/u);
        const retried = await applyTo(i === 0 ? a : b, runner);
        expect(retried.body.payment).toMatchObject({ total: 6000 });
      } else {
        expect(r.body.payment).toMatchObject({ total: 6000 });
      }
    }
    const uses = await adminDb().collection('creditUses').where('uid', '==', runner.uid).get();
    expect(uses.size).toBe(1);
  });
});
