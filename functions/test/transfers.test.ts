// Transfers through the API (docs/transfers.md): a runner's place moves to another runner with its
// bib and a new race pass, counters unchanged; the link works once, for 48 hours, in its own race;
// the recipient's form is checked like a registration's.
import * as deferrals from '@run/contract/endpoints/deferrals';
import * as registrations from '@run/contract/endpoints/registrations';
import * as transfers from '@run/contract/endpoints/transfers';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { applyTo, applyWith, withdraw } from './actions.js';
import { marathonOf, participantsOf } from './marathon-actions.js';
import { api, expectRefused } from './helpers.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp } from './users.js';
import { deliveredTo } from './maildev.js';
import { checkIn, setBib } from './race-day-actions.js';
import { createPricedMarathon, paidRunner, sendTestEvent, startCard, testEvent } from './pay.js';
import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import {
  accept,
  cancelOffer,
  counters,
  mailedToken,
  offer,
  transferRace,
  viewTransfer,
} from './transfer-actions.js';

const [owner] = accounts('owner');

/** A sender registered (and given bib 7) on a race of `capacity` places, and an offer to `to`. */
async function offered(capacity = 1, more: Record<string, unknown> = {}) {
  const id = await transferRace(owner, {
    distances: [{ name: '10K', runningDistance: '10 km', capacity, bibFrom: 1, bibTo: 99 }],
    ...more,
  });
  const sender = await signUp('sender');
  const recipient = await signUp('recipient');
  expect((await applyTo(id, sender)).status).toBe(200);
  expect((await setBib(id, owner, sender.uid, 7)).status).toBe(200);
  const started = await offer(id, sender, recipient.email);
  expect(started.status, started.text).toBe(201);
  const token = await mailedToken(recipient.email);
  return { id, sender, recipient, token, transferId: started.body.transferId };
}

