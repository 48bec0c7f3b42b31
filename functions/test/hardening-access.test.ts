// Issue 12, who may do what: ownership by uid (or a verified email), the rate-limit key, JSON-only
// writes, revoked accounts, and the cap on distinct searches.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { Marathon } from '../src/domain/api-types.js';
import {
  accounts,
  adminAuth,
  adminDb,
  api,
  createMarathon,
  fakeIp,
  freshWindow,
  marathonBody,
  marathonState,
  signIn,
  signUp,
} from './helpers.js';
import { applyTo, editMarathon } from './actions.js';
import { handMadeMarathon, runScript } from './hand-made.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const [owner] = accounts('hardening-owner');

describe('1. ownership without createdByUid', () => {
  it('gives an unverified account with the organiser’s email (other case) nothing of the event', async () => {
    const organiserEmail = `organiser-${randomUUID().slice(0, 8)}@example.com`;
    const id = await handMadeMarathon({ createdBy: organiserEmail });
    const before = await marathonState(id);
    const impostor = await signUp('impostor', organiserEmail.toUpperCase());

    const read = await api<Marathon>('GET', `/marathon/${id}`, { token: impostor.token });
    expect(read.status).toBe(200);
    expect(read.body.participants).toBeUndefined();
    expect(read.text).not.toContain(organiserEmail);
    const creatorOnly = 'Only the marathon’s creator can do this.';
    const edit = await editMarathon(id, impostor, marathonBody({ title: 'Hijacked' }));
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ error: creatorOnly });
    const remove = await api('DELETE', `/marathon/${id}`, { token: impostor.token });
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual({ error: creatorOnly });
    const list = await api('GET', `/marathon/${id}/registrations`, { token: impostor.token });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ error: 'Only the marathon’s creator can see its participants.' });
    expect(await marathonState(id)).toEqual(before);
  });

  it('recognises the organiser by an email the token marks verified', async () => {
    const organiserEmail = `verified-${randomUUID().slice(0, 8)}@example.com`;
    const id = await handMadeMarathon({ createdBy: organiserEmail });
    const organiser = await signUp('verified', organiserEmail);
    await adminAuth().updateUser(organiser.uid, { emailVerified: true });
    const verified = await signIn(organiserEmail);
    const list = await api<{ participants: unknown[] }>('GET', `/marathon/${id}/registrations`, {
      token: verified.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.participants).toHaveLength(1);
  });
});

describe('1. the one-off migration (scripts/migrate-created-by-uid.ts)', () => {
  it('gives a hand-made marathon the uid of its organiser only when that email is verified', async () => {
    const verifiedEmail = `migrated-${randomUUID().slice(0, 8)}@example.com`;
    const unverifiedEmail = `unproven-${randomUUID().slice(0, 8)}@example.com`;
    const [mine, claimed] = await Promise.all([
      handMadeMarathon({ createdBy: verifiedEmail }),
      handMadeMarathon({ createdBy: unverifiedEmail }),
    ]);
    const organiser = await signUp('migrated', verifiedEmail);
    await adminAuth().updateUser(organiser.uid, { emailVerified: true });
    await signUp('unproven', unverifiedEmail);
    const stdout = await runScript(
      'migrate-created-by-uid.ts',
      '--apply',
      `--marathon=${mine}`,
      `--marathon=${claimed}`,
    );
    expect(stdout).toContain(`set marathons/${mine}.createdByUid = ${organiser.uid}`);
    expect(stdout).toContain(
      `left marathons/${claimed} alone: the account for ${unverifiedEmail} has not verified its email`,
    );
    const stored = async (id: string): Promise<unknown> =>
      (await adminDb().doc(`marathons/${id}`).get()).get('createdByUid');
    expect(await stored(mine)).toBe(organiser.uid);
    expect(await stored(claimed)).toBeUndefined();
  });
});

const opinion = (text: string) => ({ name: 'Sam', email: 'sam@example.com', opinion: text });

