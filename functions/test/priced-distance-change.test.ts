// A distance change on a priced race (docs/transfers.md): to a distance that costs no more than the
// runner's place it moves at once with no money; to a dearer one it is refused, the place kept.
import { describe, expect, it } from 'vitest';

import { applyWith, changeRegistration, marathonOf } from './actions.js';
import { accounts, createMarathon, signUp, storedRegistration } from './helpers.js';
import { BANK_ACCOUNT, sendTestEvent, startCard, testEvent } from './pay.js';

const [owner] = accounts('owner');

const price = (amount: number) => [{ label: 'Regular', amount, until: null }];

async function threeDistances() {
  const id = await createMarathon(owner, {
    distances: [
      { name: '10K', runningDistance: '10 km', capacity: 10, prices: price(3000) },
      { name: 'Half', runningDistance: '21 km', capacity: 10, prices: price(3000) },
      { name: 'Marathon', runningDistance: '42 km', capacity: 10, prices: price(6000) },
    ],
    currency: 'EUR',
    paymentMethods: ['card', 'bank_transfer'],
    bankAccount: BANK_ACCOUNT,
  });
  const race = await marathonOf(id);
  const idOf = (name: string) => race.distances.find((d) => d.name === name)?.id ?? '';
  return { id, idOf };
}

describe('a distance change on a priced race', () => {
  it('moves at once to an equal or cheaper distance, and refuses a dearer one keeping the place', async () => {
    const { id, idOf } = await threeDistances();
    const runner = await signUp('changer');
    expect((await applyWith(id, runner, { distanceId: idOf('10K') })).status).toBe(200);
    const paymentId = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(paymentId, 3000))).status).toBe(200);
    const equal = await changeRegistration(id, runner, { distanceId: idOf('Half') });
    expect(equal.status, equal.text).toBe(200);
    const moved = await storedRegistration(id, runner.uid);
    expect(moved.get('distanceId')).toBe(idOf('Half'));
    expect(moved.get('payment.amount')).toBe(3000);

    const dearer = await changeRegistration(id, runner, { distanceId: idOf('Marathon') });
    expect(dearer.status).toBe(409);
    expect(dearer.body.error).toBe(
      'Marathon costs more than your place: a change to a dearer distance is not possible for this race.',
    );
    expect((await storedRegistration(id, runner.uid)).get('distanceId')).toBe(idOf('Half'));
    const counts = (await marathonOf(id)).distances.map((d) => d.registrationCount);
    expect(counts).toEqual([0, 1, 0]);
  });
});
