// The buyer managing an entry of their order through the API on the local stack (docs/orders.md):
// until its runner claims it, the buyer (and nobody else) changes its contact and offers its place
// to another runner; once claimed it is the runner's.
import * as orders from '@run/contract/endpoints/orders';
import { ORDER_REFUSALS } from '@run/contract/domain/orders';
import { describe, expect, it } from 'vitest';

import { api } from './helpers.js';
import { claimToken, listedOrder, order, other, registered, self } from './order-actions.js';
import { adminDb } from './stored.js';
import { accept, queuedTokens, transferRace } from './transfer-actions.js';
import { signUp, signUpVerified, verifiedAccounts, type TestUser } from './users.js';

const [owner] = verifiedAccounts('managed-entries-owner');

const oneDistanceRace = () =>
  transferRace(owner, {
    distances: [{ id: 'marathon', name: 'Marathon', runningDistance: '42 KM', capacity: 10 }],
  });

const contact = (email: string, firstName = 'Kid') => ({
  email,
  firstName,
  lastName: 'Runner',
  phone: '+44 20 7946 0000',
  emergencyContact: 'Parent',
});

const edit = (
  by: TestUser,
  p: { id: string; orderId: string; registrationId: string },
  body: Record<string, unknown>,
) => api.call(orders.updateOrderEntry, { params: p, token: by.token, body: body as never });

const transfer = (
  by: TestUser,
  p: { id: string; orderId: string; registrationId: string },
  email: string,
) => api.call(orders.transferOrderEntry, { params: p, token: by.token, body: { email } });

const stored = async (id: string, registrationId: string) =>
  (await adminDb().doc(`marathons/${id}/registrations/${registrationId}`).get()).data();

/** A new account claims the entry mailed to `email` with its claim link. */
const claimAs = async (id: string, email: string) => {
  const runner = await signUp('kid');
  return api.call(orders.claimEntry, {
    params: { id },
    token: runner.token,
    body: { token: await claimToken(email) },
  });
};

/** A race, a buyer and their confirmed order of themself and a kid. */
async function orderedKid() {
  const id = await oneDistanceRace();
  const buyer = await signUpVerified('buyer');
  const kid = other('Kid', 'marathon');
  const res = await order(id, buyer, [self(buyer, 'marathon'), kid]);
  expect(res.status).toBe(201);
  const entry = {
    id,
    orderId: res.body.orderId,
    registrationId: res.body.entries[1]?.registrationId as string,
  };
  return { id, buyer, kid, entry };
}

describe('an entry the buyer manages', () => {
  it('has its contact changed by the buyer only, until its runner claims it', async () => {
    const { id, buyer, kid, entry } = await orderedKid();
    const stranger = await signUpVerified('stranger');
    const fixed = `kid-fixed-${Math.random().toString(36).slice(2, 8)}@example.com`;

    expect((await edit(stranger, entry, contact(fixed))).status).toBe(404);
    // Bad input, or another registration's address: refused, nothing changes.
    expect((await edit(buyer, entry, { ...contact(fixed), phone: 'call me' })).status).toBe(400);
    const taken = await edit(buyer, entry, contact(buyer.email));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toContain(' is already registered for this marathon.');
    expect(taken.body.code).toBe('email_registered');
    expect(await stored(id, entry.registrationId)).toMatchObject({ email: kid.email });

    const changed = await edit(buyer, entry, contact(fixed, 'Kim'));
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect(await stored(id, entry.registrationId)).toMatchObject({
      email: fixed,
      firstName: 'Kim',
      emergencyContact: 'Parent',
    });
    expect((await listedOrder(buyer, entry.orderId))?.entries[1]).toMatchObject({
      email: fixed,
      firstName: 'Kim',
    });

    // The mailed claim link still works; then the entry is its runner's.
    expect((await claimAs(id, kid.email)).status).toBe(200);
    const late = await edit(buyer, entry, contact(fixed, 'Kit'));
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(ORDER_REFUSALS.entry_claimed);
  });

  it('has its place offered on by the buyer only, as a runner offers their own', async () => {
    const { id, buyer, entry } = await orderedKid();
    const stranger = await signUpVerified('stranger');
    const taker = await signUp('taker');

    expect((await transfer(stranger, entry, taker.email)).status).toBe(404);
    const offered = await transfer(buyer, entry, taker.email);
    expect(offered.status).toBe(201);
    const [token] = await queuedTokens(id, taker.email);
    expect((await accept(id, taker, token as string)).status).toBe(200);
    expect(await registered(id)).toBe(2);
    expect(await stored(id, taker.uid)).toMatchObject({ status: 'confirmed' });
    expect(await stored(id, entry.registrationId)).toBeUndefined();
    expect((await listedOrder(buyer, entry.orderId))?.entries[1]?.status).toBe('transferred');
    // Given away: nothing left to offer.
    expect((await transfer(buyer, entry, taker.email)).status).toBe(404);
  });

  it('is no longer the buyer’s to transfer once claimed', async () => {
    const { id, buyer, kid, entry } = await orderedKid();
    expect((await claimAs(id, kid.email)).status).toBe(200);
    const refused = await transfer(buyer, entry, 'someone@example.com');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ORDER_REFUSALS.entry_claimed);
  });
});
