// Reading a bank statement (docs/payments.md, "Bank statements"): a CSV whose columns the organiser
// named (read by the contract's CSV reader, as results are), or a camt.053 XML statement (the ISO
// 20022 format banks export; read with fast-xml-parser). Each row becomes the money, the payer and
// the purpose text; anything that makes the file unreadable is a 400 naming the field, before
// anything is stored.
import { createHash } from 'node:crypto';

import {
  BANK_COLUMN_LABELS,
  BANK_COLUMNS,
  BANK_STATEMENT_LIMITS,
  type BankColumn,
  type BankColumnNames,
} from '@run/contract/domain/bank-columns';
import { parseCsv } from '@run/contract/domain/csv-read';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { badRequest } from '../lib/http-error.js';
import type { BankRow } from '../store/bank-transaction-doc.js';

export type StatementRow = BankRow;

const MONEY = /^(\d[\d.,]*)$/u;

/**
 * An amount as a bank writes it, in minor units: `1.234,56` and `1,234.56` (the last separator is the
 * decimal one when both appear), `45`, `45.5`, `-12,00`, `12,00-`, spaces or apostrophes between
 * thousands, a currency code or sign around it. One separator followed by exactly three digits is a
 * thousands separator (`1.234` is 1234). Null when it is not an amount, or has more decimals than the
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
    const decimal = t.includes(other) || (t.indexOf(mark) === last && t.length - last - 1 !== 3);
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

/** The row's id: the same transaction read twice (the same file imported again) has the same one. */
export function rowChecksum(row: StatementRow): string {
  return createHash('sha256')
    .update(JSON.stringify([row.date, row.amount, row.payer, row.reference]))
    .digest('hex');
}

function tooMany(field: string): never {
  const message = `The statement has more than ${BANK_STATEMENT_LIMITS.rows.toLocaleString('en-US')} rows: split it into smaller files.`;
  throw badRequest(message, [{ field, message }]);
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
    throw badRequest('The CSV is empty.', [{ field: 'csv', message: 'The CSV is empty' }]);
  }
  if (data.length > BANK_STATEMENT_LIMITS.rows) tooMany('csv');
  const at: Partial<Record<BankColumn, number>> = {};
  const problems = [];
  for (const column of BANK_COLUMNS) {
    const name = columns[column];
    if (name === undefined) continue;
    const index = header.cells.findIndex((cell) => cell.trim() === name.trim());
    if (index >= 0) at[column] = index;
    else problems.push({ field: `columns.${column}`, message: `The CSV has no column "${name}".` });
  }
  if (problems.length > 0) {
    throw badRequest(problems.map((p) => p.message).join(' '), problems);
  }
  return data.map(({ line, cells }) => {
    const cell = (column: BankColumn) => {
      const index = at[column];
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const text = cell('amount');
    const amount = text === '' ? 0 : parseBankAmount(text, digits);
    if (amount === null) {
      const message = `Line ${line}: ${BANK_COLUMN_LABELS.amount.toLowerCase()} "${text.slice(0, 40)}" is not an amount like 1,234.56 or 1.234,56.`;
      throw badRequest(message, [{ field: 'csv', message }]);
    }
    return {
      date: cell('date'),
      amount,
      currency,
      payer: cell('payer'),
      iban: ibanOf(cell('iban')),
      reference: cell('reference'),
    };
  });
}

const ibanOf = (text: string): string | null => {
  const iban = text.replace(/\s+/gu, '').toUpperCase();
  return iban === '' ? null : iban;
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;
/** The node at `path` under `node` (the first of a list at each step), or undefined. */
function at(node: unknown, ...path: string[]): unknown {
  let here: unknown = node;
  for (const key of path) {
    if (Array.isArray(here)) here = here[0];
    if (!isNode(here)) return undefined;
    here = here[key];
  }
  return Array.isArray(here) ? here[0] : here;
}
const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v.trim()
    : isNode(v) && typeof v['#text'] === 'string'
      ? v['#text'].trim()
      : '';
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});

function badXml(message: string): never {
  throw badRequest(message, [{ field: 'xml', message }]);
}

