// The timing partner API (docs/partner-api.md): a key is shown once and stored only as its hash; a
// revoked or unknown key is 401, another race's key or one without the scope 403; results pushed
// twice are stored once per bib and timing point, with places computed again; a bad row is 400
// naming it; the start list carries no contact data; a key over its rate limit is 429.
import { createHash } from 'node:crypto';

import * as partner from '@run/contract/endpoints/partner';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as results from '@run/contract/endpoints/results';
import { SPLITS_PER_RUNNER_MAX, tooManySplits } from '@run/contract/domain/partner';
import { beforeAll, describe, expect, it } from 'vitest';

import { PARTNER_LIMIT } from '../src/partner/gate.js';
import { ownWindowRef } from '../src/lib/rate-limit.js';
import { api, createMarathon, freshWindow } from './helpers.js';
import { FIELD, resultsRace, type ResultsRace } from './results-race.js';
import { adminDb } from './stored.js';
import { invite } from './race-day-actions.js';
import { accounts, signUp, verifiedAccounts, type TestUser } from './users.js';

const [owner, stranger] = accounts('owner', 'stranger');
// Only an account whose email is verified invites staff.
const [organiser] = verifiedAccounts('key-organiser');
let race: ResultsRace;
let otherRace = '';

beforeAll(async () => {
  race = await resultsRace(owner, FIELD);
  otherRace = await createMarathon(owner);
}, 240_000);

type Scope = 'results:write' | 'participants:read';
const BOTH: Scope[] = ['results:write', 'participants:read'];

