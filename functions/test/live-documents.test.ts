// The race's public live documents (docs/race-day.md, "Live race day"): the counts from the race's
// creation on, following registrations, check-ins and withdrawals; a distance's latest finishers once
// its results are published, as the published results show them; a burst of check-ins written at
// most once a second (counted by the local Firestore server, GET /run/v1/stats/writes); and the
// backfill for races stored before.
import { isDeepStrictEqual } from 'node:util';

import type { LiveCounts, LiveFinishers } from '@run/contract/domain/live';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as results from '@run/contract/endpoints/results';
import { describe, expect, it } from 'vitest';

import { applyWith, withdraw } from './actions.js';
import { runScript } from './hand-made.js';
import { api, eventually } from './helpers.js';
import { raceWithDistances } from './marathon-actions.js';
import { checkIn } from './race-day-actions.js';
import { importCsv, publish, raceStarted, resultsRace } from './results-race.js';
import { adminDb } from './stored.js';
import { signUpMany, verifiedAccounts } from './users.js';

const [owner] = verifiedAccounts('live-owner');

const liveDoc = (id: string, liveId: string) => adminDb().doc(`marathons/${id}/live/${liveId}`);

/** What a live document holds, without the time it was written. */
async function liveData(id: string, liveId: string): Promise<Record<string, unknown> | undefined> {
  const data = (await liveDoc(id, liveId).get()).data();
  if (data === undefined) return undefined;
  const { updatedAt, ...rest } = data;
  expect(updatedAt).toBeDefined();
  return rest;
}

/** Waits until the live document holds `expected` (the refresh comes a moment after the change). */
function liveHolds(id: string, liveId: string, expected: LiveCounts | LiveFinishers) {
  return eventually(`${liveId} of ${id} to be ${JSON.stringify(expected)}`, async () => {
    const data = await liveData(id, liveId);
    return isDeepStrictEqual(data, expected) ? data : undefined;
  });
}

/** A race of a 10K with `capacity` places and an unlimited 5K; answers its id and distance ids. */
async function twoDistanceRace(capacity: number) {
  const { id, idOf } = await raceWithDistances(owner, {
    distances: [
      { name: '10K', runningDistance: '10 km', capacity },
      { name: '5K', runningDistance: '5 km' },
    ],
  });
  return { id, tenK: idOf('10K'), fiveK: idOf('5K') };
}

/** A race's counts before any result is published. */
const before = (
  registered: number,
  checkedIn: number,
  placesLeft: LiveCounts['placesLeft'],
): LiveCounts => ({ registered, checkedIn, finished: 0, placesLeft });

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8090';

/** The local server's count of each second's writes of one document since it started. */
async function writesPerSecond(path: string): Promise<number[]> {
  const res = await fetch(`http://${firestoreHost}/run/v1/stats/writes?top=1000000`);
  expect(res.status).toBe(200);
  const docs = (await res.json()) as Array<{ path: string; perSecond: Record<string, number> }>;
  const found = docs.find((d) => d.path.endsWith(path));
  return found ? Object.values(found.perSecond) : [];
}

describe('live counts', () => {
  it('exist from the race’s creation, with every limited distance’s places left', async () => {
    const { id, tenK, fiveK } = await twoDistanceRace(5);
    // Read at once: created in the same write as the race, not by a trigger after it.
    expect(await liveData(id, 'counts')).toEqual(before(0, 0, { [tenK]: 5, [fiveK]: null }));
  });

  it('follow registrations, check-ins, an undone check-in and a withdrawal', async () => {
    const { id, tenK, fiveK } = await twoDistanceRace(5);
    const [a, b, c] = await signUpMany(3, 'live-count');
    if (!a || !b || !c) throw new Error('sign-up');
    for (const [runner, distanceId] of [
      [a, tenK],
      [b, tenK],
      [c, fiveK],
    ] as const) {
      expect((await applyWith(id, runner, { distanceId })).status).toBe(200);
    }
    const placesLeft = { [tenK]: 3, [fiveK]: null };
    await liveHolds(id, 'counts', before(3, 0, placesLeft));

    for (const runner of [a, c]) {
      expect((await checkIn(id, owner, { userId: runner.uid })).status).toBe(200);
    }
    await liveHolds(id, 'counts', before(3, 2, placesLeft));

    const undone = await api.call(raceDay.undoCheckIn, {
      params: { id, userId: c.uid },
      token: owner.token,
    });
    expect(undone.status).toBe(200);
    await liveHolds(id, 'counts', before(3, 1, placesLeft));

    expect((await withdraw(id, b)).status).toBe(200);
    await liveHolds(id, 'counts', before(2, 1, { [tenK]: 4, [fiveK]: null }));
  });

  it('are written at most once a second through a burst of check-ins, and end right', async () => {
    const { id, tenK, fiveK } = await twoDistanceRace(20);
    const runners = await signUpMany(16, 'live-burst');
    for (const runner of runners) {
      expect((await applyWith(id, runner, { distanceId: tenK })).status).toBe(200);
    }
    // All at once, as four desks at the opening of packet pickup.
    const checked = await Promise.all(runners.map((r) => checkIn(id, owner, { userId: r.uid })));
    expect(checked.map((r) => r.status)).toEqual(runners.map(() => 200));
    await liveHolds(id, 'counts', before(16, 16, { [tenK]: 4, [fiveK]: null }));
    // The refresh that may still wait after the last change comes within about a second.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const seconds = await writesPerSecond(`marathons/${id}/live/counts`);
    expect(Math.max(...seconds)).toBe(1);
    // 32 changes (16 registrations, 16 check-ins), far fewer writes: the burst was coalesced.
    const writes = seconds.reduce((sum, n) => sum + n, 0);
    expect(writes).toBeGreaterThan(1);
    expect(writes).toBeLessThan(32);
  });
});

