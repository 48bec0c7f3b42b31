// Refunds through the API on the local stack: the race's refund policy, the runner's quote at each
// band, withdrawal with its refund, organisers' refunds (with and without withdrawing the runner), a
// cancelled race refunding everyone, refunds paid by hand, never more refunded than paid whatever
// runs at once, Stripe's refund events taken once, the mail telling the runner a refund ended (once),
// the money statistics and the finance CSV.
import * as payments from '@run/contract/endpoints/payments';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as marathons from '@run/contract/endpoints/marathons';
import * as refunds from '@run/contract/endpoints/refunds';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { Timestamp } from 'firebase-admin/firestore';
import { Stripe } from 'stripe';
import { describe, expect, it } from 'vitest';

import { stageRefund } from '../src/payments/refunds.js';
import { applyTo, withdraw } from './actions.js';
import { editableOf, editMarathon, marathonOf } from './marathon-actions.js';
import { api, eventually } from './helpers.js';
import { adminDb, marathonState, storedRegistration } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';
import { mailsTo, outboxTo } from './maildev.js';
import {
  createPricedMarathon,
  daysAway,
  ledger,
  myRecord,
  organiserRefund,
  paidRunner,
  refundDocs,
} from './pay.js';

const [owner] = accounts('refund-owner');

const refundedSum = async (id: string) =>
  (await refundDocs(id)).reduce((sum, d) => sum + Number(d.get('amount')), 0);

/** A priced race (€45.00 by card or transfer) starting `days` days from now, rounded down. */
const raceIn = (days: number, more: Record<string, unknown> = {}) =>
  createPricedMarathon(owner, { more: { marathonStartDate: daysAway(days), ...more } });

/** The organiser edits the race's refund policy, the rest of the race as it is. */
const editPolicy = async (id: string, refundPolicy: unknown) =>
  editMarathon(id, owner, { ...editableOf(await marathonOf(id)), refundPolicy });

const quoteOf = (id: string, runner: TestUser) =>
  api.call(refunds.refundQuote, { params: { id, userId: runner.uid }, token: runner.token });

const COMPLETE = /^Your refund for .+ is complete$/u;
const FAILED = /^Your refund for .+ did not go through$/u;

/** The runner's mail with that subject: delivered (MailDev), and queued exactly once. */
async function mailedOnce(runner: TestUser, subject: RegExp) {
  const mail = await eventually(`the mail "${subject.source}"`, async () =>
    (await mailsTo(runner.email)).find((m) => subject.test(m.subject)),
  );
  expect((await outboxTo(runner.email)).filter((m) => subject.test(m.subject))).toHaveLength(1);
  return mail;
}

