// The ballot's rules found wanting in issue 65 (docs/ballot.md): once a race's seed is public no
// ballot is added, reopened or moved (the seed would let a runner choose their own key by entering
// again and again); and choosing bank transfer never moves a winner's deadline past the ballot's.
import { BALLOT_REFUSALS } from '@run/contract/domain/ballot';
import { describe, expect, it } from 'vitest';

import {
  ballotRace,
  drawnBySchedule,
  drawTimeComes,
  drawnWinner,
  enter,
  HOUR,
  iso,
  view,
} from './ballot-actions.js';
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
      expect(res.body, what).toEqual({
        error: BALLOT_REFUSALS.ballot_seed_public,
        code: 'ballot_seed_public',
      });
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

describe('a ballot winner paying by bank transfer', () => {
  it('keeps the ballot’s pay deadline: the transfer never moves it later', async () => {
    const { id, winner } = await drawnWinner(owner, 'ballot-bank');
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
