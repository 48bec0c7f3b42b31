// Opinions (public, rate limited), volunteer offers and user profiles.
import * as community from '@run/contract/endpoints/community';
import * as health from '@run/contract/endpoints/health';
import { describe, expect, it } from 'vitest';

import { OPINION_LIMIT } from '../src/lib/rate-limit.js';
import {
  api,
  atAlias,
  expectRefused,
  fakeIp,
  freshWindow,
  uniqueName,
  type ApiResponse,
} from './helpers.js';
import { adminDb, clearPeerBudget, storedWithName } from './stored.js';
import { accounts, signUp } from './users.js';

const [user] = accounts('community');

const opinion = (text = `Loved it ${Math.random()}`) => ({
  name: 'Sam',
  email: 'sam@example.com',
  opinion: text,
});

/**
 * Sends a bad body under a name no other request carries (unless the row's own name is the fault):
 * 400 naming `field`, and no document of `collection` has that name.
 */
async function refusedWithoutWrite<
  T extends { details?: Array<{ field: string; message: string }> },
>(
  collection: string,
  field: string,
  body: Record<string, unknown>,
  send: (body: Record<string, unknown>) => Promise<ApiResponse<T>>,
): Promise<ApiResponse<T>> {
  const sent = { name: uniqueName('Refused'), ...body };
  const res = await send(sent);
  expectRefused(res, field);
  expect(await storedWithName(collection, String(sent.name).trim())).toBe(0);
  return res;
}

