// The check-in roster through the API (docs/race-day.md): the device's whole race in one answer, in
// columns (`/roster/compact`), and the paged roster with whole passes (`/roster`); every runner of the
// race and no one else; only what a check-in volunteer may see (no contact details, no answers, on the
// device a pass's key rather than the pass, which names the runner: no uid but of a runner without a
// pass); a change after a fetch is in the next one; the same refusals as every race-staff call.
import { REFUSAL_FOR } from '@run/contract/domain/race-roles';
import { REFUSALS } from '@run/contract/domain/refusals';
import { rowsOf } from '@run/contract/domain/roster';
import * as marathons from '@run/contract/endpoints/marathons';
import * as raceDay from '@run/contract/endpoints/race-day';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, registrationForm } from './helpers.js';
import { adminDb, storedRegistration } from './stored.js';
import { verifiedAccounts, signUp, signUpMany, type TestUser } from './users.js';
import { applyTo, changeRegistration, withdraw } from './actions.js';
import { checkIn, setBib, staffMember } from './race-day-actions.js';

// Verified: only an account whose email is verified may invite staff.
const [owner] = verifiedAccounts('roster-owner');

const rosterOf = (id: string, user?: TestUser) =>
  api.call(raceDay.compactRoster, { params: { id }, token: user?.token });

const passOf = async (id: string, runner: TestUser) =>
  String((await storedRegistration(id, runner.uid)).get('passId'));
const keyOf = async (id: string, runner: TestUser) => (await passOf(id, runner)).slice(0, 8);

