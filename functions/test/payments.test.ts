// Prices and payments through the API on the local stack: quotes by tier, held places, the test
// provider's signed webhook, each event taken once, expiry freeing the place to the waitlist, late
// money, prices refused in bodies, check-in of an unpaid place.
import * as payments from '@run/contract/endpoints/payments';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { Timestamp } from 'firebase-admin/firestore';
import { Stripe } from 'stripe';
import { describe, expect, it } from 'vitest';

import { holdExpiry } from '../src/payments/payments.js';
import { expireDueHolds } from '../src/places/places.js';
import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import { applyTo } from './actions.js';
import { marathonOf, participantsOf } from './marathon-actions.js';
import { api, eventually, registrationForm } from './helpers.js';
import { adminDb, marathonState, storedRegistration } from './stored.js';
import { accounts, signUp, signUpMany, type TestUser } from './users.js';
import { deliveredTo, mailsTo, outboxTo } from './maildev.js';
import {
  createPricedMarathon,
  holdRunsOut,
  inDays,
  ledger,
  myRecord,
  pricedRaceWithRunner,
  sendTestEvent,
  startCard,
  startPayment,
  testEvent,
} from './pay.js';

const [owner] = accounts('pay-owner');

const receipts = async (runner: TestUser) =>
  (await outboxTo(runner.email)).filter((m) => m.subject.startsWith('Receipt:'));

