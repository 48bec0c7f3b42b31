// Orders for several runners through the API on the local stack (docs/orders.md): all places or
// none, one payment confirming every entry, an expired hold freeing every place, one entry withdrawn
// with its share refunded, a claim moving an entry into its runner's account, bad orders refused with
// nothing changed, concurrent orders never overselling, and the group pass checking in the order.
import * as orders from '@run/contract/endpoints/orders';
import * as marathons from '@run/contract/endpoints/marathons';
import * as raceDay from '@run/contract/endpoints/race-day';
import { passKeyOf, rowsOf } from '@run/contract/domain/roster';
import { ORDER_REFUSALS } from '@run/contract/domain/orders';
import { refusalSentence } from '@run/contract/domain/refusals';
import { describe, expect, it } from 'vitest';

import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import { applyTo } from './actions.js';
import { api, createMarathon, registrationForm } from './helpers.js';
import {
  booksOf,
  holdRunsOut,
  ledger,
  organiserRefund,
  refundDocs,
  sendTestEvent,
  testEvent,
} from './pay.js';
import { checkIn, checkInGroup } from './race-day-actions.js';
import { COLLECTIONS } from '../src/store/collections.js';
import { adminDb } from './stored.js';
import { signUp, signUpVerified, verifiedAccounts } from './users.js';
import {
  claimToken,
  myOrders,
  order,
  other,
  registered,
  self,
  startOrderCard,
  twoDistanceRace,
} from './order-actions.js';

const [owner] = verifiedAccounts('orders-owner');