describe('2. the opinion rate limit', () => {
  it('keys on the address the platform appends, so made-up addresses buy no posts; 429 says Retry-After', async () => {
    await freshWindow();
    const client = fakeIp();
    const tag = `spoof ${randomUUID()}`;
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof api>> | undefined;
    for (let i = 0; i < 7; i += 1) {
      // What a forging client's request looks like after Google's front end appends its address.
      const res = await api('POST', '/opinion', {
        body: opinion(`${tag} ${i}`),
        headers: { 'x-forwarded-for': `${fakeIp()}, ${client}`, 'fastly-client-ip': fakeIp() },
      });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(refused?.body).toEqual({
      error: 'Too many submissions from your network. Please wait a minute and try again.',
    });
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const stored = await adminDb()
      .collection('opinions')
      .where('email', '==', 'sam@example.com')
      .get();
    expect(stored.docs.filter((d) => String(d.get('opinion')).startsWith(tag))).toHaveLength(5);
  });
});

describe('3. writes take JSON only', () => {
  const sentence = 'The request body must be JSON (Content-Type: application/json).';
  const storedWithName = async (collection: string, name: string) =>
    (await adminDb().collection(collection).where('name', '==', name).get()).size;

  it.each([
    [
      'an HTML form post',
      'application/x-www-form-urlencoded',
      (n: string) => `name=${n}&email=eve%40example.com&opinion=hi`,
    ],
    [
      'a text/plain post',
      'text/plain',
      (n: string) => JSON.stringify({ ...opinion('plain'), name: n }),
    ],
    [
      'a multipart post',
      'multipart/form-data; boundary=x',
      (n: string) => `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${n}\r\n--x--\r\n`,
    ],
  ])('answers %s to POST /opinion with 415, storing nothing', async (_label, type, bodyFor) => {
    const name = `Eve${randomUUID().slice(0, 8)}`;
    const res = await api('POST', '/opinion', {
      rawBody: bodyFor(name),
      headers: { 'content-type': type, 'x-forwarded-for': fakeIp() },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: sentence });
    expect(await storedWithName('opinions', name)).toBe(0);
  });

  it('answers a signed-in form post (a volunteer offer) with 415, storing nothing', async () => {
    const name = `Eve${randomUUID().slice(0, 8)}`;
    const res = await api('POST', '/volantiar', {
      token: owner.token,
      rawBody: `name=${name}&role=Any+role+needed`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: sentence });
    expect(await storedWithName('volunteers', name)).toBe(0);
  });
});

describe('4. revoked and disabled accounts', () => {
  const sentence = 'Your session is invalid or has expired. Please sign in again.';

  it('refuses a disabled account’s write with 401 while its token is unexpired', async () => {
    const user = await signUp('disabled');
    await adminAuth().updateUser(user.uid, { disabled: true });
    const res = await api('POST', '/marathons', { token: user.token, body: marathonBody() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: sentence });
    const mine = await adminDb()
      .collection('marathons')
      .where('createdByUid', '==', user.uid)
      .get();
    expect(mine.size).toBe(0);
  });

  it('refuses writes with 401 once the account’s tokens are revoked (signed out everywhere)', async () => {
    const id = await createMarathon(owner);
    const before = await marathonState(id);
    const user = await signUp('revoked');
    // Revocation is recorded in whole seconds: a token from the same second would still count.
    await sleep(1100);
    await adminAuth().revokeRefreshTokens(user.uid);
    const res = await applyTo(id, user);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: sentence });
    expect(await marathonState(id)).toEqual(before);
  });
});

describe('8. the cost of searching', () => {
  it('caps one client’s distinct searches at 60 a minute with 429 and Retry-After', async () => {
    await freshWindow();
    const client = fakeIp();
    const headers = { 'x-forwarded-for': `${fakeIp()}, ${client}` };
    for (let i = 0; i < 60; i += 1) {
      const res = await api('GET', `/marathons?limit=1&q=zq${i}x${randomUUID().slice(0, 4)}`, {
        headers,
      });
      expect(res.status, `search ${i + 1}`).toBe(200);
    }
    const refused = await api('GET', `/marathons?limit=1&q=zq-over-${randomUUID()}`, { headers });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many searches from your network. Please wait a minute and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const elsewhere = await api('GET', '/marathons?limit=1&q=zq-elsewhere', {
      headers: { 'x-forwarded-for': fakeIp() },
    });
    expect(elsewhere.status).toBe(200);
  });
});
