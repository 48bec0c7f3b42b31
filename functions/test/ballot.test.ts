// The ballot through the API on the local stack (docs/ballot.md): entering once, withdrawing before
// the draw, a ballot distance refusing registrations and the waitlist, the commitment before and the
// seed after the draw with the order recomputed here by the docs' rule, winners held and mailed,
// reserves numbered, a lapsed winner's place offered to the first reserve, and a guaranteed code
// registering outside the draw.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';

import * as ballot from '@run/contract/endpoints/ballot';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { BALLOT_REFUSALS } from '@run/contract/domain/ballot';
import { describe, expect, it } from 'vitest';

import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import { applyTo } from './actions.js';
import { applyWithCode, codeOf, createCode, storedUses } from './coupon-actions.js';
import {
  ballotRace as ballotRaceOf,
  drawnBySchedule as drawn,
  drawTimeComes,
  enter,
  HOUR,
  iso,
  view,
} from './ballot-actions.js';
import { API, api, createMarathon, registrationForm } from './helpers.js';
import { deliveredTo } from './maildev.js';
import { holdRunsOut } from './pay.js';
import { storedRegistration } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';

const [owner] = accounts('ballot-owner');

const ballotRace = (capacity: number, closesInMs: number, priced = true) =>
  ballotRaceOf(owner, capacity, closesInMs, priced);

const myEntries = async (runner: TestUser) => {
  const res = await api.call(ballot.myBallotEntries, {
    params: { userId: runner.uid },
    token: runner.token,
  });
  expect(res.status).toBe(200);
  return res.body;
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('entering a ballot', () => {
  it('takes one entry per runner, checks the form, withdraws before the draw, and refuses registering', async () => {
    const id = await ballotRace(10, HOUR);
    const runner = await signUp('ballot-one');
    const first = await enter(id, runner);
    expect(first.status).toBe(201);
    expect(first.body.entryId).toMatch(/^[A-Za-z0-9]{20}$/u);
    // A retry (the answer lost on the way) finds the same entry: 200 with its id, nothing added.
    const again = await enter(id, runner);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ entryId: first.body.entryId });
    const bad = await enter(id, await signUp('ballot-bad'), { firstName: '' });
    expect(bad.status).toBe(400);
    expect((await view(id)).distances[0]).toMatchObject({ entries: 1, state: 'open' });
    expect(await myEntries(runner)).toEqual([
      expect.objectContaining({ marathonId: id, entryId: first.body.entryId, state: 'entered' }),
    ]);
    // Registering or waiting for the distance is closed while it has a ballot.
    const registered = await applyTo(id, runner);
    expect(registered.status).toBe(409);
    expect(registered.body).toMatchObject({ error: BALLOT_REFUSALS.ballot_only });
    const joined = await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: runner.token,
      body: { ...registrationForm(runner.email), distanceId: 'full' },
    });
    expect(joined.status).toBe(409);
    // Withdrawn before the draw: out of the count; a second withdrawal changes nothing.
    const withdraw = () =>
      api.call(ballot.withdrawBallotEntry, {
        params: { id, entryId: first.body.entryId },
        token: runner.token,
      });
    expect((await withdraw()).body).toEqual({ deletedCount: 1 });
    expect((await withdraw()).body).toEqual({ deletedCount: 0 });
    expect((await view(id)).distances[0]).toMatchObject({ entries: 0 });
    expect((await myEntries(runner))[0]).toMatchObject({ state: 'withdrawn' });
    // Someone else's entry id is not found.
    const other = await signUp('ballot-other');
    const theirs = await api.call(ballot.withdrawBallotEntry, {
      params: { id, entryId: first.body.entryId },
      token: other.token,
    });
    expect(theirs.status).toBe(404);
  });

  it('answers a runner’s entry sent ten times at once with one entry: one 201, nine 200 with its id, one mail', async () => {
    const id = await ballotRace(10, HOUR);
    const runner = await signUp('ballot-retry');
    const answers = await Promise.all(Array.from({ length: 10 }, () => enter(id, runner)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.body as { entryId: string }).entryId));
    expect(ids.size).toBe(1);
    expect(await myEntries(runner)).toEqual([
      expect.objectContaining({ marathonId: id, entryId: [...ids][0], state: 'entered' }),
    ]);
    expect((await view(id)).distances[0]).toMatchObject({ entries: 1 });
    expect(await deliveredTo(runner.email, 1)).toHaveLength(1);
  });

  it('refuses an entry to a distance without a ballot, and before the ballot opens', async () => {
    const plain = await createMarathon(owner, {
      distances: [{ id: 'full', name: 'Full', runningDistance: '42 KM', capacity: 10 }],
    });
    const runner = await signUp('ballot-none');
    const none = await enter(plain, runner);
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ error: BALLOT_REFUSALS.no_ballot, code: 'no_ballot' });
    const now = Date.now();
    const later = await createMarathon(owner, {
      distances: [
        {
          id: 'full',
          name: 'Full',
          runningDistance: '42 KM',
          capacity: 10,
          ballot: {
            opensAt: iso(now + HOUR),
            closesAt: iso(now + 2 * HOUR),
            drawAt: iso(now + 3 * HOUR),
          },
        },
      ],
    });
    const early = await enter(later, runner);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: BALLOT_REFUSALS.ballot_not_open,
      code: 'ballot_not_open',
    });
    expect((await view(later)).distances[0]).toMatchObject({ state: 'upcoming', payDays: 7 });
  });
});

