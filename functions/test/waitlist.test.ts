// The waitlist of a full race: arrival order, offers on every freed place, accept, decline, lapse.
import { Timestamp } from 'firebase-admin/firestore';
import type { WaitlistPage } from '@run/contract/domain/api-types';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { describe, expect, it } from 'vitest';

import {
  api,
  createMarathon,
  marathonBody,
  registrationForm,
  type ApiResponse,
} from './helpers.js';
import { adminDb, marathonState, storedRegistration } from './stored.js';
import { accounts, signUp, signUpMany, type TestUser } from './users.js';
import { applyTo, withdraw } from './actions.js';
import { editMarathon, marathonOf } from './marathon-actions.js';

const [owner] = accounts('owner');

const join = (id: string, r: TestUser) =>
  api.call(waitlist.joinWaitlist, {
    params: { id },
    token: r.token,
    body: registrationForm(r.email),
  });
const myWaitlist = async (r: TestUser) =>
  (await api.call(waitlist.myWaitlist, { params: { userId: r.uid }, token: r.token })).body;
const accept = (id: string, r: TestUser) =>
  api.call(waitlist.acceptOffer, { params: { id }, token: r.token });
const leave = (id: string, r: TestUser) =>
  api.call(waitlist.leaveWaitlist, { params: { id }, token: r.token });

/** A race with `capacity` places, all taken, and `waiting` runners who joined one after another. */
async function fullRace(
  capacity: number,
  waiting: number,
  overrides: Record<string, unknown> = {},
) {
  const id = await createMarathon(owner, { capacity, ...overrides });
  const registered = await signUpMany(capacity, 'in');
  for (const r of registered) expect((await applyTo(id, r)).status).toBe(200);
  const queue = await signUpMany(waiting, 'wait');
  for (const r of queue) expect((await join(id, r)).status).toBe(201);
  return { id, registered, queue };
}

/** Who holds an offer now (uid -> deadline), read straight from Firestore. */
async function offers(id: string): Promise<Map<string, Timestamp>> {
  const snap = await adminDb()
    .collection(`marathons/${id}/waitlist`)
    .where('offerExpiresAt', '!=', null)
    .get();
  return new Map(snap.docs.map((d) => [d.id, d.get('offerExpiresAt') as Timestamp]));
}

