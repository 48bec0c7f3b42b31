// Bank statements through the API on the local stack: rows whose reference names a runner's bank
// transfer credit it (exactly, in two parts, or with a surplus to pay back to the payer's IBAN),
// references as payers and banks mangle them, money for registrations no longer held, nothing
// received, unknown references assigned or discarded by hand, the same file twice (and twice at
// once), both thousands conventions, camt.053, and files refused whole.
import * as bank from '@run/contract/endpoints/bank';
import * as payments from '@run/contract/endpoints/payments';
import { describe, expect, it } from 'vitest';

import { applyTo, withdraw } from './actions.js';
import { marathonOf } from './marathon-actions.js';
import {
  assignOnlyUnmatched,
  assignRow,
  csvOf,
  COLUMNS,
  importCsv,
  importXml,
  manualRefunds,
  PAYER_IBAN,
  rowCounts,
  statusOf,
  storedRows,
  transferRunner,
  unmatchedOf,
} from './bank-actions.js';
import { api, eventually } from './helpers.js';
import { accounts, signUp, type TestUser } from './users.js';
import { mailsTo } from './maildev.js';
import { booksOf, createPricedMarathon, holdRunsOut, ledger, myRecord } from './pay.js';

const [owner] = accounts('bank-owner');

const mailWith = (runner: TestUser, subject: string) =>
  eventually(`"${subject}" mail`, async () =>
    (await mailsTo(runner.email)).find((m) => m.subject.startsWith(subject)),
  );

describe('matching a statement to bank transfers', () => {
  it('confirms a registration paid exactly, with the receipt, and keeps the payer’s IBAN', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-exact');
    const res = await importCsv(id, owner, csvOf(['45,00', `Entry fee ${reference} Ada`]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ matched: 1 }) });
    expect(await statusOf(id, runner)).toBe('confirmed');
    expect((await ledger(id, paymentId)).data()).toMatchObject({
      state: 'succeeded',
      received: 4500,
      payerIban: PAYER_IBAN,
    });
    const receipt = await mailWith(runner, 'Receipt:');
    expect(receipt.text).toContain('by bank transfer');
  });

  it('keeps an underpaid place held, mails what is missing, and confirms when a second row completes it', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-partial');
    const first = await importCsv(id, owner, csvOf(['20,00', reference]));
    expect(first.body).toEqual({ rows: 1, ...rowCounts({ partial: 1 }) });
    expect(await myRecord(id, runner)).toMatchObject({ status: 'pending_payment' });
    const listed = await api.call(payments.listPayments, { params: { id }, token: owner.token });
    expect(listed.body.payments).toEqual([
      expect.objectContaining({
        paymentId,
        state: 'started',
        received: 2000,
        payerIban: PAYER_IBAN,
      }),
    ]);
    const missing = await mailWith(runner, 'Payment incomplete');
    expect(missing.text).toContain('€25.00');
    expect(missing.text).toContain(reference);
    const second = await importCsv(id, owner, csvOf(['25,00', `rest ${reference}`]));
    expect(second.body).toEqual({ rows: 1, ...rowCounts({ matched: 1 }) });
    expect(await statusOf(id, runner)).toBe('confirmed');
    expect((await ledger(id, paymentId)).data()).toMatchObject({
      state: 'succeeded',
      received: 4500,
      refunded: 0,
    });
  });

  it('gives back what a transfer brought in part once the place is paid another way (money by hand)', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-partial-then-hand');
    await importCsv(id, owner, csvOf(['20,00', reference]));
    const byHand = await api.call(payments.manualPayment, {
      params: { id, userId: runner.uid },
      token: owner.token,
      body: { amount: 4500, note: 'Cash at the expo' },
    });
    expect(byHand.body).toMatchObject({ status: 'confirmed', payment: { method: 'manual' } });
    // The transfer's attempt ended with the payment by hand: the 20.00 it brought goes back.
    const entry = await eventually('the transfer’s entry refunded', async () => {
      const e = await ledger(id, paymentId);
      return e.get('state') === 'refunded' ? e : undefined;
    });
    expect([entry.get('received'), entry.get('refunded')]).toEqual([2000, 2000]);
    expect(await manualRefunds(id, owner)).toEqual([
      expect.objectContaining({ paymentId, amount: 2000, band: 'late', state: 'manual' }),
    ]);
    expect((await booksOf(id, owner)).body).toMatchObject({ net: 4500, discrepancies: [] });
  });

  it('confirms an overpaid registration and lists the surplus to pay back to the payer’s IBAN', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-over');
    const res = await importCsv(id, owner, csvOf(['50,00', reference]));
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ overpaid: 1 }) });
    expect(await statusOf(id, runner)).toBe('confirmed');
    expect((await ledger(id, paymentId)).data()).toMatchObject({
      amount: 5000,
      refunded: 500,
      state: 'partially_refunded',
    });
    expect(await manualRefunds(id, owner)).toEqual([
      expect.objectContaining({
        userId: runner.uid,
        amount: 500,
        band: 'overpaid',
        state: 'manual',
        method: 'bank_transfer',
        payerIban: PAYER_IBAN,
      }),
    ]);
  });

  it('reads references split by spaces and line breaks, in any case, with O for 0 and I or L for 1', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference } = await transferRunner(id, 'bank-typos');
    const chars = reference.slice(4);
    const typed = `Startgeld run - ${chars.slice(0, 3)} ${chars.slice(3, 5)}\n${chars.slice(5)}`
      .toLowerCase()
      .replace(/0/gu, 'o')
      .replace(/1/gu, 'l');
    const res = await importCsv(id, owner, csvOf(['45,00', typed]));
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ matched: 1 }) });
    expect(await statusOf(id, runner)).toBe('confirmed');
  });
});

