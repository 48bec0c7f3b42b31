// Bank statements (docs/payments.md, "Bank statements"): importing one (payments/bank-import.ts), the
// race's transactions, and the organisers' hand with the rows nobody's reference matched: assigned to
// a runner (credited as a match would be, bank-credit.ts) or discarded.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  BankImportAnswer,
  BankImportInput,
  BankTransaction,
  BankTransactionsPage,
  BankTxState,
} from '@run/contract/domain/bank';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, notFound } from '../lib/http-error.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { isOpenAttempt, stageEndAttempt } from './attempts.js';
import { creditPayment, type RowClaim } from './bank-credit.js';
import { importStatement } from './bank-import.js';
import {
  bankTxDocs,
  bankTxRef,
  listBankTransactions as txPage,
  toBankTransaction,
  type BankTxDoc,
} from '../store/bank-transaction-doc.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { newPaymentDoc, newPaymentId, newPaymentRef, paymentRef } from '../store/payment-doc.js';
import {
  paymentOfRecord,
  registrationOf,
  registrationRef,
  runnerNameOf,
} from '../store/registration-doc.js';

export const importBankStatement = (
  marathon: DocumentSnapshot,
  input: BankImportInput,
): Promise<BankImportAnswer> => importStatement(marathon, input);

export const listBankTransactions = (
  marathon: DocumentSnapshot,
  query: { limit: number; cursor?: string | undefined; state?: BankTxState | undefined },
): Promise<BankTransactionsPage> => txPage(marathon, query);

/** The row, still unmatched; 404 / 409 otherwise. */
async function unmatched(
  marathon: DocumentSnapshot,
  txId: string,
): Promise<{ read: DocumentSnapshot<BankTxDoc>; row: BankTxDoc }> {
  const read = await bankTxRef(marathon.ref, txId).get();
  const row = read.data();
  if (row === undefined) throw notFound('no_such_bank_transaction');
  if (row.state !== 'unmatched') throw conflict('bank_transaction_not_unmatched');
  return { read, row };
}

/**
 * The runner's bank-transfer ledger entry to credit: the one their registration is paying with, else
 * a new one for the price they owe (recorded as an attempt by bank transfer).
 */
async function entryToCredit(marathon: DocumentSnapshot, uid: string) {
  const [registration, lapsed] = await db().getAll(
    registrationRef(marathon.ref, uid),
    lapsedHoldRef(marathon.ref, uid),
  );
  const held = registration?.exists ? registration : lapsed?.exists ? lapsed : null;
  if (held === null) throw notFound('no_such_runner');
  const race = marathonOf(marathon);
  const stored = registrationOf(held);
  const paidWith = stored.payment?.paymentId ?? null;
  if (paidWith !== null) {
    const entry = await paymentRef(marathon.ref, paidWith).get();
    if (entry.data()?.method === 'bank_transfer') return entry.ref;
  }
  const paymentId = newPaymentId();
  const ref = paymentRef(marathon.ref, paymentId);
  const doc = newPaymentDoc(
    {
      paymentId,
      userId: uid,
      runnerName: runnerNameOf(stored),
      distanceId: distanceOfRecord(stored, distancesOf(race)).id,
      method: 'bank_transfer',
      provider: 'bank',
      providerRef: null,
      amount: paymentOfRecord(stored)?.total ?? 0,
      currency: race.currency,
      state: 'started',
    },
    Timestamp.now(),
  );
  // A hold still waiting (or expired: late money may take its place again) makes the row's entry
  // its current attempt, ending the one under way, so the one door in applies it
  // (payments/money-in.ts); anything else is late money, given back by hand.
  await db().runTransaction(async (tx) => {
    const now = await tx.get(held.ref);
    const { status, payment } = registrationOf(now);
    const waiting = now.exists && (status === 'pending_payment' || status === 'expired');
    const before = payment?.paymentId ?? null;
    const last = waiting && before !== null ? await tx.get(paymentRef(marathon.ref, before)) : null;
    if (last && isOpenAttempt(last)) stageEndAttempt(tx, last, doc.createdAt);
    tx.create(newPaymentRef(marathon.ref, paymentId), doc);
    if (waiting) {
      tx.update(held.ref, { 'payment.paymentId': paymentId, 'payment.method': 'bank_transfer' });
    }
  });
  return ref;
}

/** Credits the row to the runner's registration as a match would; twice, 409. */
export async function assignBankTransaction(
  marathon: DocumentSnapshot,
  txId: string,
  userId: string,
): Promise<BankTransaction> {
  const { read, row } = await unmatched(marathon, txId);
  if (row.currency !== marathonOf(marathon).currency) {
    throw conflict('bank_transaction_currency');
  }
  const payment = await entryToCredit(marathon, userId);
  const claim: RowClaim = {
    ref: read.ref,
    open: (now) => now.exists && bankTxDocs.of(now).state === 'unmatched',
    // Guarded by the row as read here: an assignment or discard meanwhile makes this write fail.
    write: (writer, credit, uid, paymentId) =>
      writer.update(
        read.ref,
        { state: 'assigned', credit, userId: uid, paymentId, assignedAt: Timestamp.now() },
        read.updateTime ? { lastUpdateTime: read.updateTime } : undefined,
      ),
  };
  const money = { amount: row.amount, payer: row.payer, iban: row.iban };
  try {
    const credit = await creditPayment(marathon, payment, money, claim);
    if (credit === 'duplicate') throw conflict('bank_transaction_not_unmatched');
  } catch (err) {
    if (grpcCode(err) === GRPC.FAILED_PRECONDITION || grpcCode(err) === GRPC.NOT_FOUND) {
      throw conflict('bank_transaction_not_unmatched');
    }
    throw err;
  }
  return toBankTransaction(bankTxDocs.of(await read.ref.get()));
}

/** Sets the row aside; twice, 409. */
export async function discardBankTransaction(
  marathon: DocumentSnapshot,
  txId: string,
): Promise<BankTransaction> {
  const ref = bankTxRef(marathon.ref, txId);
  await db().runTransaction(async (tx) => {
    const row = (await tx.get(ref)).data();
    if (row === undefined) throw notFound('no_such_bank_transaction');
    if (row.state !== 'unmatched') throw conflict('bank_transaction_not_unmatched');
    tx.update(ref, { state: 'discarded', discardedAt: Timestamp.now() });
  });
  return toBankTransaction(bankTxDocs.of(await ref.get()));
}
