// A race's bank statement rows (docs/payments.md, "Bank statements"):
// `marathons/{id}/bankTransactions/{txId}`, each row stored once under its id (the bank's own name of
// the transaction, else a checksum of what the bank wrote and its ordinal among rows alike:
// payments/bank-row-id.ts), with what its money did. Every field of a row is read once, here.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Query,
  Timestamp,
} from 'firebase-admin/firestore';
import {
  BANK_TX_STATES,
  type BankTransaction,
  type BankTransactionsPage,
  type BankTxState,
} from '@run/contract/domain/bank';

import { COLLECTIONS } from './collections.js';
import { converterOf, raceCollection } from './converter.js';
import { countIn, oneOf, textIn, textOrNull, timeOrNull } from './field-values.js';
import { pageAs, pageById, type IdPageOptions } from './id-page.js';
import { toIso } from './marathon-doc.js';
import { currencyIn } from './payment-doc.js';

/** A statement's row as the bank wrote it. */
export interface BankRow {
  date: string;
  /** Minor units of `currency`; negative for money going out. */
  amount: number;
  currency: string;
  payer: string;
  iban: string | null;
  /** The purpose text, as the statement wrote it. */
  reference: string;
}

/** A stored row as the code reads it: stored field names, every default resolved here. */
export interface BankTxDoc extends BankRow {
  /** The row's id (the document's id). */
  id: string;
  state: BankTxState;
  /** Whose registration its money credited, once it credited one. */
  userId: string | null;
  /** The ledger entry its money reached, once it reached one. */
  paymentId: string | null;
  /** A row assigned by hand: how its money was credited, as a matched row's state says it. */
  credit: BankTxState | null;
  createdAt: Timestamp | null;
}

const readBankTx = (data: DocumentData, id: string): BankTxDoc => ({
  id,
  date: textIn(data.date),
  amount: countIn(data.amount),
  currency: currencyIn(data.currency),
  payer: textIn(data.payer),
  iban: textOrNull(data.iban),
  reference: textIn(data.reference),
  state: oneOf(BANK_TX_STATES, data.state, 'unmatched'),
  userId: textOrNull(data.userId),
  paymentId: textOrNull(data.paymentId),
  credit: BANK_TX_STATES.find((state) => state === data.credit) ?? null,
  createdAt: timeOrNull(data.createdAt),
});

/**
 * The rows' converter. `bankTxDocs.of(snapshot)` reads any row's snapshot, through the converter or
 * not (a read of a model gives it unchanged); a missing row reads as every default.
 */
export const bankTxDocs = converterOf<BankTxDoc>(readBankTx);

const rows = raceCollection(COLLECTIONS.bankTransactions, bankTxDocs);
const rowsOf = rows.of;

/** A row, read as its model; writes through it `update` stored fields. */
export const bankTxRef = rows.ref;

/** The same row, plain: where it is created with `newBankTxDoc` (a write format, not the model). */
export const newBankTxRef = rows.newRef;

/** What the books read of every row of the race. */
export const bankTxsForBooks = (marathon: DocumentReference): Query<BankTxDoc> =>
  rows.plain(marathon).select('paymentId', 'amount', 'state', 'credit').withConverter(bankTxDocs);

export interface NewBankTx extends BankRow {
  state: BankTxState;
  userId: string | null;
  paymentId: string | null;
}

export const newBankTxDoc = (t: NewBankTx, now: Timestamp) => ({ ...t, createdAt: now });

export function toBankTransaction(t: BankTxDoc): BankTransaction {
  return {
    txId: t.id,
    date: t.date,
    amount: t.amount,
    currency: t.currency,
    payer: t.payer,
    iban: t.iban || null,
    reference: t.reference,
    state: t.state,
    userId: t.userId || null,
    createdAt: toIso(t.createdAt),
  };
}

/** A page of the race's bank transactions by id, `state` filtering them. */
export async function listBankTransactions(
  marathon: DocumentSnapshot,
  options: IdPageOptions<BankTxState>,
): Promise<BankTransactionsPage> {
  return pageAs('transactions', await pageById(rowsOf(marathon.ref), options, toBankTransaction));
}