describe('money for a registration no longer held', () => {
  it('confirms an expired registration again while its distance has room', async () => {
    const id = await createPricedMarathon(owner, { capacity: 5 });
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-expired');
    await holdRunsOut(id, runner.uid);
    await marathonOf(id);
    expect(await statusOf(id, runner)).toBe('expired');
    const res = await importCsv(id, owner, csvOf(['45,00', reference]));
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ late: 1 }) });
    expect(await statusOf(id, runner)).toBe('confirmed');
    expect((await ledger(id, paymentId)).get('state')).toBe('succeeded');
  });

  it('gives back what part of the price arrived when the hold expires, to the payer’s IBAN', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-part-expired');
    expect((await importCsv(id, owner, csvOf(['20,00', reference]))).body).toMatchObject({
      partial: 1,
    });
    await holdRunsOut(id, runner.uid);
    await marathonOf(id);
    expect(await statusOf(id, runner)).toBe('expired');
    expect((await ledger(id, paymentId)).data()).toMatchObject({
      state: 'refunded',
      amount: 2000,
      refunded: 2000,
    });
    expect(await manualRefunds(id, owner)).toEqual([
      expect.objectContaining({ amount: 2000, band: 'late', payerIban: PAYER_IBAN }),
    ]);
    const released = await mailWith(runner, 'Place released');
    expect(released.text).toContain(
      'The €20.00 that did arrive by bank transfer is refunded to you.',
    );
  });

  // A registration withdrawn before it was paid keeps no record of its runner: nobody to mail.
  it('lists the money of a withdrawn registration as a refund to pay to the payer’s IBAN', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-withdrawn');
    expect((await withdraw(id, runner)).status).toBe(200);
    const res = await importCsv(id, owner, csvOf(['45,00', reference]));
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ late: 1 }) });
    expect((await ledger(id, paymentId)).get('state')).toBe('refunded');
    expect(await manualRefunds(id, owner)).toEqual([
      expect.objectContaining({
        userId: runner.uid,
        amount: 4500,
        band: 'late',
        reason: 'Your registration was withdrawn, so this payment is not needed.',
        payerIban: PAYER_IBAN,
      }),
    ]);
  });
});

