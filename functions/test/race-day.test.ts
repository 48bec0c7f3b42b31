// Race day through the API (docs/race-day.md): bib numbers (the job, by hand, for later
// registrations; never one number twice), race passes, check-in from many devices and offline, and
// staff invitations and roles (the roster: roster.test.ts).
import * as marathons from '@run/contract/endpoints/marathons';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as registrations from '@run/contract/endpoints/registrations';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, eventually } from './helpers.js';
import { adminDb, storedRegistration } from './stored.js';
import { verifiedAccounts, signUp, signUpMany, type TestUser } from './users.js';
import { applyTo, applyWith } from './actions.js';
import { editMarathon, editableOf, marathonOf, raceWithDistances } from './marathon-actions.js';
import { deliveredTo, qrText } from './maildev.js';
import { invite, oneRunner, setBib, staffMember } from './race-day-actions.js';
import { order, other, self } from './order-actions.js';

// Verified: only an account whose email is verified may invite staff, or register others.
const [owner, buyer] = verifiedAccounts('owner', 'bib-buyer');

const DAY_MS = 86_400_000;

/** A race whose distances have bib ranges, with `reservedBibs`; answers its id and distance ids. */
async function raceWithBibs(
  distances: Array<{ name: string; bibFrom: number; bibTo: number }>,
  reservedBibs: number[] = [],
) {
  const { id, idOf } = await raceWithDistances(owner, {
    distances: distances.map((d) => ({ ...d, runningDistance: d.name })),
    reservedBibs,
  });
  return { id, idOf };
}

/** Registers `runners` one after another (so their registration order is theirs). */
async function registerInTurn(id: string, runners: TestUser[], distanceId: string) {
  for (const r of runners) {
    const res = await applyWith(id, r, { distanceId });
    expect(res.status).toBe(200);
  }
}

async function assignBibs(id: string, order: 'registration' | 'lastName' = 'registration') {
  const started = await api.call(raceDay.assignBibs, {
    params: { id },
    token: owner.token,
    body: { order },
  });
  expect(started.status).toBe(202);
  const { jobId } = started.body;
  return eventually(`bib job ${jobId}`, async () => {
    const job = await api.call(raceDay.bibJob, { params: { id, jobId }, token: owner.token });
    return job.body.state === 'running' ? undefined : job.body;
  });
}

const bibOf = async (id: string, r: TestUser): Promise<unknown> =>
  (await storedRegistration(id, r.uid)).get('bib');

