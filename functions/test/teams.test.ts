// Teams through the API on the local stack (docs/teams.md): created by a registered runner while
// registration is open on a distance that allows them, joined by link while registering (and by its
// captain's order), a name taken in any case or in look-alike letters refused, bidi controls refused, a
// full team refused, and the team results: the sum of the best `minSize` chip times, teams short of
// finishers unplaced.
import * as raceDay from '@run/contract/endpoints/race-day';
import * as marathons from '@run/contract/endpoints/marathons';
import * as orders from '@run/contract/endpoints/orders';
import * as teams from '@run/contract/endpoints/teams';
import { registrationWindowMessages } from '@run/contract/domain/registration-window';
import { TEAM_NAME_BIDI, TEAM_REFUSALS } from '@run/contract/domain/teams';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { applyWith } from './actions.js';
import { api, createMarathon, registrationForm } from './helpers.js';
import { editableOf, editMarathon, marathonOf } from './marathon-actions.js';
import { importCsv, publish, raceStarted } from './results-race.js';
import { adminDb, collectionSize } from './stored.js';
import { signUp, signUpVerified, verifiedAccounts, type TestUser } from './users.js';

const [owner] = verifiedAccounts('teams-owner');

/** A race whose one distance takes teams of 2 to 3 runners. */
async function teamRace() {
  const id = await createMarathon(owner, {
    distances: [
      {
        name: '10K',
        runningDistance: '10 km',
        bibFrom: 1,
        bibTo: 999,
        teams: { minSize: 2, maxSize: 3 },
      },
    ],
  });
  const distanceId = (await marathonOf(id)).distances[0]?.id ?? '';
  return { id, distanceId };
}

const create = (id: string, captain: TestUser, name: string, distanceId: string) =>
  api.call(teams.createTeam, { params: { id }, token: captain.token, body: { name, distanceId } });

/** A new account registered for race `id` as `firstName`: only such a runner makes a team. */
async function registered(id: string, firstName = 'Cap', verified = false) {
  const runner = verified ? await signUpVerified('captain') : await signUp('captain');
  const res = await applyWith(id, runner, { firstName });
  expect(res.status, res.text).toBe(200);
  return runner;
}

/** The organiser gives runner `userId` of race `id` bib `bib`. */
async function giveBib(id: string, userId: string, bib: number) {
  const set = await api.call(raceDay.setBib, {
    params: { id, userId },
    token: owner.token,
    body: { bib },
  });
  expect(set.status, set.text).toBe(200);
}

const tokenOf = (joinUrl: string) => new URL(joinUrl).searchParams.get('team') ?? '';

/** A runner registered into the team by its link, given `bib`. */
async function joins(id: string, teamToken: string, bib: number, firstName: string) {
  const runner = await signUp('member');
  const res = await applyWith(id, runner, { firstName, teamToken });
  expect(res.status, res.text).toBe(200);
  await giveBib(id, runner.uid, bib);
  return runner;
}

