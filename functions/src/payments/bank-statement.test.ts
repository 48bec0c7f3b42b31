import { describe, expect, it } from 'vitest';

import { parseBankAmount, readCamt053, readCsvStatement, rowChecksum } from './bank-statement.js';

describe('parseBankAmount', () => {
  it('reads both thousands conventions, whole and short amounts, and signs', () => {
    expect(parseBankAmount('1.234,56')).toBe(123456);
    expect(parseBankAmount('1,234.56')).toBe(123456);
    expect(parseBankAmount('1.234.567,89')).toBe(123456789);
    expect(parseBankAmount('45')).toBe(4500);
    expect(parseBankAmount('45.5')).toBe(4550);
    expect(parseBankAmount('45,5')).toBe(4550);
    expect(parseBankAmount('-12,00')).toBe(-1200);
    expect(parseBankAmount('12,00-')).toBe(-1200);
    expect(parseBankAmount('+0.00')).toBe(0);
    expect(parseBankAmount("1'234.50")).toBe(123450);
    expect(parseBankAmount('1 234,50')).toBe(123450);
  });

  it('reads one separator before three digits as thousands', () => {
    expect(parseBankAmount('1.234')).toBe(123400);
    expect(parseBankAmount('1,234')).toBe(123400);
  });

  it('takes a currency code or sign around the amount', () => {
    expect(parseBankAmount('EUR 45,00')).toBe(4500);
    expect(parseBankAmount('45,00 €')).toBe(4500);
    expect(parseBankAmount('-$1,000.00')).toBe(-100000);
  });

  it('counts minor units by the currency', () => {
    expect(parseBankAmount('1,500', 0)).toBe(1500);
    expect(parseBankAmount('1500', 0)).toBe(1500);
    expect(parseBankAmount('15.5', 0)).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12a', '1.2.3', '1,23,456.00', '45.678,9.0', '1.2345', '--5']) {
      expect(parseBankAmount(text), text).toBeNull();
    }
  });
});

describe('readCsvStatement', () => {
  const columns = { date: 'Date', amount: 'Amount', payer: 'Name', reference: 'Purpose' };

  it('reads the named columns of each line, a blank amount as nothing received', () => {
    const csv =
      'Date;Name;Purpose;Amount;IBAN\n2026-05-01;Ada;"RUN-ABC\nDEF1";1.234,56;de89 3704\n2026-05-02;Bo;x;\n';
    const rows = readCsvStatement(csv, { ...columns, iban: 'IBAN' }, 'EUR', 2);
    expect(rows).toEqual([
      {
        date: '2026-05-01',
        amount: 123456,
        currency: 'EUR',
        payer: 'Ada',
        iban: 'DE893704',
        reference: 'RUN-ABC\nDEF1',
      },
      { date: '2026-05-02', amount: 0, currency: 'EUR', payer: 'Bo', iban: null, reference: 'x' },
    ]);
    const [first, second] = rows.map(rowChecksum);
    expect(first).toMatch(/^[0-9a-f]{64}$/u);
    expect(first).not.toBe(second);
  });

  it('names a missing column and a line with a bad amount', () => {
    expect(() => readCsvStatement('Date,Amount,Name\n', columns, 'EUR', 2)).toThrow(
      'The CSV has no column "Purpose".',
    );
    expect(() =>
      readCsvStatement('Date,Amount,Name,Purpose\n1,2,3,4\n1,lots,3,4\n', columns, 'EUR', 2),
    ).toThrow(/Line 3: amount "lots"/u);
  });
});

const camt = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${entries}</Stmt></BkToCstmrStmt></Document>`;

describe('readCamt053', () => {
  it('reads each entry: amount, debit sign, date, debtor, IBAN and every reference', () => {
    const xml = camt(`
      <Ntry><Amt Ccy="EUR">45.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-01</Dt></BookgDt>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Ada Lovelace</Nm></Dbtr><DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct></RltdPties>
        <RmtInf><Ustrd>Entry fee RUN-AB</Ustrd><Ustrd>CDEF1</Ustrd><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
      <Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><ValDt><Dt>2026-05-02</Dt></ValDt></Ntry>`);
    expect(readCamt053(xml, 'USD', 2)).toEqual([
      {
        date: '2026-05-01',
        amount: 4500,
        currency: 'EUR',
        payer: 'Ada Lovelace',
        iban: 'DE89370400440532013000',
        reference: 'Entry fee RUN-AB CDEF1 RF18539007547034',
      },
      { date: '2026-05-02', amount: -1000, currency: 'EUR', payer: '', iban: null, reference: '' },
    ]);
  });

  it('reads a batch booking as a row per transfer, each with its own amount, payer and reference', () => {
    const detail = (amount: string, name: string, purpose: string, v4 = false) =>
      `<TxDtls>${v4 ? `<Amt Ccy="EUR">${amount}</Amt>` : `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>`}
        <RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls>`;
    const xml = camt(`
      <Ntry><Amt Ccy="EUR">75.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-03</Dt></BookgDt>
        <NtryDtls>${detail('45.00', 'Ada', 'RUN-AAAA1')}${detail('30.00', 'Grace', 'RUN-BBBB2', true)}</NtryDtls></Ntry>
      <Ntry><Amt Ccy="EUR">20.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-05-04</Dt></BookgDt>
        <NtryDtls><TxDtls><RmtInf><Ustrd>RUN-CCCC3</Ustrd></RmtInf></TxDtls><TxDtls><RmtInf><Ustrd>RUN-DDDD4</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`);
    const rows = readCamt053(xml, 'EUR', 2);
    expect(rows.map((r) => [r.date, r.amount, r.payer, r.reference])).toEqual([
      ['2026-05-03', 4500, 'Ada', 'RUN-AAAA1'],
      ['2026-05-03', 3000, 'Grace', 'RUN-BBBB2'],
      // Details without amounts of their own cannot be split: one row, both references.
      ['2026-05-04', 2000, '', 'RUN-CCCC3 RUN-DDDD4'],
    ]);
    expect(new Set(rows.map(rowChecksum)).size).toBe(3);
  });

  it('refuses XML that is not well formed, or not a statement', () => {
    expect(() => readCamt053('<Document><BkToCstmrStmt></Document>', 'EUR', 2)).toThrow(
      /not well formed/u,
    );
    expect(() => readCamt053('<Other/>', 'EUR', 2)).toThrow(/not a camt\.053 statement/u);
  });
});
