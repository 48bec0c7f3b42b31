// A statement row's id, its document's name under `bankTransactions`
// (docs/decisions/0022-bank-rows-by-checksum.md): the same transaction read again has the same id.
import { createHash } from 'node:crypto';

import type { StatementRow } from './bank-statement.js';

const sha256 = (parts: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** What the bank wrote of a row: its date, amount, payer and purpose text (the id of 0022). */
export const rowChecksum = (row: Pick<StatementRow, 'date' | 'amount' | 'payer' | 'reference'>) =>
  sha256([row.date, row.amount, row.payer, row.reference]);
