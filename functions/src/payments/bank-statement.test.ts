import { describe, expect, it } from 'vitest';

import { rowChecksum } from './bank-row-id.js';
import { parseBankAmount, readCsvStatement } from './bank-statement.js';

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
    expect(parseBankAmount('1.234', 0)).toBe(1234);
  });

  it('reads three digits after a lone separator as decimals in a currency of three', () => {
    expect(parseBankAmount('45.500', 3)).toBe(45500);
    expect(parseBankAmount('1,250', 3)).toBe(1250);
    expect(parseBankAmount('1,250.750', 3)).toBe(1250750);
    expect(parseBankAmount('12.5', 3)).toBe(12500);
    expect(parseBankAmount('45', 3)).toBe(45000);
    expect(parseBankAmount('0.7505', 3)).toBeNull();
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
        bankId: null,
      },
      {
        date: '2026-05-02',
        amount: 0,
        currency: 'EUR',
        payer: 'Bo',
        iban: null,
        reference: 'x',
        bankId: null,
      },
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
