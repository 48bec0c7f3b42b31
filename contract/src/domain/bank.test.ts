import { describe, expect, it } from 'vitest';

import { bankImportSchema } from './bank.js';
import { guessBankColumns } from './bank-columns.js';

describe('guessBankColumns', () => {
  it('recognises the header names of English and German bank exports', () => {
    expect(
      guessBankColumns(['Buchungstag', 'Auftraggeber', 'Verwendungszweck', 'Betrag', 'IBAN']),
    ).toEqual({
      date: 'Buchungstag',
      payer: 'Auftraggeber',
      reference: 'Verwendungszweck',
      amount: 'Betrag',
      iban: 'IBAN',
    });
    expect(guessBankColumns(['Booking Date', 'Amount', 'Counterparty', 'Description'])).toEqual({
      date: 'Booking Date',
      amount: 'Amount',
      payer: 'Counterparty',
      reference: 'Description',
    });
    expect(guessBankColumns(['Col1', 'Col2'])).toEqual({});
  });
});

describe('bankImportSchema', () => {
  it('takes a CSV with its four columns named, or a camt.053 XML, and nothing else', () => {
    const columns = { date: 'D', amount: 'A', payer: 'P', reference: 'R' };
    expect(bankImportSchema.safeParse({ format: 'csv', csv: 'D,A,P,R', columns }).success).toBe(
      true,
    );
    expect(bankImportSchema.safeParse({ format: 'camt053', xml: '<Document/>' }).success).toBe(
      true,
    );
    const noReference = bankImportSchema.safeParse({
      format: 'csv',
      csv: 'x',
      columns: { date: 'D', amount: 'A', payer: 'P' },
    });
    expect(noReference.error?.issues.map((i) => i.path.join('.'))).toEqual(['columns.reference']);
    expect(bankImportSchema.safeParse({ format: 'mt940', text: 'x' }).success).toBe(false);
    expect(bankImportSchema.safeParse({ format: 'camt053', xml: '' }).success).toBe(false);
  });
});