describe('rows nobody’s reference matched', () => {
  it('ignores zero and negative amounts, even with a reference', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-zero');
    const res = await importCsv(id, owner, csvOf(['0,00', reference], ['-45,00', reference]));
    expect(res.body).toEqual({ rows: 2, ...rowCounts({ ignored: 2 }) });
    expect(await statusOf(id, runner)).toBe('pending_payment');
    expect((await ledger(id, paymentId)).get('received')).toBeUndefined();
    expect(await unmatchedOf(id, owner)).toEqual([]);
  });

  it('lists an unknown reference as unmatched; an organiser assigns one and discards another, once each', async () => {
    const id = await createPricedMarathon(owner);
    const { runner } = await transferRunner(id, 'bank-assign');
    const res = await importCsv(
      id,
      owner,
      csvOf(['45,00', 'Marathon fee for my daughter', 'Bo Parent'], ['12,00', 'RUN-ZZZZZZZ']),
    );
    expect(res.body).toEqual({ rows: 2, ...rowCounts({ unmatched: 2 }) });
    const listed = await unmatchedOf(id, owner);
    expect(listed).toHaveLength(2);
    const fee = listed.find((t) => t.payer === 'Bo Parent');
    const other = listed.find((t) => t.payer !== 'Bo Parent');
    if (fee === undefined || other === undefined) throw new Error('both rows are listed');
    expect(fee).toMatchObject({ amount: 4500, currency: 'EUR', iban: PAYER_IBAN, userId: null });

    const assign = (txId: string) => assignRow(id, owner, txId, runner);
    const assigned = await assign(fee.txId);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ state: 'assigned', userId: runner.uid });
    expect(await statusOf(id, runner)).toBe('confirmed');
    expect((await assign(fee.txId)).status).toBe(409);

    const discard = () =>
      api.call(bank.discardBankTransaction, {
        params: { id, txId: other.txId },
        token: owner.token,
        body: {},
      });
    expect((await discard()).body).toMatchObject({ state: 'discarded' });
    expect((await discard()).status).toBe(409);
    expect((await assign(other.txId)).status).toBe(409);
    expect(await unmatchedOf(id, owner)).toEqual([]);
    expect((await assign('f'.repeat(64))).status).toBe(404);
  });

  it('assigns a row to a runner who never started a payment: the row pays their hold, and the books balance', async () => {
    const id = await createPricedMarathon(owner);
    const runner = await signUp('bank-assign-unstarted');
    expect((await applyTo(id, runner)).status).toBe(200);
    const res = await importCsv(id, owner, csvOf(['45,00', 'Startgeld Ada']));
    expect(res.body).toEqual({ rows: 1, ...rowCounts({ unmatched: 1 }) });
    const assigned = await assignOnlyUnmatched(id, owner, runner);
    expect(assigned.body).toMatchObject({ state: 'assigned', userId: runner.uid });
    expect(await statusOf(id, runner)).toBe('confirmed');
    expect(await manualRefunds(id, owner)).toEqual([]);
    const books = await booksOf(id, owner);
    expect(books.body).toMatchObject({ paid: 4500, pending: 0, net: 4500, discrepancies: [] });
  });

  it('counts a row assigned by hand with the rows matched by reference: a place paid by both balances', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference } = await transferRunner(id, 'bank-part-assigned');
    const first = await importCsv(id, owner, csvOf(['20,00', reference]));
    expect(first.body).toEqual({ rows: 1, ...rowCounts({ partial: 1 }) });
    const rest = await importCsv(id, owner, csvOf(['25,00', 'Rest vom Startgeld']));
    expect(rest.body).toEqual({ rows: 1, ...rowCounts({ unmatched: 1 }) });
    const assigned = await assignOnlyUnmatched(id, owner, runner);
    expect(assigned.body).toMatchObject({ state: 'assigned', userId: runner.uid });
    expect(await statusOf(id, runner)).toBe('confirmed');
    const books = await booksOf(id, owner);
    expect(books.body).toMatchObject({ paid: 4500, pending: 0, net: 4500, discrepancies: [] });
  });
});