describe('the draw', () => {
  it('publishes a commitment, then the seed, and its winners are the order anyone recomputes', async () => {
    const runners = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => signUp(`ballot-draw-${n}`)));
    const id = await ballotRace(3, HOUR);
    const entries = await Promise.all(runners.map((r) => enter(id, r)));
    entries.forEach((e) => expect(e.status).toBe(201));
    const before = await view(id);
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/u);
    expect(before.seed).toBeNull();
    expect(before.winners).toBeNull();
    await drawTimeComes(id);
    const b = await drawn(id);
    expect(b.commitment).toBe(before.commitment);
    const seed = Buffer.from(b.seed ?? '', 'hex');
    expect(seed).toHaveLength(32);
    expect(sha256(seed)).toBe(b.commitment);
    const csv = await api.call(ballot.ballotEntriesCsv, { params: { id } });
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header).toBe('entryId,distanceId');
    const ids = rows.map((r) => r.split(',')[0] ?? '');
    expect(ids.sort()).toEqual(entries.map((e) => e.body.entryId).sort());
    const order = [...ids].sort((x, y) => {
      const kx = sha256(Buffer.concat([seed, Buffer.from(x, 'utf8')]));
      const ky = sha256(Buffer.concat([seed, Buffer.from(y, 'utf8')]));
      return kx < ky ? -1 : 1;
    });
    expect(b.winners).toEqual(order.slice(0, 3));
    expect(b.distances[0]).toMatchObject({ places: 3, entries: 6, state: 'drawn' });
    // Winners hold a place unpaid until three days after the draw; the others are reserves 1 and 2.
    const byEntry = new Map(entries.map((e, i) => [e.body.entryId, runners[i] as TestUser]));
    for (const [n, entryId] of order.entries()) {
      const runner = byEntry.get(entryId) as TestUser;
      const [mine] = await myEntries(runner);
      if (n < 3) {
        expect(mine).toMatchObject({ state: 'drawn', reserveNumber: null });
        const due = Date.parse(mine?.dueAt ?? '');
        expect(due - Date.parse(mine?.drawAt ?? '')).toBeGreaterThanOrEqual(3 * 24 * HOUR);
        expect((await storedRegistration(id, runner.uid)).data()).toMatchObject({
          status: 'pending_payment',
        });
      } else {
        expect(mine).toMatchObject({ state: 'reserve', reserveNumber: n - 2, dueAt: null });
      }
    }
    // Each runner was mailed their entry, then their result.
    const [winnerMails, reserveMails] = await Promise.all([
      deliveredTo(byEntry.get(order[1] ?? '')?.email ?? '', 2),
      deliveredTo(byEntry.get(order[4] ?? '')?.email ?? '', 2),
    ]);
    expect(winnerMails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^You were drawn: /u)]),
    );
    // The price comes from the draw's mail job, the deadline from the winner's own entry.
    expect(winnerMails.map((m) => m.text).join('\n')).toMatch(
      /you were drawn in the ballot\. Pay \S*\d\S* by .+ to confirm your place/u,
    );
    expect(reserveMails.map((m) => m.text).join('\n')).toContain('reserve number 2');
    // The docs' script, run as anyone would, agrees.
    const script = new URL('../../scripts/check-draw.mjs', import.meta.url).pathname;
    const checked = await promisify(execFile)(process.execPath, [script, API, id]);
    expect(checked.stdout).toContain('seed matches the commitment: yes');
    expect(checked.stdout).toContain('order recomputed: same');
    // A winner who does not pay in time: the place is offered to reserve number 1.
    const lapsed = byEntry.get(order[0] ?? '') as TestUser;
    await holdRunsOut(id, lapsed.uid);
    await expireDueHoldsEverywhere();
    const first = byEntry.get(order[3] ?? '') as TestUser;
    const offers = await api.call(waitlist.myWaitlist, {
      params: { userId: first.uid },
      token: first.token,
    });
    expect(offers.body).toEqual([
      expect.objectContaining({ marathonId: id, offerExpiresAt: expect.any(String) }),
    ]);
  });

  it('confirms a free distance’s winners at once, and lets a guaranteed code register during the ballot', async () => {
    const id = await ballotRace(1, HOUR, false);
    await createCode(id, owner, { code: 'ELITE-1', kind: 'percent', value: 100, guaranteed: true });
    const elite = await signUp('ballot-elite');
    const registered = await applyWithCode(id, elite, { code: 'elite-1', distanceId: 'full' });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ modifiedCount: 1, status: 'confirmed' });
    // The guaranteed runner took the only place: two entries, no places, both reserves.
    const a = await signUp('ballot-free-a');
    const b = await signUp('ballot-free-b');
    expect((await enter(id, a)).status).toBe(201);
    expect((await enter(id, b)).status).toBe(201);
    await drawTimeComes(id);
    const done = await drawn(id);
    expect(done.winners).toEqual([]);
    expect(done.distances[0]).toMatchObject({ places: 0 });
    const states = [(await myEntries(a))[0]?.state, (await myEntries(b))[0]?.state];
    expect(states).toEqual(['reserve', 'reserve']);
  });

  it('takes a single-use guaranteed code’s one use on a free distance, however many try it at once', async () => {
    const id = await ballotRace(5, HOUR, false);
    await createCode(id, owner, {
      code: 'ELITE-ONE',
      kind: 'percent',
      value: 100,
      guaranteed: true,
      maxUses: 1,
    });
    const runners = await Promise.all([1, 2, 3, 4, 5].map((n) => signUp(`ballot-one-use-${n}`)));
    const tried = await Promise.all(
      runners.map((r) => applyWithCode(id, r, { code: 'ELITE-ONE', distanceId: 'full' })),
    );
    const admitted = runners.filter((_, i) => tried[i]?.status === 200);
    expect(admitted).toHaveLength(1);
    expect(tried.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await storedUses(id, 'ELITE-ONE')).toBe(1);
    expect((await codeOf(id, owner, 'ELITE-ONE'))?.uses).toBe(1);
    // The admitted runner's request sent again is theirs already, not a refusal.
    const [winner] = admitted;
    if (winner === undefined) throw new Error('no runner admitted');
    const again = await applyWithCode(id, winner, { code: 'ELITE-ONE', distanceId: 'full' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ modifiedCount: 0 });
    expect(await storedUses(id, 'ELITE-ONE')).toBe(1);
  });

  it('shows the organisers entries, the draw and conversion', async () => {
    const runner = await signUp('ballot-summary');
    const id = await ballotRace(1, HOUR, false);
    expect((await enter(id, runner)).status).toBe(201);
    await drawTimeComes(id);
    await drawn(id);
    const res = await api.call(ballot.ballotSummary, { params: { id }, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.distances[0]).toMatchObject({
      entries: 1,
      drawn: 1,
      reserves: 0,
      paid: 1,
      state: 'drawn',
    });
    const stranger = await api.call(ballot.ballotSummary, { params: { id }, token: runner.token });
    expect(stranger.status).toBe(403);
  });
});
