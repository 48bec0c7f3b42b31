// Who may call what: every path x anonymous / another user / the owner, asserting the status AND that
// a refused request changed nothing; plus every kind of bad token on every signed-in path.
import { describe, expect, it } from 'vitest';

import type { Marathon } from '../src/domain/api-types.js';
import {
  accounts,
  adminDb,
  api,
  craftToken,
  createMarathon,
  fakeIp,
  marathonBody,
  marathonState,
  registrationForm,
  type TestUser,
} from './helpers.js';
import { applyTo, marathonOf } from './actions.js';

const [owner, other] = accounts('owner', 'other');

interface Ctx {
  id: string;
}

interface Row {
  name: string;
  method: string;
  path: (ctx: Ctx) => string;
  body?: (user: TestUser | undefined) => unknown;
  /** A field limit for the row's marathon: 1 makes it full once the owner is registered. */
  capacity?: number;
  anonymous: number;
  other: number;
  owner: number;
}

// The owner created the marathon and is registered for it; "other" is any other signed-in user.
const rows: Row[] = [
  {
    name: 'GET /health',
    method: 'GET',
    path: () => '/health',
    anonymous: 200,
    other: 200,
    owner: 200,
  },
  {
    name: 'GET /marathons-6',
    method: 'GET',
    path: () => '/marathons-6',
    anonymous: 200,
    other: 200,
    owner: 200,
  },
  {
    name: 'GET /marathons',
    method: 'GET',
    path: () => '/marathons',
    anonymous: 200,
    other: 200,
    owner: 200,
  },
  {
    name: 'GET /marathon/{id}',
    method: 'GET',
    path: (c) => `/marathon/${c.id}`,
    anonymous: 200,
    other: 200,
    owner: 200,
  },
  {
    name: 'POST /marathons',
    method: 'POST',
    path: () => '/marathons',
    body: () => marathonBody(),
    anonymous: 401,
    other: 201,
    owner: 201,
  },
  {
    name: 'PATCH /marathon/{id}',
    method: 'PATCH',
    path: (c) => `/marathon/${c.id}`,
    body: () => marathonBody({ title: 'Changed' }),
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'DELETE /marathon/{id}',
    method: 'DELETE',
    path: (c) => `/marathon/${c.id}`,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'PATCH /marathonApply/{id}',
    method: 'PATCH',
    path: (c) => `/marathonApply/${c.id}`,
    body: (u) => registrationForm(u ?? owner),
    anonymous: 401,
    other: 200,
    owner: 200,
  },
  {
    name: 'GET /my-registrations/{ownerUid}',
    method: 'GET',
    path: () => `/my-registrations/${owner.uid}`,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'PATCH /registrations/{id}',
    method: 'PATCH',
    path: (c) => `/registrations/${c.id}`,
    body: (u) => registrationForm(u ?? owner, { phone: '+44 20 7946 0000' }),
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  {
    name: 'DELETE /registrations/{id}',
    method: 'DELETE',
    path: (c) => `/registrations/${c.id}`,
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  {
    name: 'GET /my-applied-marathons/{ownerEmail}',
    method: 'GET',
    path: () => `/my-applied-marathons/${encodeURIComponent(owner.email)}`,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'GET /marathon/{id}/registrations',
    method: 'GET',
    path: (c) => `/marathon/${c.id}/registrations`,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'GET /marathon/{id}/registrations?format=csv',
    method: 'GET',
    path: (c) => `/marathon/${c.id}/registrations?format=csv`,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'POST /marathon/{id}/waitlist',
    method: 'POST',
    path: (c) => `/marathon/${c.id}/waitlist`,
    body: (u) => registrationForm(u ?? owner),
    capacity: 1,
    anonymous: 401,
    other: 201,
    owner: 409,
  },
  {
    name: 'DELETE /marathon/{id}/waitlist',
    method: 'DELETE',
    path: (c) => `/marathon/${c.id}/waitlist`,
    capacity: 1,
    anonymous: 401,
    other: 200,
    owner: 200,
  },
  {
    name: 'POST /marathon/{id}/waitlist/accept',
    method: 'POST',
    path: (c) => `/marathon/${c.id}/waitlist/accept`,
    capacity: 1,
    anonymous: 401,
    other: 409,
    owner: 409,
  },
  {
    name: 'GET /my-waitlist/{ownerUid}',
    method: 'GET',
    path: () => `/my-waitlist/${owner.uid}`,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'GET /marathon/{id}/waitlist',
    method: 'GET',
    path: (c) => `/marathon/${c.id}/waitlist`,
    capacity: 1,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'GET /marathon/{id}/waitlist?format=csv',
    method: 'GET',
    path: (c) => `/marathon/${c.id}/waitlist?format=csv`,
    capacity: 1,
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  {
    name: 'GET /opinion',
    method: 'GET',
    path: () => '/opinion',
    anonymous: 200,
    other: 200,
    owner: 200,
  },
  {
    name: 'POST /opinion',
    method: 'POST',
    path: () => '/opinion',
    body: () => ({ name: 'Sam', email: 'sam@example.com', opinion: 'Great race!' }),
    anonymous: 201,
    other: 201,
    owner: 201,
  },
  {
    name: 'POST /volantiar',
    method: 'POST',
    path: () => '/volantiar',
    body: () => ({ name: 'Vol', email: 'vol@example.com', role: 'Course Marshals' }),
    anonymous: 401,
    other: 201,
    owner: 201,
  },
  {
    name: 'POST /volunteers',
    method: 'POST',
    path: () => '/volunteers',
    body: () => ({ name: 'Vol', email: 'vol@example.com', role: 'Finish Line Crew' }),
    anonymous: 401,
    other: 201,
    owner: 201,
  },
  {
    name: 'POST /users',
    method: 'POST',
    path: () => '/users',
    body: () => ({ name: 'Profile Name', photo: 'https://example.com/me.png' }),
    anonymous: 401,
    other: 201,
    owner: 201,
  },
];

async function world(id: string): Promise<unknown> {
  const db = adminDb();
  const [marathon, ownerProfile, otherProfile, volunteers, created] = await Promise.all([
    marathonState(id),
    db.doc(`users/${owner.uid}`).get(),
    db.doc(`users/${other.uid}`).get(),
    db.collection('volunteers').where('uid', 'in', [owner.uid, other.uid]).count().get(),
    db.collection('marathons').where('createdByUid', 'in', [owner.uid, other.uid]).count().get(),
  ]);
  return {
    marathon,
    ownerProfile: JSON.stringify(ownerProfile.data() ?? null),
    otherProfile: JSON.stringify(otherProfile.data() ?? null),
    volunteers: volunteers.data().count,
    created: created.data().count,
  };
}

describe('authorization matrix', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const id = await createMarathon(owner, row.capacity ? { capacity: row.capacity } : {});
    await applyTo(id, owner);
    const ctx = { id };
    const call = (user: TestUser | undefined) =>
      api(row.method, row.path(ctx), {
        ...(user ? { token: user.token } : {}),
        ...(row.body ? { body: row.body(user) } : {}),
        headers: { 'x-forwarded-for': fakeIp() },
      });

    for (const [who, user, expected] of [
      ['anonymous', undefined, row.anonymous],
      ['other', other, row.other],
      ['owner', owner, row.owner],
    ] as const) {
      const before = await world(id);
      const res = await call(user);
      expect(res.status, `${who}: ${res.text}`).toBe(expected);
      if (expected >= 400) {
        expect(res.body, who).toEqual({ error: expect.any(String) });
        expect(await world(id), `${who} changed nothing`).toEqual(before);
      }
    }
  });

  it('shows participants only to the creator', async () => {
    const id = await createMarathon(owner);
    await applyTo(id, other);
    expect((await marathonOf(id)).participants).toBeUndefined();
    expect(
      (await api<Marathon>('GET', `/marathon/${id}`, { token: other.token })).body.participants,
    ).toBeUndefined();
    expect(
      (await api<Marathon>('GET', `/marathon/${id}`, { token: owner.token })).body.participants,
    ).toHaveLength(1);
  });
});

