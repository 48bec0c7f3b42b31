// Finding a race: GET /marathons filtered by distance, month and open registration, in either order,
// against a known set of races in a month no other test uses (docs/search.md).
import { randomInt } from 'node:crypto';

import * as marathons from '@run/contract/endpoints/marathons';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createMarathon, datesFor, expectRefused } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts, type TestUser } from './users.js';
import { applyTo } from './actions.js';
import { handMadeMarathon, runScript } from './hand-made.js';

const [owner, runner] = accounts('finder-owner', 'finder-runner');

// A month far ahead that only this file's races start in.
const year = 2100 + randomInt(0, 800);
const mm = String(randomInt(1, 12)).padStart(2, '0');
const MONTH = `${year}-${mm}`;
const nextMonth =
  mm === '12' ? `${year + 1}-01` : `${year}-${String(Number(mm) + 1).padStart(2, '0')}`;
// A month long gone that only this file's past races started in.
const PAST = `${1950 + randomInt(0, 40)}-${mm}`;
const raceDay = (month: string, day: number) =>
  `${month}-${String(day).padStart(2, '0')}T08:00:00.000Z`;

type Query = Parameters<typeof api.call<typeof marathons.listMarathons>>[1] extends infer O
  ? O extends { query?: infer Q }
    ? Q
    : never
  : never;
const list = (query: Query) => api.call(marathons.listMarathons, { query });

const ids: Record<string, string> = {};
const race = async (
  name: string,
  window: 'open' | 'upcoming' | 'closed' | 'started',
  month: string | null,
  day: number,
  distances: Array<{ name: string; runningDistance: string; capacity?: number }>,
) => {
  const dates =
    month === PAST
      ? {
          startRegistrationDate: raceDay(PAST, 1),
          endRegistrationDate: raceDay(PAST, 2),
          marathonStartDate: raceDay(PAST, day),
        }
      : { ...datesFor(window), ...(month ? { marathonStartDate: raceDay(month, day) } : {}) };
  ids[name] = await createMarathon(owner, {
    title: `Finder ${name} ${MONTH}`,
    ...dates,
    runningDistance: undefined,
    distances: distances.map((d) => ({ capacity: null, ...d })),
  });
};
const named = (res: { body: Array<{ _id: string }> }) =>
  res.body.map((m) => Object.keys(ids).find((k) => ids[k] === m._id) ?? m._id);

beforeAll(async () => {
  // Created in this order: newest first is the reverse.
  await race('open', 'open', MONTH, 5, [
    { name: '5K', runningDistance: '5 km' },
    { name: '10K', runningDistance: '10 km' },
  ]);
  await race('upcoming', 'upcoming', MONTH, 10, [
    { name: 'Half', runningDistance: 'Half Marathon' },
  ]);
  await race('closed', 'closed', MONTH, 15, [{ name: 'Marathon', runningDistance: '42.195 km' }]);
  await race('full', 'open', MONTH, 20, [{ name: 'Ultra', runningDistance: '50K', capacity: 1 }]);
  await race('later', 'open', nextMonth, 1, [{ name: 'Marathon', runningDistance: '42.195 km' }]);
  // Races that have started: long ago, and yesterday (the split is the start instant, not the month).
  await race('past-early', 'closed', PAST, 10, [{ name: 'Half', runningDistance: '21.1 km' }]);
  await race('past-late', 'closed', PAST, 20, [{ name: '10K', runningDistance: '10 km' }]);
  await race('yesterday', 'started', null, 0, [{ name: '10K', runningDistance: '10 km' }]);
  expect((await applyTo(ids.full ?? '', runner as TestUser)).status).toBe(200);
});

