// The claim mails of orders (docs/orders.md) through the API on the local stack: every one counts
// against the buyer's 30 a day whatever confirms the order (free, paid, confirmed by the organiser by
// hand), and each carries its runner's race pass, so a runner who never signs up checks in with it.
import * as payments from '@run/contract/endpoints/payments';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from '../src/store/collections.js';
import { api } from './helpers.js';
import { outboxTo } from './maildev.js';
import {
  claimMail,
  listedOrder,
  order,
  other,
  registered,
  self,
  startOrderCard,
  twoDistanceRace,
} from './order-actions.js';
import { sendTestEvent, testEvent } from './pay.js';
import { checkIn } from './race-day-actions.js';
import { adminDb } from './stored.js';
import { signUpVerified, verifiedAccounts } from './users.js';

const [owner] = verifiedAccounts('claim-mails-owner');

const othersOn = (distanceId: string, n: number) =>
  Array.from({ length: n }, (_, i) => other(`R${i}`, distanceId));

const claimMailsCounted = async (uid: string): Promise<number> => {
  const sent: unknown = (await adminDb().collection(COLLECTIONS.claimQuota).doc(uid).get()).get(
    'sent',
  );
  return Array.isArray(sent) ? sent.length : 0;
};

/** The race pass id a claim mail's "Open my race pass" link carries. */
const passInMail = (text: string, marathonId: string) =>
  new RegExp(`/check-in/${marathonId}\\?pass=([A-Za-z0-9_-]+)`, 'u').exec(text)?.[1];

describe('claim mails of orders', () => {
  it('refuses a priced order of a buyer already at 30 claim mails today, and takes nothing', async () => {
    const free = await twoDistanceRace(owner, 40, 40);
    const priced = await twoDistanceRace(owner, 20, 20, true);
    const buyer = await signUpVerified('buyer');
    for (let i = 0; i < 3; i += 1) {
      expect((await order(free, buyer, othersOn('marathon', 10))).status).toBe(201);
    }
    expect(await claimMailsCounted(buyer.uid)).toBe(30);

    const more = await order(priced, buyer, [self(buyer, 'marathon'), ...othersOn('10k', 9)]);
    expect(more.status).toBe(429);
    expect(more.headers.get('retry-after')).toMatch(/^\d+$/u);
    expect(await registered(priced)).toBe(0);
    // Their own place alone mails nobody: still allowed.
    expect((await order(priced, buyer, [self(buyer, 'marathon')])).status).toBe(201);
    expect(await claimMailsCounted(buyer.uid)).toBe(30);
  });

  it('sends at most 30 claim mails a day when the organiser confirms orders by hand', async () => {
    const id = await twoDistanceRace(owner, 40, 40, true);
    const buyer = await signUpVerified('buyer');
    const placed = [];
    for (let i = 0; i < 4; i += 1) {
      const entries = othersOn('marathon', 9);
      const res = await order(id, buyer, entries);
      expect(res.status).toBe(201);
      placed.push({ res, emails: entries.map((e) => e.email) });
    }
    for (const { res } of placed) {
      const paid = await api.call(payments.manualPayment, {
        params: { id, userId: res.body.entries[0]?.registrationId as string },
        token: owner.token,
        body: { amount: 9 * 6000, note: 'Cash at the expo' },
      });
      expect(paid.status).toBe(201);
    }
    // Every entry is confirmed; only the first 30 of the 36 runners are mailed.
    for (const { res } of placed) {
      const listed = await listedOrder(buyer, res.body.orderId);
      expect(listed?.entries.every((e) => e.status === 'confirmed')).toBe(true);
    }
    const states = (
      await Promise.all(placed.flatMap(({ emails }) => emails.map((e) => outboxTo(e))))
    ).flat();
    expect(states).toHaveLength(36);
    expect(states.filter((s) => s.state === 'SUPPRESSED')).toHaveLength(6);
    expect(await claimMailsCounted(buyer.uid)).toBe(30);
    // The suppressed runners' entries stay with the buyer: no claim link was made for them.
    const claimable = await adminDb()
      .collection(`marathons/${id}/registrations`)
      .where('claimHash', '!=', null)
      .get();
    expect(claimable.size).toBe(30);
  });

  it('mails each runner their own race pass, which checks them in without an account', async () => {
    const id = await twoDistanceRace(owner, 10, 10, true);
    const free = await twoDistanceRace(owner, 10, 10);
    const buyer = await signUpVerified('buyer');

    const kid = other('Kid', '10k');
    const freeOrder = await order(free, buyer, [self(buyer, 'marathon'), kid]);
    expect(freeOrder.status).toBe(201);
    const kidPass = (await listedOrder(buyer, freeOrder.body.orderId))?.entries[1]?.passId;
    expect(kidPass).toEqual(expect.any(String));
    expect(passInMail((await claimMail(kid.email)).text, free)).toBe(kidPass);
    const checked = await checkIn(free, owner, { passId: kidPass as string });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ runner: { firstName: 'Kid' } });

    // A priced order's runners get theirs once it is paid, the pass they are confirmed with.
    const partner = other('Partner', 'marathon');
    const pricedOrder = await order(id, buyer, [partner]);
    expect(pricedOrder.status).toBe(201);
    const paymentId = await startOrderCard(id, buyer, pricedOrder.body.orderId);
    expect((await sendTestEvent(testEvent(paymentId, 6000))).status).toBe(200);
    const partnerPass = (await listedOrder(buyer, pricedOrder.body.orderId))?.entries[0]?.passId;
    expect(partnerPass).toEqual(expect.any(String));
    expect(passInMail((await claimMail(partner.email)).text, id)).toBe(partnerPass);
    expect((await checkIn(id, owner, { passId: partnerPass as string })).status).toBe(200);
  });
});
