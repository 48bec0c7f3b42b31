// A race of several distances through the API (docs/places.md): each distance's own places and
// waitlist, exact under a burst; choosing, changing and removing distances; what lists, mails and the
// CSV say of them.
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import * as waitlist from '@run/contract/endpoints/waitlist';
import type { Marathon } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, registrationForm } from './helpers.js';
import { adminDb, collectionSize, marathonState, storedRegistration } from './stored.js';
import { accounts, signUp, signUpMany, type TestUser } from './users.js';
import { changeRegistration, withdraw, applyWith } from './actions.js';
import { editMarathon, marathonOf, editableOf, participantsOf } from './marathon-actions.js';
import { attachment, deliveredTo } from './maildev.js';
import { handMadeMarathon, runScript } from './hand-made.js';

const [owner] = accounts('owner');

const MARATHON = { name: 'Marathon', runningDistance: '42.195 km' };
const HALF = { name: 'Half Marathon', runningDistance: '21.1 km' };
const TEN = { name: '10K', runningDistance: '10 km' };

/** A race with the given distances; answers its id and its distances as the API names them. */
async function raceOf(distances: Array<Record<string, unknown>>) {
  const id = await createMarathon(owner, { distances });
  const race = await marathonOf(id);
  return { id, race, idOf: (name: string) => race.distances.find((d) => d.name === name)?.id };
}

const applyFor = (id: string, r: TestUser, distanceId: string | undefined) =>
  applyWith(id, r, distanceId === undefined ? {} : { distanceId });

const join = (id: string, r: TestUser, distanceId: string | undefined) =>
  api.call(waitlist.joinWaitlist, {
    params: { id },
    token: r.token,
    body: registrationForm(r.email, distanceId === undefined ? {} : { distanceId }),
  });

/** A full distance's refusal as the API words it, `distanceId` the distance's id in the race. */
const soldOutOf = (name: string, distanceId: string | undefined) => ({
  error: `${name} is sold out.`,
  code: 'distance_sold_out',
  params: { distance: name },
  soldOut: true,
  distanceId,
});

const distanceNamed = (race: Marathon, name: string) => race.distances.find((d) => d.name === name);

