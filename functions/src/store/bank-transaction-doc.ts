// A race's bank statement rows (docs/payments.md, "Bank statements"):
// `marathons/{id}/bankTransactions/{txId}`, each row stored once under its id (the bank's own name of
// the transaction, else a checksum of what the bank wrote and its ordinal among rows alike:
// payments/bank-row-id.ts), with what its money did.
import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import {
  BANK_TX_STATES,
  type BankTransaction,
  type BankTransactionsPage,
  type BankTxState,
} from '@run/contract/domain/bank';

import { COLLECTIONS } from './collections.js';
import { pageById, type IdPageOptions } from './id-page.js';
import { toIso } from './marathon-doc.js';

export const bankTxRef = (marathon: DocumentReference, txId: string): DocumentReference =>
  marathon.collection(COLLECTIONS.bankTransactions).doc(txId);

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

export interface NewBankTx extends BankRow {
  state: BankTxState;
  userId: string | null;
  paymentId: string | null;
}

export const newBankTxDoc = (t: NewBankTx, now: Timestamp) => ({ ...t, createdAt: now });

const str = (s: DocumentSnapshot, f: string) => {
  const v: unknown = s.get(f);
  return typeof v === 'string' ? v : '';
};

export const bankTxStateOf = (s: DocumentSnapshot): BankTxState =>
  BANK_TX_STATES.find((x) => x === s.get('state')) ?? 'unmatched';

export function toBankTransaction(s: DocumentSnapshot): BankTransaction {
  const amount: unknown = s.get('amount');
  return {
    txId: s.id,
    date: str(s, 'date'),
    amount: typeof amount === 'number' ? amount : 0,
    currency: str(s, 'currency') || 'USD',
    payer: str(s, 'payer'),
    iban: str(s, 'iban') || null,
    reference: str(s, 'reference'),
    state: bankTxStateOf(s),
    userId: str(s, 'userId') || null,
    createdAt: toIso(s.get('createdAt')),
  };
}

/** A page of the race's bank transactions by id, `state` filtering them. */
export async function listBankTransactions(
  marathon: DocumentSnapshot,
  options: IdPageOptions<BankTxState>,
): Promise<BankTransactionsPage> {
  const page = await pageById(
    marathon.ref.collection(COLLECTIONS.bankTransactions),
    options,
    toBankTransaction,
  );
  return { transactions: page.items, nextCursor: page.nextCursor };
}
