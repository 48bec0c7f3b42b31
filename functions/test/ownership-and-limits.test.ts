// Who may do what, and how often: ownership by uid (or a verified email), the rate-limit key, JSON-only
// writes, revoked accounts, and the cap on distinct searches.
import { randomUUID } from 'node:crypto';

import * as community from '@run/contract/endpoints/community';
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { OPINION_LIMIT } from '../src/lib/rate-limit.js';
import { SEARCH_LIMIT } from '../src/marathons/search-limit.js';
import {
  api,
  createMarathon,
  fakeIp,
  freshWindow,
  marathonBody,
  uniqueName,
  WAYS_IN,
  type ApiResponse,
} from './helpers.js';
import { adminDb, clearPeerBudget, marathonState, storedWithName } from './stored.js';
import { accounts, adminAuth, signIn, signUp } from './users.js';
import { applyTo } from './actions.js';
import { editMarathon } from './marathon-actions.js';
import { handMadeMarathon, runScript } from './hand-made.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const [owner] = accounts('limits-owner');

describe('ownership without createdByUid', () => {
  it('gives an unverified account with the organiser’s email (other case) nothing of the event', async () => {
    const organiserEmail = `organiser-${randomUUID().slice(0, 8)}@example.com`;
    const id = await handMadeMarathon({ createdBy: organiserEmail });
    const before = await marathonState(id);
    const impostor = await signUp('impostor', organiserEmail.toUpperCase());

    const read = await api.call(marathons.getMarathon, {
      params: { id },
      token: impostor.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.participants).toBeUndefined();
    expect(read.text).not.toContain(organiserEmail);
    const creatorOnly = 'Only the marathon’s creator can do this.';
    const edit = await editMarathon(id, impostor, marathonBody({ title: 'Hijacked' }));
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ error: creatorOnly, code: 'creator_only' });
    const remove = await api.call(marathons.deleteMarathon, {
      params: { id },
      token: impostor.token,
    });
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual({ error: creatorOnly, code: 'creator_only' });
    const list = await api.call(registrations.listParticipants, {
      params: { id },
      token: impostor.token,
    });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({
      error: 'Only the marathon’s creator can see its participants.',
      code: 'creator_only_participants',
    });
    expect(await marathonState(id)).toEqual(before);
  });

  it('recognises the organiser by an email the token marks verified', async () => {
    const organiserEmail = `verified-${randomUUID().slice(0, 8)}@example.com`;
    const id = await handMadeMarathon({ createdBy: organiserEmail });
    const organiser = await signUp('verified', organiserEmail);
    await adminAuth().updateUser(organiser.uid, { emailVerified: true });
    const verified = await signIn(organiserEmail);
    const list = await api.call(registrations.listParticipants, {
      params: { id },
      token: verified.token,
    });
    expect(list.status).toBe(200);
    expect((list.body as { participants: unknown[] }).participants).toHaveLength(1);
  });
});

