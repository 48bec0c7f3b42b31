// Ballot fixtures for browser tests (docs/ballot.md): a race whose one priced distance is decided by
// ballot, entries made through the API, the draw's time brought forward (the stack's scheduler then
// draws), and the read a test polls to wait for the draw.
import type { BallotSettings } from '@run/contract/domain/ballot';
import type { RegistrationInput } from '@run/contract/domain/schemas';
import * as ballot from '@run/contract/endpoints/ballot';

import { type Account, api, createAccount, createMarathon, registrationForm } from './api.js';
import { db } from './hand-made.js';
import { marathonInput } from './marathons.js';

/**
 * A fresh organiser's open race of one distance (Half Marathon, 21 KM, `capacity` places at $45.00
 * by card) decided by `settings`' ballot.
 */
export async function ballotRace(capacity: number, settings: BallotSettings) {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open', {
    distances: [
      {
        name: 'Half Marathon',
        runningDistance: '21 KM',
        capacity,
        prices: [{ label: 'Regular', amount: 4500, until: null }],
        ballot: settings,
      },
    ],
    currency: 'USD',
    paymentMethods: ['card'],
  });
  return { organiser, title: input.title, id: await createMarathon(organiser, input) };
}

/** Ballot times from now: open since a minute ago, closing in an hour, drawn a second later. */
export function openBallot(): BallotSettings {
  const now = Date.now();
  return {
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
    drawAt: new Date(now + 3_601_000).toISOString(),
    payDays: 3,
  };
}

/**
 * The draw's time come: the ballot's close and draw, and the schedule's next draw, moved a second into
 * the past, as the clock would bring them (the server has no test clock); the stack's scheduler then
 * makes the draw on its next minute (a read never draws). Entering never races the clock on a slow
 * machine.
 */
export async function drawTimeComes(id: string): Promise<void> {
  const ref = db().doc(`marathons/${id}`);
  const past = new Date(Date.now() - 1000);
  const distances = ((await ref.get()).get('distances') as Record<string, unknown>[]).map((d) => ({
    ...d,
    ballot: { ...(d.ballot as object), closesAt: past.toISOString(), drawAt: past.toISOString() },
  }));
  const batch = db().batch();
  batch.update(ref, { distances });
  batch.update(ref.collection('ballots').doc('draw'), { nextDrawAt: past });
  await batch.commit();
}

export function enterBallot(user: Account, id: string, input?: Partial<RegistrationInput>) {
  return api.ok(ballot.enterBallot, {
    params: { id },
    body: registrationForm(user, input),
    token: user.idToken,
  });
}

/** The public ballot, as anyone reads it. */
export function readBallot(id: string) {
  return api.ok(ballot.ballot, { params: { id } });
}

export function myBallotEntries(user: Account) {
  return api.ok(ballot.myBallotEntries, { params: { userId: user.uid }, token: user.idToken });
}