describe('the roster', () => {
  it('answers every runner of the race in columns, with pass keys and no contact details or answers', async () => {
    const id = await createMarathon(owner, {
      questions: [{ label: 'Club', type: 'text' }],
      distances: [
        { name: '10K', runningDistance: '10K' },
        { name: 'Marathon', runningDistance: 'Marathon' },
      ],
    });
    const race = (await api.call(marathons.getMarathon, { params: { id }, token: owner.token }))
      .body;
    const club = race.questions?.[0]?.id ?? '';
    const distanceIds = race.distances.map((d) => d.id);
    const runners = await signUpMany(3, 'roster');
    for (const [i, r] of runners.entries()) {
      const body = registrationForm(r.email, {
        answers: { [club]: 'Secret Club' },
        distanceId: distanceIds[i % 2],
      });
      expect((await applyTo(id, r, body)).status).toBe(200);
    }
    // A runner of another race is no runner of this one.
    const elsewhere = await createMarathon(owner);
    const stranger = await signUp('roster-stranger');
    expect((await applyTo(elsewhere, stranger)).status).toBe(200);

    const volunteer = await staffMember(id, owner, 'check-in', 'roster-desk');
    const res = await rosterOf(id, volunteer);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['asOf', 'distanceIds', 'runners']);
    expect(Object.keys(res.body.runners).sort()).toEqual(
      ['bibStep', 'checkedInAt', 'distance', 'firstName', 'lastName', 'passKey', 'userId'].sort(),
    );
    for (const column of Object.values(res.body.runners)) expect(column).toHaveLength(3);
    const rows = rowsOf(res.body);
    const keys = await Promise.all(runners.map((r) => keyOf(id, r)));
    expect(rows.map((r) => r.passKey).sort()).toEqual(keys.sort());
    for (const [i, r] of runners.entries()) {
      const pass = await passOf(id, r);
      expect(rows.find((row) => row.passKey === pass.slice(0, 8))).toEqual({
        userId: null,
        firstName: 'Ada',
        lastName: 'Runner',
        bib: null,
        distanceId: distanceIds[i % 2],
        passKey: pass.slice(0, 8),
        checkedInAt: null,
      });
      // The device holds a pass's key, never the pass, nor the uid of a runner with a pass.
      expect(res.text).not.toContain(pass);
      expect(res.text).not.toContain(r.uid);
    }
    for (const secret of ['@', '+880', 'Grace', 'Secret Club', stranger.uid]) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('holds in the next fetch whoever registered, changed, withdrew or was checked in since', async () => {
    const id = await createMarathon(owner, {
      distances: [{ name: '10K', runningDistance: '10K', bibFrom: 1, bibTo: 100 }],
    });
    const [stays, renamed, leaves, arrives] = await signUpMany(4, 'roster-change');
    if (!stays || !renamed || !leaves || !arrives) throw new Error('sign-up');
    for (const r of [stays, renamed, leaves]) expect((await applyTo(id, r)).status).toBe(200);
    const volunteer = await staffMember(id, owner, 'check-in', 'roster-change-desk');
    const first = rowsOf((await rosterOf(id, volunteer)).body);
    const keysOf = (runners: TestUser[]) => Promise.all(runners.map((r) => keyOf(id, r)));
    expect(first.map((r) => r.passKey).sort()).toEqual(
      (await keysOf([stays, renamed, leaves])).sort(),
    );

    expect((await applyTo(id, arrives)).status).toBe(200);
    expect((await changeRegistration(id, renamed, { firstName: 'Grete' })).status).toBe(200);
    expect((await withdraw(id, leaves)).status).toBe(200);
    const bib = await setBib(id, owner, stays.uid, 42);
    expect(bib.status).toBe(200);
    const checkedIn = await checkIn(id, volunteer, { passId: await passOf(id, stays) });
    expect(checkedIn.body.alreadyCheckedIn).toBe(false);

    const next = rowsOf((await rosterOf(id, volunteer)).body);
    const byKey = new Map(next.map((r) => [r.passKey, r]));
    expect([...byKey.keys()].sort()).toEqual((await keysOf([stays, renamed, arrives])).sort());
    expect(byKey.get(await keyOf(id, stays))).toMatchObject({
      bib: 42,
      checkedInAt: checkedIn.body.checkedInAt,
    });
    expect(byKey.get(await keyOf(id, renamed))?.firstName).toBe('Grete');
  });

  it('names a runner by their pass key, which checks them in; a runner without a pass by their uid', async () => {
    const id = await createMarathon(owner);
    const [keyed, passless] = await signUpMany(2, 'roster-handle');
    if (!keyed || !passless) throw new Error('sign-up');
    for (const r of [keyed, passless]) expect((await applyTo(id, r)).status).toBe(200);
    // A registration made before race passes (written past the API).
    await adminDb()
      .doc(`marathons/${id}/registrations/${passless.uid}`)
      .update({ passId: FieldValue.delete() });
    const rows = rowsOf((await rosterOf(id, owner)).body);
    const key = await keyOf(id, keyed);
    expect(rows.map((r) => [r.userId, r.passKey]).sort()).toEqual(
      [
        [null, key],
        [passless.uid, null],
      ].sort(),
    );
    const byKey = await checkIn(id, owner, { passKey: key });
    expect(byKey.body).toMatchObject({ alreadyCheckedIn: false, runner: { userId: keyed.uid } });
    const byUid = await checkIn(id, owner, { userId: passless.uid });
    expect(byUid.body.alreadyCheckedIn).toBe(false);
    const unknown = await checkIn(id, owner, { passKey: 'zzzzzzzz' });
    expect(unknown.status).toBe(404);
  });

  it('matches a pass on the device by its key only: the API checks the whole pass', async () => {
    const id = await createMarathon(owner);
    const runner = await signUp('roster-key');
    expect((await applyTo(id, runner)).status).toBe(200);
    const key = rowsOf((await rosterOf(id, owner)).body)[0]?.passKey ?? '';
    const pass = await passOf(id, runner);
    const made = `${key}${pass.slice(8).split('').reverse().join('')}`;
    expect(made).not.toBe(pass);
    const refused = await checkIn(id, owner, { passId: made });
    expect(refused.status).toBe(404);
    const keyAlone = await checkIn(id, owner, { passId: key });
    expect(keyAlone.status).toBe(404);
    expect((await storedRegistration(id, runner.uid)).get('checkedInAt')).toBeUndefined();
  });

  it('refuses anyone but the race’s staff, as before', async () => {
    const id = await createMarathon(owner);
    const runner = await signUp('roster-runner');
    expect((await applyTo(id, runner)).status).toBe(200);
    const otherRace = await createMarathon(owner);
    const otherDesk = await staffMember(otherRace, owner, 'check-in', 'roster-other-desk');
    expect((await rosterOf(id)).status).toBe(401);
    for (const user of [runner, otherDesk]) {
      const refused = await rosterOf(id, user);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error: REFUSALS[REFUSAL_FOR['race staff']],
        code: REFUSAL_FOR['race staff'],
      });
    }
    expect((await rosterOf('no-such-race', owner)).status).toBe(404);
  });

  it('pages the roster with whole passes for integrations, without contact details or answers', async () => {
    const id = await createMarathon(owner, { questions: [{ label: 'Club', type: 'text' }] });
    const club = (await api.call(marathons.getMarathon, { params: { id }, token: owner.token }))
      .body.questions?.[0]?.id;
    const runners = await signUpMany(3, 'roster-page');
    for (const r of runners) {
      const body = registrationForm(r.email, { answers: { [club ?? '']: 'Secret Club' } });
      expect((await applyTo(id, r, body)).status).toBe(200);
    }
    const volunteer = await staffMember(id, owner, 'check-in', 'roster-page-staff');
    const first = await api.call(raceDay.roster, {
      params: { id },
      query: { limit: 2 },
      token: volunteer.token,
    });
    expect(first.body.runners).toHaveLength(2);
    const rest = await api.call(raceDay.roster, {
      params: { id },
      query: { cursor: first.body.nextCursor ?? '' },
      token: volunteer.token,
    });
    expect(rest.body.runners).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
    const listed = [...first.body.runners, ...rest.body.runners];
    expect(listed.map((r) => r.userId).sort()).toEqual(runners.map((r) => r.uid).sort());
    for (const runner of runners) {
      const row = listed.find((r) => r.userId === runner.uid);
      expect(row?.passId).toBe(await passOf(id, runner));
    }
    for (const page of [first, rest]) {
      expect(page.text).not.toContain('@');
      expect(page.text).not.toContain('Secret Club');
      for (const runner of page.body.runners) {
        expect(Object.keys(runner).sort()).toEqual(
          ['bib', 'checkedInAt', 'distanceId', 'firstName', 'lastName', 'passId', 'userId'].sort(),
        );
      }
    }
  });
});