describe('live finishers', () => {
  const CSV = [
    'Place,Bib,Name,Chip Time',
    '1,101,Ana García,2:40:30.5',
    '2,102,José Núñez,2:44:59',
    '3,103,Zoë Ng,2:50:00',
    ',104,Li Wei,DNF',
  ].join('\n');

  it('list a distance’s latest finishers only once its results are published, a hidden name hidden', async () => {
    const race = await resultsRace(owner, [
      { bib: 101, firstName: 'Ana', lastName: 'García', gender: 'Female', age: 37 },
      { bib: 102, firstName: 'José', lastName: 'Núñez', gender: 'Male', age: 41 },
      { bib: 103, firstName: 'Zoë', lastName: 'Ng', gender: 'Female', age: 36 },
      { bib: 104, firstName: 'Li', lastName: 'Wei', gender: 'Male', age: 38 },
    ]);
    const liveId = `finishers-${race.distanceId}`;
    const imported = await importCsv(race, owner, CSV);
    expect(imported.status, imported.text).toBe(200);
    // Unpublished: nothing of the results is public, here either.
    const unpublished = { distanceId: race.distanceId, finishers: [] };
    await liveHolds(race.id, liveId, unpublished);
    const counts = await liveData(race.id, 'counts');
    expect(counts?.finished).toBe(0);

    await raceStarted(race.id);
    expect((await publish(race, owner, 'preliminary')).status).toBe(200);
    const ana = { bib: 101, name: 'Ana García', time: '2:40:30.5', place: 1 };
    await liveHolds(race.id, liveId, {
      distanceId: race.distanceId,
      finishers: [
        { bib: 103, name: 'Zoë Ng', time: '2:50:00', place: 3 },
        { bib: 102, name: 'José Núñez', time: '2:44:59', place: 2 },
        ana,
      ],
    });
    await eventually('the finishers to be counted', async () =>
      (await liveData(race.id, 'counts'))?.finished === 3 ? true : undefined,
    );

    const runner = race.runners.get(101);
    if (!runner) throw new Error('runner 101');
    const hid = await api.call(results.setResultsVisibility, {
      params: { id: race.id, userId: runner.uid },
      token: runner.token,
      body: { hidden: true },
    });
    expect(hid.status).toBe(200);
    await liveHolds(race.id, liveId, {
      distanceId: race.distanceId,
      finishers: [
        { bib: 103, name: 'Zoë Ng', time: '2:50:00', place: 3 },
        { bib: 102, name: 'José Núñez', time: '2:44:59', place: 2 },
        { ...ana, name: 'Hidden runner' },
      ],
    });
  });
});

describe('scripts/backfill-live-counts.ts', () => {
  it('gives a race stored without live counts its counts as they stand, once', async () => {
    const { id, tenK, fiveK } = await twoDistanceRace(5);
    const [runner] = await signUpMany(1, 'live-backfill');
    if (!runner) throw new Error('sign-up');
    expect((await applyWith(id, runner, { distanceId: fiveK })).status).toBe(200);
    const expected = before(1, 0, { [tenK]: 5, [fiveK]: null });
    await liveHolds(id, 'counts', expected);
    // As stored before the live documents existed (once the registration's last refresh is done).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await liveDoc(id, 'counts').delete();

    expect(await runScript('backfill-live-counts.ts', `--marathon=${id}`)).toContain(
      `would create marathons/${id}/live/counts`,
    );
    expect((await liveDoc(id, 'counts').get()).exists).toBe(false);
    expect(await runScript('backfill-live-counts.ts', '--apply', `--marathon=${id}`)).toContain(
      `created marathons/${id}/live/counts`,
    );
    expect(await liveData(id, 'counts')).toEqual(expected);
    expect(await runScript('backfill-live-counts.ts', '--apply', `--marathon=${id}`)).not.toContain(
      'created',
    );
  });
});
