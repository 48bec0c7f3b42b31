// A payment and a withdrawal of one registration at the same moment never interleave (docs/payments.md
// section 22, "Serialised per registration"): whichever comes first, the runner ends withdrawn and
// every cent paid comes back once (far from the race, the policy gives back everything), never money
// kept with no place and no refund, never two refunds adding up to more than was paid.
import { describe, expect, it } from 'vitest';

import { applyTo, withdraw } from './actions.js';
import { marathonOf } from './marathon-actions.js';
import { storedRegistration } from './stored.js';
import { accounts, signUpMany } from './users.js';
import {
  createPricedMarathon,
  daysAway,
  ledger,
  refundDocs,
  sendTestEvent,
  startCard,
  testEvent,
} from './pay.js';

const [owner] = accounts('at-once-owner');

const TRIES = 24;
const AT_ONCE = 6;

describe('a payment and a withdrawal at the same moment', () => {
  it(
    'end with the registration gone and the whole payment refunded once, 24 times out of 24',
    { timeout: 180_000 },
    async () => {
      const id = await createPricedMarathon(owner, {
        more: { marathonStartDate: daysAway(40) },
      });
      const runners = await signUpMany(TRIES, 'at-once');
      const tries: Array<{ uid: string; paymentId: string }> = [];
      for (let from = 0; from < TRIES; from += AT_ONCE) {
        const round = await Promise.all(
          runners.slice(from, from + AT_ONCE).map(async (runner) => {
            expect((await applyTo(id, runner)).status).toBe(200);
            const paymentId = await startCard(id, runner);
            const [paid, withdrawn] = await Promise.all([
              sendTestEvent(testEvent(paymentId, 4500)),
              withdraw(id, runner),
            ]);
            expect([paid.status, withdrawn.status], `${paid.text} ${withdrawn.text}`).toEqual([
              200, 200,
            ]);
            return { uid: runner.uid, paymentId };
          }),
        );
        tries.push(...round);
      }

      const refunds = (await refundDocs(id)).map((d) => d.data());
      const outcomes = await Promise.all(
        tries.map(async ({ uid, paymentId }) => {
          const mine = refunds.filter((r) => r.paymentId === paymentId);
          return {
            registered: (await storedRegistration(id, uid)).exists,
            refunded: mine.reduce((sum, r) => sum + Number(r.amount), 0),
            ledgerRefunded: (await ledger(id, paymentId)).get('refunded') as unknown,
            states: mine.every((r) => r.state === 'pending' || r.state === 'done'),
          };
        }),
      );
      expect(outcomes).toEqual(
        Array(TRIES).fill({
          registered: false,
          refunded: 4500,
          ledgerRefunded: 4500,
          states: true,
        }),
      );
      expect((await marathonOf(id)).distances[0]?.registrationCount).toBe(0);
    },
  );
});
