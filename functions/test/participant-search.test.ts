// The organisers' participant search: GET /marathon/{id}/registrations?q&distanceId&status answers one
// page of the whole race by a bib or the start of a name (accents and case ignored), a distance and a
// status, through fields every registration write keeps (docs/search.md).
import * as raceDay from '@run/contract/endpoints/race-day';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createMarathon, expectRefused } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp, signUpVerified, type TestUser } from './users.js';
import { applyWith, changeRegistration } from './actions.js';
import { marathonOf, participantsOf } from './marathon-actions.js';
import { runScript } from './hand-made.js';

let owner: TestUser;
let id = '';
const ids = { marathon: '', tenK: '' };
const runners: Record<string, TestUser> = {};
const names = (res: { body: { participants: Array<{ firstName: string; lastName: string }> } }) =>
  res.body.participants.map((p) => `${p.firstName} ${p.lastName}`).sort();

beforeAll(async () => {
  owner = await signUpVerified('search-owner');
  id = await createMarathon(owner, {
    runningDistance: undefined,
    distances: [
      { name: 'Marathon', runningDistance: '42.195 km', capacity: null, bibFrom: 1, bibTo: 999 },
      { name: '10K', runningDistance: '10 km', capacity: null, bibFrom: 1000, bibTo: 1999 },
    ],
  });
  const [marathon, tenK] = ((await marathonOf(id)).distances ?? []).map((d) => d.id);
  ids.marathon = marathon ?? '';
  ids.tenK = tenK ?? '';
  const people: Array<[string, string, string]> = [
    ['José', 'García-López', marathon ?? ''],
    ['Jose', 'Ng', tenK ?? ''],
    ['Zoë', 'Josephs', marathon ?? ''],
    ['Ana', 'Silva', tenK ?? ''],
  ];
  for (const [firstName, lastName, distanceId] of people) {
    const user = await signUp('search-runner');
    runners[`${firstName} ${lastName}`] = user;
    const res = await applyWith(id, user, { firstName, lastName, distanceId });
    expect(res.status).toBe(200);
  }
  const bib = await api.call(raceDay.setBib, {
    params: { id, userId: runners['Ana Silva']?.uid ?? '' },
    token: owner.token,
    body: { bib: 1042 },
  });
  expect(bib.status).toBe(200);
});

describe('GET /marathon/{id}/registrations search', () => {
  it('finds a runner by bib', async () => {
    expect(names(await participantsOf(id, owner, { q: '1042' }))).toEqual(['Ana Silva']);
    expect(names(await participantsOf(id, owner, { q: '7' }))).toEqual([]);
  });

  it('finds by the start of a first or last name, with or without accents, in any case', async () => {
    const all = ['Jose Ng', 'José García-López', 'Zoë Josephs'];
    expect(names(await participantsOf(id, owner, { q: 'jos' }))).toEqual(all);
    expect(names(await participantsOf(id, owner, { q: 'JOSÉ' }))).toEqual(all);
    expect(names(await participantsOf(id, owner, { q: 'garcia' }))).toEqual(['José García-López']);
    expect(names(await participantsOf(id, owner, { q: 'García L' }))).toEqual([
      'José García-López',
    ]);
    expect(names(await participantsOf(id, owner, { q: 'zoe' }))).toEqual(['Zoë Josephs']);
    // The start of a name, not any part of it.
    expect(names(await participantsOf(id, owner, { q: 'arcia' }))).toEqual([]);
  });

  it('filters by distance and by status, alone and with a search', async () => {
    expect(names(await participantsOf(id, owner, { distanceId: ids.tenK }))).toEqual([
      'Ana Silva',
      'Jose Ng',
    ]);
    expect(names(await participantsOf(id, owner, { q: 'jos', distanceId: ids.marathon }))).toEqual([
      'José García-López',
      'Zoë Josephs',
    ]);
    expect(names(await participantsOf(id, owner, { q: 'jos', distanceId: ids.tenK }))).toEqual([
      'Jose Ng',
    ]);
    expect(names(await participantsOf(id, owner, { status: 'confirmed' }))).toHaveLength(4);
    expect(
      names(
        await participantsOf(id, owner, { status: 'confirmed', distanceId: ids.tenK, q: '1042' }),
      ),
    ).toEqual(['Ana Silva']);
    expect(
      names(
        await participantsOf(id, owner, {
          status: 'confirmed',
          distanceId: ids.marathon,
          q: 'jos',
        }),
      ),
    ).toEqual(['José García-López', 'Zoë Josephs']);
    expect(names(await participantsOf(id, owner, { status: 'pending_payment' }))).toEqual([]);
  });

  it('pages a search with the cursor', async () => {
    const first = await participantsOf(id, owner, { q: 'jos', limit: 2 });
    expect(first.body.participants).toHaveLength(2);
    const cursor = first.body.nextCursor;
    expect(cursor).not.toBeNull();
    const second = await participantsOf(id, owner, { q: 'jos', limit: 2, cursor: cursor ?? '' });
    expect(second.body.nextCursor).toBeNull();
    expect(
      names({ body: { participants: [...first.body.participants, ...second.body.participants] } }),
    ).toEqual(['Jose Ng', 'José García-López', 'Zoë Josephs']);
  });

  it('follows a runner’s edit of their name', async () => {
    const user = runners['Ana Silva'] as TestUser;
    const res = await changeRegistration(id, user, { firstName: 'Ånna', lastName: 'Silva' });
    expect(res.status).toBe(200);
    expect(names(await participantsOf(id, owner, { q: 'anna' }))).toEqual(['Ånna Silva']);
    expect(names(await participantsOf(id, owner, { q: 'ana' }))).toEqual([]);
  });

  it.each([
    ['status', { status: 'paid' }],
    ['distanceId', { distanceId: 'sprint' }],
    ['q', { q: 'x'.repeat(121) }],
  ] as const)('refuses a bad %s with 400 naming it', async (field, query) => {
    const res = await participantsOf(id, owner, query);
    expectRefused(res, field);
  });

  it('finds registrations stored before the search once scripts/backfill-search-fields.ts has run', async () => {
    await adminDb().doc(`marathons/${id}/registrations/old-runner`).set({
      marathonId: id,
      userId: 'old-runner',
      email: 'old@example.com',
      firstName: 'Ödön',
      lastName: 'Horváth',
      phone: '+1 555 0100',
      distanceId: ids.marathon,
    });
    expect(names(await participantsOf(id, owner, { q: 'odon' }))).toEqual([]);
    await runScript('backfill-search-fields.ts', '--apply', `--marathon=${id}`);
    expect(names(await participantsOf(id, owner, { q: 'odon' }))).toEqual(['Ödön Horváth']);
    expect(names(await participantsOf(id, owner, { q: 'horv', status: 'confirmed' }))).toEqual([
      'Ödön Horváth',
    ]);
  });
});
