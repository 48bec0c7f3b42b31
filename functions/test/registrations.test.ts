// Registrations: apply exactly once (also under concurrency), window rules, change, withdraw, the
// runner's list and the creator's participants (JSON pages and CSV).
import { Timestamp } from 'firebase-admin/firestore';
import type { ParticipantsPage } from '@run/contract/domain/api-types';
import * as registrations from '@run/contract/endpoints/registrations';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  api,
  createMarathon,
  datesFor,
  expectRefused,
  registrationForm,
  type ApiResponse,
} from './helpers.js';
import { adminDb, collectionSize, marathonState, storedRegistration } from './stored.js';
import { accounts, signUp, signUpMany, type TestUser } from './users.js';
import { applyTo, changeRegistration, withdraw } from './actions.js';
import { marathonOf, participantsOf } from './marathon-actions.js';

const [owner, runner] = accounts('owner', 'runner');

describe('PATCH /marathonApply/{id}', () => {
  it('registers the caller once: modifiedCount 1, then 0', async () => {
    const id = await createMarathon(owner);
    const first = await applyTo(id, runner);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ modifiedCount: 1, status: 'confirmed' });
    const second = await applyTo(id, runner);
    expect(second.body).toEqual({ modifiedCount: 0 });
    const reg = await storedRegistration(id, runner.uid);
    expect(reg.data()).toMatchObject({
      marathonId: id,
      userId: runner.uid,
      firstName: 'Ada',
      emergencyContact: 'Grace, +880 1711 111111',
    });
    expect((await marathonOf(id)).registrationCount).toBe(1);
  });

  it('gives exactly one modifiedCount 1 when one runner applies 20 times at once', async () => {
    const id = await createMarathon(owner);
    const results = await Promise.all(Array.from({ length: 20 }, () => applyTo(id, runner)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.modifiedCount === 1)).toHaveLength(1);
    expect((await marathonOf(id)).registrationCount).toBe(1);
    // Generous: the functions emulator starts one cold worker process per concurrent request.
  }, 180_000);

  it('registers and counts 200 runners applying at once', async () => {
    const id = await createMarathon(owner);
    const runners = await signUpMany(200, 'crowd');
    const results = await Promise.all(runners.map((r) => applyTo(id, r)));
    expect(results.filter((r) => r.status !== 200).map((r) => r.text)).toEqual([]);
    expect(results.every((r) => (r.body as { modifiedCount: number }).modifiedCount === 1)).toBe(
      true,
    );
    expect(await collectionSize(`marathons/${id}/registrations`)).toBe(200);
    expect((await marathonOf(id)).registrationCount).toBe(200);
  }, 240_000);

  it.each([
    ['upcoming', 'Registration for this marathon has not opened yet.', 'registration_not_open'],
    ['closed', 'Registration for this marathon is closed.', 'registration_closed'],
  ] as const)(
    'refuses with 409 when registration is %s, writing nothing',
    async (state, sentence, code) => {
      const id = await createMarathon(owner, {}, state);
      const before = await marathonState(id);
      const res = await applyTo(id, runner);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: sentence, code });
      expect(await marathonState(id)).toEqual(before);
    },
  );

  it('answers 404 for an unknown marathon', async () => {
    const res = await api.call(registrations.applyToMarathon, {
      params: { id: 'unknown-marathon' },
      token: runner.token,
      body: registrationForm(runner.email),
    });
    expect(res.status).toBe(404);
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['a missing last name', { lastName: '' }, 'lastName'],
    ['a missing phone', { phone: undefined }, 'phone'],
    ['an invalid phone', { phone: 'call me' }, 'phone'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a missing email', { email: undefined }, 'email'],
    ['an over-long first name', { firstName: 'x'.repeat(101) }, 'firstName'],
    ['an over-long phone', { phone: '1'.repeat(31) }, 'phone'],
    ['an over-long emergency contact', { emergencyContact: 'x'.repeat(121) }, 'emergencyContact'],
    ['a userId chosen by the client', { userId: 'someone-else' }, 'userId'],
    ['a marathonId chosen by the client', { marathonId: 'other' }, 'marathonId'],
  ])('rejects %s with 400, writing nothing', async (_label, overrides, field) => {
    const id = await createMarathon(owner);
    const before = await marathonState(id);
    const res = await api.call(registrations.applyToMarathon, {
      params: { id },
      token: runner.token,
      body: registrationForm(runner.email, overrides),
    });
    expectRefused(res, field);
    expect(await marathonState(id)).toEqual(before);
  });

  it('accepts a registration without an emergency contact', async () => {
    const id = await createMarathon(owner);
    const body: Record<string, unknown> = registrationForm(runner.email);
    delete body.emergencyContact;
    expect((await applyTo(id, runner, body)).body).toEqual({
      modifiedCount: 1,
      status: 'confirmed',
    });
  });
});

/** Registers `user` while registration is open, then moves the marathon's dates to `state`. */
async function registeredThen(user: TestUser, state: 'closed' | 'started'): Promise<string> {
  const id = await createMarathon(owner);
  await applyTo(id, user);
  const dates = datesFor(state);
  await adminDb()
    .doc(`marathons/${id}`)
    .update(
      Object.fromEntries(
        Object.entries(dates).map(([k, v]) => [k, Timestamp.fromDate(new Date(v))]),
      ),
    );
  return id;
}

