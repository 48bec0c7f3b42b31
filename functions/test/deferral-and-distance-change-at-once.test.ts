// A deferral and a change to a dearer distance sent at the same moment (docs/payments.md): whichever
// wins, a deferred registration never leaves a place held for its change of distance, and every
// place the race counts is held by a registration or a change waiting for its difference.
import * as deferrals from '@run/contract/endpoints/deferrals';
import { describe, expect, it } from 'vitest';

import { applyWith, changeRegistration } from './actions.js';
import { marathonOf } from './marathon-actions.js';
import { api, createMarathon, onePrice } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts, signUpMany, type TestUser } from './users.js';
import { sendTestEvent, startCard, testEvent } from './pay.js';

const [owner] = accounts('defer-change-owner');

const TRIES = 12;
const AT_ONCE = 4;

describe('a deferral and a dearer change of distance at the same moment', () => {
  it(
    'never leave a deferred registration holding a place for its change, and the counts match the places held',
    { timeout: 180_000 },
    async () => {
      const id = await createMarathon(owner, {
        distances: [
          { name: '10K', runningDistance: '10 km', capacity: 50, prices: onePrice(3000) },
          { name: 'Marathon', runningDistance: '42 km', capacity: 50, prices: onePrice(6000) },
        ],
        currency: 'EUR',
        paymentMethods: ['card'],
        deferrals: { enabled: true, untilDays: 14, fee: 500 },
      });
      const race = await marathonOf(id);
      const [tenK, marathon] = race.distances.map((d) => d.id);
      const runners = await signUpMany(TRIES, 'defer-change');
      const paid = async (runner: TestUser) => {
        expect((await applyWith(id, runner, { distanceId: tenK })).status).toBe(200);
        const paymentId = await startCard(id, runner);
        expect((await sendTestEvent(testEvent(paymentId, 3000))).status).toBe(200);
      };
      for (let from = 0; from < TRIES; from += AT_ONCE) {
        const round = runners.slice(from, from + AT_ONCE);
        await Promise.all(round.map(paid));
        await Promise.all(
          round.map((runner) =>
            Promise.all([
              api.call(deferrals.deferRegistration, {
                params: { id, userId: runner.uid },
                token: runner.token,
              }),
              changeRegistration(id, runner, { distanceId: marathon }),
            ]),
          ),
        );
      }

      const stored = (collection: string) =>
        adminDb().collection(`marathons/${id}/${collection}`).get();
      const [registrations, changes, lapsed] = await Promise.all([
        stored('registrations'),
        stored('distanceChanges'),
        stored('lapsedHolds'),
      ]);
      const deferred = new Set(
        lapsed.docs.filter((d) => d.get('status') === 'deferred').map((d) => d.id),
      );
      const orphans = changes.docs.filter((c) => deferred.has(c.id)).map((c) => c.id);
      expect(orphans).toEqual([]);
      expect(changes.docs.every((c) => registrations.docs.some((r) => r.id === c.id))).toBe(true);

      const heldOn = (distanceId: string | undefined) =>
        [...registrations.docs, ...changes.docs].filter((d) => d.get('distanceId') === distanceId)
          .length;
      expect((await marathonOf(id)).distances.map((d) => d.registrationCount)).toEqual([
        heldOn(tenK),
        heldOn(marathon),
      ]);
    },
  );
});