describe('distances', () => {
  it('shares 300 runners at once over distances of 50, 30 and no limit: exact counts, no other answer', async () => {
    const { id, idOf } = await raceOf([
      { ...MARATHON, capacity: 50 },
      { ...HALF, capacity: 30 },
      { ...TEN, capacity: null },
    ]);
    const names = [MARATHON.name, HALF.name, TEN.name];
    const runners = await signUpMany(300, 'spread');
    const results = await Promise.all(
      runners.map((r, i) => applyFor(id, r, idOf(names[i % 3] ?? ''))),
    );
    const byDistance = (k: number) => results.filter((_, i) => i % 3 === k);
    const ok = (list: typeof results) => list.filter((r) => r.status === 200);
    expect(results.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.text)).toEqual(
      [],
    );
    expect(ok(byDistance(0)).map((r) => r.body)).toEqual(
      Array(50).fill({ modifiedCount: 1, status: 'confirmed' }),
    );
    expect(ok(byDistance(1)).map((r) => r.body)).toEqual(
      Array(30).fill({ modifiedCount: 1, status: 'confirmed' }),
    );
    expect(ok(byDistance(2)).map((r) => r.body)).toEqual(
      Array(100).fill({ modifiedCount: 1, status: 'confirmed' }),
    );
    const refusals = (k: number) =>
      byDistance(k)
        .filter((r) => r.status === 409)
        .map((r) => r.body);
    expect(refusals(0)).toEqual(Array(50).fill(soldOutOf('Marathon', idOf(MARATHON.name))));
    expect(refusals(1)).toEqual(Array(70).fill(soldOutOf('Half Marathon', idOf(HALF.name))));
    expect(await collectionSize(`marathons/${id}/registrations`)).toBe(180);
    const race = await marathonOf(id);
    expect(race.distances.map((d) => [d.name, d.registrationCount, d.placesLeft])).toEqual([
      ['Marathon', 50, 0],
      ['Half Marathon', 30, 0],
      ['10K', 100, null],
    ]);
    expect(race).toMatchObject({
      registrationCount: 180,
      capacity: null,
      placesLeft: null,
      runningDistance: '42.195 km',
    });
    const stored = await adminDb().collection(`marathons/${id}/registrations`).get();
    const perDistance = new Map<unknown, number>();
    for (const doc of stored.docs) {
      const distanceId: unknown = doc.get('distanceId');
      perDistance.set(distanceId, (perDistance.get(distanceId) ?? 0) + 1);
    }
    expect(perDistance).toEqual(
      new Map([
        [idOf(MARATHON.name), 50],
        [idOf(HALF.name), 30],
        [idOf(TEN.name), 100],
      ]),
    );
  }, 300_000);

  it('answers every marathon with its distances; one-distance calls make one distance named after it', async () => {
    const single = await createMarathon(owner, { runningDistance: '5 km', capacity: 3 });
    const several = await raceOf([
      { ...MARATHON, capacity: 10, minimumAge: 18, bibFrom: 1, bibTo: 999 },
      { ...TEN, capacity: 5, bibFrom: 1000, bibTo: 1999 },
    ]);
    const one = await marathonOf(single);
    expect(one.distances).toEqual([
      {
        id: expect.stringMatching(/^[a-z0-9-]{1,40}$/u),
        name: '5 km',
        runningDistance: '5 km',
        capacity: 3,
        minimumAge: null,
        bibFrom: null,
        bibTo: null,
        registrationCount: 0,
        placesLeft: 3,
        waitlistCount: 0,
        price: null,
      },
    ]);
    expect(several.race).toMatchObject({
      runningDistance: '42.195 km',
      capacity: 15,
      placesLeft: 15,
      distances: [
        { name: 'Marathon', minimumAge: 18, bibFrom: 1, bibTo: 999, capacity: 10 },
        { name: '10K', minimumAge: null, bibFrom: 1000, bibTo: 1999, capacity: 5 },
      ],
    });
    const list = await api.call(marathons.listMarathons, { query: { limit: 100 } });
    const listed = list.body.find((m) => m._id === several.id);
    expect(listed?.distances.map((d) => d.name)).toEqual(['Marathon', '10K']);
  });

  it('refuses a missing, unknown or badly formed distance with 400 naming it, storing nothing', async () => {
    const { id } = await raceOf([{ ...MARATHON, capacity: 10 }, TEN]);
    const runner = await signUp('chooser');
    const before = await marathonState(id);
    const missing = await applyFor(id, runner, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'Please choose a distance: this race has several.',
      details: [{ field: 'distanceId' }],
    });
    const unknown = await applyFor(id, runner, 'ultra');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ details: [{ field: 'distanceId' }] });
    expect(await marathonState(id)).toEqual(before);

    const single = await createMarathon(owner, { capacity: 2 });
    expect((await applyFor(single, runner, undefined)).body).toEqual({
      modifiedCount: 1,
      status: 'confirmed',
    });

    const duplicateNames = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: {
        ...(await marathonOf(single)),
        distances: [MARATHON, { ...MARATHON, name: 'marathon' }],
      },
    });
    expect(duplicateNames.status).toBe(400);
    const overlapping = await editMarathon(id, owner, {
      ...editableOf(await marathonOf(id)),
      distances: [
        { ...MARATHON, bibFrom: 1, bibTo: 100 },
        { ...TEN, bibFrom: 50, bibTo: 150 },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body).toMatchObject({ details: [{ field: 'distances.1.bibFrom' }] });
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `D${i}`, runningDistance: '1 km' }));
    expect(
      (await editMarathon(id, owner, { ...editableOf(await marathonOf(id)), distances: nine }))
        .status,
    ).toBe(400);
    expect(await marathonState(id)).toEqual(before);
  });

  it('keeps a waitlist and its offers to each distance: a 10K place goes to the 10K’s first runner', async () => {
    const { id, idOf } = await raceOf([
      { ...MARATHON, capacity: 1 },
      { ...TEN, capacity: 1 },
    ]);
    const [marathoner, tenker, waitsMarathon, waitsTen] = await signUpMany(4, 'wl');
    if (!marathoner || !tenker || !waitsMarathon || !waitsTen) throw new Error('sign-up');
    expect((await applyFor(id, marathoner, idOf('Marathon'))).status).toBe(200);
    expect((await applyFor(id, tenker, idOf('10K'))).status).toBe(200);
    // The marathon's waitlist first: arrival order across distances must not decide the 10K offer.
    expect((await join(id, waitsMarathon, idOf('Marathon'))).status).toBe(201);
    const joined = await join(id, waitsTen, idOf('10K'));
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ position: 1 });
    expect((await withdraw(id, tenker)).body).toEqual({ deletedCount: 1 });

    const mine = async (r: TestUser) =>
      (await api.call(waitlist.myWaitlist, { params: { userId: r.uid }, token: r.token })).body;
    const [ten] = await mine(waitsTen);
    expect(ten).toMatchObject({ distanceId: idOf('10K'), distanceName: '10K', position: 1 });
    expect(ten?.offerExpiresAt).not.toBeNull();
    expect((await mine(waitsMarathon))[0]).toMatchObject({
      distanceName: 'Marathon',
      offerExpiresAt: null,
    });
    const list = await api.call(waitlist.listWaitlist, { params: { id }, token: owner.token });
    expect(
      list.body.waitlist.map((w) => [w.distanceName, w.position, w.offerExpiresAt === null]),
    ).toEqual([
      ['Marathon', 1, true],
      ['10K', 1, false],
    ]);
    expect(
      (await api.call(waitlist.acceptOffer, { params: { id }, token: waitsTen.token })).status,
    ).toBe(200);
    expect((await storedRegistration(id, waitsTen.uid)).get('distanceId')).toBe(idOf('10K'));
    const race = await marathonOf(id);
    expect(distanceNamed(race, '10K')).toMatchObject({ registrationCount: 1, placesLeft: 0 });
    expect(distanceNamed(race, 'Marathon')).toMatchObject({
      registrationCount: 1,
      waitlistCount: 1,
    });
  });

  it('moves a runner to a distance with room and offers the freed place; into a full one is 409, keeping the place', async () => {
    const { id, idOf } = await raceOf([
      { ...MARATHON, capacity: 1 },
      { ...HALF, capacity: 2 },
      { ...TEN, capacity: 1 },
    ]);
    const [mover, tenker, waiter] = await signUpMany(3, 'move');
    if (!mover || !tenker || !waiter) throw new Error('sign-up');
    expect((await applyFor(id, mover, idOf('Marathon'))).status).toBe(200);
    expect((await applyFor(id, tenker, idOf('10K'))).status).toBe(200);
    expect((await join(id, waiter, idOf('Marathon'))).status).toBe(201);
    const before = await marathonState(id);

    const full = await changeRegistration(id, mover, { distanceId: idOf('10K') });
    expect(full.status).toBe(409);
    expect(full.body).toEqual(soldOutOf('10K', idOf('10K')));
    expect(await marathonState(id)).toEqual(before);

    const moved = await changeRegistration(id, mover, { distanceId: idOf('Half Marathon') });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect((await storedRegistration(id, mover.uid)).get('distanceId')).toBe(idOf('Half Marathon'));
    const race = await marathonOf(id);
    expect(distanceNamed(race, 'Half Marathon')).toMatchObject({
      registrationCount: 1,
      placesLeft: 1,
    });
    // The freed marathon place is held for the marathon's first waiting runner.
    expect(distanceNamed(race, 'Marathon')).toMatchObject({ registrationCount: 0, placesLeft: 0 });
    const offer = await adminDb().doc(`marathons/${id}/waitlist/${waiter.uid}`).get();
    expect(offer.get('offerExpiresAt')).not.toBeNull();

    const mine = await api.call(registrations.myRegistrations, {
      params: { userId: mover.uid },
      token: mover.token,
    });
    expect(mine.body[0]?.totalRegistrationCount[0]?.distanceId).toBe(idOf('Half Marathon'));
    const mails = await deliveredTo(mover.email, 2);
    expect(mails.map((m) => m.text).join('\n')).toContain('Half Marathon (21.1 km)');
  });

  it('refuses removing a distance with registrations, and lowering one below its places, with 409 sentences', async () => {
    const { id, race, idOf } = await raceOf([
      { ...MARATHON, capacity: 5 },
      { ...TEN, capacity: 5 },
      { name: 'Kids', runningDistance: '1 km', capacity: null },
    ]);
    const runners = await signUpMany(2, 'keep');
    for (const r of runners) expect((await applyFor(id, r, idOf('10K'))).status).toBe(200);
    const edit = (distances: Array<Record<string, unknown>>) =>
      editMarathon(id, owner, { ...editableOf(race), distances });
    const kept = race.distances.map(({ id: distanceId, name, runningDistance, capacity }) => ({
      id: distanceId,
      name,
      runningDistance,
      capacity,
    }));
    const before = await marathonState(id);
    const removeTen = await edit(kept.filter((d) => d.name !== '10K'));
    expect(removeTen.status).toBe(409);
    expect(removeTen.body).toEqual({
      error: '10K cannot be removed: it has registrations or a waitlist.',
      code: 'distance_in_use',
      params: { distance: '10K' },
    });
    const lower = await edit(kept.map((d) => (d.name === '10K' ? { ...d, capacity: 1 } : d)));
    expect(lower.status).toBe(409);
    expect(lower.body).toEqual({
      error:
        '10K’s capacity cannot be lower than the 2 places already taken (registrations and open offers).',
      code: 'distance_capacity_below_taken',
      params: { distance: '10K', taken: 2 },
    });
    expect(await marathonState(id)).toEqual(before);

    // Without registrations a distance goes with its counter; a new one comes with its own.
    const changed = await edit([
      ...kept.filter((d) => d.name !== 'Kids'),
      { name: 'Half Marathon', runningDistance: '21.1 km', capacity: 3 },
    ]);
    expect(changed.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    const after = await marathonOf(id);
    expect(after.distances.map((d) => [d.name, d.registrationCount, d.placesLeft])).toEqual([
      ['Marathon', 0, 5],
      ['10K', 2, 3],
      ['Half Marathon', 0, 3],
    ]);
    expect(after.distances.map((d) => d.id).slice(0, 2)).toEqual([idOf('Marathon'), idOf('10K')]);
    const unknownId = await edit([{ ...kept[0], id: 'not-here' }]);
    expect(unknownId.status).toBe(400);
  });

  it('names the distance in the confirmation mail, its calendar file and the CSV', async () => {
    const { id, idOf } = await raceOf([{ ...HALF, capacity: 10 }, TEN]);
    const runner = await signUp('named');
    expect((await applyFor(id, runner, idOf('Half Marathon'))).status).toBe(200);
    const [mail] = await deliveredTo(runner.email, 1);
    expect(mail?.text).toContain('Half Marathon (21.1 km)');
    const ics = mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
    if (!mail || !ics) throw new Error('The confirmation carries no calendar file');
    expect(await attachment(mail, ics.generatedFileName)).toContain('Half Marathon (21.1 km)');
    const csv = await participantsOf(id, owner, { format: 'csv' });
    const [header, row] = csv.text.split('\r\n');
    expect(header).toBe(
      '"First Name","Last Name","Email","Phone","Emergency Contact","Registered At","Distance"',
    );
    expect(row).toMatch(/"Half Marathon \(21\.1 km\)"$/u);
    const page = await participantsOf(id, owner);
    expect(page.body.participants[0]?.distanceId).toBe(idOf('Half Marathon'));
  });

  it('gives a marathon stored before distances its one distance with scripts/add-distances.ts', async () => {
    const id = await handMadeMarathon({ createdByUid: owner.uid, createdBy: owner.email });
    await runScript('add-counter-shards.ts', '--apply', `--marathon=${id}`);
    const ref = adminDb().doc(`marathons/${id}`);
    expect((await ref.get()).get('distances')).toBeUndefined();
    const dry = await runScript('add-distances.ts', `--marathon=${id}`);
    expect(dry).toContain(`would give marathons/${id} the distance "10-km" (1 registrations`);
    expect((await ref.get()).get('distances')).toBeUndefined();
    await runScript('add-distances.ts', '--apply', `--marathon=${id}`);
    const stored: unknown = (await ref.get()).get('distances');
    expect(stored).toMatchObject([{ id: '10-km', name: '10 KM', counterBase: 0 }]);
    expect((await storedRegistration(id, 'runner-1')).get('distanceId')).toBe('10-km');
    const shards = await ref.collection('registrationCounters').get();
    expect(shards.docs.every((d) => d.get('distanceId') === '10-km')).toBe(true);
    expect(await runScript('add-distances.ts', '--apply', `--marathon=${id}`)).not.toContain(
      'gave',
    );

    // A second distance now counts the old registration where it belongs.
    const race = await marathonOf(id);
    const edited = await editMarathon(id, owner, {
      ...editableOf(race),
      distances: [{ id: '10-km', name: '10 KM', runningDistance: '10 KM' }, HALF],
    });
    expect(edited.status).toBe(200);
    expect((await marathonOf(id)).distances.map((d) => [d.name, d.registrationCount])).toEqual([
      ['10 KM', 1],
      ['Half Marathon', 0],
    ]);
  });
});