describe('bad tokens on signed-in paths', () => {
  const signedIn = rows.filter((r) => r.anonymous === 401);
  const badTokens: Array<[string, () => Record<string, string>]> = [
    ['no Authorization header', () => ({})],
    [
      'a non-Bearer scheme',
      () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
    ],
    ['an empty Bearer token', () => ({ authorization: 'Bearer ' })],
    ['a malformed token', () => ({ authorization: 'Bearer not.a.jwt' })],
    [
      'an expired token',
      () => ({
        authorization: `Bearer ${craftToken({ expired: true, uid: owner.uid, email: owner.email })}`,
      }),
    ],
    [
      'another project’s token',
      () => ({
        authorization: `Bearer ${craftToken({ project: 'demo-other', uid: owner.uid, email: owner.email })}`,
      }),
    ],
  ];

  it('accepts a well-formed crafted token, so the refusals below are about the flaw alone', async () => {
    const res = await api('GET', `/my-registrations/${owner.uid}`, {
      headers: { authorization: `Bearer ${craftToken({ uid: owner.uid, email: owner.email })}` },
    });
    expect(res.status).toBe(200);
  });

  it.each(
    signedIn.flatMap((row) =>
      badTokens.map(([label, headers]) => [`${row.name} with ${label}`, row, headers] as const),
    ),
  )('%s -> 401, nothing changed', async (_name, row, headers) => {
    const id = await createMarathon(owner, row.capacity ? { capacity: row.capacity } : {});
    await applyTo(id, owner);
    const before = await world(id);
    const res = await api(row.method, row.path({ id }), {
      headers: headers(),
      ...(row.body ? { body: row.body(owner) } : {}),
    });
    expect(res.status, res.text).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect(await world(id)).toEqual(before);
  });
});