describe('teams', () => {
  it('creates a team with its captain in it and a join link, refuses its name again in any case, and shows the captain its members', async () => {
    const { id, distanceId } = await teamRace();
    const captain = await registered(id);
    const made = await create(id, captain, 'Harbour Harriers', distanceId);
    expect(made.status).toBe(201);
    expect(made.body.joinUrl).toContain(`/marathonRegister/${id}?team=`);
    const again = await create(
      id,
      await registered(id, 'Rival'),
      '  harbour   HARRIERS ',
      distanceId,
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(TEAM_REFUSALS.team_name_taken);

    const token = tokenOf(made.body.joinUrl);
    await joins(id, token, 1, 'Ada');
    await joins(id, token, 2, 'Bo');
    const fourth = await applyWith(id, await signUp('late'), { teamToken: token });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toBe(TEAM_REFUSALS.team_full);
    const bad = await applyWith(id, await signUp('lost'), { teamToken: 'no-such-token' });
    expect(bad.status).toBe(409);
    expect(bad.body.error).toBe(TEAM_REFUSALS.team_link_invalid);

    const view = await api.call(teams.getTeam, {
      params: { id, teamId: made.body.teamId },
      token: captain.token,
    });
    expect(view.status).toBe(200);
    expect(view.body.members.map((m) => m.firstName).sort()).toEqual(['Ada', 'Bo', 'Cap']);
    const stranger = await api.call(teams.getTeam, {
      params: { id, teamId: made.body.teamId },
      token: (await signUp('stranger')).token,
    });
    expect(stranger.status).toBe(404);

    // The race's teams go with it.
    const deleted = await api.call(marathons.deleteMarathon, {
      params: { id },
      token: owner.token,
    });
    expect(deleted.status).toBe(200);
    expect(await collectionSize(`marathons/${id}/teams`)).toBe(0);
  });

  it('makes a team only for a runner registered for the race and in no team yet, and only while registration is open', async () => {
    const { id, distanceId } = await teamRace();
    const stranger = await create(id, await signUp('no-place'), 'Spam Club', distanceId);
    expect(stranger.status).toBe(409);
    expect(stranger.body.error).toBe(TEAM_REFUSALS.team_needs_registration);
    expect(await collectionSize(`marathons/${id}/teams`)).toBe(0);

    const runner = await registered(id);
    expect((await create(id, runner, 'First Club', distanceId)).status).toBe(201);
    const second = await create(id, runner, 'Second Club', distanceId);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(TEAM_REFUSALS.already_in_team);
    const late = await registered(id, 'Late');
    await adminDb()
      .doc(`marathons/${id}`)
      .update({ endRegistrationDate: Timestamp.fromMillis(Date.now() - 60_000) });
    const closed = await create(id, late, 'Too Late', distanceId);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe(registrationWindowMessages.closed);
    expect(await collectionSize(`marathons/${id}/teams`)).toBe(1);
  });

  it('refuses a name that looks like a team’s name as taken, and a name with text-direction controls', async () => {
    const { id, distanceId } = await teamRace();
    const made = await create(id, await registered(id), 'Harbour Harriers', distanceId);
    expect(made.status, made.text).toBe(201);
    const lookAlikes = [
      'Harbour Har\u200briers', // a zero-width space
      'H\u0430rbour \u041d\u0430rriers', // Cyrillic а and Н
      '\u0397\u0391RBOUR \u0397\u0391RRI\u0395RS', // Greek capitals Η, Α, Ε
      '\uff28\uff41\uff52\uff42\uff4f\uff55\uff52 Harriers', // full-width letters
    ];
    const rival = await registered(id, 'Rival');
    for (const name of lookAlikes) {
      const res = await create(id, rival, name, distanceId);
      expect(res.status, name).toBe(409);
      expect(res.body.error, name).toBe(TEAM_REFUSALS.team_name_taken);
    }
    // A right-to-left override shows "Harbour Harriers" for text stored the other way round.
    const reversed = await create(id, rival, '\u202esreirraH ruobraH', distanceId);
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual([{ field: 'name', message: TEAM_NAME_BIDI }]);
    expect(await collectionSize(`marathons/${id}/teams`)).toBe(1);
  });

  it('an edit that only sets or removes a distance’s teams is saved', async () => {
    const id = await createMarathon(owner, {
      distances: [{ name: 'Club 5K', runningDistance: '5 km' }],
    });
    const race = await marathonOf(id);
    const distance = { id: race.distances[0]?.id, name: 'Club 5K', runningDistance: '5 km' };
    const edit = (teams: unknown) =>
      editMarathon(id, owner, { ...editableOf(race), distances: [{ ...distance, teams }] });
    const set = await edit({ minSize: 2, maxSize: 4 });
    expect(set.status, set.text).toBe(200);
    expect((await marathonOf(id)).distances[0]?.teams).toEqual({ minSize: 2, maxSize: 4 });
    const removed = await edit(null);
    expect(removed.status, removed.text).toBe(200);
    expect((await marathonOf(id)).distances[0]?.teams).toBeUndefined();
  });

  it('refuses a team on a distance without teams', async () => {
    const id = await createMarathon(owner, {
      distances: [{ name: 'Solo', runningDistance: '5 km' }],
    });
    const distanceId = (await marathonOf(id)).distances[0]?.id ?? '';
    const res = await create(id, await registered(id), 'Lonely', distanceId);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(TEAM_REFUSALS.no_teams);
  });

  it('lets the captain order the whole team at once', async () => {
    const { id, distanceId } = await teamRace();
    const captain = await registered(id, 'Cap', true);
    const made = await create(id, captain, 'Club Order', distanceId);
    const entries = [
      registrationForm(`mate-${Date.now()}@example.com`, { firstName: 'Mate' }),
      registrationForm(`mate2-${Date.now()}@example.com`, { firstName: 'Mate Two' }),
    ];
    const ordered = await api.call(orders.createOrder, {
      params: { id },
      token: captain.token,
      body: { entries, teamId: made.body.teamId },
    });
    expect(ordered.status, ordered.text).toBe(201);
    const view = await api.call(teams.getTeam, {
      params: { id, teamId: made.body.teamId },
      token: captain.token,
    });
    expect(view.body.members.map((m) => m.firstName).sort()).toEqual(['Cap', 'Mate', 'Mate Two']);
    // Only the captain adds by id: anyone else needs the link.
    const other = await signUpVerified('other');
    const refused = await api.call(orders.createOrder, {
      params: { id },
      token: other.token,
      body: {
        entries: [{ ...registrationForm(other.email), self: true }],
        teamId: made.body.teamId,
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(TEAM_REFUSALS.captain_only);
  });

  it('ranks teams by the sum of their best minSize chip times, and leaves teams short of finishers unplaced', async () => {
    const { id, distanceId } = await teamRace();
    // Each captain is the team's first runner.
    const [fast, slow, short] = await Promise.all(
      (
        [
          ['Fast Feet', 'F1', 11],
          ['Slow Coaches', 'S1', 21],
          ['Short Handed', 'H1', 31],
        ] as const
      ).map(async ([name, firstName, bib]) => {
        const captain = await registered(id, firstName);
        await giveBib(id, captain.uid, bib);
        const res = await create(id, captain, name, distanceId);
        expect(res.status).toBe(201);
        return tokenOf(res.body.joinUrl);
      }),
    );
    await joins(id, fast ?? '', 12, 'F2');
    await joins(id, fast ?? '', 13, 'F3');
    await joins(id, slow ?? '', 22, 'S2');
    await joins(id, short ?? '', 32, 'H2');
    const csv = [
      'Bib,Chip Time',
      '11,40:00',
      '12,45:00',
      '13,41:00',
      '21,39:00',
      '22,50:00',
      '31,38:00',
      '32,DNF',
    ].join('\n');
    const imported = await importCsv({ id, distanceId }, owner, csv, {
      columns: { bib: 'Bib', chip: 'Chip Time' },
    });
    expect(imported.status, imported.text).toBe(200);
    const hidden = await api.call(teams.teamResults, { params: { id }, query: { distanceId } });
    expect(hidden.status).toBe(404);
    await raceStarted(id);
    expect((await publish({ id, distanceId }, owner, 'official')).status).toBe(200);

    const res = await api.call(teams.teamResults, { params: { id }, query: { distanceId } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.minSize).toBe(2);
    expect(res.body.teams.map((t) => [t.name, t.place, t.time, t.finishers])).toEqual([
      // 40:00 + 41:00 (the third, 45:00, does not count)
      ['Fast Feet', 1, '1:21:00', 3],
      // 39:00 + 50:00
      ['Slow Coaches', 2, '1:29:00', 2],
      // one finisher of the two it needs
      ['Short Handed', null, null, 1],
    ]);
    expect(res.body.teams[0]?.counted.map((c) => c.bib)).toEqual([11, 13]);
  });
});