describe('importing again', () => {
  it('changes nothing when the same file comes twice, even twice at once: every row a duplicate', async () => {
    const id = await createPricedMarathon(owner);
    const [a, b] = await Promise.all([
      transferRunner(id, 'bank-twice-a'),
      transferRunner(id, 'bank-twice-b'),
    ]);
    const csv = csvOf(
      ['45,00', a.reference],
      ['50,00', b.reference],
      ['30,00', 'no reference at all'],
      ['0,00', 'fee'],
    );
    const [one, two] = await Promise.all([importCsv(id, owner, csv), importCsv(id, owner, csv)]);
    const sum = (key: keyof typeof one.body) => Number(one.body[key]) + Number(two.body[key]);
    expect([sum('matched'), sum('overpaid'), sum('unmatched'), sum('ignored')]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(sum('duplicate')).toBe(4);
    const before = {
      rows: await storedRows(id),
      refunds: (await manualRefunds(id, owner)).length,
      b: (await ledger(id, b.paymentId)).data(),
    };
    const again = await importCsv(id, owner, csv);
    expect(again.body).toEqual({ rows: 4, ...rowCounts({ duplicate: 4 }) });
    expect(await storedRows(id)).toBe(before.rows);
    expect((await manualRefunds(id, owner)).length).toBe(before.refunds);
    expect(before.refunds).toBe(1);
    expect((await ledger(id, b.paymentId)).data()).toEqual(before.b);
    const receipts = (await mailsTo(a.runner.email)).filter((m) => m.subject.startsWith('Receipt'));
    expect(receipts.length).toBeLessThanOrEqual(1);
  });
});

describe('reading statements', () => {
  it('reads thousands separators of both kinds', async () => {
    const id = await createPricedMarathon(owner, {
      prices: [{ label: 'Team', amount: 123456, until: null }],
    });
    const [a, b] = await Promise.all([
      transferRunner(id, 'bank-thousand-a'),
      transferRunner(id, 'bank-thousand-b'),
    ]);
    const german = await importCsv(id, owner, csvOf(['1.234,56', a.reference]));
    expect(german.body).toEqual({ rows: 1, ...rowCounts({ matched: 1 }) });
    const english = await importCsv(
      id,
      owner,
      `Date,Amount,Name,Memo\n2026-05-01,"1,234.56",Bo,${b.reference}\n`,
      { date: 'Date', amount: 'Amount', payer: 'Name', reference: 'Memo' },
    );
    expect(english.body).toEqual({ rows: 1, ...rowCounts({ matched: 1 }) });
    expect([await statusOf(id, a.runner), await statusOf(id, b.runner)]).toEqual([
      'confirmed',
      'confirmed',
    ]);
  });

  it('reads a camt.053 statement: credits matched by reference, debits no rows at all', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference, paymentId } = await transferRunner(id, 'bank-camt');
    const entry = (amount: string, sign: string, details: string) =>
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${sign}</CdtDbtInd><BookgDt><Dt>2026-05-02</Dt></BookgDt><NtryDtls><TxDtls>${details}</TxDtls></NtryDtls></Ntry>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>1</Id>
${entry('45.00', 'CRDT', `<RltdPties><Dbtr><Nm>Ada Runner</Nm></Dbtr><DbtrAcct><Id><IBAN>${PAYER_IBAN}</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Ustrd>Startgeld ${reference.slice(0, 6)}</Ustrd><Ustrd>${reference.slice(6)}</Ustrd></RmtInf>`)}
${entry('45.00', 'DBIT', `<RmtInf><Ustrd>${reference}</Ustrd></RmtInf>`)}
${entry('10.00', 'CRDT', '<RmtInf><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>')}
</Stmt></BkToCstmrStmt></Document>`;
    const res = await importXml(id, owner, xml);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 2, ...rowCounts({ matched: 1, unmatched: 1 }) });
    expect(await statusOf(id, runner)).toBe('confirmed');
    expect((await ledger(id, paymentId)).get('payerIban')).toBe(PAYER_IBAN);
    expect(await unmatchedOf(id, owner)).toEqual([
      expect.objectContaining({ amount: 1000, reference: 'RF18539007547034' }),
    ]);
    expect((await importXml(id, owner, xml)).body).toEqual({
      rows: 2,
      ...rowCounts({ duplicate: 2 }),
    });
  });

  it('refuses a missing column, too many rows, a bad amount and malformed XML, storing nothing', async () => {
    const id = await createPricedMarathon(owner);
    const { runner, reference } = await transferRunner(id, 'bank-refused');
    const good = csvOf(['45,00', reference]);
    const noColumn = await importCsv(id, owner, good, {
      ...COLUMNS,
      reference: 'Verwendungszweck',
    });
    expect(noColumn.status).toBe(400);
    expect(noColumn.text).toMatch(/columns\.reference/u);
    expect(noColumn.text).toContain('The CSV has no column \\"Verwendungszweck\\".');
    const many = csvOf(
      ...Array.from({ length: 20_001 }, (_, i): [string, string] => ['1,00', `row ${i}`]),
    );
    const tooMany = await importCsv(
      id,
      owner,
      `${good}\r\n${many.split('\r\n').slice(1).join('\r\n')}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toMatch(/more than 20,000 rows/u);
    const badAmount = await importCsv(id, owner, csvOf(['45,00', reference], ['lots', 'x']));
    expect(badAmount.status).toBe(400);
    expect(badAmount.text).toMatch(/Line 3: amount/u);
    const xml = await importXml(
      id,
      owner,
      '<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt></Document>',
    );
    expect(xml.status).toBe(400);
    expect(xml.text).toMatch(/not well formed/u);
    const wrongFormat = await api.call(bank.importBankStatement, {
      params: { id },
      token: owner.token,
      body: { format: 'mt940', text: 'x' } as never,
    });
    expect(wrongFormat.status).toBe(400);
    expect(await storedRows(id)).toBe(0);
    expect(await statusOf(id, runner)).toBe('pending_payment');
    expect(await manualRefunds(id, owner)).toEqual([]);
  });
});
