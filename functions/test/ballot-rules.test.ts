// The ballot's rules found wanting in issue 65 (docs/ballot.md): once a race's seed is public no
// ballot is added, reopened or moved (the seed would let a runner choose their own key by entering
// again and again); a guaranteed code takes a use on a free ballot distance too, exactly under
// concurrency; and choosing bank transfer never moves a winner's deadline past the ballot's.
import { BALLOT_REFUSALS } from '@run/contract/domain/ballot';
import { COUPON_REFUSALS } from '@run/contract/domain/coupons';
import { describe, expect, it } from 'vitest';

import {
  ballotRace,
  drawnBySchedule,
  drawTimeComes,
  enter,
  HOUR,
  iso,
  view,
} from './ballot-actions.js';
import { applyWithCode, codeOf, createCode, storedUses } from './coupon-actions.js';
import { marathonBody } from './helpers.js';
import { editMarathon } from './marathon-actions.js';
import { startPayment } from './pay.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp } from './users.js';

const [owner] = accounts('ballot-rules-owner');

const full = (ballot: Record<string, unknown>) => ({
  id: 'full',
  name: 'Full',
  runningDistance: '42 KM',
  capacity: 1,
  ballot,
});

describe('once the race’s seed is public', () => {
  it('refuses a ballot added, reopened or moved, with a sentence, and changes nothing', async () => {
    const id = await ballotRace(owner, 1, HOUR, false);
    expect((await enter(id, await signUp('seed-public'))).status).toBe(201);
    await drawTimeComes(id);
    const drawn = await drawnBySchedule(id);
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/u);
    const [was] = drawn.distances;
    if (was === undefined) throw new Error('no ballot distance');
    const stored = async () => (await adminDb().doc(`marathons/${id}`).get()).get('distances');
    const before = await stored();
    const now = Date.now();
    const fresh = { opensAt: iso(now - HOUR), closesAt: iso(now + HOUR), drawAt: iso(now + HOUR) };
    const kept = { opensAt: was.opensAt, closesAt: was.closesAt, drawAt: was.drawAt };
    const edits = {
      added: [full(kept), { name: 'Half', runningDistance: '21 KM', capacity: 5, ballot: fresh }],
      reopened: [full({ ...kept, closesAt: fresh.closesAt, drawAt: fresh.drawAt })],
      moved: [full({ ...kept, drawAt: iso(Date.parse(kept.drawAt) + 60_000) })],
    };
    for (const [what, distances] of Object.entries(edits)) {
      const res = await editMarathon(id, owner, { ...marathonBody(), distances });
      expect(res.status, what).toBe(409);
      expect(res.body, what).toEqual({ error: BALLOT_REFUSALS.seedPublic });
    }
    expect(await stored()).toEqual(before);
    expect((await view(id)).seed).toBe(drawn.seed);
    // An edit that leaves the ballots as they are still goes through.
    const title = await editMarathon(id, owner, {
      ...marathonBody({ title: 'Seed public, title new' }),
      distances: [full(kept)],
    });
    expect(title.status, title.text).toBe(200);
  });
});

describe('a guaranteed code on a free ballot distance', () => {
  it('takes a use of the code for each runner it lets in, exactly, when they come at once', async () => {
    const id = await ballotRace(owner, 10, HOUR, false);
    await createCode(id, owner, {
      code: 'ELITE-ONCE',
      kind: 'percent',
      value: 100,
      guaranteed: true,
      maxUses: 2,
    });
    const runners = await Promise.all([1, 2, 3, 4, 5].map((n) => signUp(`guaranteed-${n}`)));
    const answers = await Promise.all(
      runners.map((r) => applyWithCode(id, r, { code: 'elite-once', distanceId: 'full' })),
    );
    const inside = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(inside.map((a) => a.body)).toEqual([
      expect.objectContaining({ modifiedCount: 1, status: 'confirmed' }),
      expect.objectContaining({ modifiedCount: 1, status: 'confirmed' }),
    ]);
    expect(refused.map((a) => a.body)).toEqual(
      Array.from({ length: 3 }, () => ({ error: COUPON_REFUSALS.usedUp })),
    );
    expect(await storedUses(id, 'ELITE-ONCE')).toBe(2);
    expect((await codeOf(id, owner, 'ELITE-ONCE'))?.uses).toBe(2);
    // The same runner sending it again is registered once, with the one use.
    const [first] = runners.filter((_, i) => answers[i]?.status === 200);
    if (first === undefined) throw new Error('nobody registered');
    const again = await applyWithCode(id, first, { code: 'ELITE-ONCE', distanceId: 'full' });
    expect(again.body).toMatchObject({ modifiedCount: 0 });
    expect(await storedUses(id, 'ELITE-ONCE')).toBe(2);
  });
});

describe('a ballot winner paying by bank transfer', () => {
  it('keeps the ballot’s pay deadline: the transfer never moves it later', async () => {
    const id = await ballotRace(owner, 1, HOUR);
    const winner = await signUp('ballot-bank');
    expect((await enter(id, winner)).status).toBe(201);
    await drawTimeComes(id);
    await drawnBySchedule(id);
    const dueOf = async () =>
      (
        (await storedRegistration(id, winner.uid)).get('payment.dueAt') as { toMillis(): number }
      ).toMillis();
    const deadline = await dueOf();
    const res = await startPayment(id, winner, 'bank_transfer');
    expect(res.status, res.text).toBe(201);
    expect(Date.parse(res.body.instructions?.dueAt ?? '')).toBe(deadline);
    expect(await dueOf()).toBe(deadline);
  });
});