describe('bibs', () => {
  it('numbers two distances in registration order, skipping reserved numbers; a range too small fails naming it', async () => {
    const { id, idOf } = await raceWithBibs(
      [
        { name: 'Marathon', bibFrom: 1, bibTo: 10 },
        { name: '10K', bibFrom: 100, bibTo: 102 },
      ],
      [2, 5],
    );
    const marathoners = await signUpMany(5, 'bib-m');
    const tenKers = await signUpMany(4, 'bib-t');
    await registerInTurn(id, marathoners, idOf('Marathon'));
    await registerInTurn(id, tenKers, idOf('10K'));
    const job = await assignBibs(id);
    expect(job).toEqual({
      state: 'failed',
      assigned: 8,
      remaining: 1,
      error: '10K’s bib range 100-102 is too small: 1 runner has no bib.',
    });
    expect(await Promise.all(marathoners.map((r) => bibOf(id, r)))).toEqual([1, 3, 4, 6, 7]);
    expect(await Promise.all(tenKers.map((r) => bibOf(id, r)))).toEqual([100, 101, 102, undefined]);
    const [mail] = (await deliveredTo(marathoners[0]?.email ?? '', 2)).filter((m) =>
      m.subject.startsWith('Your bib'),
    );
    expect(mail?.subject).toMatch(/^Your bib is 1: /u);
    // The race pass is in the mail, shown inline: a QR code of this runner's pass link.
    const qr = mail?.attachments?.find((a) => a.contentType === 'image/png');
    if (!mail || !qr) throw new Error('no race pass image in the bib mail');
    expect(qr.contentId).toBe('race-pass');
    expect(mail.html).toContain('src="cid:race-pass"');
    const passId = String((await storedRegistration(id, marathoners[0]?.uid ?? '')).get('passId'));
    expect(await qrText(mail, qr.generatedFileName)).toMatch(
      new RegExp(`/check-in/${id}\\?pass=${passId}$`, 'u'),
    );
  });

  it('never gives one number twice while the job, a hand and new registrations give them at once', async () => {
    const { id, idOf } = await raceWithBibs([{ name: 'Marathon', bibFrom: 1, bibTo: 200 }]);
    const marathon = idOf('Marathon');
    const early = await signUpMany(30, 'early');
    await registerInTurn(id, early, marathon);
    const late = await signUpMany(15, 'late');
    const byHand = early[10];
    if (!byHand) throw new Error('sign-up');
    const [job] = await Promise.all([
      assignBibs(id),
      setBib(id, owner, byHand.uid, 3),
      ...late.map((r) => applyWith(id, r, { distanceId: marathon })),
    ]);
    expect(job?.state).toBe('done');
    // Runners who registered after the job read them get theirs from a second run, if at all.
    expect((await assignBibs(id)).state).toBe('done');
    const stored = await adminDb().collection(`marathons/${id}/registrations`).get();
    const bibs = stored.docs.map((d) => d.get('bib') as unknown);
    expect(bibs.every((b) => typeof b === 'number')).toBe(true);
    expect(new Set(bibs).size).toBe(45);
    const claims = await adminDb().collection(`marathons/${id}/bibs`).get();
    expect(claims.size).toBe(45);

    const taken = await setBib(
      id,
      owner,
      byHand.uid,
      Number(bibs.find((b) => b !== (bibs[0] as number))),
    );
    expect([200, 409]).toContain(taken.status);
    const outOfRange = await setBib(id, owner, byHand.uid, 5000);
    expect(outOfRange.status).toBe(400);
    const cleared = await setBib(id, owner, byHand.uid, null);
    expect(cleared.body).toEqual({ bib: null });
    expect(await bibOf(id, byHand)).toBeUndefined();
  });

  it('numbers a registration made after the assignment as it registers: the lowest free number', async () => {
    const { id, idOf } = await raceWithBibs([{ name: '5K', bibFrom: 500, bibTo: 599 }], [501, 503]);
    const [first, second, third, late, later] = await signUpMany(5, 'after');
    if (!first || !second || !third || !late || !later) throw new Error('sign-up');
    await registerInTurn(id, [first, second, third], idOf('5K'));
    expect((await assignBibs(id)).state).toBe('done');
    expect(await Promise.all([first, second, third].map((r) => bibOf(id, r)))).toEqual([
      500, 502, 504,
    ]);
    // A number freed by hand is the lowest free one again; reserved numbers are never given.
    const cleared = await setBib(id, owner, second.uid, null);
    expect(cleared.status).toBe(200);
    await registerInTurn(id, [late], idOf('5K'));
    expect(await bibOf(id, late)).toBe(502);
    await registerInTurn(id, [later], idOf('5K'));
    expect(await bibOf(id, later)).toBe(505);
  });

  it('numbers each entry of an order placed after the assignment, as a registration is', async () => {
    const { id, idOf } = await raceWithBibs([{ name: '5K', bibFrom: 700, bibTo: 799 }], [701]);
    const [early] = await signUpMany(1, 'before-order');
    if (!early) throw new Error('sign-up');
    await registerInTurn(id, [early], idOf('5K'));
    expect((await assignBibs(id)).state).toBe('done');
    const placed = await order(id, buyer, [self(buyer, idOf('5K')), other('Sam', idOf('5K'))]);
    expect(placed.status).toBe(201);
    const bibs = await Promise.all(
      placed.body.entries.map(async (e) =>
        (await storedRegistration(id, e.registrationId)).get('bib'),
      ),
    );
    expect(bibs).toEqual([702, 703]);
  });
});