describe('the refund policy', () => {
  it('defaults to the FAQ’s, refuses partial refunds ending before full ones, and only grows more generous once paid', async () => {
    const id = await raceIn(40);
    expect((await marathonOf(id)).refundPolicy).toEqual({
      fullUntilDays: 30,
      partialUntilDays: 14,
      partialPercent: 50,
    });
    const backwards = await editPolicy(id, {
      fullUntilDays: 14,
      partialUntilDays: 30,
      partialPercent: 50,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain('refundPolicy.partialUntilDays');
    const tighter = { fullUntilDays: 45, partialUntilDays: 20, partialPercent: 25 };
    // Nobody has paid yet: any policy.
    const anyPolicy = await editPolicy(id, tighter);
    expect(anyPolicy.status, anyPolicy.text).toBe(200);
    await paidRunner(id, 'refund-policy-paid');
    const before = await marathonState(id);
    const stingier = await editPolicy(id, { ...tighter, partialPercent: 10 });
    expect(stingier.status).toBe(409);
    expect(stingier.body).toEqual({
      error: 'Someone has paid for this race, so its refund policy can only become more generous.',
      code: 'refund_policy_less_generous',
    });
    expect(await marathonState(id)).toEqual(before);
    const kinder = { fullUntilDays: 30, partialUntilDays: 7, partialPercent: 60 };
    expect((await editPolicy(id, kinder)).status).toBe(200);
    expect((await marathonOf(id)).refundPolicy).toEqual(kinder);
  });
});

describe('the refund quote', () => {
  it('gives full, full, partial, partial, partial, none at 31, 30, 29, 15, 14 and 13 days', async () => {
    const days = [31, 30, 29, 15, 14, 13];
    const quotes = await Promise.all(
      days.map(async (d) => {
        const id = await raceIn(d);
        const { runner } = await paidRunner(id, `refund-quote-${d}`);
        return (await quoteOf(id, runner)).body;
      }),
    );
    expect(quotes.map((q) => [q.band, q.amount, q.currency])).toEqual([
      ['full', 4500, 'EUR'],
      ['full', 4500, 'EUR'],
      ['partial', 2250, 'EUR'],
      ['partial', 2250, 'EUR'],
      ['partial', 2250, 'EUR'],
      ['none', 0, 'EUR'],
    ]);
    // Each band ends 30 (full) or 14 (partial) days before the race, which starts in d days and 1 hour.
    quotes.slice(0, 5).forEach((q, i) => {
      const ends = (days[i] ?? 0) - (q.band === 'full' ? 30 : 14);
      const expected = Date.now() + ends * 86_400_000 + 3_600_000;
      expect(Math.abs(Date.parse(q.until ?? '') - expected)).toBeLessThan(120_000);
    });
    expect(quotes[5]?.until).toBeNull();
  }, 120_000);

  it('quotes nothing for a held place not yet paid, and only to the runner', async () => {
    const id = await raceIn(40);
    const [runner, other] = await Promise.all([signUp('refund-held'), signUp('refund-nosy')]);
    await applyTo(id, runner);
    expect((await quoteOf(id, runner)).body).toMatchObject({ band: 'full', amount: 0 });
    const nosy = await api.call(refunds.refundQuote, {
      params: { id, userId: runner.uid },
      token: other.token,
    });
    expect(nosy.status).toBe(403);
  });
});

describe('withdrawing', () => {
  it('refunds the quote in the same call; the card refund completes through the webhook, the runner is mailed and sees it', async () => {
    const id = await raceIn(20);
    const { runner, paymentId } = await paidRunner(id, 'refund-withdraw');
    const res = await withdraw(id, runner);
    expect(res.body).toEqual({
      deletedCount: 1,
      refund: { amount: 2250, currency: 'EUR', state: 'pending' },
    });
    const entry = await ledger(id, paymentId);
    expect([entry.get('state'), entry.get('refunded')]).toEqual(['partially_refunded', 2250]);
    const [stored] = await refundDocs(id);
    expect(stored?.data()).toMatchObject({
      paymentId,
      userId: runner.uid,
      amount: 2250,
      currency: 'EUR',
      band: 'partial',
    });
    await eventually('the test provider completing the refund', async () =>
      (await refundDocs(id))[0]?.get('state') === 'done' ? true : undefined,
    );
    expect(await myRecord(id, runner)).toMatchObject({
      status: 'withdrawn',
      refund: { amount: 2250, currency: 'EUR', state: 'done' },
    });
    const mail = await eventually('the refund mail', async () =>
      (await mailsTo(runner.email)).find((m) => m.subject.startsWith('Refund:')),
    );
    expect(mail.text).toContain('€22.50');
    // The refund's completion, told once, with the amount.
    expect((await mailedOnce(runner, COMPLETE)).text).toContain(
      '€22.50 has been given back to you',
    );
    // Withdrawn with nothing left: a second call does nothing and refunds nothing more.
    expect((await withdraw(id, runner)).body).toEqual({ deletedCount: 0 });
    expect(await refundedSum(id)).toBe(2250);
    expect((await mailsTo(runner.email)).filter((m) => COMPLETE.test(m.subject))).toHaveLength(1);
  });

  it('withdraws a held place with nothing to refund, and refunds nothing 13 days before', async () => {
    const id = await raceIn(13);
    const held = await signUp('refund-held-withdraw');
    await applyTo(id, held);
    expect((await withdraw(id, held)).body).toEqual({ deletedCount: 1 });
    const { runner, paymentId } = await paidRunner(id, 'refund-too-late');
    expect((await withdraw(id, runner)).body).toEqual({ deletedCount: 1 });
    expect((await ledger(id, paymentId)).get('refunded')).toBe(0);
    expect(await refundDocs(id)).toHaveLength(0);
  });

  it('gives money paid by hand back by hand: listed to pay until the organiser marks it paid', async () => {
    const id = await raceIn(40);
    const runner = await signUp('refund-by-hand');
    await applyTo(id, runner);
    await api.call(payments.manualPayment, {
      params: { id, userId: runner.uid },
      token: owner.token,
      body: { amount: 4500, note: 'Transfer seen in the bank' },
    });
    const res = await withdraw(id, runner);
    expect(res.body.refund).toEqual({ amount: 4500, currency: 'EUR', state: 'manual' });
    const toPay = await api.call(refunds.listRefunds, {
      params: { id },
      query: { state: 'manual' },
      token: owner.token,
    });
    expect(toPay.body.refunds).toHaveLength(1);
    const refundId = toPay.body.refunds[0]?.refundId ?? '';
    const paid = await api.call(refunds.markRefundPaid, {
      params: { id, refundId },
      token: owner.token,
    });
    expect(paid.body).toMatchObject({ state: 'done', paidAt: expect.any(String) });
    const again = await api.call(refunds.markRefundPaid, {
      params: { id, refundId },
      token: owner.token,
    });
    expect(again.status).toBe(409);
    expect(await myRecord(id, runner)).toMatchObject({ refund: { state: 'done' } });
    expect((await mailedOnce(runner, COMPLETE)).text).toContain(
      '€45.00 has been given back to you',
    );
  });
});

describe('organisers’ refunds', () => {
  it('refunds part of a payment, then refuses more than is left with a 400 naming amount, changing nothing', async () => {
    const id = await raceIn(40);
    const { runner, paymentId } = await paidRunner(id, 'refund-part');
    const part = await organiserRefund(id, owner, runner.uid, 1000, 'Goodwill: course change');
    expect(part.status).toBe(201);
    expect(part.body.refund).toMatchObject({
      amount: 1000,
      band: 'organiser',
      reason: 'Goodwill: course change',
    });
    expect(part.body.participant).toMatchObject({ status: 'confirmed' });
    const before = [await marathonState(id), (await ledger(id, paymentId)).data()];
    const beyond = await organiserRefund(id, owner, runner.uid, 3501, 'Too much');
    expect(beyond.status).toBe(400);
    expect(beyond.text).toContain('amount');
    expect([await marathonState(id), (await ledger(id, paymentId)).data()]).toEqual(before);
    expect(await refundedSum(id)).toBe(1000);
    const rest = await organiserRefund(id, owner, runner.uid, 3500, 'Injury');
    expect(rest.status).toBe(201);
    expect((await ledger(id, paymentId)).get('state')).toBe('refunded');
  });

  it('withdraws the runner with `cancel`, freeing the place', async () => {
    const id = await createPricedMarathon(owner, {
      capacity: 1,
      more: { marathonStartDate: daysAway(40) },
    });
    const { runner } = await paidRunner(id, 'refund-cancel');
    const res = await organiserRefund(id, owner, runner.uid, 4500, 'Injury', true);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ refund: { amount: 4500 }, participant: null });
    expect((await storedRegistration(id, runner.uid)).exists).toBe(false);
    expect((await marathonOf(id)).distances[0]).toMatchObject({ placesLeft: 1 });
  });

  it('never refunds more than was paid when two withdrawals and an organiser refund run at once', async () => {
    // Rounds without a field limit (the release is a batch) and with one (a transaction).
    for (const [round, capacity] of [null, 10, null, 10].entries()) {
      const id = await createPricedMarathon(owner, {
        ...(capacity ? { capacity } : {}),
        more: { marathonStartDate: daysAway(40) },
      });
      const { runner, paymentId } = await paidRunner(id, `refund-race-${round}`);
      const [one, two, organiser] = await Promise.all([
        withdraw(id, runner),
        withdraw(id, runner),
        organiserRefund(id, owner, runner.uid, 3000, 'At once'),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect([201, 400, 404]).toContain(organiser.status);
      const entry = await ledger(id, paymentId);
      const sum = await refundedSum(id);
      expect(sum).toBeLessThanOrEqual(4500);
      expect(entry.get('refunded')).toBe(sum);
      expect([one.body.deletedCount, two.body.deletedCount].sort()).toEqual([0, 1]);
    }
  }, 120_000);
});

describe('a cancelled race', () => {
  it('refunds every paid runner in full, also what is left after a partial refund', async () => {
    const id = await raceIn(10);
    const paid = await Promise.all(['a', 'b', 'c'].map((l) => paidRunner(id, `refund-gone-${l}`)));
    const held = await signUp('refund-gone-held');
    await applyTo(id, held);
    const [first] = paid;
    if (first === undefined) throw new Error('three runners');
    await organiserRefund(id, owner, first.runner.uid, 500, 'Shirt out of stock');
    expect(
      (await api.call(marathons.deleteMarathon, { params: { id }, token: owner.token })).status,
    ).toBe(200);
    for (const { paymentId } of paid) {
      const entry = await eventually('the refund in full', async () => {
        const e = await ledger(id, paymentId);
        return e.get('refunded') === 4500 ? e : undefined;
      });
      expect(entry.get('state')).toBe('refunded');
    }
    for (const { runner } of paid) {
      await eventually('the refund mail', async () =>
        (await mailsTo(runner.email)).some((m) => m.subject.startsWith('Refund:'))
          ? true
          : undefined,
      );
    }
    const docs = await refundDocs(id);
    expect(
      docs
        .filter((d) => d.get('band') === 'cancelled')
        .map((d) => d.get('amount'))
        .sort(),
    ).toEqual([4000, 4500, 4500]);
  });
});

describe('Stripe’s refund events on the stack', () => {
  const stripe = new Stripe('sk_test_none');
  const post = (type: string, object: unknown, id: string) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    return api.call(payments.paymentWebhook, {
      params: { provider: 'stripe' },
      rawBody: payload,
      headers: {
        'Stripe-Signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: LOCAL_STRIPE_WEBHOOK_SECRET,
        }),
      },
    });
  };

  /** A runner paid through Stripe: the ledger entry names the PaymentIntent Stripe's events name. */
  async function paidByStripe(id: string, label: string) {
    const paid = await paidRunner(id, label);
    const intent = `pi_${paid.paymentId}`;
    await adminDb()
      .doc(`marathons/${id}/payments/${paid.paymentId}`)
      .update({ provider: 'stripe', providerIntent: intent });
    return { ...paid, intent };
  }

  /** A refund RUN made at Stripe that Stripe still has pending (staged by RUN's own code). */
  async function pendingAtStripe(id: string, paymentId: string, amount: number) {
    const db = adminDb();
    const staged = await db.runTransaction(async (tx) => {
      const entry = await tx.get(db.doc(`marathons/${id}/payments/${paymentId}`));
      return stageRefund(
        tx,
        { payment: entry, amount, band: 'organiser', reason: 'x' },
        Timestamp.now(),
      );
    });
    await db
      .doc(`marathons/${id}/refunds/${staged.refundId}`)
      .update({ providerRef: `re_${staged.refundId}` });
    return staged.refundId;
  }

  it('moves RUN’s refunds by refund.updated, each event once; a failure gives the amount back', async () => {
    const id = await raceIn(40);
    const { runner, paymentId, intent } = await paidByStripe(id, 'refund-stripe-updated');
    const done = await pendingAtStripe(id, paymentId, 1000);
    const failed = await pendingAtStripe(id, paymentId, 500);
    const refund = (refundId: string, status: string, amount: number) => ({
      id: `re_${refundId}`,
      object: 'refund',
      amount,
      currency: 'eur',
      status,
      payment_intent: intent,
      metadata: { refundId, paymentId, marathonId: id },
    });
    const event = `evt_${done}`;
    const answers = await Promise.all([
      post('refund.updated', refund(done, 'succeeded', 1000), event),
      post('refund.updated', refund(done, 'succeeded', 1000), event),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await adminDb().doc(`marathons/${id}/refunds/${done}`).get()).get('state')).toBe(
      'done',
    );
    const seen = await adminDb().collection('providerEvents').doc(`stripe-${event}`).get();
    expect(seen.exists).toBe(true);
    // Found by Stripe's own id when the metadata is gone.
    const bare = { ...refund(failed, 'failed', 500), metadata: {} };
    expect((await post('refund.updated', bare, `evt_${failed}`)).status).toBe(200);
    expect((await adminDb().doc(`marathons/${id}/refunds/${failed}`).get()).get('state')).toBe(
      'failed',
    );
    // A late "succeeded" for the failed one changes nothing: a refund ends once.
    await post('refund.updated', refund(failed, 'succeeded', 500), `evt_${failed}_late`);
    const entry = await ledger(id, paymentId);
    expect([entry.get('refunded'), entry.get('state')]).toEqual([1000, 'partially_refunded']);
    // The runner hears of each refund's end once: the done one (sent twice), the failed one.
    expect((await mailedOnce(runner, COMPLETE)).text).toContain(
      '€10.00 has been given back to you',
    );
    expect((await mailedOnce(runner, FAILED)).text).toContain('The organiser will be in touch');
  });

  it('records a refund made in Stripe’s dashboard from charge.refunded, once, and tells the runner', async () => {
    const id = await raceIn(40);
    const { runner, paymentId, intent } = await paidByStripe(id, 'refund-stripe-dashboard');
    const charge = (refunded: number) => ({
      id: `ch_${paymentId}`,
      object: 'charge',
      amount: 4500,
      amount_refunded: refunded,
      currency: 'eur',
      metadata: { paymentId },
      payment_intent: intent,
    });
    const event = `evt_ch_${paymentId}`;
    await Promise.all([
      post('charge.refunded', charge(1500), event),
      post('charge.refunded', charge(1500), event),
    ]);
    // Another event with the same total: nothing new was refunded.
    await post('charge.refunded', charge(1500), `${event}_again`);
    const docs = await refundDocs(id);
    expect(docs.map((d) => [d.get('amount'), d.get('band'), d.get('state')])).toEqual([
      [1500, 'provider', 'done'],
    ]);
    expect((await ledger(id, paymentId)).get('refunded')).toBe(1500);
    expect((await mailedOnce(runner, COMPLETE)).text).toContain(
      '€15.00 has been given back to you',
    );
  });
});

