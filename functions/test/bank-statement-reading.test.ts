// camt.053 statements through the API on the local stack (the files of
// functions/src/payments/fixtures/camt053/, their placeholder references replaced by runners' real
// ones): amounts with three or five decimals read right, a row finer than a cent refused alone, other
// currencies left unmatched, debits no rows, two identical transfers counted twice while the same
// file twice counts once, and hostile or broken XML a 400 with a sentence that stores nothing.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  importXml as importXmlBy,
  manualRefunds as manualRefundsBy,
  rowCounts as counts,
  statusOf,
  storedRows,
  transferRunner,
  unmatchedOf as unmatchedOfBy,
} from './bank-actions.js';
import { accounts } from './users.js';
import { createPricedMarathon, ledger } from './pay.js';

const [owner] = accounts('camt-owner');
const importXml = (id: string, xml: string) => importXmlBy(id, owner, xml);
const manualRefunds = (id: string) => manualRefundsBy(id, owner);
const unmatchedOf = (id: string) => unmatchedOfBy(id, owner);

/** A fixture statement with its placeholder references replaced (`RUN-AAAAAA1` → a real one). */
const statement = (name: string, references: Record<string, string> = {}) =>
  Object.entries(references).reduce(
    (xml, [placeholder, reference]) => xml.replaceAll(placeholder, reference),
    readFileSync(new URL(`../src/payments/fixtures/camt053/${name}.xml`, import.meta.url), 'utf8'),
  );

/** One price of `amount` minor units (EUR) for the race's one distance. */
const priced = (amount: number) =>
  createPricedMarathon(owner, { prices: [{ label: 'Entry', amount, until: null }] });

describe('camt.053 amounts', () => {
  it('reads 8.850 EUR as €8.85 and 5442.09000 EUR as €5,442.09, refusing a row finer than a cent by name', async () => {
    const id = await priced(885);
    const { runner, reference, paymentId } = await transferRunner(id, 'camt-decimals');
    const res = await importXml(id, statement('decimals-eur', { 'RUN-AAAAAA1': reference }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 3,
      ...counts({ matched: 1, unmatched: 1, ignored: 1 }),
      refused: [
        "Entry 3 (2026-05-03, Grace Hopper): the amount 45.005 EUR has more decimals than EUR's 2; it was not imported.",
      ],
    });
    expect(await statusOf(id, runner)).toBe('confirmed');
    const entry = await ledger(id, paymentId);
    expect([entry.get('state'), entry.get('received')]).toEqual(['succeeded', 885]);
    // Read as 8,850.00 before, the surplus was staged as a refund to pay: nothing now.
    expect(await manualRefunds(id)).toEqual([]);
    expect(await unmatchedOf(id)).toEqual([
      expect.objectContaining({ amount: 544209, currency: 'EUR', reference: 'RF18539007547034' }),
    ]);
    // The refused row is stored nowhere: the debit is no row either.
    expect(await storedRows(id)).toBe(2);
  });

  it('keeps each row in its own currency: money in another than the race’s credits nobody', async () => {
    const id = await priced(4500);
    const [kwd, eur] = await Promise.all([
      transferRunner(id, 'camt-kwd'),
      transferRunner(id, 'camt-eur'),
    ]);
    const xml = statement('currencies', {
      'RUN-CCCCCC3': kwd.reference,
      'RUN-EEEEEE5': eur.reference,
    });
    const res = await importXml(id, xml);
    expect(res.body).toMatchObject({
      rows: 6,
      ...counts({ matched: 1, unmatched: 3, ignored: 2 }),
    });
    expect(res.body.refused).toHaveLength(2);
    expect(await statusOf(id, eur.runner)).toBe('confirmed');
    expect(await statusOf(id, kwd.runner)).toBe('pending_payment');
    expect((await ledger(id, kwd.paymentId)).get('received')).toBeUndefined();
    const left = await unmatchedOf(id);
    expect(left.map((t) => [t.amount, t.currency]).sort()).toEqual([
      [1200, 'JPY'],
      [12250, 'KWD'],
      [4500, 'JPY'],
    ]);
  });

  it('answers a file of debits only with no rows', async () => {
    const id = await priced(4500);
    const res = await importXml(id, statement('debits-only'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 0, ...counts({}) });
    expect(await storedRows(id)).toBe(0);
  });
});

describe('each transfer once, and every transfer', () => {
  for (const name of ['identical-no-refs', 'identical-with-refs']) {
    it(`counts two identical transfers twice, the second a refund to pay, and the same file again once (${name})`, async () => {
      const id = await priced(4500);
      const { runner, reference, paymentId } = await transferRunner(id, `camt-${name}`);
      const xml = statement(name, { 'RUN-AAAAAA1': reference });
      const first = await importXml(id, xml);
      expect(first.body).toEqual({ rows: 2, ...counts({ matched: 1, late: 1 }) });
      expect(await statusOf(id, runner)).toBe('confirmed');
      const refunds = await manualRefunds(id);
      expect(refunds).toEqual([
        expect.objectContaining({
          userId: runner.uid,
          amount: 4500,
          band: 'late',
          reason: 'Your registration was already paid, so this second payment is not needed.',
        }),
      ]);
      const entry = (await ledger(id, paymentId)).data();
      const again = await importXml(id, xml);
      expect(again.body).toEqual({ rows: 2, ...counts({ duplicate: 2 }) });
      expect(await storedRows(id)).toBe(2);
      expect(await manualRefunds(id)).toHaveLength(1);
      expect((await ledger(id, paymentId)).data()).toEqual(entry);
    });
  }
});

describe('hostile or broken XML', () => {
  it('is a 400 with a sentence, never a 500, and stores nothing', async () => {
    const id = await priced(4500);
    const { runner, reference } = await transferRunner(id, 'camt-hostile');
    const entry = `<Ntry><Amt Ccy="EUR">45.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><NtryDtls><TxDtls><RmtInf><Ustrd>${reference}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const wrap = (inner: string) =>
      `<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt>${inner}</Stmt></BkToCstmrStmt></Document>`;
    const files: Array<[string, string, RegExp]> = [
      ['billion laughs', statement('billion-laughs'), /declares a DOCTYPE or entities/u],
      [
        'an external entity',
        `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap(entry)}`,
        /declares a DOCTYPE/u,
      ],
      ['__proto__', statement('prototype-pollution'), /named __proto__, constructor or prototype/u],
      ['constructor', wrap(`<constructor>1</constructor>${entry}`), /named __proto__/u],
      [
        'deep nesting',
        wrap(`${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}${entry}`),
        /nests elements/u,
      ],
      ['cut short', statement('truncated'), /not well formed/u],
      ['not XML', 'Booking date;Amount\n2026-05-01;45,00', /is not XML/u],
      ['JSON', '{"Document": {}}', /is not XML/u],
      ['too many entries', wrap(entry.repeat(20_001)), /more than 20,000 rows/u],
      ['over 5 MB', wrap(`${entry}<!--${'x'.repeat(5 * 1024 * 1024)}-->`), /at most 5 MB/u],
    ];
    for (const [what, xml, sentence] of files) {
      const res = await importXml(id, xml);
      expect(res.status, what).toBe(400);
      expect(res.text, what).toMatch(sentence);
    }
    expect(await storedRows(id)).toBe(0);
    expect(await statusOf(id, runner)).toBe('pending_payment');
    expect(await manualRefunds(id)).toEqual([]);
  });
});