describe('race pass and check-in', () => {
  it('gives each registration a random pass that names neither the uid nor the email', async () => {
    const id = await createMarathon(owner);
    const runners = await signUpMany(3, 'pass');
    for (const r of runners) expect((await applyTo(id, r)).status).toBe(200);
    const passes = await Promise.all(
      runners.map(async (r) => {
        const mine = await api.call(registrations.myRegistrations, {
          params: { userId: r.uid },
          token: r.token,
        });
        const record = mine.body.find((m) => m._id === id)?.totalRegistrationCount[0];
        return { runner: r, passId: record?.passId ?? '' };
      }),
    );
    for (const { runner, passId } of passes) {
      expect(passId).toMatch(/^[A-Za-z0-9_-]{22,}$/u);
      expect(passId).not.toContain(runner.uid);
      expect(passId.toLowerCase()).not.toContain(runner.email.split('@')[0]?.toLowerCase());
    }
    expect(new Set(passes.map((p) => p.passId)).size).toBe(3);
  });

  it('checks a pass in once from 10 devices at once: one first check-in, one time', async () => {
    const id = await createMarathon(owner);
    const runner = await signUp('scanned');
    expect((await applyTo(id, runner)).status).toBe(200);
    const passId = String((await storedRegistration(id, runner.uid)).get('passId'));
    const volunteer = await staffMember(id, owner, 'check-in', 'volunteer');
    const scans = await Promise.all(
      Array.from({ length: 10 }, () =>
        api
          .call(raceDay.checkIn, { params: { id }, token: volunteer.token, body: { passId } })
          .then(oneRunner),
      ),
    );
    expect(scans.map((s) => s.status)).toEqual(Array(10).fill(200));
    expect(scans.filter((s) => !s.body.alreadyCheckedIn)).toHaveLength(1);
    expect(new Set(scans.map((s) => s.body.checkedInAt)).size).toBe(1);
    expect(scans[0]?.body.runner).toMatchObject({
      userId: runner.uid,
      firstName: 'Ada',
      lastName: 'Runner',
      bib: null,
    });
    const unknown = await api.call(raceDay.checkIn, {
      params: { id },
      token: volunteer.token,
      body: { passId: 'not-a-pass-of-this-race' },
    });
    expect(unknown.status).toBe(404);
    const two = await api.call(raceDay.checkIn, {
      params: { id },
      token: volunteer.token,
      body: { passId, userId: runner.uid },
    });
    expect(two.status).toBe(400);
  });

  it('keeps an offline check-in made at packet pickup days before the race with its time; the organiser can undo it', async () => {
    const id = await createMarathon(owner, {}, 'tomorrow');
    const runner = await signUp('offline');
    expect((await applyTo(id, runner)).status).toBe(200);
    // The runner registered weeks ago (written past the API, which stamps the time itself).
    const registeredAt = Date.now() - 20 * DAY_MS;
    await adminDb()
      .doc(`marathons/${id}/registrations/${runner.uid}`)
      .update({ createdAt: Timestamp.fromMillis(registeredAt) });
    const checkInAt = (at: number) =>
      api.call(raceDay.checkIn, {
        params: { id },
        token: owner.token,
        body: { userId: runner.uid, scannedAt: new Date(at).toISOString() },
      });
    const raceStart = Date.parse((await marathonOf(id)).marathonStartDate);
    const beforeRegistering = await checkInAt(registeredAt - 60_000);
    expect(beforeRegistering.status).toBe(400);
    expect(beforeRegistering.body.error).toMatch(/before this runner’s place was confirmed/u);
    const future = await checkInAt(Date.now() + 3_600_000);
    expect(future.status).toBe(400);
    expect(future.body.error).toMatch(/in the future/u);
    // Queued at the expo three days before race day, sent when the device is back online.
    const atExpo = new Date(raceStart - 3 * DAY_MS).toISOString();
    const queued = await checkInAt(Date.parse(atExpo));
    expect(queued.body).toMatchObject({ alreadyCheckedIn: false, checkedInAt: atExpo });
    const stored = await storedRegistration(id, runner.uid);
    expect((stored.get('checkedInAt') as Timestamp).toDate().toISOString()).toBe(atExpo);
    const undone = await api.call(raceDay.undoCheckIn, {
      params: { id, userId: runner.uid },
      token: owner.token,
    });
    expect(undone.body).toEqual({ deletedCount: 1 });
    expect((await storedRegistration(id, runner.uid)).get('checkedInAt')).toBeUndefined();
  });
});

