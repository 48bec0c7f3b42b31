// What comes in and what goes out: 400 instead of 500, no stack traces, production-only
// CSP, organisers named not emailed, and the spec's own add and register calls.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';

import * as community from '@run/contract/endpoints/community';
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { describe, expect, it } from 'vitest';

import {
  API,
  FUNCTION_URL,
  INTERNALS,
  api,
  createMarathon,
  fakeIp,
  marathonBody,
  registrationForm,
  uniqueName,
  WAYS_IN,
} from './helpers.js';
import { adminDb, marathonState, storedWithName } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';
import { apiClient } from '../../test-support/api-client.js';

const [owner, other] = accounts('input-owner', 'input-other');

const ownedBy = async (user: TestUser, title: string) =>
  (
    await adminDb()
      .collection('marathons')
      .where('createdByUid', '==', user.uid)
      .where('title', '==', title)
      .get()
  ).size;

describe('bad input is 400, not 500', () => {
  it.each([
    ['a date before year 1', 'startRegistrationDate', '0000-01-01', 'Registration start date'],
    [
      'a date the offset moves past 9999',
      'marathonStartDate',
      '9999-12-31T23:00:00-05:00',
      'Marathon start date',
    ],
    ['an impossible date', 'endRegistrationDate', '2031-02-30', 'Registration end date'],
  ])(
    'refuses %s with 400 naming the field, storing nothing',
    async (_label, field, value, label) => {
      const title = `Dated ${randomUUID()}`;
      const res = await api.call(marathons.createMarathon, {
        token: owner.token,
        body: marathonBody({ title, [field]: value }),
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Some fields are invalid.');
      expect(res.body.details).toContainEqual({ field, message: `${label} must be a valid date` });
      expect(await ownedBy(owner, title)).toBe(0);
    },
  );

  it('refuses a list cursor that decodes to out-of-range numbers with 400', async () => {
    const cursor = Buffer.from(JSON.stringify([0, 1_000_000_000, 'abc'])).toString('base64url');
    const res = await api.call(marathons.listMarathons, { query: { cursor } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'The cursor is not valid.',
      code: 'invalid_cursor',
      details: [{ field: 'cursor', message: 'Invalid cursor' }],
    });
  });

  // A path no declaration has: clients that do not check answers against the OpenAPI document.
  it.each([
    ['through Hosting', apiClient(API)],
    ['on the direct function URL', apiClient(FUNCTION_URL)],
  ])(
    'answers malformed percent-encoding in a path %s with the app’s 400 naming the path, changing nothing',
    async (_label, client) => {
      const id = await createMarathon(owner);
      const before = await marathonState(id);
      const title = `Undecodable ${randomUUID()}`;
      // The marathon's id and then a cut-off UTF-8 sequence: a lenient decoder would address it. No
      // client builds such a path (it encodes every `%`), so it is the declaration's with that tail.
      const undecodable = (endpoint: EndpointSpec): EndpointSpec => ({
        ...endpoint,
        path: `${endpoint.path}%E0%A4%A`,
      });
      for (const [endpoint, body] of [
        [undecodable(marathons.getMarathon), undefined],
        [undecodable(marathons.updateMarathon), marathonBody({ title })],
        [undecodable(marathons.deleteMarathon), undefined],
        [undecodable(registrations.applyToMarathon), registrationForm(owner.email)],
      ] as const) {
        const res = await client.call(endpoint, { params: { id }, token: owner.token, body });
        expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/u);
        expect(res.body).toEqual({
          error: 'The path is not valid: it has malformed percent-encoding.',
          code: 'malformed_path',
          details: [{ field: 'path', message: 'Malformed percent-encoding' }],
        });
        expect(res.text).not.toMatch(INTERNALS);
      }
      expect(await marathonState(id)).toEqual(before);
      expect(await ownedBy(owner, title)).toBe(0);
    },
  );
});

describe('no stack traces', () => {
  it.each(WAYS_IN)(
    'answers malformed JSON $way with 400 and no stack or file path, storing nothing',
    async ({ client }) => {
      const name = uniqueName('Broken');
      const res = await client.call(community.addOpinion, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeIp() },
        rawBody: `{"name": "${name}", "email": `,
      });
      expect(res.status).toBe(400);
      expect(res.text).not.toMatch(INTERNALS);
      expect(await storedWithName('opinions', name)).toBe(0);
    },
  );
});

describe('Content-Security-Policy', () => {
  it('names only production origins in firebase.json; the local stack adds its Auth emulator', async () => {
    const committed = fs.readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8');
    expect(committed).toContain('Content-Security-Policy');
    expect(committed).not.toMatch(/127\.0\.0\.1:9099|localhost:9099/u);
    const page = await fetch(new URL('/', API));
    expect(page.status).toBe(200);
    const authPort = Number(new URL(API).port) + 4099;
    expect(page.headers.get('content-security-policy')).toContain(
      `http://127.0.0.1:${authPort} http://localhost:${authPort}`,
    );
  });
});

