// Row ids: the same file read twice gives the same ids; two genuine identical transfers, two ids;
// the bank's own id wins where given; a row an earlier import stored keeps its old id in view.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { rowChecksum, rowIds } from './bank-row-id.js';
import { readCsvStatement, type StatementRow } from './bank-statement.js';
import { readCamt053 } from './camt053.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/camt053/${name}.xml`, import.meta.url), 'utf8');

const row = (more: Partial<StatementRow> = {}): StatementRow => ({
  date: '2026-05-06',
  amount: 4500,
  currency: 'EUR',
  payer: 'Ada Lovelace',
  iban: null,
  reference: 'RUN-AAAAAA1',
  bankId: null,
  ...more,
});

describe('rowIds', () => {
  it('gives two identical transfers without bank ids two ids, the first its bare checksum', () => {
    const rows = readCamt053(fixture('identical-no-refs'), 'EUR').rows;
    const ids = rowIds(rows);
    const [first, second] = ids;
    expect(first?.txId).toBe(rowChecksum(rows[0] ?? row()));
    expect(second?.txId).not.toBe(first?.txId);
    expect(ids.map((i) => i.earlierId)).toEqual([null, null]);
    // The same file again: the same ids, so the second import counts each once.
    expect(rowIds(readCamt053(fixture('identical-no-refs'), 'EUR').rows)).toEqual(ids);
  });

  it('gives two identical transfers with the bank’s references two ids, kept on re-reading', () => {
    const ids = rowIds(readCamt053(fixture('identical-with-refs'), 'EUR').rows);
    expect(new Set(ids.map((i) => i.txId)).size).toBe(2);
    expect(rowIds(readCamt053(fixture('identical-with-refs'), 'EUR').rows)).toEqual(ids);
  });

  it('names the checksum an earlier import stored a banked row under, for the first alike only', () => {
    const rows = [row({ bankId: 'AcctSvcrRef:1' }), row({ bankId: 'AcctSvcrRef:2' })];
    const [first, second] = rowIds(rows);
    expect(first?.earlierId).toBe(rowChecksum(row()));
    expect(first?.txId).not.toBe(first?.earlierId);
    // The old import stored one record for both; the second was never imported.
    expect(second?.earlierId).toBeNull();
  });

  it('counts ordinals among the rows alike: other rows between them change nothing', () => {
    const a = row();
    const b = row({ payer: 'Grace Hopper' });
    const together = rowIds([a, a, b]).map((i) => i.txId);
    const apart = rowIds([a, b, a]).map((i) => i.txId);
    expect([apart[0], apart[2], apart[1]]).toEqual(together);
  });

  it('tells rows apart by amount, date, payer, reference; a bank id by amount and currency too', () => {
    const ids = rowIds([
      row(),
      row({ amount: 4501 }),
      row({ date: '2026-05-07' }),
      row({ payer: 'Ada' }),
      row({ reference: 'RUN-AAAAAA2' }),
      row({ bankId: 'EndToEndId:X' }),
      row({ bankId: 'EndToEndId:X', amount: 100 }),
      row({ bankId: 'EndToEndId:X', currency: 'USD' }),
    ]);
    expect(new Set(ids.map((i) => i.txId)).size).toBe(8);
  });

  it('applies the ordinal rule to CSV rows, which carry no bank id', () => {
    const csv =
      'Date;Name;Purpose;Amount\n2026-05-06;Ada;RUN-AAAAAA1;45,00\n2026-05-06;Ada;RUN-AAAAAA1;45,00\n';
    const columns = { date: 'Date', amount: 'Amount', payer: 'Name', reference: 'Purpose' };
    const ids = rowIds(readCsvStatement(csv, columns, 'EUR', 2));
    expect(new Set(ids.map((i) => i.txId)).size).toBe(2);
    expect(rowIds(readCsvStatement(csv, columns, 'EUR', 2))).toEqual(ids);
  });
});
