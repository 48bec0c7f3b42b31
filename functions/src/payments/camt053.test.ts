// Reading camt.053 statements (fixtures/camt053/, written from the ISO 20022 schema): amounts by
// their own currency's minor unit, rows refused one by one, batch bookings, debits, currencies, and
// the bank's own ids of the rows.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { decimalToMinor, readCamt053 } from './camt053.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/camt053/${name}.xml`, import.meta.url), 'utf8');

const brief = (xml: string, currency = 'EUR') => {
  const read = readCamt053(xml, currency);
  return {
    rows: read.rows.map((r) => [r.amount, r.currency, r.payer, r.reference]),
    refused: read.refused,
    notes: read.notes,
  };
};

describe('decimalToMinor', () => {
  // 0.1 + 0.2 is not 0.3 in floats; here it is text.
  it.each([
    ['8.850', 2, 885],
    ['5442.09000', 2, 544209],
    ['45', 2, 4500],
    ['45.', 2, 4500],
    ['.5', 2, 50],
    ['+0.10', 2, 10],
    ['0.07', 2, 7],
    ['12.250', 3, 12250],
    ['4500', 0, 4500],
    ['1200.000', 0, 1200],
    ['1234567890123.45', 2, 123456789012345],
  ] as const)(
    'takes %s to the minor unit of %i decimals, without floats: %i',
    (text, decimals, minor) => {
      expect(decimalToMinor(text, decimals)).toBe(minor);
    },
  );

  it('says when a digit is finer than the minor unit, or the amount too large', () => {
    expect(decimalToMinor('45.005', 2)).toBe('finer');
    expect(decimalToMinor('99.5', 0)).toBe('finer');
    expect(decimalToMinor('0.7505', 3)).toBe('finer');
    expect(decimalToMinor('99999999999999999.99', 2)).toBe('large');
  });

  it('refuses what is not an unsigned decimal', () => {
    for (const text of ['', '.', '-5.00', '1,50', '1e3', '12 00', 'EUR 5', '0x10', ' 5']) {
      expect(decimalToMinor(text, 2), text).toBeNull();
    }
  });
});