describe('prices', () => {
  it('quotes the tier in force, with the runner fee, before and after a tier ends', async () => {
    const fee = { percent: 5, fixed: 50 };
    const early = await createPricedMarathon(owner, { more: { runnerFee: fee } });
    const late = await createPricedMarathon(owner, {
      prices: [
        { label: 'Early bird', amount: 4500, until: inDays(-1) },
        { label: 'Regular', amount: 6000, until: null },
      ],
      more: { runnerFee: fee },
    });
    const before = await api.call(payments.quote, { params: { id: early }, query: {} });
    const after = await api.call(payments.quote, { params: { id: late }, query: {} });
    expect(before.body).toMatchObject({
      tier: { label: 'Early bird' },
      amount: 4500,
      fee: 275,
      total: 4775,
      currency: 'EUR',
    });
    expect(after.body).toMatchObject({
      tier: { label: 'Regular', until: null },
      amount: 6000,
      fee: 350,
      total: 6350,
    });
    expect((await marathonOf(early)).distances[0]?.price).toMatchObject({
      label: 'Early bird',
      amount: 4500,
      currency: 'EUR',
    });
  });

  it('refuses a price, fee or total in a request body, changing nothing', async () => {
    const id = await createPricedMarathon(owner, { capacity: 5 });
    const runner = await signUp('pay-cheat');
    const before = await marathonState(id);
    for (const field of ['price', 'fee', 'total', 'amount']) {
      const res = await applyTo(id, runner, registrationForm(runner.email, { [field]: 1 }));
      expect(res.status).toBe(400);
    }
    expect(await marathonState(id)).toEqual(before);
    expect((await applyTo(id, runner)).status).toBe(200);
    const withAmount = await api.call(payments.startPayment, {
      params: { id, userId: runner.uid },
      token: runner.token,
      body: { method: 'card', amount: 1 } as never,
    });
    expect(withAmount.status).toBe(400);
  });

  it('refuses a priced race without a payment method, and bank transfer with a bad IBAN', async () => {
    const noMethod = await createPricedMarathon(owner, { more: { paymentMethods: [] } }).catch(
      (e: Error) => e.message,
    );
    expect(noMethod).toMatch(/400.*paymentMethods/su);
    const badIban = await createPricedMarathon(owner, {
      more: { bankAccount: { holder: 'X', iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBADEFF' } },
    }).catch((e: Error) => e.message);
    expect(badIban).toMatch(/400.*bankAccount\.iban/su);
  });
});

describe('a held place', () => {
  it('answers pending_payment with the total and holds the place: 2 places, 2 pending, sold out', async () => {
    const id = await createPricedMarathon(owner, { capacity: 2 });
    const [a, b, c] = await Promise.all([signUp('pay-a'), signUp('pay-b'), signUp('pay-c')]);
    const first = await applyTo(id, a);
    expect(first.body).toMatchObject({
      modifiedCount: 1,
      status: 'pending_payment',
      payment: { amount: 4500, fee: 0, total: 4500, currency: 'EUR', tierLabel: 'Early bird' },
    });
    const due = Date.parse(first.body.payment?.dueAt ?? '');
    expect(due - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(due - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((await applyTo(id, b)).body).toMatchObject({ status: 'pending_payment' });
    expect((await applyTo(id, c)).body).toEqual({
      error: 'This marathon is sold out.',
      code: 'sold_out',
      soldOut: true,
    });
    expect(await myRecord(id, a)).toMatchObject({ status: 'pending_payment', passId: null });
  });

  it('confirms the registration when the test provider says paid, and mails a receipt', async () => {
    const id = await createPricedMarathon(owner, { capacity: 3 });
    const runner = await signUp('pay-ok');
    await applyTo(id, runner);
    const start = await startPayment(id, runner);
    expect(start.status).toBe(201);
    expect(start.body.redirectUrl).toMatch(new RegExp(`/pay/test/${start.body.paymentId}$`, 'u'));
    const view = await api.call(payments.paymentOf, {
      params: { paymentId: start.body.paymentId },
      token: runner.token,
    });
    expect(view.body).toMatchObject({ amount: 4500, currency: 'EUR', state: 'started' });
    expect((await sendTestEvent(testEvent(start.body.paymentId, 4500))).status).toBe(200);
    const record = await myRecord(id, runner);
    expect(record).toMatchObject({
      status: 'confirmed',
      payment: { method: 'card', paymentId: start.body.paymentId, paidAt: expect.any(String) },
      passId: expect.any(String),
    });
    expect((await ledger(id, start.body.paymentId)).get('state')).toBe('succeeded');
    const mails = await deliveredTo(runner.email, 2);
    const receipt = mails.find((m) => m.subject.startsWith('Receipt:'));
    expect(receipt?.text).toContain('€45.00 by card');
  });

  it('keeps the place held after a decline, so the runner may pay again', async () => {
    const { id, runner } = await pricedRaceWithRunner(owner, 'pay-decline');
    const paymentId = await startCard(id, runner);
    await sendTestEvent(testEvent(paymentId, 4500, 'payment.failed'));
    expect((await ledger(id, paymentId)).get('state')).toBe('failed');
    expect(await myRecord(id, runner)).toMatchObject({ status: 'pending_payment' });
    expect((await startPayment(id, runner)).status).toBe(201);
  });

  it('ends the attempts left open once a runner pays another way: a transfer chosen, then a card', async () => {
    const { id, runner } = await pricedRaceWithRunner(owner, 'pay-other-way');
    const transfer = await startPayment(id, runner, 'bank_transfer');
    expect(transfer.status).toBe(201);
    const abandoned = await startCard(id, runner);
    const paid = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(paid, 4500))).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({ status: 'confirmed' });
    const states = await Promise.all(
      [transfer.body.paymentId, abandoned, paid].map(async (p) =>
        (await ledger(id, p)).get('state'),
      ),
    );
    expect(states).toEqual(['expired', 'expired', 'succeeded']);
    const stats = await api.call(raceDay.marathonStats, { params: { id }, token: owner.token });
    expect(stats.body.money).toMatchObject({ paid: 4500, pending: 0 });
  });

  it('refuses a bad signature or a stale timestamp with 400, changing nothing', async () => {
    const { id, runner } = await pricedRaceWithRunner(owner, 'pay-forged');
    const paymentId = await startCard(id, runner);
    const before = await marathonState(id);
    const body = testEvent(paymentId, 4500);
    const forged = await sendTestEvent(body, { secret: 'whsec_not_the_one' });
    const stale = await sendTestEvent(body, { t: Math.floor(Date.now() / 1000) - 301 });
    const unsigned = await api.call(payments.paymentWebhook, {
      params: { provider: 'test' },
      rawBody: body,
    });
    expect([forged.status, stale.status, unsigned.status]).toEqual([400, 400, 400]);
    expect(await marathonState(id)).toEqual(before);
    expect((await ledger(id, paymentId)).get('state')).toBe('started');
    // The same body, signed now, is taken: only the signature was wrong.
    expect((await sendTestEvent(body)).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({ status: 'confirmed' });
  });

  it('takes an event sent twice (even at once) once: one confirmation, one receipt', async () => {
    const { id, runner } = await pricedRaceWithRunner(owner, 'pay-twice');
    const paymentId = await startCard(id, runner);
    const body = testEvent(paymentId, 4500);
    const answers = await Promise.all([sendTestEvent(body), sendTestEvent(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await sendTestEvent(body)).status).toBe(200);
    await eventually('the receipt', async () =>
      (await receipts(runner)).length > 0 ? true : undefined,
    );
    expect(await receipts(runner)).toHaveLength(1);
    const events = await adminDb()
      .collection('providerEvents')
      .where('paymentId', '==', paymentId)
      .get();
    expect(events.size).toBe(1);
  });

  it('confirms 50 runners paying at once exactly once each', async () => {
    const id = await createPricedMarathon(owner, { capacity: 60 });
    const runners = await signUpMany(50, 'pay-many');
    await Promise.all(runners.map((r) => applyTo(id, r)));
    const ids = await Promise.all(runners.map((r) => startCard(id, r)));
    const answers = await Promise.all(ids.map((p) => sendTestEvent(testEvent(p, 4500))));
    expect(answers.filter((a) => a.status !== 200).map((a) => a.text)).toEqual([]);
    const stored = await Promise.all(runners.map((r) => storedRegistration(id, r.uid)));
    expect(stored.map((s) => s.get('status'))).toEqual(Array(50).fill('confirmed'));
    const succeeded = await adminDb()
      .collection(`marathons/${id}/payments`)
      .where('state', '==', 'succeeded')
      .count()
      .get();
    expect(succeeded.data().count).toBe(50);
    expect((await marathonOf(id)).distances[0]).toMatchObject({
      registrationCount: 50,
      placesLeft: 10,
    });
  }, 120_000);

  it('shows organisers each status and payment, in the list, the CSV and the money statistics', async () => {
    const id = await createPricedMarathon(owner, { capacity: 5 });
    const [paid, due, byHand] = await Promise.all([
      signUp('pay-list-paid'),
      signUp('pay-list-due'),
      signUp('pay-list-hand'),
    ]);
    await Promise.all([paid, due, byHand].map((r) => applyTo(id, r)));
    const paymentId = await startCard(id, paid);
    await sendTestEvent(testEvent(paymentId, 4500));
    await startCard(id, due);
    const manual = await api.call(payments.manualPayment, {
      params: { id, userId: byHand.uid },
      token: owner.token,
      body: { amount: 4500, note: 'Cash at the expo' },
    });
    expect(manual.body).toMatchObject({ status: 'confirmed', payment: { method: 'manual' } });
    const list = await participantsOf(id, owner);
    const statusOf = (r: TestUser) =>
      list.body.participants.find((p) => p.userId === r.uid)?.status;
    expect([statusOf(paid), statusOf(due), statusOf(byHand)]).toEqual([
      'confirmed',
      'pending_payment',
      'confirmed',
    ]);
    const csv = await participantsOf(id, owner, { format: 'csv' });
    const [header = '', ...rows] = csv.text.trim().split('\r\n');
    expect(header).toContain('"Status","Amount","Payment Method","Paid At","Payment Due At"');
    expect(rows.find((r) => r.includes(due.email))).toContain(
      '"pending_payment","45.00 EUR","card",""',
    );
    const stats = await api.call(raceDay.marathonStats, { params: { id }, token: owner.token });
    expect(stats.body.money).toEqual({
      currency: 'EUR',
      paid: 9000,
      pending: 4500,
      refunded: 0,
      byDistance: { '10k': 9000 },
      byMethod: { card: 4500, manual: 4500 },
    });
  });

  it('checks in only a confirmed runner: a held place is 409 "Not paid"', async () => {
    const { id, runner } = await pricedRaceWithRunner(owner, 'pay-checkin');
    const res = await api.call(raceDay.checkIn, {
      params: { id },
      token: owner.token,
      body: { userId: runner.uid },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Not paid', code: 'check_in_unpaid' });
  });

  it('gives bank transfer instructions with a checked reference, an EPC code and a later due date', async () => {
    const { id, runner } = await pricedRaceWithRunner(owner, 'pay-bank');
    const res = await startPayment(id, runner, 'bank_transfer');
    expect(res.status).toBe(201);
    const i = res.body.instructions;
    expect(i).toMatchObject({
      holder: 'RUN Events GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      reference: expect.stringMatching(/^RUN-[0-9A-HJKMNP-TV-Z]{7}$/u),
      amount: 4500,
      currency: 'EUR',
    });
    expect(i?.epcQr.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'RUN Events GmbH',
      'DE89370400440532013000',
      'EUR45.00',
      '',
      '',
      i?.reference,
    ]);
    expect(Date.parse(i?.dueAt ?? '') - Date.now()).toBeGreaterThan(6 * 86_400_000);
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'pending_payment',
      payment: { method: 'bank_transfer', bankReference: i?.reference, dueAt: i?.dueAt },
    });
    const mail = (await deliveredTo(runner.email, 2)).find((m) => m.subject.startsWith('Bank'));
    expect(mail?.text).toContain(i?.reference);
    expect(await startPayment(id, runner, 'paypal')).toMatchObject({ status: 400 });
  });
});

describe('expiry and late money', () => {
  it('frees an expired hold when the race is read, offering the place to the waitlist', async () => {
    const id = await createPricedMarathon(owner, { capacity: 1 });
    const [held, waiting] = await Promise.all([signUp('pay-held'), signUp('pay-waiting')]);
    await applyTo(id, held);
    expect((await applyTo(id, waiting)).status).toBe(409);
    await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: waiting.token,
      body: registrationForm(waiting.email),
    });
    await holdRunsOut(id, held.uid);
    // Any read of the race's places applies the expiry.
    await marathonOf(id);
    expect((await storedRegistration(id, held.uid)).exists).toBe(false);
    expect(await myRecord(id, held)).toMatchObject({ status: 'expired' });
    const offer = await adminDb().doc(`marathons/${id}/waitlist/${waiting.uid}`).get();
    expect(offer.get('offerExpiresAt')).toBeInstanceOf(Timestamp);
    const accepted = await api.call(waitlist.acceptOffer, {
      params: { id },
      token: waiting.token,
      body: {},
    });
    expect(accepted.body).toMatchObject({ modifiedCount: 1, status: 'pending_payment' });
    await eventually('the expiry mail', async () =>
      (await mailsTo(held.email)).some((m) => m.subject.startsWith('Place released'))
        ? true
        : undefined,
    );
  });

  it('frees expired holds from the schedule’s sweep without anyone reading the race', async () => {
    const id = await createPricedMarathon(owner, { capacity: 1 });
    const runner = await signUp('pay-sweep');
    await applyTo(id, runner);
    await holdRunsOut(id, runner.uid);
    // The stack's scheduler runs this same sweep every minute and may get there first: either way
    // the sweep, not a read of the race, frees the place (so the count it returns is not asserted).
    await expireDueHoldsEverywhere();
    expect((await storedRegistration(id, runner.uid)).exists).toBe(false);
    const again = await applyTo(id, runner);
    expect(again.body).toMatchObject({ modifiedCount: 1, status: 'pending_payment' });
    expect(await myRecord(id, runner)).toMatchObject({ status: 'pending_payment' });
  });

  it('confirms money arriving after expiry while the distance has room', async () => {
    const id = await createPricedMarathon(owner, { capacity: 2 });
    const runner = await signUp('pay-late-ok');
    await applyTo(id, runner);
    const paymentId = await startCard(id, runner);
    await holdRunsOut(id, runner.uid);
    await marathonOf(id);
    expect((await ledger(id, paymentId)).get('state')).toBe('expired');
    expect((await sendTestEvent(testEvent(paymentId, 4500))).status).toBe(200);
    expect(await myRecord(id, runner)).toMatchObject({ status: 'confirmed' });
    expect((await ledger(id, paymentId)).get('state')).toBe('succeeded');
    expect((await marathonOf(id)).distances[0]).toMatchObject({
      registrationCount: 1,
      placesLeft: 1,
    });
  });

  it('gives an apply that meets a full distance the place another instance frees meanwhile', async () => {
    // The minute schedule runs on another instance and may free a lapsed hold at any moment of an
    // apply that found the distance full: here a pass over this race runs without pause while the
    // next runner applies, five times over.
    for (const round of [1, 2, 3, 4, 5]) {
      const id = await createPricedMarathon(owner, { capacity: 1 });
      const [held, next] = await Promise.all([
        signUp(`pay-freed-held-${round}`),
        signUp(`pay-freed-next-${round}`),
      ]);
      await applyTo(id, held);
      await holdRunsOut(id, held.uid);
      let applied = false;
      const race = adminDb().doc(`marathons/${id}`);
      const passes = (async () => {
        while (!applied) await expireDueHolds(await race.get(), holdExpiry);
      })();
      const answer = await applyTo(id, next).finally(() => {
        applied = true;
      });
      await passes;
      expect(answer.body, `round ${round}`).toMatchObject({ status: 'pending_payment' });
    }
  });

  it('refunds money arriving after expiry in full when the distance is full, and says why', async () => {
    const id = await createPricedMarathon(owner, { capacity: 1 });
    const [late, other] = await Promise.all([signUp('pay-late'), signUp('pay-other')]);
    await applyTo(id, late);
    const paymentId = await startCard(id, late);
    await holdRunsOut(id, late.uid);
    // The race read frees the hold before the other runner applies. Left to the apply, the stack's
    // minute schedule may free it in the same moment from another instance: the apply then answers
    // from its read of the race, taken while the place was still held, and says sold out.
    await marathonOf(id);
    expect((await applyTo(id, other)).body).toMatchObject({ status: 'pending_payment' });
    const event = testEvent(paymentId, 4500);
    expect((await sendTestEvent(event)).status).toBe(200);
    expect((await sendTestEvent(event)).status).toBe(200);
    const entry = await ledger(id, paymentId);
    expect([entry.get('state'), entry.get('refunded')]).toEqual(['refunded', 4500]);
    expect((await storedRegistration(id, late.uid)).exists).toBe(false);
    expect(await myRecord(id, late)).toMatchObject({ status: 'expired' });
    const mail = await eventually('the refund mail', async () =>
      (await mailsTo(late.email)).find((m) => m.subject.startsWith('Refunded')),
    );
    expect(mail.text).toMatch(/distance is now full/u);
    const refunds = (await outboxTo(late.email)).filter((m) => m.subject.startsWith('Refunded'));
    expect(refunds).toHaveLength(1);
  });
});

describe('Stripe webhook on the stack', () => {
  const stripe = new Stripe('sk_test_none');
  const signed = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET });

  it('answers 200 to an event for an unknown payment, and 400 to a bad signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_unknown_payment',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_unknown',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 4500,
          currency: 'eur',
          metadata: { paymentId: 'no-such-payment' },
          payment_intent: 'pi_unknown',
        },
      },
    });
    const ok = await api.call(payments.paymentWebhook, {
      params: { provider: 'stripe' },
      rawBody: payload,
      headers: { 'Stripe-Signature': signed(payload) },
    });
    expect(ok.status).toBe(200);
    const bad = await api.call(payments.paymentWebhook, {
      params: { provider: 'stripe' },
      rawBody: payload,
      headers: { 'Stripe-Signature': 't=1,v1=00' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('PayPal on a site where it is not set up (no PayPal secrets on the local stack)', () => {
  it('refuses PayPal with a sentence for a race that takes it, changing nothing, and refuses its webhook', async () => {
    const id = await createPricedMarathon(owner, {
      more: { paymentMethods: ['card', 'paypal'] },
    });
    const runner = await signUp('pay-paypal-unset');
    await applyTo(id, runner);
    const refused = await startPayment(id, runner, 'paypal');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'PayPal payments are not set up on this site.',
      details: [{ field: 'method', message: 'Not available' }],
    });
    expect((await adminDb().collection(`marathons/${id}/payments`).get()).size).toBe(0);
    expect(await myRecord(id, runner)).toMatchObject({ status: 'pending_payment' });
    const webhook = await api.call(payments.paymentWebhook, {
      params: { provider: 'paypal' },
      rawBody: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' }),
    });
    expect(webhook.status).toBe(400);
  });
});