describe('PATCH and DELETE /registrations/{marathonId}', () => {
  it('lets the registrant change the registration', async () => {
    const id = await createMarathon(owner);
    await applyTo(id, runner);
    const res = await changeRegistration(id, runner, { phone: '+1 555 0100' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect((await storedRegistration(id, runner.uid)).get('phone')).toBe('+1 555 0100');
    const same = await changeRegistration(id, runner, { phone: '+1 555 0100' });
    expect(same.body).toEqual({ matchedCount: 1, modifiedCount: 0 });
  });

  it('lets the registrant withdraw, once, and the count follows', async () => {
    const id = await createMarathon(owner);
    await applyTo(id, runner);
    const results = await Promise.all([1, 2, 3].map(() => withdraw(id, runner)));
    // One withdrawal deletes it; the others find nothing to withdraw (200, deletedCount 0).
    expect(results.map((r) => r.body).sort((a, b) => b.deletedCount - a.deletedCount)).toEqual([
      { deletedCount: 1 },
      { deletedCount: 0 },
      { deletedCount: 0 },
    ]);
    expect((await marathonOf(id)).registrationCount).toBe(0);
    expect((await storedRegistration(id, runner.uid)).exists).toBe(false);
    const again = await applyTo(id, runner);
    expect(again.body).toEqual({ modifiedCount: 1, status: 'confirmed' });
  });

  it('refuses changes once the marathon has started, changing nothing', async () => {
    const id = await registeredThen(runner, 'started');
    const before = await marathonState(id);
    expect((await changeRegistration(id, runner, { phone: '+1 555 0199' })).status).toBe(409);
    expect((await withdraw(id, runner)).status).toBe(409);
    expect(await marathonState(id)).toEqual(before);
  });

  it('still allows withdrawal after registration closed but before the race', async () => {
    const id = await registeredThen(runner, 'closed');
    expect((await withdraw(id, runner)).status).toBe(200);
    expect((await marathonOf(id)).registrationCount).toBe(0);
  });

  it('answers deletedCount 0 when the caller is not registered, 404 when the marathon is unknown', async () => {
    const id = await createMarathon(owner);
    const nothing = await withdraw(id, runner);
    expect({ status: nothing.status, body: nothing.body }).toEqual({
      status: 200,
      body: { deletedCount: 0 },
    });
    expect((await changeRegistration(id, runner)).status).toBe(404);
    expect(
      (
        await api.call(registrations.withdrawRegistration, {
          params: { marathonId: 'unknown-marathon' },
          token: runner.token,
        })
      ).status,
    ).toBe(404);
  });

  it('rejects an invalid change with 400, changing nothing', async () => {
    const id = await createMarathon(owner);
    await applyTo(id, runner);
    const before = await marathonState(id);
    const res = await changeRegistration(id, runner, { firstName: '' });
    expect(res.status).toBe(400);
    expect(await marathonState(id)).toEqual(before);
  });
});

describe('GET /my-registrations/{userId}', () => {
  it('lists the marathons the caller registered for, each with only the caller’s record', async () => {
    const me = await signUp('me');
    const a = await createMarathon(owner, { title: 'Mine A' });
    const b = await createMarathon(owner, { title: 'Mine B' });
    await createMarathon(owner, { title: 'Not mine' });
    await applyTo(a, me);
    await applyTo(b, me);
    await applyTo(a, runner);
    const res = await api.call(registrations.myRegistrations, {
      params: { userId: me.uid },
      token: me.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.map((m) => m._id).sort()).toEqual([a, b].sort());
    const entryA = res.body.find((m) => m._id === a);
    expect(entryA?.registrationCount).toBe(2);
    expect(entryA?.totalRegistrationCount).toEqual([
      expect.objectContaining({ userId: me.uid, marathonId: a, email: me.email }),
    ]);
  });
});

describe('GET /marathon/{id}/registrations', () => {
  let id: string;
  let runners: TestUser[];
  beforeAll(async () => {
    id = await createMarathon(owner, { title: 'Café Run: 10K / "Night"' });
    runners = await Promise.all(Array.from({ length: 5 }, () => signUp('p')));
    await Promise.all(
      runners.map((r, i) =>
        api.call(registrations.applyToMarathon, {
          params: { id },
          token: r.token,
          body: registrationForm(r.email, {
            firstName: i === 0 ? '=HYPERLINK("http://x")' : `Runner${i}`,
            lastName: i === 1 ? 'Smith, "Jr"' : 'Doe',
          }),
        }),
      ),
    );
  });

  it('pages participants for the creator with nextCursor', async () => {
    const page = async (cursor?: string) =>
      (await participantsOf(id, owner, { limit: 2, cursor })) as ApiResponse<ParticipantsPage>;
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.participants).toHaveLength(2);
    const seen = [...first.body.participants];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await page(cursor);
      seen.push(...next.body.participants);
      cursor = next.body.nextCursor;
    }
    expect(seen.map((p) => p.userId).sort()).toEqual(runners.map((r) => r.uid).sort());
  });

  it('downloads a formula-safe RFC 4180 CSV with a filename', async () => {
    const res = await participantsOf(id, owner, { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="participants-cafe-run-10k-night.csv"',
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      '"First Name","Last Name","Email","Phone","Emergency Contact","Registered At"',
    );
    expect(lines.filter((l) => l !== '')).toHaveLength(6);
    expect(res.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.text).toContain('"Smith, ""Jr"""');
  });

  it('rejects bad paging parameters with 400', async () => {
    const list = (query: Record<string, string>) =>
      api.call(registrations.listParticipants, { params: { id }, query, token: owner.token });
    expect((await list({ limit: '0' })).status).toBe(400);
    expect((await list({ format: 'xml' })).status).toBe(400);
    expect((await list({ cursor: '%%%' })).status).toBe(400);
  });
});
