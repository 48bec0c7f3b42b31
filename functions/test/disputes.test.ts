// Disputes (chargebacks) recorded from the provider's events (docs/payments.md, "Disputes"): the
// test provider's `charge.dispute.created` / `.closed`, signed like its other events. The entry
// records what is disputed; the registration stays confirmed but carries `disputed: true` in the
// participants list and the runner's own record; the organiser is mailed; a dispute won gives the
// money back to the books, a lost one counts as money returned.
import { describe, expect, it } from 'vitest';

import { participantsOf } from './marathon-actions.js';
import { eventually } from './helpers.js';
import { storedRegistration } from './stored.js';
import { accounts, type TestUser } from './users.js';
import { mailsTo } from './maildev.js';
import {
  booksOf,
  createPricedMarathon,
  disputeEvent,
  ledger,
  myRecord,
  paidRunner,
  sendTestEvent,
} from './pay.js';

const [owner] = accounts('dispute-owner');

const rowOf = async (id: string, runner: TestUser) =>
  (await participantsOf(id, owner)).body.participants.find((p) => p.userId === runner.uid);

async function disputed(id: string, paymentId: string) {
  const opened = disputeEvent(paymentId, 'charge.dispute.created', 'needs_response', 4500);
  expect((await sendTestEvent(opened)).status).toBe(200);
}

describe('a dispute of a card payment', () => {
  it('is recorded on the entry and shown on the confirmed registration, the organiser is mailed; won, it is cleared', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, paymentId } = await paidRunner(id, 'dispute-won');
    await disputed(id, paymentId);

    expect((await ledger(id, paymentId)).get('disputed')).toBe(4500);
    const stored = await storedRegistration(id, runner.uid);
    expect([stored.get('status'), stored.get('disputed')]).toEqual(['confirmed', true]);
    expect(await rowOf(id, runner)).toMatchObject({ status: 'confirmed', disputed: true });
    expect(await myRecord(id, runner)).toMatchObject({ status: 'confirmed', disputed: true });
    await eventually('the organiser’s dispute mail', async () =>
      (await mailsTo(owner.email)).find((m) => /disput/iu.test(m.subject)),
    );

    const won = disputeEvent(paymentId, 'charge.dispute.closed', 'won', 4500);
    expect((await sendTestEvent(won)).status).toBe(200);
    expect((await ledger(id, paymentId)).get('disputed')).toBe(0);
    const cleared = await storedRegistration(id, runner.uid);
    expect([cleared.get('status'), cleared.get('disputed')]).toEqual(['confirmed', false]);
    expect(await rowOf(id, runner)).toMatchObject({ status: 'confirmed', disputed: false });
  });

  it('lost, keeps the disputed amount on the entry and counts it in the books as money returned', async () => {
    const id = await createPricedMarathon(owner);
    const { paymentId } = await paidRunner(id, 'dispute-lost');
    await disputed(id, paymentId);
    const lost = disputeEvent(paymentId, 'charge.dispute.closed', 'lost', 4500);
    expect((await sendTestEvent(lost)).status).toBe(200);

    expect((await ledger(id, paymentId)).get('disputed')).toBe(4500);
    const books = await booksOf(id, owner);
    expect(books.status).toBe(200);
    expect(books.body).toMatchObject({ currency: 'EUR', paid: 4500, disputed: 4500, net: 0 });
  });
});