describe('staff', () => {
  it('uses an invitation once, refuses an expired one, and lists the race under Races I help with', async () => {
    const id = await createMarathon(owner);
    const helper = await signUp('helper');
    const { token, staffId } = await invite(id, owner, helper.email, 'co-organiser');
    const accept = () =>
      api.call(raceDay.acceptInvitation, { params: { id }, token: helper.token, body: { token } });
    expect((await accept()).body).toEqual({ role: 'co-organiser' });
    const again = await accept();
    expect(again.status).toBe(410);
    const mine = await api.call(raceDay.myStaffRaces, {
      params: { userId: helper.uid },
      token: helper.token,
    });
    expect(mine.body.map((r) => [r.role, r.marathon._id])).toEqual([['co-organiser', id]]);
    const listed = await api.call(raceDay.listStaff, { params: { id }, token: owner.token });
    expect(listed.body.staff).toEqual([
      expect.objectContaining({
        staffId,
        email: helper.email,
        role: 'co-organiser',
        state: 'active',
      }),
    ]);

    const late = await signUp('late');
    const expired = await invite(id, owner, late.email, 'check-in');
    await adminDb()
      .doc(`marathons/${id}/staff/${expired.staffId}`)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const tooLate = await api.call(raceDay.acceptInvitation, {
      params: { id },
      token: late.token,
      body: { token: expired.token },
    });
    expect(tooLate.status).toBe(410);

    const removed = await api.call(raceDay.removeStaff, {
      params: { id, staffId },
      token: owner.token,
    });
    expect(removed.body).toEqual({ deletedCount: 1 });
    const edit = await editMarathon(id, helper, {
      ...editableOf(await marathonOf(id)),
      title: 'X',
    });
    expect(edit.status).toBe(403);
  });

  it('lets each role do what it may and nothing else', async () => {
    const id = await createMarathon(owner);
    const [runner] = await signUpMany(1, 'matrix-runner');
    if (!runner) throw new Error('sign-up');
    expect((await applyTo(id, runner)).status).toBe(200);
    const coOrganiser = await staffMember(id, owner, 'co-organiser', 'co');
    const checkInStaff = await staffMember(id, owner, 'check-in', 'desk');
    const race = await marathonOf(id);
    const calls: Array<[string, (u: TestUser | undefined) => Promise<{ status: number }>]> = [
      [
        'edit',
        (u) =>
          api.call(marathons.updateMarathon, {
            params: { id },
            token: u?.token,
            body: { ...editableOf(race), title: `${race.title}!` },
          }),
      ],
      [
        'participants',
        (u) => api.call(registrations.listParticipants, { params: { id }, token: u?.token }),
      ],
      [
        'assign bibs',
        (u) =>
          api.call(raceDay.assignBibs, {
            params: { id },
            token: u?.token,
            body: { order: 'lastName' },
          }),
      ],
      [
        'set bib',
        (u) =>
          api.call(raceDay.setBib, {
            params: { id, userId: runner.uid },
            token: u?.token,
            body: { bib: null },
          }),
      ],
      [
        'check in',
        (u) =>
          api.call(raceDay.checkIn, {
            params: { id },
            token: u?.token,
            body: { userId: runner.uid },
          }),
      ],
      [
        'undo check-in',
        (u) =>
          api.call(raceDay.undoCheckIn, { params: { id, userId: runner.uid }, token: u?.token }),
      ],
      ['roster', (u) => api.call(raceDay.roster, { params: { id }, token: u?.token })],
      [
        'compact roster',
        (u) => api.call(raceDay.compactRoster, { params: { id }, token: u?.token }),
      ],
      ['list staff', (u) => api.call(raceDay.listStaff, { params: { id }, token: u?.token })],
      [
        'invite',
        (u) =>
          api.call(raceDay.inviteStaff, {
            params: { id },
            token: u?.token,
            body: { email: 'x@example.com', role: 'check-in' },
          }),
      ],
    ];
    const who: Array<[string, TestUser | undefined]> = [
      ['anonymous', undefined],
      ['runner', runner],
      ['check-in', checkInStaff],
      ['co-organiser', coOrganiser],
      ['organiser', owner],
    ];
    const seen: Record<string, Record<string, number>> = {};
    for (const [name, call] of calls) {
      seen[name] = {};
      for (const [role, user] of who) {
        const row = seen[name];
        if (row) row[role] = (await call(user)).status;
      }
    }
    const ok = (s: number) => (s === 202 || s === 201 ? 200 : s);
    const table = Object.fromEntries(
      Object.entries(seen).map(([n, r]) => [n, Object.values(r).map(ok)]),
    );
    // anonymous, runner, check-in, co-organiser, organiser
    expect(table).toEqual({
      edit: [401, 403, 403, 200, 200],
      participants: [401, 403, 403, 200, 200],
      'assign bibs': [401, 403, 403, 200, 200],
      'set bib': [401, 403, 403, 200, 200],
      'check in': [401, 403, 200, 200, 200],
      'undo check-in': [401, 403, 403, 200, 200],
      roster: [401, 403, 200, 200, 200],
      'compact roster': [401, 403, 200, 200, 200],
      'list staff': [401, 403, 403, 403, 200],
      invite: [401, 403, 403, 403, 200],
    });
    const remove = await api.call(marathons.deleteMarathon, {
      params: { id },
      token: coOrganiser.token,
    });
    expect(remove.status).toBe(403);
  });
});
