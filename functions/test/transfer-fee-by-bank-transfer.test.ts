// A transfer's fee paid by bank transfer moves the place exactly as a card does (docs/payments.md sections
// 19 and 22: one door in confirms a transfer fee's hold by moving the place): the recipient is
// confirmed with the sender's bib and a new race pass, the sender's registration becomes
// `transferred` and its pass is refused at check-in, and the race's counts do not change.
import { describe, expect, it } from 'vitest';

import { applyTo } from './actions.js';
import { marathonOf } from './marathon-actions.js';
import { chooseTransfer, csvOf, importCsv, rowCounts } from './bank-actions.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp } from './users.js';
import { checkIn, setBib } from './race-day-actions.js';
import { BANK_ACCOUNT, myRecord } from './pay.js';
import { accept, counters, mailedToken, offer, transferRace } from './transfer-actions.js';

const [owner] = accounts('fee-owner');

describe('a transfer fee paid by bank transfer', () => {
  it('moves the place when the statement’s row arrives: the sender is transferred, the recipient confirmed, the counts unchanged', async () => {
    const id = await transferRace(
      owner,
      {
        distances: [{ name: '10K', runningDistance: '10 km', capacity: 1, bibFrom: 1, bibTo: 9 }],
        currency: 'EUR',
        paymentMethods: ['card', 'bank_transfer'],
        bankAccount: BANK_ACCOUNT,
      },
      { fee: 1500 },
    );
    const [sender, recipient] = await Promise.all([signUp('fee-sender'), signUp('fee-recipient')]);
    expect((await applyTo(id, sender)).status).toBe(200);
    expect((await setBib(id, owner, sender.uid, 3)).status).toBe(200);
    const oldPass = String((await storedRegistration(id, sender.uid)).get('passId'));
    const before = await counters(id);

    expect((await offer(id, sender, recipient.email)).status).toBe(201);
    const held = await accept(id, recipient, await mailedToken(recipient.email));
    expect(held.body).toMatchObject({
      status: 'pending_payment',
      payment: { total: 1500, currency: 'EUR', tierLabel: 'Transfer fee' },
    });
    const { reference } = await chooseTransfer(id, recipient);

    const res = await importCsv(id, owner, csvOf(['15,00', `Transfer fee ${reference}`]));
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ matched: 1 }) });

    const mine = await storedRegistration(id, recipient.uid);
    expect(mine.get('status')).toBe('confirmed');
    expect(mine.get('bib')).toBe(3);
    expect(mine.get('passId')).toEqual(expect.any(String));
    expect(mine.get('passId')).not.toBe(oldPass);
    expect((await storedRegistration(id, sender.uid)).exists).toBe(false);
    expect(await myRecord(id, sender)).toMatchObject({
      status: 'transferred',
      passId: null,
      bib: null,
    });
    expect(await myRecord(id, recipient)).toMatchObject({ status: 'confirmed', bib: 3 });

    const old = await checkIn(id, owner, { passId: oldPass });
    expect(old.status).toBe(404);

    expect(await counters(id)).toEqual(before);
    expect((await marathonOf(id)).distances[0]).toMatchObject({
      registrationCount: 1,
      placesLeft: 0,
    });
    const regs = await adminDb().collection(`marathons/${id}/registrations`).get();
    expect(regs.docs.map((d) => [d.id, d.get('status')])).toEqual([[recipient.uid, 'confirmed']]);
  });
});
