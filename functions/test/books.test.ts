// The books of a race (docs/payments.md, "The books"): what was paid, refunded, given as credit,
// disputed and is still pending, from the ledger and the registrations, with every discrepancy
// between them named; the daily check mails the organiser once when one appears.
//
// `GET /marathon/{id}/books` is not declared in the contract package yet: pay.ts's booksOf fetches
// it, and moves to the typed client once `contract/endpoints` declares it.
import * as deferrals from '@run/contract/endpoints/deferrals';
import { describe, expect, it } from 'vitest';

import { applyTo } from './actions.js';
import { chooseTransfer } from './bank-actions.js';
import { api, eventually } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts, signUp, verifiedAccounts } from './users.js';
import { mailsTo, outboxTo } from './maildev.js';
import {
  booksOf,
  createPricedMarathon,
  daysAway,
  organiserRefund,
  paidRunner,
  startCard,
} from './pay.js';
import { staffMember } from './race-day-actions.js';
import { runScheduled, scheduledFunction } from './scheduled.js';

const [owner] = verifiedAccounts('books-owner');
const [checkedOwner] = accounts('books-check-owner');

/** A race 40 days away at €45.00, allowing deferrals for a €5.00 fee. */
const raceOf = (by = owner) =>
  createPricedMarathon(by, {
    prices: [{ label: 'Regular', amount: 4500, until: null }],
    more: {
      marathonStartDate: daysAway(40),
      deferrals: { enabled: true, untilDays: 14, fee: 500 },
    },
  });

const BOOKS = /books/iu;

describe('the books of a race', () => {
  it('are the organisers’ to read: a co-organiser may, a runner is refused (403), nobody signed in 401', async () => {
    const id = await raceOf();
    const coOrganiser = await staffMember(id, owner, 'co-organiser', 'books-co');
    const runner = await signUp('books-nosy');
    expect((await booksOf(id, owner)).status).toBe(200);
    expect((await booksOf(id, coOrganiser)).status).toBe(200);
    expect((await booksOf(id, runner)).status).toBe(403);
    expect((await booksOf(id)).status).toBe(401);
  });

  it('add up paid, refunded, credited and pending money exactly, then name each discrepancy made by hand', async () => {
    const id = await raceOf();
    const kept = await paidRunner(id, 'books-kept');
    const refunded = await paidRunner(id, 'books-refunded');
    const credited = await paidRunner(id, 'books-credited');
    const part = await organiserRefund(id, owner, refunded.runner.uid, 1000);
    expect(part.status, part.text).toBe(201);
    const deferred = await api.call(deferrals.deferRegistration, {
      params: { id, userId: credited.runner.uid },
      token: credited.runner.token,
    });
    expect(deferred.body).toMatchObject({ amount: 4000 });
    const [byCard, byTransfer] = await Promise.all([
      signUp('books-card'),
      signUp('books-transfer'),
    ]);
    expect((await applyTo(id, byCard)).status).toBe(200);
    expect((await applyTo(id, byTransfer)).status).toBe(200);
    await startCard(id, byCard);
    await chooseTransfer(id, byTransfer);

    const books = await booksOf(id, owner);
    expect(books.status).toBe(200);
    expect(books.body).toEqual({
      currency: 'EUR',
      paid: 13500,
      refunded: 1000,
      credited: 4000,
      disputed: 0,
      pending: 9000,
      net: 8500,
      discrepancies: [],
    });

    // Broken by hand: a confirmed place whose money is gone, an entry giving back more than it took.
    await adminDb().doc(`marathons/${id}/payments/${kept.paymentId}`).delete();
    await adminDb()
      .doc(`marathons/${id}/payments/${refunded.paymentId}`)
      .update({ refunded: 5000 });
    const broken = await booksOf(id, owner);
    expect(broken.status).toBe(200);
    expect(broken.body.discrepancies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ registration: kept.runner.uid, detail: expect.any(String) }),
        expect.objectContaining({ paymentId: refunded.paymentId, detail: expect.any(String) }),
      ]),
    );
  });

  it(
    'are checked every day: a discrepancy found by two runs mails the organiser once',
    { timeout: 600_000 },
    async () => {
      const booksCheck = await scheduledFunction('booksCheck');
      expect(booksCheck.schedule).toBe('every 24 hours');
      const id = await raceOf(checkedOwner);
      const { paymentId } = await paidRunner(id, 'books-checked');
      await adminDb().doc(`marathons/${id}/payments/${paymentId}`).delete();

      await runScheduled(booksCheck);
      await runScheduled(booksCheck);
      await eventually('the organiser’s books mail', async () =>
        (await mailsTo(checkedOwner.email)).find((m) => BOOKS.test(m.subject)),
      );
      const queued = (await outboxTo(checkedOwner.email)).filter((m) => BOOKS.test(m.subject));
      expect(queued).toHaveLength(1);
    },
  );

  it('name a confirmed priced place whose money all went back by no organiser’s decision, and a reward for a referral that paid nothing', async () => {
    const id = await raceOf();
    const organiserKept = await paidRunner(id, 'books-comped');
    const returned = await paidRunner(id, 'books-returned');
    // An organiser may give a runner everything back and keep them: decided, not a discrepancy.
    const comped = await organiserRefund(id, owner, organiserKept.runner.uid, 4500, 'Comped');
    expect(comped.status, comped.text).toBe(201);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
    // By hand, as the review found: rewards of €45.00 for a referral whose place brought nothing.
    const race = adminDb().doc(`marathons/${id}`);
    await race.collection('refunds').doc(`by-hand-${returned.paymentId}`).set({
      paymentId: returned.paymentId,
      userId: returned.runner.uid,
      amount: 4500,
      currency: 'EUR',
      band: 'referral',
      state: 'done',
      reason: 'Referral reward',
    });
    await race
      .collection('payments')
      .doc(returned.paymentId)
      .update({ refunded: 4500, state: 'refunded' });
    await race
      .collection('referrals')
      .doc('books-free-friend')
      .set({ referrer: returned.runner.uid, rewarded: 4500, at: new Date() });
    const books = await booksOf(id, owner);
    expect(books.body.discrepancies).toEqual([
      expect.objectContaining({ kind: 'unearned_reward', registration: returned.runner.uid }),
      expect.objectContaining({ kind: 'returned_confirmed', registration: returned.runner.uid }),
    ]);
  });
});
