// What a bank statement import's form needs without its schemas (docs/payments.md, "Bank
// statements"): the limits, the columns and their labels, and the header names the console recognises
// when it fills the column map. Free of zod, so the console's screen does not load the schemas.
import { findColumns, type HeaderCells } from './csv-columns.js';

export const BANK_STATEMENT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 20_000 } as const;

export const BANK_COLUMNS = ['date', 'amount', 'payer', 'reference', 'iban'] as const;
export type BankColumn = (typeof BANK_COLUMNS)[number];
/** Which header cell holds each column (by its text as written in the file). */
export type BankColumnNames = HeaderCells<BankColumn>;

export const BANK_COLUMN_LABELS: Record<BankColumn, string> = {
  date: 'Date',
  amount: 'Amount',
  payer: 'Payer',
  reference: 'Reference',
  iban: 'Payer’s IBAN',
};

/** Header names banks give each column (English and German exports), folded like `foldName`. */
const HEADER_NAMES: Record<BankColumn, readonly string[]> = {
  date: ['date', 'booking date', 'value date', 'buchungstag', 'buchungsdatum', 'valuta', 'datum'],
  amount: ['amount', 'credit', 'betrag', 'umsatz', 'value'],
  payer: [
    'payer',
    'name',
    'counterparty',
    'from',
    'sender',
    'debtor',
    'auftraggeber',
    'zahlungspflichtiger',
    'beguenstigter zahlungspflichtiger',
    'name zahlungsbeteiligter',
  ],
  reference: [
    'reference',
    'purpose',
    'description',
    'details',
    'memo',
    'remittance information',
    'verwendungszweck',
  ],
  iban: ['iban', 'payer iban', 'account', 'kontonummer iban', 'iban zahlungsbeteiligter'],
};

/** The columns a header names, by the names banks commonly give them. */
export function guessBankColumns(header: readonly string[]): BankColumnNames {
  return findColumns(BANK_COLUMNS, HEADER_NAMES, header);
}

/** POST /marathon/{id}/bank-imports. */
