// Importing a bank statement (docs/payments.md, "Bank statements"): every row is read first (a file
// that cannot be read is a 400 and stores nothing), then each row is stored once under its id
// (bank-row-id.ts) with what its money did. Rows whose purpose names a reference of one of the race's bank-transfer
// payments credit it (bank-credit.ts), in the statement's order for each payment; the others are
// stored `ignored` (nothing received) or `unmatched`, in batches.
import { Timestamp, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import {
  BANK_IMPORT_COUNTS,
  type BankImportAnswer,
  type BankImportCount,
  type BankImportInput,
  type BankTxState,
} from '@run/contract/domain/bank';
import { findBankReferences, minorDigits } from '@run/contract/domain/money';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { inPool } from '../lib/pool.js';
import {
  bankTxRef,
  newBankTxDoc,
  newBankTxRef,
  type BankRow,
} from '../store/bank-transaction-doc.js';
import { marathonOf } from '../store/marathon-doc.js';
import { paymentsByProviderRef, type PaymentDoc } from '../store/payment-doc.js';
import { creditPayment, type RowClaim } from './bank-credit.js';
import { rowIds } from './bank-row-id.js';
import { readCsvStatement, type Statement } from './bank-statement.js';
import { readCamt053 } from './camt053.js';

/** Rows per batch or read, and how many at once. */
const CHUNK = 500;
const IN_FLIGHT = 4;
/** Firestore's `in` takes at most 30 values. */
const IN_MAX = 30;

interface Row extends BankRow {
  txId: string;
}

/** The claim of a row read from a statement: created once; already there, a duplicate. */
export function importClaim(marathon: DocumentSnapshot, row: Row): RowClaim {
  // Plain: the claim only asks whether the row exists, and creates it.
  const ref = newBankTxRef(marathon.ref, row.txId);
  const { txId: _id, ...fields } = row;
  return {
    ref,
    open: (stored) => !stored.exists,
    write: (writer, state, userId, paymentId) =>
      writer.create(
        ref,
        newBankTxDoc(
          { ...fields, state, userId: userId || null, paymentId: paymentId || null },
          Timestamp.now(),
        ),
      ),
  };
}

/** The race's bank-transfer ledger entries by their references. */
async function paymentsByReference(marathon: DocumentSnapshot, references: readonly string[]) {
  const found = new Map<string, DocumentSnapshot<PaymentDoc>>();
  const chunks: string[][] = [];
  for (let i = 0; i < references.length; i += IN_MAX) chunks.push(references.slice(i, i + IN_MAX));
  await inPool(chunks, IN_FLIGHT, async (chunk) => {
    const snap = await paymentsByProviderRef(marathon.ref, chunk).get();
    for (const doc of snap.docs) {
      const entry = doc.data();
      if (entry.method === 'bank_transfer') found.set(String(entry.providerRef), doc);
    }
  });
  return found;
}

/** Rows that credit nobody, stored in batches; a row stored already (by any import) is a duplicate. */
async function storePlain(
  marathon: DocumentSnapshot,
  rows: ReadonlyArray<{ row: Row; state: BankTxState }>,
  count: (c: BankImportCount) => void,
): Promise<void> {
  const chunks: Array<typeof rows> = [];
  for (let i = 0; i < rows.length; i += CHUNK) chunks.push(rows.slice(i, i + CHUNK));
  await inPool(chunks, IN_FLIGHT, async (chunk) => {
    const stored = await db().getAll(...chunk.map(({ row }) => bankTxRef(marathon.ref, row.txId)));
    const seen = new Set(stored.filter((s) => s.exists).map((s) => s.id));
    const fresh = chunk.filter(({ row }, i) => {
      // The same row twice in one file counts once.
      const first = chunk.findIndex((c) => c.row.txId === row.txId) === i;
      return first && !seen.has(row.txId);
    });
    const write = (batch: WriteBatch, { row, state }: (typeof rows)[number]) =>
      importClaim(marathon, row).write(batch, state, '', '');
    const batch = db().batch();
    for (const item of fresh) write(batch, item);
    try {
      await batch.commit();
      for (const { state } of fresh) count(state as BankImportCount);
    } catch (err) {
      if (grpcCode(err) !== GRPC.ALREADY_EXISTS) throw err;
      // Another import stored some of them meanwhile: each on its own, so each counts once.
      await inPool(fresh, IN_FLIGHT, async (item) => {
        const one = db().batch();
        write(one, item);
        try {
          await one.commit();
          count(item.state as BankImportCount);
        } catch (e) {
          if (grpcCode(e) !== GRPC.ALREADY_EXISTS) throw e;
          count('duplicate');
        }
      });
    }
    for (let i = 0; i < chunk.length - fresh.length; i += 1) count('duplicate');
  });
}

/** The rows an import before bank ids stored under their checksum: imported already. */
async function storedEarlier(
  marathon: DocumentSnapshot,
  earlier: ReadonlyArray<string | null>,
): Promise<Set<string>> {
  const ids = earlier.filter((id): id is string => id !== null);
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  const found = new Set<string>();
  await inPool(chunks, IN_FLIGHT, async (chunk) => {
    const stored = await db().getAll(...chunk.map((id) => bankTxRef(marathon.ref, id)));
    for (const s of stored) if (s.exists) found.add(s.id);
  });
  return found;
}

export async function importStatement(
  marathon: DocumentSnapshot,
  input: BankImportInput,
): Promise<BankImportAnswer> {
  const { currency } = marathonOf(marathon);
  const statement: Statement =
    input.format === 'csv'
      ? {
          rows: readCsvStatement(input.csv, input.columns, currency, minorDigits(currency)),
          refused: 0,
          notes: [],
        }
      : readCamt053(input.xml, currency);
  const ids = rowIds(statement.rows);
  const earlier = await storedEarlier(
    marathon,
    ids.map((id) => id.earlierId),
  );
  const counts = Object.fromEntries(BANK_IMPORT_COUNTS.map((c) => [c, 0])) as Record<
    BankImportCount,
    number
  >;
  const count = (c: BankImportCount) => {
    counts[c] += 1;
  };
  // A refused row brought nothing this import could count.
  counts.ignored += statement.refused;
  const rows: Row[] = [];
  statement.rows.forEach(({ bankId: _bank, ...row }, i) => {
    const id = ids[i];
    if (id === undefined) return;
    if (id.earlierId !== null && earlier.has(id.earlierId)) count('duplicate');
    else rows.push({ ...row, txId: id.txId });
  });
  // Money in another currency than the race's pays nobody's price: it stays unmatched.
  const references = rows.map((r) =>
    r.amount > 0 && r.currency === currency ? findBankReferences(r.reference) : [],
  );
  const payments = await paymentsByReference(marathon, [...new Set(references.flat())]);
  const byPayment = new Map<string, { payment: DocumentSnapshot<PaymentDoc>; rows: Row[] }>();
  const plain: Array<{ row: Row; state: BankTxState }> = [];
  rows.forEach((row, i) => {
    const payment = (references[i] ?? []).map((r) => payments.get(r)).find((p) => p !== undefined);
    if (payment === undefined) {
      plain.push({ row, state: row.amount <= 0 ? 'ignored' : 'unmatched' });
      return;
    }
    const group = byPayment.get(payment.id) ?? { payment, rows: [] };
    group.rows.push(row);
    byPayment.set(payment.id, group);
  });
  await storePlain(marathon, plain, count);
  // One payment's rows in the statement's order (a second row may complete the first); payments at once.
  await inPool([...byPayment.values()], IN_FLIGHT, async ({ payment, rows: theirs }) => {
    for (const row of theirs) {
      count(await creditPayment(marathon, payment.ref, row, importClaim(marathon, row)));
    }
  });
  const total = statement.rows.length + statement.refused;
  return {
    rows: total,
    ...counts,
    ...(statement.notes.length > 0 ? { refused: statement.notes } : {}),
  };
}