describe('the one-off migration of organisers’ uids (scripts/migrate-created-by-uid.ts)', () => {
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

describe('the opinion rate limit', () => {
  const tooMany = 'Too many submissions from your network. Please wait a minute and try again.';
  const storedWith = async (tag: string) =>
    (await adminDb().collection('opinions').where('email', '==', 'sam@example.com').get()).docs
      .map((d) => String(d.get('opinion')))
      .filter((text) => text.startsWith(tag)).length;

  beforeEach(async () => {
    await freshWindow();
    await clearPeerBudget(OPINION_LIMIT);
  });
  // The bursts below spend the peer budget every local caller shares: give it back to the others.
  afterEach(() => clearPeerBudget(OPINION_LIMIT));

  it('counts a visitor by its first address: made-up later entries and Fastly-Client-IP buy no posts; 429 says Retry-After', async () => {
    const client = fakeIp();
    const tag = `spoof ${randomUUID()}`;
    const statuses: number[] = [];
    let refused: ApiResponse | undefined;
    for (let i = 0; i < 7; i += 1) {
      // A visitor that varies every header but its own address (forging that is the next test's).
      const res = await api.call(community.addOpinion, {
        body: opinion(`${tag} ${i}`),
        headers: { 'x-forwarded-for': `${client}, ${fakeIp()}`, 'fastly-client-ip': fakeIp() },
      });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(refused?.body).toEqual({ error: tooMany, code: 'too_many_submissions' });
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await storedWith(tag)).toBe(5);
  });

  it.each(WAYS_IN)(
    'refuses 30 posts $way with 30 made-up addresses before the 30th (Retry-After), storing one per 201',
    async ({ client }) => {
      const tag = `forged ${randomUUID()}`;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const forged = i % 2 === 0 ? fakeIp() : `${fakeIp()}, ${fakeIp()}`;
        const res = await client.call(community.addOpinion, {
          body: opinion(`${tag} ${i}`),
          headers: {
            'x-forwarded-for': forged,
            'fastly-client-ip': fakeIp(),
            'x-real-ip': fakeIp(),
            forwarded: `for=${fakeIp()}`,
          },
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body).toEqual({ error: tooMany, code: 'too_many_submissions' });
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        } else expect(res.status, `post ${i + 1}`).toBe(201);
      }
      const created = statuses.filter((status) => status === 201).length;
      expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(0);
      expect(statuses.indexOf(429)).toBeLessThan(29);
      expect(created).toBeLessThanOrEqual(OPINION_LIMIT.peerMax);
      expect(statuses.slice(statuses.indexOf(429))).not.toContain(201);
      expect(await storedWith(tag)).toBe(created);
    },
  );
});

describe('writes take JSON only', () => {
  const sentence = 'The request body must be JSON (Content-Type: application/json).';
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
    const name = uniqueName('Eve');
    const res = await api.call(community.addOpinion, {
      rawBody: bodyFor(name),
      headers: { 'content-type': type, 'x-forwarded-for': fakeIp() },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: sentence, code: 'body_not_json_type' });
    expect(await storedWithName('opinions', name)).toBe(0);
  });

  it('answers a signed-in form post (a volunteer offer) with 415, storing nothing', async () => {
    const name = uniqueName('Eve');
    const res = await api.call(community.addVolunteerOffer, {
      token: owner.token,
      rawBody: `name=${name}&role=Any+role+needed`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: sentence, code: 'body_not_json_type' });
    expect(await storedWithName('volunteers', name)).toBe(0);
  });
});

describe('revoked and disabled accounts', () => {
  const sentence = 'Your session is invalid or has expired. Please sign in again.';

  it('refuses a disabled account’s write with 401 while its token is unexpired', async () => {
    const user = await signUp('disabled');
    await adminAuth().updateUser(user.uid, { disabled: true });
    const res = await api.call(marathons.createMarathon, {
      token: user.token,
      body: marathonBody(),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: sentence, code: 'session_invalid' });
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
    expect(res.body).toEqual({ error: sentence, code: 'session_invalid' });
    expect(await marathonState(id)).toEqual(before);
  });
});

describe('the cost of searching', () => {
  it('caps one client’s distinct searches at 60 a minute with 429 and Retry-After', async () => {
    await freshWindow();
    await clearPeerBudget(SEARCH_LIMIT);
    const client = fakeIp();
    const headers = { 'x-forwarded-for': `${client}, ${fakeIp()}` };
    for (let i = 0; i < 60; i += 1) {
      const res = await api.call(marathons.listMarathons, {
        query: { limit: 1, q: `zq${i}x${randomUUID().slice(0, 4)}` },
        headers,
      });
      expect(res.status, `search ${i + 1}`).toBe(200);
    }
    const refused = await api.call(marathons.listMarathons, {
      query: { limit: 1, q: `zq-over-${randomUUID()}` },
      headers,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many searches from your network. Please wait a minute and try again.',
      code: 'too_many_searches',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const elsewhere = await api.call(marathons.listMarathons, {
      query: { limit: 1, q: 'zq-elsewhere' },
      headers: { 'x-forwarded-for': fakeIp() },
    });
    expect(elsewhere.status).toBe(200);
  });
});