describe('opinions', () => {
  it('adds an opinion (201 {insertedId}) and lists newest first, cacheable', async () => {
    const ip = fakeIp();
    const older = await api.call(community.addOpinion, {
      body: opinion('older'),
      headers: { 'x-forwarded-for': ip },
    });
    const newer = await api.call(community.addOpinion, {
      body: opinion('newer'),
      headers: { 'x-forwarded-for': ip },
    });
    expect(older.status).toBe(201);
    const list = await api.call(community.listOpinions);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(list.body.length).toBeLessThanOrEqual(50);
    const ids = list.body.map((o) => o._id);
    expect(ids.indexOf(newer.body.insertedId)).toBeLessThan(ids.indexOf(older.body.insertedId));
    expect(list.body.find((o) => o._id === newer.body.insertedId)).toMatchObject({
      name: 'Sam',
      opinion: 'newer',
    });
    expect(list.body.every((o) => o.email === undefined)).toBe(true);
  });

  it('allows 5 posts per minute per client address, then 429 with a sentence and nothing stored', async () => {
    // Seven requests at once need seven emulator workers, and starting one can take tens of seconds
    // on a busy machine: start them first, or the burst spreads over two rate-limit windows.
    await Promise.all(Array.from({ length: 7 }, () => api.call(health.health)));
    await freshWindow();
    await clearPeerBudget(OPINION_LIMIT);
    const ip = fakeIp();
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        api.call(community.addOpinion, {
          body: opinion(`burst ${ip} ${i}`),
          // The visitor's address first, then the proxies it passed.
          headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.error).toMatch(/wait a minute/u);
    const stored = await adminDb()
      .collection('opinions')
      .where('email', '==', 'sam@example.com')
      .get();
    expect(
      stored.docs.filter((d) => String(d.get('opinion')).startsWith(`burst ${ip} `)),
    ).toHaveLength(5);
    const elsewhere = await api.call(community.addOpinion, {
      body: opinion(),
      headers: { 'x-forwarded-for': fakeIp() },
    });
    expect(elsewhere.status).toBe(201);
  });

  // An empty field is told the spec's one sentence; a field too long is told its limit.
  it.each([
    ['an empty name', { name: '' }, 'name', 'Please fill in all fields'],
    ['a missing opinion', { opinion: undefined }, 'opinion', null],
    ['an invalid email', { email: 'nope' }, 'email', null],
    ['a missing email', { email: undefined }, 'email', null],
    [
      'an over-long opinion',
      { opinion: 'x'.repeat(1001) },
      'opinion',
      'Opinion must be at most 1000 characters',
    ],
    ['an over-long name', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['an unknown field', { rating: 5 }, 'rating', null],
  ])('rejects %s with 400, storing nothing', async (_label, overrides, field, message) => {
    const { name: _sam, ...unnamed } = opinion();
    const res = await refusedWithoutWrite('opinions', field, { ...unnamed, ...overrides }, (body) =>
      api.call(community.addOpinion, { body, headers: { 'x-forwarded-for': fakeIp() } }),
    );
    if (message !== null) expect(res.body.details?.[0]?.message).toBe(message);
  });
});

describe('POST /volantiar', () => {
  it('stores the offer with the caller’s uid', async () => {
    const res = await api.call(community.addVolunteerOffer, {
      token: user.token,
      body: { name: 'Val', email: 'val@example.com', role: 'Hydration Stations' },
    });
    expect(res.status).toBe(201);
    const doc = await adminDb().doc(`volunteers/${res.body.insertedId}`).get();
    expect(doc.data()).toMatchObject({
      name: 'Val',
      email: 'val@example.com',
      role: 'Hydration Stations',
      uid: user.uid,
    });
  });

  it('accepts an empty form (no required fields) and falls back to the account email', async () => {
    const res = await api.call(atAlias(community.addVolunteerOffer), {
      token: user.token,
      body: {},
    });
    expect(res.status).toBe(201);
    expect((await adminDb().doc(`volunteers/${res.body.insertedId}`).get()).get('email')).toBe(
      user.email,
    );
  });

  it.each([
    ['an unknown role', { role: 'Cheerleader' }, 'role'],
    ['an over-long name', { name: 'x'.repeat(101) }, 'name'],
    ['an invalid email', { email: 'x@' }, 'email'],
    ['an unknown field', { phone: '1' }, 'phone'],
  ])('rejects %s with 400, storing nothing', async (_label, body, field) => {
    await refusedWithoutWrite('volunteers', field, body, (sent) =>
      api.call(community.addVolunteerOffer, { token: user.token, body: sent }),
    );
  });
});

describe('POST /users', () => {
  it('creates then updates the caller’s own profile, keyed by uid, with the token’s email', async () => {
    const me = await signUp('profile');
    const first = await api.call(community.upsertProfile, {
      token: me.token,
      body: { name: 'First Name', email: 'spoof@example.com', photo: '' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ insertedId: me.uid });
    const created = (await adminDb().doc(`users/${me.uid}`).get()).data();
    expect(created).toMatchObject({ name: 'First Name', email: me.email, photo: '' });
    const second = await api.call(community.upsertProfile, {
      token: me.token,
      body: { name: 'Second Name', photo: 'https://example.com/p.png' },
    });
    expect(second.status).toBe(201);
    const updated = (await adminDb().doc(`users/${me.uid}`).get()).data();
    expect(updated).toMatchObject({ name: 'Second Name', photo: 'https://example.com/p.png' });
    expect(updated?.createdAt).toEqual(created?.createdAt);
  });

  it.each([
    ['a password', { name: 'N', password: 'Passw0rd!' }, 'password'],
    ['a missing name', { photo: '' }, 'name'],
    ['a non-http photo', { name: 'N', photo: 'javascript:alert(1)' }, 'photo'],
    ['an over-long name', { name: 'x'.repeat(101) }, 'name'],
    ['an invalid email', { name: 'N', email: 'nope' }, 'email'],
  ])('rejects %s with 400 and stores nothing', async (_label, body, field) => {
    const me = await signUp('profile');
    const res = await api.call(community.upsertProfile, {
      token: me.token,
      body,
    });
    expectRefused(res, field);
    expect((await adminDb().doc(`users/${me.uid}`).get()).exists).toBe(false);
  });
});