describe('GET /marathons filters', () => {
  it('month: the races starting that month, newest first by default, or by race date', async () => {
    expect(named(await list({ month: MONTH }))).toEqual(['full', 'closed', 'upcoming', 'open']);
    expect(named(await list({ month: MONTH, sort: 'newest' }))).toEqual([
      'full',
      'closed',
      'upcoming',
      'open',
    ]);
    expect(named(await list({ month: MONTH, sort: 'date' }))).toEqual([
      'open',
      'upcoming',
      'closed',
      'full',
    ]);
    expect(named(await list({ month: nextMonth }))).toEqual(['later']);
  });

  it('distance: by a distance’s length in km, any of the race’s distances', async () => {
    const by = async (distance: string) => named(await list({ month: MONTH, distance }));
    expect(await by('5k')).toEqual(['open']);
    expect(await by('10k')).toEqual(['open']);
    expect(await by('half')).toEqual(['upcoming']);
    expect(await by('marathon')).toEqual(['closed']);
    expect(await by('ultra')).toEqual(['full']);
  });

  it('open=true: registration open now with places left (not before, not after, not full)', async () => {
    expect(named(await list({ month: MONTH, open: 'true' }))).toEqual(['open']);
    expect(named(await list({ month: MONTH, open: 'true', distance: '10k' }))).toEqual(['open']);
    expect(named(await list({ month: MONTH, open: 'true', distance: 'ultra' }))).toEqual([]);
    expect(named(await list({ month: MONTH, open: 'false' }))).toHaveLength(4);
    // Without a month: the open marathon of next month is listed, the closed one of this month not.
    const open = await list({ open: 'true', distance: 'marathon', limit: '100' });
    expect(open.body.map((m) => m._id)).toContain(ids.later);
    expect(open.body.map((m) => m._id)).not.toContain(ids.closed);
  });

  it('a search combines with the filters', async () => {
    expect(named(await list({ q: `finder upcoming ${MONTH}`, distance: 'half' }))).toEqual([
      'upcoming',
    ]);
    expect(named(await list({ q: `finder upcoming ${MONTH}`, distance: '5k' }))).toEqual([]);
    expect(named(await list({ q: `Finder`, month: MONTH, sort: 'date', open: 'true' }))).toEqual([
      'open',
    ]);
    expect(named(await list({ q: `Finder`, month: MONTH, sort: 'newest' }))).toEqual([
      'full',
      'closed',
      'upcoming',
      'open',
    ]);
  });

  it('pages a filtered list by cursor in either order', async () => {
    for (const [sort, order] of [
      ['date', ['open', 'upcoming', 'closed', 'full']],
      ['newest', ['full', 'closed', 'upcoming', 'open']],
    ] as const) {
      const first = await list({ month: MONTH, sort, limit: '3' });
      const cursor = first.headers.get('x-next-cursor');
      expect(cursor).not.toBeNull();
      const second = await list({ month: MONTH, sort, limit: '3', cursor: cursor ?? '' });
      expect([...named(first), ...named(second)]).toEqual(order);
      expect(second.headers.get('x-next-cursor')).toBeNull();
    }
  });

  it('upcoming: the races not started yet, soonest first; past: the started ones, latest first', async () => {
    // Every race of this file carries MONTH in its title; newest added first stays the default.
    expect(named(await list({ q: MONTH }))).toEqual([
      'yesterday',
      'past-late',
      'past-early',
      'later',
      'full',
      'closed',
      'upcoming',
      'open',
    ]);
    expect(named(await list({ q: MONTH, sort: 'upcoming' }))).toEqual([
      'open',
      'upcoming',
      'closed',
      'full',
      'later',
    ]);
    expect(named(await list({ q: MONTH, sort: 'past' }))).toEqual([
      'yesterday',
      'past-late',
      'past-early',
    ]);
    // With the filters: a month, a distance, both.
    expect(named(await list({ month: PAST, sort: 'past' }))).toEqual(['past-late', 'past-early']);
    expect(named(await list({ month: PAST, sort: 'upcoming' }))).toEqual([]);
    expect(named(await list({ month: MONTH, sort: 'past' }))).toEqual([]);
    expect(named(await list({ month: PAST, sort: 'past', distance: 'half' }))).toEqual([
      'past-early',
    ]);
    expect(named(await list({ q: MONTH, sort: 'past', distance: '10k' }))).toEqual([
      'yesterday',
      'past-late',
    ]);
    expect(named(await list({ month: MONTH, sort: 'upcoming', distance: 'ultra' }))).toEqual([
      'full',
    ]);
    // Open now: only upcoming races can be open (a started race's window has closed).
    expect(named(await list({ q: MONTH, sort: 'upcoming', open: 'true' }))).toEqual([
      'open',
      'later',
    ]);
    expect(named(await list({ q: MONTH, sort: 'past', open: 'true' }))).toEqual([]);
  });

  it('pages upcoming and past by cursor', async () => {
    for (const [query, order] of [
      [{ month: MONTH, sort: 'upcoming' }, ['open', 'upcoming', 'closed', 'full']],
      [{ month: PAST, sort: 'past' }, ['past-late', 'past-early']],
    ] as const) {
      const size = String(order.length - 1);
      const first = await list({ ...query, limit: size });
      const cursor = first.headers.get('x-next-cursor');
      expect(cursor).not.toBeNull();
      const second = await list({ ...query, limit: size, cursor: cursor ?? '' });
      expect([...named(first), ...named(second)]).toEqual(order);
      expect(second.headers.get('x-next-cursor')).toBeNull();
    }
  });

  it.each([
    ['sort', 'Upcoming'],
    ['sort', 'soonest'],
    ['distance', '10K'],
    ['distance', 'sprint'],
    ['month', '2026-13'],
    ['month', '2026-1'],
    ['month', 'May'],
    ['open', 'yes'],
    ['sort', 'oldest'],
  ])('refuses %s=%s with 400 naming the field', async (field, value) => {
    const res = await list({ [field]: value } as Query);
    expectRefused(res, field);
    expect(res.body.error).toMatch(/\.$/u);
  });
});

describe('races stored before the list fields, with scripts/backfill-search-fields.ts', () => {
  it('are found by the filters once the script has run, and a second run has nothing to do', async () => {
    const id = await handMadeMarathon(
      { createdBy: owner.email, createdByUid: owner.uid },
      {
        title: `Zürich Händmade ${MONTH}`,
        ...datesFor('open'),
        marathonStartDate: raceDay(MONTH, 25),
        runningDistance: '21.1 km',
      },
    );
    const byMonth = async () =>
      (await list({ month: MONTH, distance: 'half' })).body.map((m) => m._id);
    expect(await byMonth()).not.toContain(id);
    expect(await runScript('backfill-search-fields.ts', `--marathon=${id}`)).toContain(
      `would update marathons/${id}: its list fields`,
    );
    expect(await byMonth()).not.toContain(id);
    await runScript('backfill-search-fields.ts', '--apply', `--marathon=${id}`);
    expect(await byMonth()).toContain(id);
    // Accents folded: "zurich" finds "Zürich".
    expect((await list({ q: `zurich handmade ${MONTH}` })).body.map((m) => m._id)).toEqual([id]);
    expect(
      await runScript('backfill-search-fields.ts', '--apply', `--marathon=${id}`),
    ).not.toContain('updated');
    expect((await adminDb().doc(`marathons/${id}`).get()).get('startMonth')).toBe(MONTH);
  });
});