async function makeKey(scopes: Scope[] = BOTH, id = race.id) {
  const res = await api.call(partner.createApiKey, {
    params: { id },
    token: owner.token,
    body: { name: `Timer ${scopes.join(' ')}`, scopes },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

interface Row {
  bib: number;
  timingPoint: string;
  chipTime?: string;
  gunTime?: string;
  status?: 'finished' | 'DNF' | 'DNS' | 'DQ';
}
const push = (key: string | undefined, rows: Row[], id = race.id) =>
  api.call(partner.pushResults, {
    params: { id },
    ...(key === undefined ? {} : { token: key }),
    body: { results: rows },
  });

const pull = (key: string, id = race.id) =>
  api.call(partner.partnerParticipants, { params: { id }, token: key });

/** The distance's results as its organiser sees them, by bib. */
async function resultsByBib() {
  const res = await api.call(results.listResults, {
    params: { id: race.id },
    token: owner.token,
    query: { distanceId: race.distanceId, limit: 100 },
  });
  expect(res.status, res.text).toBe(200);
  return new Map(res.body.results.map((r) => [r.bib, r]));
}

describe('API keys', () => {
  it('shows a key once and stores only its SHA-256', async () => {
    const made = await makeKey();
    expect(made.key).toMatch(/^rk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/u);
    expect(made).toMatchObject({ name: 'Timer results:write participants:read', lastUsedAt: null });

    const listed = await api.ok(partner.listApiKeys, {
      params: { id: race.id },
      token: owner.token,
    });
    const entry = listed.keys.find((k) => k.keyId === made.keyId);
    expect(entry).toEqual({
      keyId: made.keyId,
      name: made.name,
      scopes: BOTH,
      createdBy: { uid: owner.uid, email: owner.email },
      createdAt: made.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(made.key);

    const stored = await adminDb().doc(`apiKeys/${made.keyId}`).get();
    const secret = made.key.split('_').slice(2).join('_');
    const text = JSON.stringify(stored.data());
    expect(text).not.toContain(made.key);
    expect(text).not.toContain(secret);
    expect(stored.get('keyHash')).toBe(createHash('sha256').update(made.key).digest('hex'));
  });

  it('are the organisers’ alone to make and list', async () => {
    const made = await api.call(partner.createApiKey, {
      params: { id: race.id },
      token: stranger.token,
      body: { name: 'Mine', scopes: BOTH },
    });
    expect(made.status).toBe(403);
    const listed = await api.call(partner.listApiKeys, {
      params: { id: race.id },
      token: stranger.token,
    });
    expect(listed.status).toBe(403);
  });

  it('records the last use, and a revoked key is 401', async () => {
    const made = await makeKey();
    expect((await pull(made.key)).status).toBe(200);
    const listed = await api.ok(partner.listApiKeys, {
      params: { id: race.id },
      token: owner.token,
    });
    expect(listed.keys.find((k) => k.keyId === made.keyId)?.lastUsedAt).not.toBeNull();

    const revoked = await api.call(partner.revokeApiKey, {
      params: { id: race.id, keyId: made.keyId },
      token: owner.token,
    });
    expect(revoked.body).toEqual({ deletedCount: 1 });
    expect((await pull(made.key)).status).toBe(401);
    expect(
      (await push(made.key, [{ bib: 101, timingPoint: 'finish', chipTime: '3:00:00' }])).status,
    ).toBe(401);
    const after = await api.ok(partner.listApiKeys, {
      params: { id: race.id },
      token: owner.token,
    });
    expect(after.keys.map((k) => k.keyId)).not.toContain(made.keyId);
  });

  it('lists each key with its maker, and removing a co-organiser revokes the keys they made', async () => {
    const id = await createMarathon(organiser);
    const co = await signUp('co-organiser');
    const { staffId, token } = await invite(id, organiser, co.email, 'co-organiser');
    const accepted = await api.call(raceDay.acceptInvitation, {
      params: { id },
      token: co.token,
      body: { token },
    });
    expect(accepted.body).toEqual({ role: 'co-organiser' });
    const makeAs = async (maker: TestUser) => {
      const res = await api.call(partner.createApiKey, {
        params: { id },
        token: maker.token,
        body: { name: `Timer of ${maker.email}`, scopes: BOTH },
      });
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const ownKey = await makeAs(organiser);
    const coKey = await makeAs(co);
    expect(coKey.createdBy).toEqual({ uid: co.uid, email: co.email });
    const listed = await api.ok(partner.listApiKeys, { params: { id }, token: organiser.token });
    expect(listed.keys.map((k) => [k.keyId, k.createdBy])).toEqual([
      [coKey.keyId, { uid: co.uid, email: co.email }],
      [ownKey.keyId, { uid: organiser.uid, email: organiser.email }],
    ]);
    expect((await pull(coKey.key, id)).status).toBe(200);

    const removed = await api.call(raceDay.removeStaff, {
      params: { id, staffId },
      token: organiser.token,
    });
    expect(removed.body).toEqual({ deletedCount: 1 });
    expect((await pull(coKey.key, id)).status).toBe(401);
    expect((await pull(ownKey.key, id)).status).toBe(200);
    const after = await api.ok(partner.listApiKeys, { params: { id }, token: organiser.token });
    expect(after.keys.map((k) => k.keyId)).toEqual([ownKey.keyId]);
  });

  it('refuses no key and an unknown one (401), another race’s key and a missing scope (403)', async () => {
    const made = await makeKey();
    expect(
      (await push(undefined, [{ bib: 101, timingPoint: 'finish', chipTime: '3:00:00' }])).status,
    ).toBe(401);
    const forged = `${made.key.slice(0, -4)}AAAA`;
    expect((await pull(forged)).status).toBe(401);
    expect((await pull('not-a-key')).status).toBe(401);
    // A Firebase ID token is no partner key.
    expect((await pull(owner.token)).status).toBe(401);

    const elsewhere = await pull(made.key, otherRace);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe('This API key is for another race.');

    const readOnly = await makeKey(['participants:read']);
    const pushed = await push(readOnly.key, [
      { bib: 101, timingPoint: 'finish', chipTime: '3:00:00' },
    ]);
    expect(pushed.status).toBe(403);
    expect(pushed.body.error).toBe('This API key does not hold the results:write scope.');
    const writeOnly = await makeKey(['results:write']);
    expect((await pull(writeOnly.key)).status).toBe(403);
  });
});

describe('pushing results', () => {
  it('stores each bib and timing point once however often it is pushed, and places again', async () => {
    const { key } = await makeKey(['results:write']);
    const rows: Row[] = [
      { bib: 104, timingPoint: 'finish', chipTime: '2:31:05', gunTime: '2:31:10' },
      { bib: 101, timingPoint: 'finish', chipTime: '2:40:30.5', gunTime: '2:41:00' },
      { bib: 103, timingPoint: 'finish', chipTime: '2:40:30.5' },
      { bib: 107, timingPoint: 'finish', status: 'DNF' },
      { bib: 104, timingPoint: 'half', chipTime: '1:14:00' },
      { bib: 999, timingPoint: 'finish', chipTime: '2:00:00' },
    ];
    for (let i = 0; i < 2; i += 1) {
      const res = await push(key, rows);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ stored: 5, unknownBibs: [999] });
    }
    const stored = await adminDb().collection(`marathons/${race.id}/results`).get();
    expect(stored.docs.map((d) => d.id).sort()).toEqual(
      [101, 103, 104, 107].map((bib) => `${race.distanceId}-${bib}`),
    );
    const splits = await adminDb().collection(`marathons/${race.id}/splits`).get();
    expect(splits.docs.map((d) => d.id)).toEqual([`${race.distanceId}-104`]);
    expect(splits.docs[0]?.get('points')).toMatchObject({
      half: { chipTime: 44_400, status: 'finished' },
    });

    let byBib = await resultsByBib();
    const places = (bib: number) => [byBib.get(bib)?.place, byBib.get(bib)?.genderPlace];
    expect(places(104)).toEqual([1, 1]);
    expect(places(101)).toEqual([2, 1]);
    expect(places(103)).toEqual([2, 1]);
    expect(places(107)).toEqual([null, null]);

    // A faster finisher arrives: everyone behind moves down one.
    const faster = await push(key, [{ bib: 102, timingPoint: 'finish', chipTime: '2:30:00' }]);
    expect(faster.status, faster.text).toBe(200);
    byBib = await resultsByBib();
    expect(places(102)).toEqual([1, 1]);
    expect(places(104)).toEqual([2, 2]);
    expect(places(101)).toEqual([3, 1]);
    expect(byBib.get(102)?.time).toBe('2:30:00');

    // A finish pushed again with a corrected time replaces the first push.
    await push(key, [{ bib: 102, timingPoint: 'finish', chipTime: '2:50:00' }]);
    byBib = await resultsByBib();
    expect(places(104)).toEqual([1, 1]);
    expect(places(102)).toEqual([4, 2]);
    expect((await adminDb().collection(`marathons/${race.id}/results`).get()).size).toBe(5);

    // A finisher between others: those behind move down, those ahead and the DNF keep their places.
    await push(key, [{ bib: 109, timingPoint: 'finish', chipTime: '2:45:00' }]);
    byBib = await resultsByBib();
    expect(places(104)).toEqual([1, 1]);
    expect(places(103)).toEqual([2, 1]);
    expect(places(109)).toEqual([4, 3]);
    expect(byBib.get(109)?.ageGroupPlace).toBe(3);
    expect(places(102)).toEqual([5, 2]);
    expect(places(107)).toEqual([null, null]);
    const listed = await api.ok(results.listResults, {
      params: { id: race.id },
      token: owner.token,
      query: { distanceId: race.distanceId },
    });
    expect(listed.results.map((r) => r.bib)).toEqual([104, 101, 103, 109, 102, 107]);
    expect(listed.distances[0]).toMatchObject({ count: 6, finishers: 5 });
  });

  it('refuses a push with a bad row, naming the row, and stores nothing of it', async () => {
    const { key } = await makeKey(['results:write']);
    const before = (await adminDb().collection(`marathons/${race.id}/results`).get()).size;
    const badTime = await push(key, [
      { bib: 105, timingPoint: 'finish', chipTime: '2:49:00' },
      { bib: 106, timingPoint: 'finish', chipTime: '2:61:00' },
    ]);
    expect(badTime.status).toBe(400);
    expect(badTime.body.details).toEqual([
      {
        field: 'results.1',
        message: 'Row 2: Chip time "2:61:00" is not a time like 1:02:03 or 45:10.2.',
      },
    ]);
    const twice = await push(key, [
      { bib: 105, timingPoint: 'finish', chipTime: '2:49:00' },
      { bib: 105, timingPoint: 'Finish', chipTime: '2:49:01' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.details?.[0]?.message).toBe('Row 2: bib 105 at finish is on row 1 already.');
    const noTime = await push(key, [{ bib: 105, timingPoint: 'finish' }]);
    expect(noTime.body.details?.[0]?.message).toBe('Row 1: No time, and no DNF, DNS or DQ status.');
    const tooMany = await push(
      key,
      Array.from({ length: 501 }, (_, i) => ({
        bib: i + 1,
        timingPoint: 'finish',
        chipTime: '3:00:00',
      })),
    );
    expect(tooMany.status).toBe(400);
    expect((await adminDb().collection(`marathons/${race.id}/results`).get()).size).toBe(before);
  });

  it('keeps at most 100 splits a runner: a push past that is 400 with a sentence and stores nothing', async () => {
    const { key } = await makeKey(['results:write']);
    const split = (name: string) => ({ bib: 108, timingPoint: name, chipTime: '0:30:00' });
    const names = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => split(`cp ${from + i}`));
    const splitsOf108 = async () =>
      Object.keys(
        (await adminDb().doc(`marathons/${race.id}/splits/${race.distanceId}-108`).get()).get(
          'points',
        ) ?? {},
      ).length;
    // 10,000 made-up names (as the review sent) would be 20 pushes of 500: the first is refused.
    const flood = await push(key, names(1, 500));
    expect(flood.status).toBe(400);
    expect(flood.body.error).toBe(tooManySplits(108));
    expect(await splitsOf108()).toBe(0);

    expect((await push(key, names(1, 100))).status).toBe(200);
    expect(await splitsOf108()).toBe(SPLITS_PER_RUNNER_MAX);
    // The same names again replace their times; one more name is one too many.
    expect((await push(key, names(1, 100))).status).toBe(200);
    const over = await push(key, [split('cp 1'), split('cp 101')]);
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(tooManySplits(108));
    expect(await splitsOf108()).toBe(SPLITS_PER_RUNNER_MAX);
    // The finish is no split: it is still taken.
    const finish = await push(key, [{ bib: 108, timingPoint: 'finish', chipTime: '3:10:00' }]);
    expect(finish.status, finish.text).toBe(200);
  });
});

describe('pulling the start list', () => {
  it('gives bib, name, distance, gender, age group and team, and no contact data', async () => {
    const { key } = await makeKey(['participants:read']);
    const res = await pull(key);
    expect(res.status, res.text).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.participants).toHaveLength(FIELD.length);
    const ana = res.body.participants.find((p) => p.bib === 101);
    expect(ana).toEqual({
      bib: 101,
      firstName: 'Ana',
      lastName: 'García',
      distanceId: race.distanceId,
      distanceName: 'Marathon',
      gender: 'F',
      ageGroup: 'F35-39',
      team: null,
    });
    for (const runner of race.runners.values()) {
      expect(res.text).not.toContain(runner.email);
      if (runner.dateOfBirth !== null) expect(res.text).not.toContain(runner.dateOfBirth);
    }
    expect(res.text).not.toMatch(/phone|emergency|answers|email|dateOfBirth/iu);
  });
});

describe('the rate limit', () => {
  it('refuses a key over its calls of the minute with 429 and Retry-After', async () => {
    const { key, keyId } = await makeKey(['participants:read']);
    await freshWindow();
    await ownWindowRef(adminDb(), PARTNER_LIMIT, 'key', keyId).set({ count: PARTNER_LIMIT.max });
    const res = await pull(key);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the race has its own budget.
    const other = await makeKey(['participants:read']);
    expect((await pull(other.key)).status).toBe(200);
  });
});