/** The payer, IBAN and purpose text of an entry's transaction details (one, or a batch's all). */
function partiesAndPurpose(details: readonly unknown[]) {
  const parties = details.map((d) => at(d, 'RltdPties'));
  const payer =
    parties
      .map((p) => textOf(at(p, 'Dbtr', 'Nm')) || textOf(at(p, 'Dbtr', 'Pty', 'Nm')))
      .find(Boolean) ?? '';
  const iban = parties.map((p) => textOf(at(p, 'DbtrAcct', 'Id', 'IBAN'))).find(Boolean) ?? '';
  const purpose = details.flatMap((d) => {
    const remittance = at(d, 'RmtInf');
    const free = listOf(isNode(remittance) ? remittance.Ustrd : undefined).map(textOf);
    const structured = listOf(isNode(remittance) ? remittance.Strd : undefined).map((s) =>
      textOf(at(s, 'CdtrRefInf', 'Ref')),
    );
    return [...free, ...structured];
  });
  return { payer, iban: ibanOf(iban), purpose };
}

/** A transaction detail's own amount node (`AmtDtls/TxAmt/Amt`, or `Amt` from camt.053 v4 on). */
const detailAmount = (detail: unknown): unknown =>
  at(detail, 'AmtDtls', 'TxAmt', 'Amt') ?? at(detail, 'Amt');

/**
 * A camt.053 statement's rows: each `Ntry` with its amount (`Amt`, negative when `CdtDbtInd` is
 * DBIT), booking (else value) date, the debtor's name and IBAN, and the purpose text (every `Ustrd`
 * and structured creditor reference, joined). A batch booking (an entry of several `TxDtls`, each
 * with its own amount) is a row per transfer, so each runner's reference matches its own money.
 */
export function readCamt053(xml: string, currency: string, digits: number): StatementRow[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    badXml(`The XML is not well formed (line ${valid.err.line}): ${valid.err.msg}`);
  }
  const document: unknown = parser.parse(xml);
  const statements = at(document, 'Document', 'BkToCstmrStmt');
  if (!isNode(statements)) {
    badXml('The XML is not a camt.053 statement (no Document/BkToCstmrStmt).');
  }
  const entries = listOf(statements.Stmt).flatMap((s) => listOf(isNode(s) ? s.Ntry : undefined));
  if (entries.length > BANK_STATEMENT_LIMITS.rows) tooMany('xml');
  const rows = entries.flatMap((entry, index): StatementRow[] => {
    const money = (node: unknown, where: string) => {
      const text = textOf(node);
      const amount = parseBankAmount(text, digits);
      if (amount === null) badXml(`${where}: Amt "${text.slice(0, 40)}" is not an amount.`);
      const debit = textOf(at(entry, 'CdtDbtInd')) === 'DBIT';
      return {
        amount: debit ? -Math.abs(amount) : amount,
        currency: isNode(node) && typeof node['@Ccy'] === 'string' ? node['@Ccy'] : currency,
      };
    };
    const total = money(at(entry, 'Amt'), `Entry ${index + 1}`);
    const date =
      textOf(at(entry, 'BookgDt', 'Dt')) ||
      textOf(at(entry, 'BookgDt', 'DtTm')) ||
      textOf(at(entry, 'ValDt', 'Dt')) ||
      textOf(at(entry, 'ValDt', 'DtTm'));
    const entryDetails = at(entry, 'NtryDtls');
    const details = listOf(isNode(entryDetails) ? entryDetails.TxDtls : undefined);
    if (details.length > 1 && details.every((d) => detailAmount(d) !== undefined)) {
      return details.map((detail, i) => {
        const { payer, iban, purpose } = partiesAndPurpose([detail]);
        const own = money(detailAmount(detail), `Entry ${index + 1}, transaction ${i + 1}`);
        return { date, ...own, payer, iban, reference: purpose.filter(Boolean).join(' ') };
      });
    }
    const { payer, iban, purpose } = partiesAndPurpose(details);
    const extra = textOf(at(entry, 'AddtlNtryInf'));
    return [
      {
        date,
        ...total,
        payer,
        iban,
        reference: [...purpose, ...(purpose.length === 0 && extra ? [extra] : [])]
          .filter(Boolean)
          .join(' '),
      },
    ];
  });
  if (rows.length > BANK_STATEMENT_LIMITS.rows) tooMany('xml');
  return rows;
}
