// A bank statement's row crediting a bank-transfer payment (docs/payments.md, "Bank statements").
// The ledger entry records what the bank paid so far (`received`): paid in full, the registration is
// confirmed exactly as by a succeeded payment (confirm.ts: receipt, race pass); less, it stays held
// and the runner is mailed what is missing; more, it is confirmed and the surplus staged as a refund
// to pay (refunds.ts); money for a registration no longer held takes late.ts's path. The row's record
// is written in the same transaction or batch as its effect, so a row seen again changes nothing.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { BankImportCount, BankTxState } from '@run/contract/domain/bank';

import { db } from '../lib/firestore.js';
import { notifyStored } from '../mail/mail.js';
import { distanceOfRecord, distancesOf, type StoredDistance } from '../store/distances.js';
import { paymentDocs } from '../store/payment-doc.js';
import { registrationOf, registrationRef } from '../store/registration-doc.js';
import { afterConfirmed, confirmAttempt } from './confirm.js';
import { settleLateMoney, SURPLUS } from './late.js';
import { judgeArrival } from './money-in.js';
import { sendStaged, stageRefund, type RefundWriter, type StagedRefund } from './refunds.js';

/** What a row brought. */
export interface BankMoney {
  amount: number;
  payer: string;
  iban: string | null;
}

/** How a row's record makes its money count once. */
export interface RowClaim {
  ref: DocumentReference;
  /** Whether the row, as read in the transaction, may still take effect. */
  open(row: DocumentSnapshot): boolean;
  /** Writes the row's record: what its money did, and whose registration it credited. */
  write(writer: RefundWriter, state: BankTxState, userId: string, paymentId: string): void;
}

export type Credit = Exclude<BankImportCount, 'unmatched' | 'ignored'>;

type Step =
  | { kind: 'duplicate' | 'partial' }
  | { kind: 'late'; uid: string }
  | {
      kind: 'matched' | 'overpaid';
      uid: string;
      distance: StoredDistance;
      staged: StagedRefund[];
    };

export async function creditPayment(
  marathon: DocumentSnapshot,
  paymentDoc: DocumentReference,
  money: BankMoney,
  claim: RowClaim,
): Promise<Credit> {
  const step = await db().runTransaction(async (tx): Promise<Step> => {
    const [row, payment] = await tx.getAll(claim.ref, paymentDoc);
    if (row === undefined || payment === undefined || !claim.open(row))
      return { kind: 'duplicate' };
    const entry = paymentDocs.of(payment);
    const uid = entry.userId;
    const registration = await tx.get(registrationRef(marathon.ref, uid || '-'));
    // The one door in (money-in.ts): a row pays only the hold's current attempt; it may pay part
    // of it or more. Anything else is recorded with the late path's own writes (late.ts).
    const arrival = { provider: 'bank', amount: money.amount, currency: entry.currency };
    if (judgeArrival(payment, registration, arrival, { partial: true }) !== 'apply') {
      return { kind: 'late', uid };
    }
    const now = Timestamp.now();
    const price = entry.amount;
    const received = entry.received + money.amount;
    const fields = {
      received,
      payerIban: money.iban ?? entry.payerIban,
      payerName: money.payer,
    };
    const distance = distanceOfRecord(registration, distancesOf(marathon));
    if (received < price) {
      const currency = entry.currency;
      tx.update(paymentDoc, fields);
      tx.update(registration.ref, { 'payment.received': received, updatedAt: now });
      notifyStored(tx, marathon, distance, registrationOf(registration), {
        kind: 'bank_partial',
        received: { amount: received, currency },
        missing: { amount: price - received, currency },
        reference: entry.providerRef ?? '',
      });
      claim.write(tx, 'partial', uid, paymentDoc.id);
      return { kind: 'partial' };
    }
    // A transfer fee's hold moves the sender's place, as a card payment would (reads first).
    const confirmed = await confirmAttempt(
      tx,
      marathon,
      registration,
      distance,
      'bank_transfer',
      paymentDoc.id,
      now,
    );
    if (!confirmed) return { kind: 'late', uid };
    const paid = { ...fields, state: 'succeeded', succeededAt: now };
    const staged: StagedRefund[] = [];
    if (received > price) {
      const surplus = { payment, amount: received - price, band: 'overpaid' as const };
      staged.push(
        stageRefund(
          tx,
          { ...surplus, reason: SURPLUS, received: { ...paid, amount: received } },
          now,
        ),
      );
    } else tx.update(paymentDoc, paid);
    const kind = received > price ? 'overpaid' : 'matched';
    claim.write(tx, kind, uid, paymentDoc.id);
    return { kind, uid, distance, staged };
  });
  switch (step.kind) {
    case 'duplicate':
    case 'partial':
      return step.kind;
    case 'matched':
    case 'overpaid':
      await sendStaged(marathon.ref, step.staged);
      await afterConfirmed(marathon, step.uid, step.distance);
      return step.kind;
    case 'late': {
      const outcome = await settleLateMoney(paymentDoc, marathon.ref, {
        record: (batch) => claim.write(batch, 'late', step.uid, paymentDoc.id),
        paid: {
          state: 'succeeded',
          succeededAt: Timestamp.now(),
          payerName: money.payer,
          ...(money.iban === null ? {} : { payerIban: money.iban }),
        },
        arrived: money.amount,
      });
      return outcome === 'seen' ? 'duplicate' : 'late';
    }
  }
}