describe('a refund whose send never happened', () => {
  it('is sent by the schedule, and the test provider completes it through its webhook', async () => {
    const id = await raceIn(40);
    const { paymentId } = await paidRunner(id, 'refund-unsent');
    // Staged by RUN's own code, as a request that ended before it asked the provider leaves it.
    const db = adminDb();
    const staged = await db.runTransaction(async (tx) => {
      const entry = await tx.get(db.doc(`marathons/${id}/payments/${paymentId}`));
      return stageRefund(
        tx,
        { payment: entry, amount: 700, band: 'organiser', reason: 'Unsent' },
        Timestamp.fromMillis(Date.now() - 3 * 60_000),
      );
    });
    const ref = db.doc(`marathons/${id}/refunds/${staged.refundId}`);
    expect((await ref.get()).get('state')).toBe('pending');
    const done = await eventually('the schedule sending the refund', async () => {
      const now = await ref.get();
      return now.get('state') === 'done' ? now : undefined;
    });
    expect(done.get('providerRef')).toMatch(/^test_re_/u);
    expect(done.get('sendAfter')).toBeUndefined();
    expect((await ledger(id, paymentId)).get('refunded')).toBe(700);
  }, 180_000);
});

describe('money in the console', () => {
  it('counts refunds in the statistics and lists every payment and refund in finance.csv', async () => {
    const id = await raceIn(40, { title: '=Finance Run' });
    const { runner } = await paidRunner(id, 'refund-stats');
    await organiserRefund(id, owner, runner.uid, 1200, '-Goodwill');
    const stats = await api.call(raceDay.marathonStats, { params: { id }, token: owner.token });
    expect(stats.body.money).toMatchObject({ paid: 4500, refunded: 1200 });
    const csv = await api.call(refunds.financeCsv, { params: { id }, token: owner.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('finance-finance-run.csv');
    const [header = '', ...rows] = csv.text.trim().split('\r\n');
    expect(header).toBe(
      '"Type","Id","Payment Id","Runner","User Id","Method","State","Amount","Refunded","Reason","Note","Created At","Settled At","Code"',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^"payment",.*"card","partially_refunded","45.00 EUR","12.00 EUR"/u);
    expect(rows[1]).toMatch(/^"refund",.*"12.00 EUR","","organiser","'-Goodwill"/u);
  });
});
