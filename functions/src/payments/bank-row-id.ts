// A statement row's id, its document's name under `bankTransactions` (docs/decisions/
// 0025-bank-row-identity.md): the same transaction read again (the same file imported twice, this
// week's file overlapping last week's) has the same id, and two genuine transfers have two, even when
// they look alike in every column.
import { createHash } from 'node:crypto';

import type { StatementRow } from './bank-statement.js';

const sha256 = (parts: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** What the bank wrote of a row: its date, amount, payer and purpose text (the id of 0022). */
export const rowChecksum = (row: Pick<StatementRow, 'date' | 'amount' | 'payer' | 'reference'>) =>
  sha256([row.date, row.amount, row.payer, row.reference]);

export interface RowId {
  txId: string;
  /**
   * The id an import before bank ids gave this row (its checksum), when that differs from `txId`:
   * a record stored there means the row was imported then.
   */
  earlierId: string | null;
}

/**
 * Each row's id, in the statement's order. A row the bank gave an id of its own is that id (with its
 * date, amount and currency, so a payer's end-to-end id used again for other money is another row).
 * Otherwise it is the checksum of what the bank wrote and the row's ordinal among the file's rows
 * alike: the first keeps the bare checksum (the id imports gave it before ordinals), the second of
 * two identical transfers is another row, and the same file imported again gives the same ids.
 */
export function rowIds(rows: readonly StatementRow[]): RowId[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const checksum = rowChecksum(row);
    const nth = seen.get(checksum) ?? 0;
    seen.set(checksum, nth + 1);
    if (row.bankId !== null) {
      const txId = sha256(['bank', row.bankId, row.date, row.amount, row.currency]);
      return { txId, earlierId: nth === 0 ? checksum : null };
    }
    const txId =
      nth === 0 ? checksum : sha256([row.date, row.amount, row.payer, row.reference, nth]);
    return { txId, earlierId: null };
  });
}