describe('a transfer', () => {
  it('moves a sold-out place: counts unchanged, the bib and a new pass go to the recipient, the old pass is 404', async () => {
    const { id, sender, recipient, token } = await offered(1);
    const oldPass = String((await storedRegistration(id, sender.uid)).get('passId'));
    const before = await counters(id);
    const race = await marathonOf(id);
    expect(race.distances[0]?.placesLeft).toBe(0);

    const shown = await viewTransfer(id, recipient, token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ marathonId: id, distanceName: '10K', fee: 0 });

    const taken = await accept(id, recipient, token);
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body).toEqual({ modifiedCount: 1, status: 'confirmed' });

    expect(await counters(id)).toEqual(before);
    const after = await marathonOf(id);
    expect(after.distances[0]).toMatchObject({ registrationCount: 1, placesLeft: 0 });
    const mine = await storedRegistration(id, recipient.uid);
    expect(mine.get('bib')).toBe(7);
    expect(mine.get('firstName')).toBe('Bea');
    expect(mine.get('passId')).toEqual(expect.any(String));
    expect(mine.get('passId')).not.toBe(oldPass);
    expect((await storedRegistration(id, sender.uid)).exists).toBe(false);
    const claim = await adminDb().doc(`marathons/${id}/bibs/7`).get();
    expect(claim.get('userId')).toBe(recipient.uid);

    const old = await checkIn(id, owner, { passId: oldPass });
    expect(old.status).toBe(404);
    const fresh = await checkIn(id, owner, { passId: String(mine.get('passId')) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.runner).toMatchObject({ userId: recipient.uid, bib: 7 });

    // The sender sees the place as transferred; the recipient sees their pass.
    const senders = await api.call(registrations.myRegistrations, {
      params: { userId: sender.uid },
      token: sender.token,
    });
    expect(senders.body[0]?.totalRegistrationCount[0]).toMatchObject({
      status: 'transferred',
      passId: null,
      bib: null,
    });
    const recipients = await api.call(registrations.myRegistrations, {
      params: { userId: recipient.uid },
      token: recipient.token,
    });
    expect(recipients.body[0]?.totalRegistrationCount[0]).toMatchObject({
      status: 'confirmed',
      bib: 7,
      passId: mine.get('passId'),
      byTransfer: true,
    });

    // Both are told (the sender had their confirmation and bib mails before); the organisers see who came by transfer, in the list, the CSV and the console.
    const [toSender] = (await deliveredTo(sender.email, 3)).filter((m) =>
      m.subject.startsWith('Place transferred'),
    );
    expect(toSender?.text).toContain('Bea Runner accepted your transfer');
    const toRecipient = await deliveredTo(recipient.email, 2);
    expect(toRecipient.map((m) => m.subject)).toContain(`You are registered: ${race.title}`);
    const listed = await participantsOf(id, owner);
    expect(listed.body.participants).toEqual([
      expect.objectContaining({ userId: recipient.uid, byTransfer: true }),
    ]);
    const csv = await participantsOf(id, owner, { format: 'csv' });
    expect(csv.text.split('\n')[0]).toContain('By Transfer');
    expect(csv.text.split('\n')[1]).toMatch(/,"yes"\r?$/u);
    const console = await api.call(transfers.listTransfers, { params: { id }, token: owner.token });
    expect(console.body.transfers).toEqual([
      expect.objectContaining({
        state: 'accepted',
        fromUserId: sender.uid,
        toUserId: recipient.uid,
        toName: 'Bea Runner',
        bib: 7,
      }),
    ]);
  });

  it('checks the recipient’s form like a registration: minimum age and the current waiver', async () => {
    const id = await transferRace(owner, {
      distances: [{ name: 'Marathon', runningDistance: '42.195 km', minimumAge: 18 }],
      waiver: { text: 'I run at my own risk.' },
    });
    const sender = await signUp('sender');
    const recipient = await signUp('recipient');
    expect(
      (await applyWith(id, sender, { dateOfBirth: '1990-01-01', waiverAccepted: 1 })).status,
    ).toBe(200);
    expect((await offer(id, sender, recipient.email)).status).toBe(201);
    const token = await mailedToken(recipient.email);

    const young = new Date().getUTCFullYear() - 10;
    const tooYoung = await accept(id, recipient, token, {
      dateOfBirth: `${young}-01-01`,
      waiverAccepted: 1,
    });
    expectRefused(tooYoung, 'dateOfBirth');
    const noWaiver = await accept(id, recipient, token, { dateOfBirth: '1995-05-05' });
    expectRefused(noWaiver, 'waiverAccepted');
    const stale = await accept(id, recipient, token, {
      dateOfBirth: '1995-05-05',
      waiverAccepted: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: 'The waiver has changed. Please read it again.',
      waiverVersion: 1,
    });
    const otherDistance = await accept(id, recipient, token, {
      dateOfBirth: '1995-05-05',
      waiverAccepted: 1,
      distanceId: 'marathon',
    });
    expectRefused(otherDistance, 'distanceId');
    // Refused forms changed nothing: the sender still holds the place.
    expect((await storedRegistration(id, sender.uid)).get('status')).toBe('confirmed');
    expect((await storedRegistration(id, recipient.uid)).exists).toBe(false);

    const ok = await accept(id, recipient, token, {
      dateOfBirth: '1995-05-05',
      waiverAccepted: 1,
    });
    expect(ok.status, ok.text).toBe(200);
    const stored = await storedRegistration(id, recipient.uid);
    expect(stored.get('dateOfBirth')).toBe('1995-05-05');
    expect(stored.get('waiverVersion')).toBe(1);
  });

  it('refuses a used, an expired and a foreign token with a sentence', async () => {
    const { id, recipient, token, transferId } = await offered(5);
    const another = await offered(5);
    const foreign = await viewTransfer(id, recipient, another.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('This transfer link is not one of this race’s.');
    expect((await accept(id, recipient, 'made-up-token')).status).toBe(404);

    await adminDb()
      .doc(`marathons/${id}/transfers/${transferId}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await accept(id, recipient, token);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatch(/used or cancelled, or has expired/u);
    expect((await viewTransfer(id, recipient, token)).status).toBe(410);

    const second = await signUp('second');
    expect((await accept(another.id, another.recipient, another.token)).status).toBe(200);
    const used = await accept(another.id, second, another.token);
    expect(used.status).toBe(410);
    expect(used.body.error).toMatch(/used or cancelled, or has expired/u);
  });

  it('is refused to the sender, to a runner registered already, and once cancelled', async () => {
    const { id, sender, recipient, token } = await offered(5);
    const own = await accept(id, sender, token);
    expect(own.status).toBe(409);
    expect(own.body.error).toBe('You cannot accept your own transfer.');
    expect((await applyTo(id, recipient)).status).toBe(200);
    const registered = await accept(id, recipient, token);
    expect(registered.status).toBe(409);
    expect(registered.body.error).toBe('You are already registered for this race.');

    expect((await cancelOffer(id, sender)).body).toEqual({ deletedCount: 1 });
    expect((await cancelOffer(id, sender)).body).toEqual({ deletedCount: 0 });
    const newcomer = await signUp('newcomer');
    expect((await accept(id, newcomer, token)).status).toBe(410);
    expect((await storedRegistration(id, sender.uid)).get('status')).toBe('confirmed');
  });

  it('ends with the place: a withdrawal and a deferral cancel the runner’s open transfer', async () => {
    const listed = async (id: string) =>
      (await api.call(transfers.listTransfers, { params: { id }, token: owner.token })).body
        .transfers;
    const { id, sender, recipient, token } = await offered(5);
    expect((await withdraw(id, sender)).status).toBe(200);
    // The link says so before the recipient fills in anything, and the organiser sees it cancelled.
    const afterWithdrawal = await viewTransfer(id, recipient, token);
    expect(afterWithdrawal.status).toBe(410);
    expect(afterWithdrawal.body.error).toMatch(/used or cancelled, or has expired/u);
    expect(await listed(id)).toEqual([expect.objectContaining({ state: 'cancelled' })]);

    const priced = await createPricedMarathon(owner, {
      capacity: 5,
      prices: [{ label: 'Regular', amount: 4500, until: null }],
      more: {
        transfers: { enabled: true, untilDays: 14, fee: 0 },
        deferrals: { enabled: true, untilDays: 14, fee: 500 },
      },
    });
    const { runner } = await paidRunner(priced, 'deferring-sender');
    const friend = await signUp('friend');
    expect((await offer(priced, runner, friend.email)).status).toBe(201);
    const friendToken = await mailedToken(friend.email);
    const deferred = await api.call(deferrals.deferRegistration, {
      params: { id: priced, userId: runner.uid },
      token: runner.token,
    });
    expect(deferred.status, deferred.text).toBe(201);
    expect((await viewTransfer(priced, friend, friendToken)).status).toBe(410);
    expect((await accept(priced, friend, friendToken)).status).toBe(410);
    expect(await listed(priced)).toEqual([expect.objectContaining({ state: 'cancelled' })]);
    // My Apply List's record of the deferred place offers no transfer any more.
    const kept = await adminDb().doc(`marathons/${priced}/lapsedHolds/${runner.uid}`).get();
    expect(kept.get('status')).toBe('deferred');
    expect(kept.get('transfer')).toBeUndefined();
  });

  it('the sender cannot transfer twice, nor after the last day, nor without the race allowing it', async () => {
    const { id, sender, recipient, token } = await offered(5);
    const twice = await offer(id, sender, 'someone-else@example.com');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/open already/u);
    expect((await accept(id, recipient, token)).status).toBe(200);
    // The place is the recipient's now: the sender has nothing left to give.
    expect((await offer(id, sender, 'someone-else@example.com')).status).toBe(404);

    const own = await offer(id, recipient, recipient.email);
    expectRefused(own, 'email');

    const soon = await transferRace(owner, {}, { untilDays: 30 });
    const late = await signUp('late');
    expect((await applyTo(soon, late)).status).toBe(200);
    const tooLate = await offer(soon, late, 'friend@example.com');
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error).toMatch(/Transfers closed 30 days before the race/u);

    const closed = await transferRace(owner, {}, { enabled: false });
    const runner = await signUp('runner');
    expect((await applyTo(closed, runner)).status).toBe(200);
    const off = await offer(closed, runner, 'friend@example.com');
    expect(off.status).toBe(409);
    expect(off.body.error).toBe('This race does not allow transfers.');
  });

  it('two accepts of one token at once give one registration', async () => {
    const { id, recipient, token } = await offered(1);
    const rival = await signUp('rival');
    const answers = await Promise.all([
      accept(id, recipient, token),
      accept(id, rival, token),
      accept(id, recipient, token),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([409, 410]).toContain(a.status);
      expect(a.body).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    const regs = await adminDb().collection(`marathons/${id}/registrations`).get();
    expect(regs.size).toBe(1);
    expect((await marathonOf(id)).distances[0]?.registrationCount).toBe(1);
  });

  it('with a fee, holds the recipient until paid: paid, the place moves; unpaid by its time, nothing changes', async () => {
    const id = await transferRace(
      owner,
      {
        distances: [{ name: '10K', runningDistance: '10 km', capacity: 1, bibFrom: 1, bibTo: 9 }],
        currency: 'EUR',
        paymentMethods: ['card'],
      },
      { fee: 1500 },
    );
    const sender = await signUp('sender');
    expect((await applyTo(id, sender)).status).toBe(200);
    expect((await setBib(id, owner, sender.uid, 3)).status).toBe(200);
    const before = await counters(id);

    // Unpaid by its time: the hold goes, the sender keeps the place, no count moves.
    const idle = await signUp('idle');
    expect((await offer(id, sender, idle.email)).status).toBe(201);
    const held = await accept(id, idle, await mailedToken(idle.email));
    expect(held.status, held.text).toBe(200);
    expect(held.body).toMatchObject({
      modifiedCount: 1,
      status: 'pending_payment',
      payment: { amount: 1500, total: 1500, currency: 'EUR', tierLabel: 'Transfer fee' },
    });
    expect(await counters(id)).toEqual(before);
    await adminDb()
      .doc(`marathons/${id}/registrations/${idle.uid}`)
      .update({ holdUntil: Timestamp.fromMillis(Date.now() - 1000) });
    // The stack's scheduler, or another file's test, runs this same sweep and may free the hold
    // first, so the count this call returns is not asserted: what it leaves behind is.
    await expireDueHoldsEverywhere();
    expect((await storedRegistration(id, idle.uid)).exists).toBe(false);
    expect((await storedRegistration(id, sender.uid)).get('status')).toBe('confirmed');
    expect(await counters(id)).toEqual(before);
    expect((await marathonOf(id)).distances[0]).toMatchObject({
      registrationCount: 1,
      placesLeft: 0,
    });

    // Offered again once that link's time is over; this recipient pays, and the place moves.
    await adminDb()
      .doc(`marathons/${id}/registrations/${sender.uid}`)
      .update({ 'transfer.expiresAt': Timestamp.fromMillis(Date.now() - 1000) });
    const payer = await signUp('payer');
    expect((await offer(id, sender, payer.email)).status).toBe(201);
    const pending = await accept(id, payer, await mailedToken(payer.email));
    expect(pending.body.status).toBe('pending_payment');
    expect((await storedRegistration(id, sender.uid)).get('status')).toBe('confirmed');
    const paymentId = await startCard(id, payer);
    expect((await sendTestEvent(testEvent(paymentId, 1500))).status).toBe(200);
    const mine = await storedRegistration(id, payer.uid);
    expect(mine.get('status')).toBe('confirmed');
    expect(mine.get('bib')).toBe(3);
    expect(mine.get('passId')).toEqual(expect.any(String));
    expect(mine.get('payment.paidAt')).toBeDefined();
    expect((await storedRegistration(id, sender.uid)).exists).toBe(false);
    expect(await counters(id)).toEqual(before);
    const transfersNow = await api.call(transfers.listTransfers, {
      params: { id },
      token: owner.token,
    });
    expect(transfersNow.body.transfers.map((t) => t.state).sort()).toEqual([
      'accepted',
      'pending_payment',
    ]);
  });
});