describe('readCamt053', () => {
  it('reads three and five decimals right, refuses a row finer than a cent by name, skips debits', () => {
    const read = readCamt053(fixture('decimals-eur'), 'EUR');
    expect(read.rows).toEqual([
      {
        date: '2026-05-03',
        amount: 885,
        currency: 'EUR',
        payer: 'Ada Lovelace',
        iban: 'DE89370400440532013000',
        reference: 'RUN-AAAAAA1 T-shirt',
        bankId: 'NtryAcctSvcrRef:2026050300000101',
      },
      {
        date: '2026-05-03',
        amount: 544209,
        currency: 'EUR',
        payer: 'Harriers Running Club',
        iban: 'DE44500105175407324931',
        reference: 'RF18539007547034',
        bankId: 'NtryAcctSvcrRef:2026050300000102',
      },
    ]);
    expect(read.refused).toBe(1);
    expect(read.notes).toEqual([
      "Entry 3 (2026-05-03, Grace Hopper): the amount 45.005 EUR has more decimals than EUR's 2; it was not imported.",
    ]);
  });

  it('keeps each row in its own currency, by that currency’s minor unit', () => {
    expect(brief(fixture('currencies'))).toEqual({
      rows: [
        [12250, 'KWD', 'Fatima Al-Sabah', 'RUN-CCCCCC3'],
        [4500, 'JPY', 'Sato Haruki', 'RUN-DDDDDD4'],
        [1200, 'JPY', '', ''],
        [4500, 'EUR', 'Müller & Co', 'RUN-EEEEEE5'],
      ],
      refused: 2,
      notes: [
        "Entry 2 (2026-05-03, Omar): the amount 0.7505 KWD has more decimals than KWD's 3; it was not imported.",
        "Entry 5 (2026-05-03): the amount 99.5 JPY has more decimals than JPY's 0; it was not imported.",
      ],
    });
  });

  it('reads a batch booking as a row per transfer, each with its own amount and id', () => {
    const read = readCamt053(fixture('batch'), 'EUR');
    expect(read.rows.map((r) => [r.amount, r.payer, r.reference, r.bankId])).toEqual([
      [4500, 'Ada', 'RUN-AAAAAA1', 'AcctSvcrRef:BATCH-20260504-17-1'],
      [3000, 'Grace', 'RUN-BBBBBB2', 'NtryAcctSvcrRef:BATCH-20260504-17#2'],
      [4500, 'Grace', 'RUN-BBBBBB2', 'NtryAcctSvcrRef:BATCH-20260504-17#3'],
    ]);
  });

  it('reads a file of debits only as no rows', () => {
    expect(readCamt053(fixture('debits-only'), 'EUR')).toEqual({ rows: [], refused: 0, notes: [] });
  });

  it('takes the bank’s own ids where given, NOTPROVIDED being none', () => {
    const without = readCamt053(fixture('identical-no-refs'), 'EUR').rows;
    expect(without.map((r) => r.bankId)).toEqual([null, null]);
    const withRefs = readCamt053(fixture('identical-with-refs'), 'EUR').rows;
    expect(withRefs.map((r) => r.bankId)).toEqual([
      'NtryAcctSvcrRef:2026050600000301',
      'NtryAcctSvcrRef:2026050600000302',
    ]);
  });

  it('prefers the transfer’s AcctSvcrRef, then the entry’s, NtryRef, EndToEndId, TxId', () => {
    const entry = (entryRefs: string, refs: string) =>
      `<Document><BkToCstmrStmt><Stmt><Ntry>${entryRefs}<Amt Ccy="EUR">1</Amt><CdtDbtInd>CRDT</CdtDbtInd>
        <NtryDtls><TxDtls><Refs>${refs}</Refs></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const idOf = (entryRefs: string, refs: string) =>
      readCamt053(entry(entryRefs, refs), 'EUR').rows[0]?.bankId;
    const all = '<AcctSvcrRef>A</AcctSvcrRef><EndToEndId>E</EndToEndId><TxId>T</TxId>';
    expect(idOf('<NtryRef>N</NtryRef><AcctSvcrRef>B</AcctSvcrRef>', all)).toBe('AcctSvcrRef:A');
    expect(idOf('<NtryRef>N</NtryRef><AcctSvcrRef>B</AcctSvcrRef>', '')).toBe('NtryAcctSvcrRef:B');
    expect(idOf('<NtryRef>N</NtryRef>', '<EndToEndId>E</EndToEndId>')).toBe('NtryRef:N');
    expect(idOf('', '<EndToEndId>E</EndToEndId><TxId>T</TxId>')).toBe('EndToEndId:E');
    expect(idOf('', '<EndToEndId>NOTPROVIDED</EndToEndId><TxId>T</TxId>')).toBe('TxId:T');
    expect(idOf('<NtryRef>NONREF</NtryRef>', '<EndToEndId>NOTPROVIDED</EndToEndId>')).toBeNull();
  });

  it('refuses an amount that is not a decimal, naming the entry, and an amount without a currency code', () => {
    const one = (amount: string) =>
      `<Document><BkToCstmrStmt><Stmt><Ntry>${amount}<CdtDbtInd>CRDT</CdtDbtInd></Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect(() => readCamt053(one('<Amt Ccy="EUR">1,50</Amt>'), 'EUR')).toThrow(
      'Entry 1: Amt "1,50" is not an amount.',
    );
    expect(readCamt053(one('<Amt Ccy="euro">1.50</Amt>'), 'EUR').notes).toEqual([
      'Entry 1 (no date or payer): "euro" is not a currency code; it was not imported.',
    ]);
    // An amount naming no currency is in the race's.
    expect(readCamt053(one('<Amt>1.5</Amt>'), 'JPY').refused).toBe(1);
    expect(readCamt053(one('<Amt>1.5</Amt>'), 'KWD').rows[0]).toMatchObject({
      amount: 1500,
      currency: 'KWD',
    });
  });

  it('names the first twenty refused rows and counts the rest', () => {
    const entries = Array.from(
      { length: 25 },
      () => '<Ntry><Amt Ccy="EUR">1.001</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>',
    ).join('');
    const read = readCamt053(
      `<Document><BkToCstmrStmt><Stmt>${entries}</Stmt></BkToCstmrStmt></Document>`,
      'EUR',
    );
    expect(read.refused).toBe(25);
    expect(read.notes).toHaveLength(21);
    expect(read.notes.at(-1)).toBe('5 more rows were refused alike.');
  });
});

