// Bibs only for confirmed registrations (docs/payments.md): a place held unpaid is
// refused a bib by hand (409) and no number is claimed for it; once paid, it gets one as usual.
import { describe, expect, it } from 'vitest';

import { applyTo } from './actions.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp } from './users.js';
import { createPricedMarathon, sendTestEvent, startCard, testEvent } from './pay.js';
import { setBib } from './race-day-actions.js';

const [owner] = accounts('unpaid-owner');

describe('a place held unpaid on race day', () => {
  it('is refused a bib (409) until it is paid, and no number is claimed for it', async () => {
    const id = await createPricedMarathon(owner, {
      more: {
        distances: [
          {
            name: '10K',
            runningDistance: '10 km',
            bibFrom: 1,
            bibTo: 99,
            prices: [{ label: 'Regular', amount: 4500, until: null }],
          },
        ],
      },
    });
    const runner = await signUp('unpaid-bib');
    expect((await applyTo(id, runner)).body).toMatchObject({ status: 'pending_payment' });

    const refused = await setBib(id, owner, runner.uid, 5);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'Not paid: a bib is given once the place is confirmed.',
      code: 'bib_unpaid',
    });
    expect((await storedRegistration(id, runner.uid)).get('bib')).toBeUndefined();
    expect((await adminDb().doc(`marathons/${id}/bibs/5`).get()).exists).toBe(false);

    const paymentId = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(paymentId, 4500))).status).toBe(200);
    const given = await setBib(id, owner, runner.uid, 5);
    expect(given.status, given.text).toBe(200);
    expect((await storedRegistration(id, runner.uid)).get('bib')).toBe(5);
  });
});
