// A payment's receipt through the API on the local stack (docs/payments.md, "Receipts"): a runner
// pays a priced place with a discount code on the test provider and reads the receipt (its number,
// the race, the distance, the amounts from the ledger, the method and the organiser's details) and
// its PDF, linked from the receipt mail; the race's organiser reads it too; anybody else gets 404.
// A transfer not yet received has no number and no PDF. The organiser's details are set, kept and
// cleared by an edit.
import * as payments from '@run/contract/endpoints/payments';
import type { Receipt } from '@run/contract/domain/api-types';
import { beforeAll, describe, expect, it } from 'vitest';

import { applyWithCode, createCode } from './coupon-actions.js';
import { api } from './helpers.js';
import { editableOf, editMarathon, marathonOf } from './marathon-actions.js';
import { createPricedMarathon, sendTestEvent, startCard, startPayment, testEvent } from './pay.js';
import { readPdf } from './pdf-text.js';
import { adminDb } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';

const [owner, stranger] = accounts('receipt-owner', 'receipt-stranger');

const ISSUER = {
  organiserName: 'Lakeside Running e.V.',
  organiserAddress: 'Seestraße 1\n10115 Berlin',
  vatNumber: 'DE123456789',
};

const receiptOf = (id: string, paymentId: string, user?: TestUser) =>
  api.call(payments.paymentReceipt, {
    params: { id, paymentId },
    ...(user ? { token: user.token } : {}),
  });

const pdfOf = (id: string, paymentId: string, user: TestUser) =>
  api.call(payments.paymentReceiptPdf, { params: { id, paymentId }, token: user.token });

describe('a paid place’s receipt', () => {
  let id = '';
  let runner: TestUser;
  let paymentId = '';
  let total = 0;
  let fee = 0;

  beforeAll(async () => {
    id = await createPricedMarathon(owner, {
      more: { title: 'Receipt Lake Run', runnerFee: { percent: 0, fixed: 150 }, ...ISSUER },
    });
    await createCode(id, owner, { code: 'LAKE10' });
    runner = await signUp('receipt-runner');
    const applied = await applyWithCode(id, runner, { code: 'LAKE10' });
    expect(applied.status).toBe(200);
    total = applied.body.payment?.total ?? 0;
    fee = applied.body.payment?.fee ?? 0;
    paymentId = await startCard(id, runner);
    expect((await sendTestEvent(testEvent(paymentId, total))).status).toBe(200);
  });

  it('says its number, the race, the distance, the amounts, the method and who issues it', async () => {
    const res = await receiptOf(id, paymentId, runner);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('private');
    const receipt: Receipt = res.body;
    expect(receipt.receiptNumber).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/u);
    expect(receipt).toMatchObject({
      paymentId,
      marathonId: id,
      title: 'Receipt Lake Run',
      distanceName: '10K',
      paid: true,
      state: 'succeeded',
      method: 'card',
      price: 4500,
      discount: 1000,
      fee: 150,
      credit: 0,
      total: 3650,
      currency: 'EUR',
      code: 'LAKE10',
      organiser: {
        name: ISSUER.organiserName,
        address: ISSUER.organiserAddress,
        vatNumber: ISSUER.vatNumber,
      },
    });
    // The total is what the ledger took, the same the registration was asked.
    expect([receipt.total, receipt.fee]).toEqual([total, fee]);
    expect(Date.parse(receipt.paidAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
    // The same payment has the same number every time.
    expect((await receiptOf(id, paymentId, runner)).body.receiptNumber).toBe(receipt.receiptNumber);
  });

  it('is linked from the receipt mail', async () => {
    const mails = await adminDb().collection('mail').where('to', '==', runner.email).get();
    const texts = mails.docs
      .filter((d) => String(d.get('message.subject')).startsWith('Receipt:'))
      .map((d) => String(d.get('message.text')));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`/marathons/${id}/receipts/${paymentId}`);
  });

  it('is the race organiser’s to read too, and nobody else’s (404)', async () => {
    expect((await receiptOf(id, paymentId, owner)).status).toBe(200);
    const other = await receiptOf(id, paymentId, stranger);
    expect(other.status).toBe(404);
    expect((await pdfOf(id, paymentId, stranger)).status).toBe(404);
    expect((await receiptOf(id, 'no-such-payment', runner)).status).toBe(404);
    expect((await receiptOf('no-such-race', paymentId, runner)).status).toBe(404);
    expect((await receiptOf(id, paymentId)).status).toBe(401);
  });

  it('is a one-page PDF with the same content', async () => {
    const res = await pdfOf(id, paymentId, runner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toContain('private');
    expect(Buffer.from(res.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { receiptNumber } = (await receiptOf(id, paymentId, runner)).body;
    const pdf = await readPdf(res.bytes);
    expect(pdf.pages).toBe(1);
    for (const line of [
      'Receipt Lake Run',
      '10K',
      receiptNumber ?? 'a number',
      'Lakeside Running e.V.',
      'Seestraße 1',
      '10115 Berlin',
      'VAT number: DE123456789',
      'Discount (LAKE10)',
      // The euro sign is WinAnsi's 0x80, which Latin-1 does not read: the amount and its currency.
      'Total paid (EUR)',
      '36.50',
      'Card',
    ]) {
      expect(pdf.text).toContain(line);
    }
  });
});

describe('a payment not received yet', () => {
  it('has no number and no PDF; a transfer says its reference', async () => {
    const id = await createPricedMarathon(owner);
    const runner = await signUp('receipt-transfer');
    await applyWithCode(id, runner, {});
    const started = await startPayment(id, runner, 'bank_transfer');
    expect(started.status).toBe(201);
    const { paymentId, instructions } = started.body;
    const res = await receiptOf(id, paymentId, runner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      receiptNumber: null,
      paid: false,
      state: 'started',
      method: 'bank_transfer',
      bankReference: instructions?.reference,
      total: 4500,
      paidAt: null,
      organiser: { name: null, address: null, vatNumber: null },
    });
    const pdf = await pdfOf(id, paymentId, runner);
    expect(pdf.status).toBe(409);
  });
});

describe('the organiser’s details on the race', () => {
  it('are set by an edit, kept when left out, and cleared by null', async () => {
    const id = await createPricedMarathon(owner);
    const race = await marathonOf(id);
    expect(race.vatNumber).toBeUndefined();
    // Without `distances`, a race of one distance keeps its own (prices and all).
    const base = editableOf(race);
    const set = await editMarathon(id, owner, { ...base, ...ISSUER });
    expect(set.status).toBe(200);
    expect(await marathonOf(id)).toMatchObject(ISSUER);
    // Left out: kept (an edit form of another version sends none).
    const again = await editMarathon(id, owner, base);
    expect(again.body).toMatchObject({ modifiedCount: 0 });
    const cleared = await editMarathon(id, owner, {
      ...base,
      vatNumber: null,
      organiserAddress: '',
    });
    expect(cleared.status).toBe(200);
    const after = await marathonOf(id);
    expect(after.organiserName).toBe(ISSUER.organiserName);
    expect(after.vatNumber).toBeUndefined();
    expect(after.organiserAddress).toBeUndefined();
    const tooLong = await editMarathon(id, owner, { ...base, vatNumber: 'X'.repeat(21) });
    expect(tooLong.status).toBe(400);
  });
});
