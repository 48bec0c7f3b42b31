// What the ballot tests do again and again: a race whose one distance is decided by ballot, a
// runner's entry, the draw's time brought forward, and the draw made by the schedule (a read never
// draws: docs/ballot.md).
import * as ballot from '@run/contract/endpoints/ballot';
import { expect } from 'vitest';

import { api, createMarathon, eventually, registrationForm } from './helpers.js';
import { BANK_ACCOUNT } from './pay.js';
import { runScheduled } from './scheduled.js';
import { adminDb } from './stored.js';
import { signUp, type TestUser } from './users.js';

export const HOUR = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** `owner`'s race whose one distance `full` (`capacity` places, priced or free) is decided by ballot. */
export function ballotRace(owner: TestUser, capacity: number, closesInMs: number, priced = true) {
  const now = Date.now();
  return createMarathon(owner, {
    distances: [
      {
        id: 'full',
        name: 'Full',
        runningDistance: '42 KM',
        capacity,
        ...(priced ? { prices: [{ label: 'All', amount: 9000, until: null }] } : {}),
        ballot: {
          opensAt: iso(now - HOUR),
          closesAt: iso(now + closesInMs),
          drawAt: iso(now + closesInMs),
          payDays: 3,
        },
      },
    ],
    ...(priced
      ? { currency: 'EUR', paymentMethods: ['card', 'bank_transfer'], bankAccount: BANK_ACCOUNT }
      : {}),
  });
}

export const enter = (id: string, runner: TestUser, extra: Record<string, unknown> = {}) =>
  api.call(ballot.enterBallot, {
    params: { id },
    token: runner.token,
    body: { ...registrationForm(runner.email), distanceId: 'full', ...extra },
  });

export const view = async (id: string) => {
  const res = await api.call(ballot.ballot, { params: { id } });
  expect(res.status).toBe(200);
  return res.body;
};

/**
 * The draw's time come: the ballot's close and draw, and the schedule's next draw, moved into the
 * past as the clock would bring them (the server has no test clock, as for a hold's end). Races are
 * made with them an hour ahead so that entering never races the clock on a slow machine.
 */
export async function drawTimeComes(id: string): Promise<void> {
  const ref = adminDb().doc(`marathons/${id}`);
  const past = new Date(Date.now() - 1000);
  const distances = ((await ref.get()).get('distances') as Array<Record<string, unknown>>).map(
    (d) => ({
      ...d,
      ballot: { ...(d.ballot as object), closesAt: iso(+past), drawAt: iso(+past) },
    }),
  );
  const batch = adminDb().batch();
  batch.update(ref, { distances });
  batch.update(ref.collection('ballots').doc('draw'), { nextDrawAt: past });
  await batch.commit();
}

/**
 * The draw made by the schedule (`drawBallots`, run now as the stack's scheduler runs it): the
 * ballot as shown once drawn. The stack's own minutely run may hold the draw's lease at that moment,
 * so the ballot is read until that run is done.
 */
export async function drawnBySchedule(id: string) {
  await runScheduled('drawBallots');
  return eventually('the draw', async () => {
    const b = await view(id);
    return b.state === 'drawn' ? b : undefined;
  });
}

/** A priced ballot race of one place, `label`'s entry in it, and the draw made: the entry won. */
export async function drawnWinner(owner: TestUser, label: string) {
  const id = await ballotRace(owner, 1, HOUR);
  const winner = await signUp(label);
  expect((await enter(id, winner)).status).toBe(201);
  await drawTimeComes(id);
  await drawnBySchedule(id);
  return { id, winner };
}