const camt = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${entries}</Stmt></BkToCstmrStmt></Document>`;

describe('readCamt053, entry by entry', () => {
  it('reads a credit’s amount, date, debtor, IBAN and every reference; a debit is no row', () => {
    const xml = camt(`
      <Ntry><Amt Ccy="EUR">45.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-01</Dt></BookgDt>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Ada Lovelace</Nm></Dbtr><DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct></RltdPties>
        <RmtInf><Ustrd>Entry fee RUN-AB</Ustrd><Ustrd>CDEF1</Ustrd><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
      <Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><ValDt><Dt>2026-05-02</Dt></ValDt></Ntry>
      <Ntry><Amt Ccy="EUR">7.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><ValDt><Dt>2026-05-02</Dt></ValDt><AddtlNtryInf>Interest</AddtlNtryInf></Ntry>`);
    expect(readCamt053(xml, 'USD').rows).toEqual([
      {
        date: '2026-05-01',
        amount: 4500,
        currency: 'EUR',
        payer: 'Ada Lovelace',
        iban: 'DE89370400440532013000',
        reference: 'Entry fee RUN-AB CDEF1 RF18539007547034',
        bankId: null,
      },
      {
        date: '2026-05-02',
        amount: 700,
        currency: 'EUR',
        payer: '',
        iban: null,
        reference: 'Interest',
        bankId: null,
      },
    ]);
  });

  it('splits a batch whose transfers all carry amounts (V02 AmtDtls or V08 Amt), else keeps one row', () => {
    const detail = (amount: string, name: string, purpose: string, v8 = false) =>
      `<TxDtls>${v8 ? `<Amt Ccy="EUR">${amount}</Amt>` : `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>`}
        <RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls>`;
    const xml = camt(`
      <Ntry><Amt Ccy="EUR">75.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-03</Dt></BookgDt>
        <NtryDtls>${detail('45.00', 'Ada', 'RUN-AAAA1')}${detail('30.00', 'Grace', 'RUN-BBBB2', true)}</NtryDtls></Ntry>
      <Ntry><Amt Ccy="EUR">20.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-04</Dt></BookgDt>
        <NtryDtls><TxDtls><RmtInf><Ustrd>RUN-CCCC3</Ustrd></RmtInf></TxDtls><TxDtls><RmtInf><Ustrd>RUN-DDDD4</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`);
    expect(
      readCamt053(xml, 'EUR').rows.map((r) => [r.date, r.amount, r.payer, r.reference]),
    ).toEqual([
      ['2026-05-03', 4500, 'Ada', 'RUN-AAAA1'],
      ['2026-05-03', 3000, 'Grace', 'RUN-BBBB2'],
      // Details without amounts of their own cannot be split: one row, both references.
      ['2026-05-04', 2000, '', 'RUN-CCCC3 RUN-DDDD4'],
    ]);
  });

  it('refuses XML that is not a statement', () => {
    expect(() => readCamt053('<Other/>', 'EUR')).toThrow(/not a camt\.053 statement/u);
  });
});
