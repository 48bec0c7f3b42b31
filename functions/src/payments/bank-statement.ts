// Reading a bank statement (docs/payments.md, "Bank statements"): a CSV whose columns the organiser
// named (read by the contract's CSV reader, as results are), or a camt.053 XML statement (camt053.ts).
// Each row becomes the money, the payer and the purpose text; anything that makes the file unreadable
// is a 400 naming the field, before anything is stored.
import { formatCount } from '@run/contract/domain/numbers';
import {
  BANK_COLUMNS,
  BANK_STATEMENT_LIMITS,
  type BankColumn,
  type BankColumnNames,
} from '@run/contract/domain/bank-columns';
import { parseCsv } from '@run/contract/domain/csv-read';
import { refusalSentence } from '@run/contract/domain/refusals';

import { badRequest, badRequestAt } from '../lib/http-error.js';
import type { BankRow } from '../store/bank-transaction-doc.js';

export interface StatementRow extends BankRow {
  /** The bank's own id of the transaction (`AcctSvcrRef:…`), where the statement gives one. */
  bankId: string | null;
}

/** A statement's rows, and the rows refused one by one (the file's other rows still count). */
export interface Statement {
  rows: StatementRow[];
  /** How many rows were refused. */
  refused: number;
  /** A sentence naming each refused row (the first few, then how many more). */
  notes: string[];
}

const MONEY = /^(\d[\d.,]*)$/u;

/**
 * An amount as a bank writes it, in minor units: `1.234,56` and `1,234.56` (the last separator is the
 * decimal one when both appear), `45`, `45.5`, `-12,00`, `12,00-`, spaces or apostrophes between
 * thousands, a currency code or sign around it. One separator followed by exactly three digits is a
 * thousands separator (`1.234` is 1234), but the decimal one in a currency of three decimals. Null when it is not an amount, or has more decimals than the
 * currency's minor unit.
 */
export function parseBankAmount(text: string, digits = 2): number | null {
  let t = text.replace(/[\s\u00a0\u202f'’]/gu, '').replace(/^\p{L}{3}|\p{L}{3}$/gu, '');
  t = t.replace(/^\p{Sc}|\p{Sc}$/gu, '');
  let negative = false;
  if (/^[+-]/u.test(t)) {
    negative = t.startsWith('-');
    t = t.slice(1).replace(/^\p{Sc}/u, '');
  } else if (t.endsWith('-')) {
    negative = true;
    t = t.slice(0, -1);
  }
  if (!MONEY.test(t)) return null;
  const last = Math.max(t.lastIndexOf(','), t.lastIndexOf('.'));
  let whole = t;
  let fraction = '';
  if (last >= 0) {
    const mark = t.charAt(last);
    const other = mark === ',' ? '.' : ',';
    // Three digits after a lone separator are thousands, except in a currency of three decimals
    // (KWD, BHD…), whose banks always write the fils: there `45.500` is 45.5.
    const three = t.length - last - 1 === 3;
    const decimal = t.includes(other) || (t.indexOf(mark) === last && (!three || digits === 3));
    if (decimal) {
      whole = t.slice(0, last);
      fraction = t.slice(last + 1);
      if (whole.includes(mark)) return null;
    }
    const thousands = decimal ? other : mark;
    if (whole.includes(thousands)) {
      if (!new RegExp(`^\\d{1,3}([${thousands}]\\d{3})+$`, 'u').test(whole)) return null;
      whole = whole.replaceAll(thousands, '');
    }
  }
  if (!/^\d+$/u.test(whole) || !/^\d*$/u.test(fraction) || fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return negative && minor !== 0 ? -minor : minor;
}

export function tooManyRows(field: string): never {
  throw badRequestAt(field, 'statement_too_many_rows', {
    rows: formatCount(BANK_STATEMENT_LIMITS.rows),
  });
}

/** The CSV's rows, by the columns the organiser named; 400 naming the column or line at fault. */
export function readCsvStatement(
  csv: string,
  columns: BankColumnNames,
  currency: string,
  digits: number,
): StatementRow[] {
  const [header, ...data] = parseCsv(csv, BANK_STATEMENT_LIMITS.rows + 2);
  if (header === undefined) {
    throw badRequest('csv_empty', [{ field: 'csv', message: 'The CSV is empty' }]);
  }
  if (data.length > BANK_STATEMENT_LIMITS.rows) tooManyRows('csv');
  const at: Partial<Record<BankColumn, number>> = {};
  const problems = [];
  for (const column of BANK_COLUMNS) {
    const name = columns[column];
    if (name === undefined) continue;
    const index = header.cells.findIndex((cell) => cell.trim() === name.trim());
    if (index >= 0) at[column] = index;
    else {
      const message = refusalSentence('csv_column_missing', { column: name });
      problems.push({ field: `columns.${column}`, message, column: name });
    }
  }
  const [missing] = problems;
  if (missing !== undefined) {
    // Every missing column is named; the code's params name the first.
    throw badRequest('csv_column_missing', { column: missing.column }, problems).worded(
      problems.map((p) => p.message).join(' '),
    );
  }
  return data.map(({ line, cells }) => {
    const cell = (column: BankColumn) => {
      const index = at[column];
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const text = cell('amount');
    const amount = text === '' ? 0 : parseBankAmount(text, digits);
    if (amount === null) {
      throw badRequestAt('csv', 'statement_amount_invalid', {
        line: String(line),
        text: text.slice(0, 40),
      });
    }
    return {
      date: cell('date'),
      amount,
      currency,
      payer: cell('payer'),
      iban: ibanOf(cell('iban')),
      reference: cell('reference'),
      bankId: null,
    };
  });
}

export const ibanOf = (text: string): string | null => {
  const iban = text.replace(/\s+/gu, '').toUpperCase();
  return iban === '' ? null : iban;
};