describe('organisers are named, not emailed', () => {
  it('shows others the profile name (or "RUN organiser") and only the organiser their email', async () => {
    const named = await signUp('olga');
    expect(
      (
        await api.call(community.upsertProfile, {
          token: named.token,
          body: { name: 'Olga Organiser' },
        })
      ).status,
    ).toBe(201);
    const withName = await createMarathon(named);
    const withoutName = await createMarathon(owner);

    const list = await api.call(marathons.listMarathons, { query: { limit: 100 } });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(named.email);
    expect(list.text).not.toContain(owner.email);
    expect(list.body.find((m) => m._id === withName)).toMatchObject({
      createdBy: 'Olga Organiser',
      createdByUid: named.uid,
    });
    expect(list.body.find((m) => m._id === withoutName)?.createdBy).toBe('RUN organiser');

    const asOther = await api.call(marathons.getMarathon, {
      params: { id: withName },
      token: other.token,
    });
    expect(asOther.body.createdBy).toBe('Olga Organiser');
    const asOrganiser = await api.call(marathons.getMarathon, {
      params: { id: withName },
      token: named.token,
    });
    expect(asOrganiser.body.createdBy).toBe(named.email);
    const mine = await api.call(marathons.myMarathons, {
      params: { email: named.email },
      token: named.token,
    });
    expect(mine.body.map((m) => m.createdBy)).toEqual([named.email]);
  });
});

describe('the original client’s own calls', () => {
  it('accepts createdBy, createdAt and an empty totalRegistrationCount on POST, and decides them itself', async () => {
    const title = `Spec add ${randomUUID()}`;
    const res = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: {
        ...marathonBody({ title }),
        createdBy: other.email,
        createdAt: '2020-01-01T00:00:00.000Z',
        totalRegistrationCount: [],
      },
    });
    expect(res.status).toBe(201);
    const stored = await adminDb().doc(`marathons/${res.body.insertedId}`).get();
    expect(stored.get('createdBy')).toBe(owner.email);
    expect(stored.get('createdByUid')).toBe(owner.uid);
    expect(stored.get('createdAt').toDate().getFullYear()).toBeGreaterThan(2020);
    expect(stored.get('totalRegistrationCount')).toBeUndefined();
  });

  it('refuses registrations in a new marathon with 400, storing nothing', async () => {
    const title = `Spec add ${randomUUID()}`;
    const res = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: { ...marathonBody({ title }), totalRegistrationCount: [{ userId: other.uid }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Some fields are invalid.',
      code: 'invalid_fields',
      details: [
        {
          field: 'totalRegistrationCount',
          message: 'totalRegistrationCount must be empty: a new marathon has no registrations',
        },
      ],
    });
    expect(await ownedBy(owner, title)).toBe(0);
  });

  const envelope = (record: Record<string, unknown>) => ({
    $addToSet: { totalRegistrationCount: record },
  });

  it('registers through the $addToSet envelope with the bare form’s answers (1, then 0)', async () => {
    const id = await createMarathon(owner);
    const body = envelope({ marathonId: id, userId: other.uid, ...registrationForm(other.email) });
    const apply = () =>
      api.call(registrations.applyToMarathon, { params: { id }, token: other.token, body });
    const first = await apply();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ modifiedCount: 1, status: 'confirmed' });
    const again = await apply();
    expect(again.body).toEqual({ modifiedCount: 0 });
    const reg = await adminDb().doc(`marathons/${id}/registrations/${other.uid}`).get();
    expect(reg.get('phone')).toBe('+880 1711 000000');
    expect(reg.get('userId')).toBe(other.uid);
  });

  it.each([
    [
      'another user',
      403,
      { error: 'You can only register yourself.', code: 'register_self_only' },
      'user',
    ],
    [
      'another marathon',
      400,
      {
        error: 'The registration record names another marathon.',
        code: 'record_other_marathon',
        details: [
          {
            field: '$addToSet.totalRegistrationCount.marathonId',
            message: 'Must be the marathon in the path',
          },
        ],
      },
      'marathon',
    ],
  ] as const)(
    'refuses a record naming %s (%i), changing nothing',
    async (_l, status, error, which) => {
      const id = await createMarathon(owner);
      const before = await marathonState(id);
      const record = {
        marathonId: which === 'marathon' ? 'some-other-marathon' : id,
        userId: which === 'user' ? owner.uid : other.uid,
        ...registrationForm(other.email),
      };
      const res = await api.call(registrations.applyToMarathon, {
        params: { id },
        token: other.token,
        body: envelope(record),
      });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(error);
      expect(await marathonState(id)).toEqual(before);
    },
  );
});
