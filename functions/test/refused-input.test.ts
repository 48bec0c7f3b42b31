// Input the API refuses cleanly (docs/api.md): a cursor out of range is 400 on every list,
// an id that cannot exist in Firestore is 404 on every marathon route, text fields refuse control
// characters with a 400 naming the field, and every CSV cell is quoted with formulas neutralised.
import * as community from '@run/contract/endpoints/community';
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import * as waitlist from '@run/contract/endpoints/waitlist';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, INTERNALS, marathonBody, registrationForm } from './helpers.js';
import { accounts, signUp } from './users.js';
import { applyWith } from './actions.js';

const [owner, runner] = accounts('owner', 'runner');

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('a cursor out of range', () => {
  it('is 400 on the waitlist for a cursor one nanosecond past the second', async () => {
    const id = await createMarathon(owner, { capacity: 1 });
    // [0, 1000000000, "abc", 0]: one nanosecond past the second.
    const res = await api.call(waitlist.listWaitlist, {
      params: { id },
      query: { cursor: 'WzAsMTAwMDAwMDAwMCwiYWJjIiwwXQ' },
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'The cursor is not valid.' });
  });

  it('is 400 on the activity list for a cursor in the year 0', async () => {
    const id = await createMarathon(owner);
    const cursor = cursorOf(['0000-01-01T00:00:00Z', 'x']);
    const res = await api.call(community.marathonActivity, {
      params: { id },
      query: { cursor },
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'The cursor is not valid.' });
  });

  it.each([
    ['marathons', [0, 1_000_000_000, 'abc'], marathons.listMarathons],
    ['marathons', [253_402_300_800, 0, 'abc'], marathons.listMarathons],
    ['marathons', [0, 0, '__x__'], marathons.listMarathons],
    ['registrations', ['__name__'], registrations.listParticipants],
    ['waitlist', [-62_135_596_801, 0, 'abc', 0], waitlist.listWaitlist],
    ['waitlist', [0, 0, '__x__', 0], waitlist.listWaitlist],
    ['activity', ['+275760-09-13T00:00:00.001Z', 'x'], community.marathonActivity],
    ['activity', ['2024-01-01T00:00:00Z', '__x__'], community.marathonActivity],
  ] as const)('is 400 on %s for %j', async (_list, value, endpoint) => {
    const id = await createMarathon(owner, { capacity: 5 });
    const res = await api.call(endpoint, {
      params: { id },
      query: { cursor: cursorOf(value) },
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(INTERNALS);
  });
});

/** Every endpoint naming a marathon by id, with what it needs besides the id. */
const marathonRoutes: Array<[endpoint: EndpointSpec, body?: () => unknown]> = [
  [marathons.getMarathon],
  [marathons.marathonCalendar],
  [marathons.updateMarathon, () => marathonBody()],
  [marathons.deleteMarathon],
  [registrations.applyToMarathon, () => registrationForm(runner.email)],
  [registrations.updateRegistration, () => registrationForm(runner.email)],
  [registrations.withdrawRegistration],
  [registrations.listParticipants],
  [waitlist.joinWaitlist, () => registrationForm(runner.email)],
  [waitlist.leaveWaitlist],
  [waitlist.acceptOffer],
  [waitlist.listWaitlist],
  [community.marathonActivity],
];

describe('an id that cannot exist in Firestore', () => {
  it.each(['__x__', '__name__', 'a'.repeat(1501)])(
    'is 404 on every marathon route: %s',
    async (id) => {
      for (const [endpoint, body] of marathonRoutes) {
        // The registrations paths call the marathon `marathonId`; the others `id`.
        const res = await api.call(endpoint, {
          params: { id, marathonId: id },
          token: runner.token,
          ...(body ? { body: body() } : {}),
        });
        const route = `${endpoint.method} ${endpoint.path}`;
        expect({ route, status: res.status }).toEqual({ route, status: 404 });
        expect(res.text).not.toMatch(INTERNALS);
      }
    },
  );
});

describe('control characters in text fields', () => {
  it('refuses a title whose bare CR would start a calendar line, naming the field, and stores nothing', async () => {
    const res = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: marathonBody({ title: 'Ics Race\rATTENDEE;CN=Evil:mailto:evil@evil.example' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details?.map((d) => d.field)).toEqual(['title']);
  });

  it.each([
    ['location', 'Dhaka\u0000'],
    ['runningDistance', '42\nkm'],
    ['description', 'A race\u001b[31m'],
    ['description', 'A race\rBEGIN:VEVENT'],
  ])('refuses %s holding %j', async (field, value) => {
    const res = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: marathonBody({ [field]: value }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details?.map((d) => d.field)).toEqual([field]);
  });

  it('keeps line breaks in a description', async () => {
    const res = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: marathonBody({ description: 'Two paragraphs.\n\nThe second.\r\nAnd a\ttab.' }),
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['firstName', 'Ada\r\nBcc: x@evil.example'],
    ['lastName', 'Runner\u0000'],
    ['emergencyContact', 'Grace\u0007'],
  ])('refuses a registration whose %s holds %j', async (field, value) => {
    const id = await createMarathon(owner);
    const res = await applyWith(id, runner, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.details?.map((d) => d.field)).toEqual([field]);
  });
});

describe('the CSV downloads', () => {
  it('quote every cell, and a waitlist first name ;=1+1 is written as a string', async () => {
    const id = await createMarathon(owner, { capacity: 1 });
    const holder = await signUp();
    expect((await applyWith(id, holder, { firstName: 'Ann' })).status).toBe(200);
    const waiting = await signUp();
    const joined = await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: waiting.token,
      body: registrationForm(waiting.email, { firstName: ';=1+1' }),
    });
    expect(joined.status).toBe(201);

    const csv = await api.call(waitlist.listWaitlist, {
      params: { id },
      query: { format: 'csv' },
      token: owner.token,
    });
    const row = csv.text.trim().split('\r\n')[1] ?? '';
    expect(row).toMatch(/^"1","';=1\+1","Runner",/u);
    const participants = await api.call(registrations.listParticipants, {
      params: { id },
      query: { format: 'csv' },
      token: owner.token,
    });
    expect(participants.text.trim().split('\r\n')[1]).toMatch(/^"Ann","Runner","/u);
  });
});