describe('joining the waitlist', () => {
  it('gives 30 runners joining at once the positions 1 to 30, each once', async () => {
    const { id } = await fullRace(1, 0);
    const runners = await signUpMany(30, 'queue');
    const results = await Promise.all(runners.map((r) => join(id, r)));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const positions = results.map((r) => r.body.position).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await marathonOf(id)).toMatchObject({ placesLeft: 0, waitlistCount: 30 });
  }, 180_000);

  it('holds one position for a runner joining 20 times at once', async () => {
    const { id } = await fullRace(1, 2);
    const runner = await signUp('eager');
    const results = await Promise.all(Array.from({ length: 20 }, () => join(id, runner)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.body.position))).toEqual(new Set([3]));
    expect((await marathonOf(id)).waitlistCount).toBe(3);
  }, 180_000);

  it('refuses with 409 while places are free, to a registered runner, and when the window is closed', async () => {
    const free = await createMarathon(owner, { capacity: 5 });
    const unlimited = await createMarathon(owner);
    const runner = await signUp('early');
    for (const id of [free, unlimited]) expect((await join(id, runner)).status).toBe(409);
    const { id, registered } = await fullRace(1, 0);
    const before = await marathonState(id);
    const again = await join(id, registered[0] ?? runner);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You are already registered for this marathon.',
      code: 'already_registered',
    });
    expect(await marathonState(id)).toEqual(before);
    const closed = await createMarathon(owner, { capacity: 1 }, 'closed');
    expect((await join(closed, runner)).body).toEqual({
      error: 'Registration for this marathon is closed.',
      code: 'registration_closed',
    });
  });

  it('answers 200 with the same position when already waiting, and 400 for a bad form', async () => {
    const { id, queue } = await fullRace(1, 2);
    const second = queue[1] ?? owner;
    expect((await join(id, second)).body).toEqual({ position: 2 });
    const again = await join(id, second);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ position: 2 });
    const bad = await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: second.token,
      body: { ...registrationForm(second.email), phone: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('offers', () => {
  it('offers a withdrawn place to position 1 alone, holds it from everyone else, and accept registers', async () => {
    const { id, registered, queue } = await fullRace(2, 3);
    const [first, second] = queue as [TestUser, TestUser, TestUser];
    const leaver = registered[0] ?? owner;
    expect((await withdraw(id, leaver)).status).toBe(200);
    const held = await offers(id);
    expect([...held.keys()]).toEqual([first.uid]);
    expect(await marathonOf(id)).toMatchObject({ placesLeft: 0, registrationCount: 1 });

    const outsider = await signUp('outsider');
    const sneaks = await Promise.all([applyTo(id, outsider), applyTo(id, second)]);
    expect(sneaks.map((r) => r.status)).toEqual([409, 409]);
    expect((await accept(id, second)).status).toBe(409);

    const mine = await myWaitlist(first);
    expect(mine).toEqual([
      {
        marathonId: id,
        title: expect.any(String),
        // The race's one distance (docs/places.md: every item names its distance).
        distanceId: expect.any(String),
        distanceName: expect.any(String),
        position: 1,
        offerExpiresAt: held.get(first.uid)?.toDate().toISOString(),
      },
    ]);
    expect((await myWaitlist(second))[0]).toMatchObject({ position: 2, offerExpiresAt: null });

    const accepted = await accept(id, first);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ modifiedCount: 1, status: 'confirmed' });
    const registration = await storedRegistration(id, first.uid);
    expect(registration.get('phone')).toBe(registrationForm(first.email).phone);
    expect(await marathonOf(id)).toMatchObject({
      registrationCount: 2,
      placesLeft: 0,
      waitlistCount: 2,
    });
    expect(await myWaitlist(first)).toEqual([]);
    expect((await myWaitlist(second))[0]).toMatchObject({ position: 1, offerExpiresAt: null });
    expect((await accept(id, first)).status).toBe(409);
  }, 120_000);

  it('passes a lapsed offer to the next runner without anyone acting on it', async () => {
    const { id, registered, queue } = await fullRace(1, 2);
    const [first, second] = queue as [TestUser, TestUser];
    await withdraw(id, registered[0] ?? owner);
    expect([...(await offers(id)).keys()]).toEqual([first.uid]);
    // What the offer's 48 hours passing looks like to the server: its deadline is now in the past.
    const past = Timestamp.fromMillis(Date.now() - 1000);
    await adminDb().doc(`marathons/${id}/waitlist/${first.uid}`).update({ offerExpiresAt: past });
    await adminDb().doc(`marathons/${id}`).update({ nextOfferExpiry: past });

    // Any read of the marathon applies the lapse rule.
    expect(await marathonOf(id)).toMatchObject({ placesLeft: 0, waitlistCount: 1 });
    expect([...(await offers(id)).keys()]).toEqual([second.uid]);
    expect(await myWaitlist(first)).toEqual([]);
    expect((await accept(id, first)).status).toBe(409);
    expect((await accept(id, second)).body).toEqual({ modifiedCount: 1, status: 'confirmed' });
  }, 120_000);

  it('passes a declined offer on, and lets a waiting runner leave', async () => {
    const { id, registered, queue } = await fullRace(1, 3);
    const [first, second, third] = queue as [TestUser, TestUser, TestUser];
    await withdraw(id, registered[0] ?? owner);
    const left = await leave(id, third);
    expect(left.body).toEqual({ deletedCount: 1 });
    const decline = await leave(id, first);
    expect(decline.body).toEqual({ deletedCount: 1 });
    expect([...(await offers(id)).keys()]).toEqual([second.uid]);
    expect(await marathonOf(id)).toMatchObject({ placesLeft: 0, waitlistCount: 1 });
    const none = await leave(id, first);
    expect(none.body).toEqual({ deletedCount: 0 });
  }, 120_000);

  it('makes 3 offers, to the first 3 waiting, when capacity is raised by 3', async () => {
    const { id, queue } = await fullRace(2, 5);
    const res = await editMarathon(id, owner, marathonBody({ capacity: 5 }));
    expect(res.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect(new Set((await offers(id)).keys())).toEqual(
      new Set(queue.slice(0, 3).map((r) => r.uid)),
    );
    expect(await marathonOf(id)).toMatchObject({ capacity: 5, placesLeft: 0, waitlistCount: 5 });
    const lower = await editMarathon(id, owner, marathonBody({ capacity: 4 }));
    expect(lower.status).toBe(409);
  }, 120_000);
});

describe('the creator’s waitlist', () => {
  it('pages the waiting runners in order with offer state, and downloads them as CSV', async () => {
    const { id, registered, queue } = await fullRace(1, 3);
    await withdraw(id, registered[0] ?? owner);
    const page = async (cursor?: string) =>
      (await api.call(waitlist.listWaitlist, {
        params: { id },
        query: { limit: 2, cursor },
        token: owner.token,
      })) as ApiResponse<WaitlistPage>;
    const first = await page();
    expect(first.body.waitlist.map((w) => [w.userId, w.position])).toEqual([
      [queue[0]?.uid, 1],
      [queue[1]?.uid, 2],
    ]);
    expect(first.body.waitlist[0]?.offerExpiresAt).toEqual(expect.any(String));
    expect(first.body.waitlist[1]?.offerExpiresAt).toBeNull();
    const next = await page(first.body.nextCursor ?? '');
    expect(next.body.waitlist.map((w) => [w.userId, w.position])).toEqual([[queue[2]?.uid, 3]]);
    expect(next.body.nextCursor).toBeNull();

    const csv = await api.call(waitlist.listWaitlist, {
      params: { id },
      query: { format: 'csv' },
      token: owner.token,
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/filename="waitlist-/u);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Position","First Name","Last Name","Email","Phone","Emergency Contact","Joined At","Offer Expires At"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(queue[0]?.email);
  }, 120_000);
});