describe('an order of several runners', () => {
  it('takes every place or none: a full distance refuses the whole order, naming the entry', async () => {
    const id = await twoDistanceRace(owner, 10, 1);
    const buyer = await signUpVerified('buyer');
    const res = await order(id, buyer, [
      self(buyer, 'marathon'),
      other('Kid', 'marathon'),
      other('Partner', '10k'),
      other('Friend', '10k'),
    ]);
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('10K has too few places left for this order');
    expect(res.body.error).toContain('entry 3 (Partner Runner)');
    expect(await registered(id)).toBe(0);
    // Nobody was mailed: the buyer's day of claim mails is as it was.
    const quota = await adminDb().collection(COLLECTIONS.claimQuota).doc(buyer.uid).get();
    expect(quota.get('sent') ?? []).toEqual([]);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('registers a free order at once, mails each other runner a claim link, and lets one claim it', async () => {
    const id = await twoDistanceRace(owner, 10, 10);
    const buyer = await signUpVerified('buyer');
    const kid = other('Kid', '10k');
    const res = await order(id, buyer, [
      self(buyer, 'marathon'),
      kid,
      other('Partner', 'marathon'),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('confirmed');
    expect(res.body.entries.map((e) => e.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const [own, kidEntry] = res.body.entries;
    expect(own?.registrationId).toBe(buyer.uid);
    expect(kidEntry?.registrationId).toMatch(/^g-[A-Za-z0-9]{20}$/u);
    expect(await registered(id)).toBe(3);

    const listed = (await myOrders(buyer)).body.find((o) => o.orderId === res.body.orderId);
    expect(listed?.status).toBe('confirmed');
    expect(listed?.groupPassId).toEqual(expect.any(String));
    const kidPass = listed?.entries[1]?.passId ?? '';
    expect(kidPass).not.toBe('');

    // The runner claims the entry with the mailed link: the same place, a new pass.
    const token = await claimToken(kid.email);
    const runner = await signUp('kid');
    const claim = (t: string) =>
      api.call(orders.claimEntry, { params: { id }, token: runner.token, body: { token: t } });
    const claimed = await claim(token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.registrationId).toBe(runner.uid);
    expect(claimed.body.passId).not.toBe(kidPass);
    expect(await registered(id)).toBe(3);
    expect((await checkIn(id, owner, { passId: kidPass })).status).toBe(404);
    expect((await checkIn(id, owner, { passId: claimed.body.passId as string })).status).toBe(200);
    // Single use: the link does nothing a second time.
    expect((await claim(token)).status).toBe(409);
    const after = (await myOrders(buyer)).body.find((o) => o.orderId === res.body.orderId);
    expect(after?.entries[1]).toMatchObject({ claimed: true, email: '', passId: null });
    // A claimed entry is its runner's now: the buyer cannot withdraw it.
    const withdrawn = await api.call(orders.withdrawOrderEntry, {
      params: { id, orderId: res.body.orderId, registrationId: kidEntry?.registrationId as string },
      token: buyer.token,
    });
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.error).toBe(ORDER_REFUSALS.entry_claimed);
  });

  it('confirms every entry of a priced order with one payment, and withdrawing one refunds its share', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    const buyer = await signUpVerified('buyer');
    const res = await order(id, buyer, [
      self(buyer, 'marathon'),
      other('Kid', '10k'),
      other('Partner', 'marathon'),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending_payment');
    expect(res.body.payment).toMatchObject({ total: 15000, currency: 'EUR' });
    const paymentId = await startOrderCard(id, buyer, res.body.orderId);
    const paid = await sendTestEvent(testEvent(paymentId, 15000));
    expect(paid.status).toBe(200);
    const listed = (await myOrders(buyer)).body.find((o) => o.orderId === res.body.orderId);
    expect(listed?.status).toBe('confirmed');
    expect(listed?.entries.map((e) => e.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(new Set(listed?.entries.map((e) => e.passId)).size).toBe(3);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);

    const kidId = res.body.entries[1]?.registrationId as string;
    const withdrawn = await api.call(orders.withdrawOrderEntry, {
      params: { id, orderId: res.body.orderId, registrationId: kidId },
      token: buyer.token,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ deletedCount: 1, refund: { amount: 3000 } });
    expect((await ledger(id, paymentId)).get('refunded')).toBe(3000);
    expect(await registered(id)).toBe(2);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('caps an organiser’s refund of one entry at what is left of its share of the order', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    const buyer = await signUpVerified('capped-buyer');
    const res = await order(id, buyer, [self(buyer, 'marathon'), other('Kid', '10k')]);
    const paymentId = await startOrderCard(id, buyer, res.body.orderId);
    expect((await sendTestEvent(testEvent(paymentId, 9000))).status).toBe(200);
    const kidId = res.body.entries[1]?.registrationId as string;
    const refund = (amount: number) => organiserRefund(id, owner, kidId, amount);
    // The kid's €30.00 share, not the order's €90.00: beyond it is refused and nothing moves.
    const whole = await refund(9000);
    expect(whole.status).toBe(400);
    expect(whole.text).toContain(
      'At most €30.00 is left to refund of this runner’s share of the order’s payment.',
    );
    expect((await ledger(id, paymentId)).get('refunded')).toBe(0);
    expect(await refundDocs(id)).toHaveLength(0);
    expect((await refund(2000)).status).toBe(201);
    expect((await refund(1500)).text).toContain('At most €10.00');
    expect((await refund(1000)).status).toBe(201);
    expect((await ledger(id, paymentId)).get('refunded')).toBe(3000);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('frees every place of a priced order whose hold runs out, and gives late money back', async () => {
    const id = await twoDistanceRace(owner, 3, 3, true);
    const buyer = await signUpVerified('buyer');
    const res = await order(id, buyer, [other('Kid', '10k'), other('Partner', 'marathon')]);
    expect(res.status).toBe(201);
    const paymentId = await startOrderCard(id, buyer, res.body.orderId);
    for (const e of res.body.entries) await holdRunsOut(id, e.registrationId);
    await expireDueHoldsEverywhere();
    expect(await registered(id)).toBe(0);
    const listed = (await myOrders(buyer)).body.find((o) => o.orderId === res.body.orderId);
    expect(listed?.status).toBe('expired');
    // The money arrives after all: nothing is confirmed again, it goes back in full.
    expect((await sendTestEvent(testEvent(paymentId, 9000))).status).toBe(200);
    expect(await registered(id)).toBe(0);
    const refunds = await refundDocs(id);
    expect(refunds.map((r) => r.get('amount'))).toEqual([9000]);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('refuses a bad order with 400 or 409 naming the entry, and changes nothing', async () => {
    const id = await createMarathon(owner, {
      distances: [
        {
          id: 'marathon',
          name: 'Marathon',
          runningDistance: '42 KM',
          capacity: 10,
          minimumAge: 18,
        },
      ],
    });
    const buyer = await signUpVerified('buyer');
    const already = await signUp('already');
    expect(
      (
        await applyTo(
          id,
          already,
          registrationForm(already.email, { distanceId: 'marathon', dateOfBirth: '1990-01-01' }),
        )
      ).status,
    ).toBe(200);
    const eleven = Array.from({ length: 11 }, (_, i) => other(`R${i}`, 'marathon'));
    const twoSelf = [self(buyer, 'marathon'), self(buyer, 'marathon')];
    const young = [other('Kid', 'marathon', { dateOfBirth: '2020-01-01' })];
    const taken = [other('Kid', 'marathon'), { ...other('Dup', 'marathon'), email: already.email }];
    const unknown = [other('Kid', 'marathon'), other('Lost', 'nowhere')];
    const results = await Promise.all(
      [eleven, twoSelf, young, taken, unknown].map((entries) => order(id, buyer, entries)),
    );
    expect(results.map((r) => r.status)).toEqual([400, 400, 400, 409, 400]);
    expect(results[2]?.body.details?.[0]?.field).toBe('entries.0.dateOfBirth');
    expect(results[3]?.body.error).toBe(
      `Entry 2 (Dup Runner): ${refusalSentence('email_registered', { email: already.email })}`,
    );
    expect(results[4]?.body.error).toMatch(/^Entry 2: /u);
    expect(await registered(id)).toBe(1);
    // The runner already registered has the order of their own registration; the buyer has none.
    const buyersOrders = adminDb()
      .collection(`marathons/${id}/orders`)
      .where('buyerUid', '==', buyer.uid);
    expect((await buyersOrders.get()).size).toBe(0);
  });

  it('checks each entry’s answers and waiver as a registration’s, naming the entry', async () => {
    const id = await createMarathon(owner, {
      distances: [{ id: 'marathon', name: 'Marathon', runningDistance: '42 KM', capacity: 10 }],
      questions: [{ label: 'T-shirt size', type: 'choice', options: ['S', 'M'], required: true }],
      waiver: { text: 'I run at my own risk.' },
    });
    const race = await api.call(marathons.getMarathon, { params: { id }, token: owner.token });
    const shirt = race.body.questions?.[0]?.id as string;
    const buyer = await signUpVerified('buyer');
    const asked = (size: string | undefined, waiverAccepted: number | undefined) => ({
      ...(size === undefined ? {} : { answers: { [shirt]: size } }),
      ...(waiverAccepted === undefined ? {} : { waiverAccepted }),
    });
    const refused = await Promise.all(
      [
        [other('Kid', 'marathon', asked('M', 1)), other('Pal', 'marathon', asked(undefined, 1))],
        [other('Kid', 'marathon', asked('M', 1)), other('Pal', 'marathon', asked('XL', 1))],
        [other('Kid', 'marathon', asked('M', undefined)), other('Pal', 'marathon', asked('S', 1))],
      ].map((entries) => order(id, buyer, entries)),
    );
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(refused.map((r) => r.body.details?.[0]?.field)).toEqual([
      `entries.1.answers.${shirt}`,
      `entries.1.answers.${shirt}`,
      'entries.0.waiverAccepted',
    ]);
    const stale = await order(id, buyer, [other('Kid', 'marathon', asked('M', 0))]);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^Entry 1: The waiver has changed/u);
    expect(await registered(id)).toBe(0);

    const placed = await order(
      id,
      buyer,
      [self(buyer, 'marathon'), other('Kid', 'marathon', asked('S', 1))].map((e, i) =>
        i === 0 ? { ...e, ...asked('M', 1) } : e,
      ),
    );
    expect(placed.status).toBe(201);
    const kid = await adminDb()
      .doc(`marathons/${id}/registrations/${placed.body.entries[1]?.registrationId as string}`)
      .get();
    expect(kid.get('answers')).toEqual({ [shirt]: 'S' });
    expect(kid.get('waiverVersion')).toBe(1);
  });

  it('never oversells: 20 orders of two at once for the last 10 places', async () => {
    const id = await twoDistanceRace(owner, 10, 1);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUpVerified('crowd')));
    const answers = await Promise.all(
      buyers.map((b) => order(id, b, [self(b, 'marathon'), other('Friend', 'marathon')])),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await registered(id)).toBe(10);
    expect((await booksOf(id, owner)).body.discrepancies).toEqual([]);
  });

  it('checks in every confirmed runner of the order with its group pass, once', async () => {
    const id = await twoDistanceRace(owner, 10, 10);
    const buyer = await signUpVerified('buyer');
    const res = await order(id, buyer, [self(buyer, 'marathon'), other('Kid', '10k')]);
    expect(res.status).toBe(201);
    const listed = (await myOrders(buyer)).body.find((o) => o.orderId === res.body.orderId);
    const pass = listed?.groupPassId as string;
    const first = await checkInGroup(id, owner, pass);
    expect(first.status).toBe(200);
    const runners = 'runners' in first.body ? first.body.runners : [];
    expect(runners.map((r) => r.alreadyCheckedIn)).toEqual([false, false]);
    expect(runners.map((r) => r.firstName).sort()).toEqual(['Buyer', 'Kid']);
    const again = await checkInGroup(id, owner, pass);
    const second = 'runners' in again.body ? again.body.runners : [];
    expect(second.map((r) => r.alreadyCheckedIn)).toEqual([true, true]);
    expect(second.map((r) => r.checkedInAt)).toEqual(runners.map((r) => r.checkedInAt));
    expect((await checkInGroup(id, owner, 'not-a-pass')).status).toBe(404);

    // The roster on a check-in device carries the order's group key, so a scan offline finds both.
    const alone = await signUp('alone');
    await applyTo(id, alone, registrationForm(alone.email, { distanceId: '10k' }));
    const roster = await api.call(raceDay.compactRoster, { params: { id }, token: owner.token });
    expect(roster.status).toBe(200);
    const rows = rowsOf(roster.body);
    expect(rows).toHaveLength(3);
    const grouped = rows.filter((r) => r.groupKey === passKeyOf(pass));
    expect(grouped.map((r) => r.firstName).sort()).toEqual(['Buyer', 'Kid']);
    expect(rows.filter((r) => r.groupKey === undefined)).toHaveLength(1);
  });
});
