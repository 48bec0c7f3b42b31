// The runner hears how their refund ended (docs/payments.md, "Refunds"): done ("Your refund for
// {race} is complete") or failed (the organiser will be in touch), in the transaction that moves the
// refund, through the outbox like every mail. The runner is found where they are now: still
// registered (an organiser's partial refund), or kept as a lapsed hold (a withdrawal).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { notifyStored } from '../mail/mail.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { refundDocs } from '../store/refund-doc.js';
import { registrationOf, registrationRef } from '../store/registration-doc.js';

export type RefundEnd = 'done' | 'failed';

/**
 * Reads, in `tx`, what the mail of `refund` needs (the race and the runner), and answers the write
 * that queues it: call it after the transaction's reads, once the refund's new state is decided.
 */
export async function refundEndMail(
  tx: Transaction,
  refund: DocumentSnapshot,
): Promise<(end: RefundEnd) => void> {
  const marathonRef: DocumentReference | null = refund.ref.parent.parent;
  const { userId: uid, amount, currency } = refundDocs.of(refund);
  if (marathonRef === null || uid === '') return () => undefined;
  return refundMailTo(tx, marathonRef, uid, amount, currency);
}

/**
 * The same for a refund of `amount` to runner `uid` that has no refund document yet (one made at the
 * provider, outside RUN, recorded as done in this transaction).
 */
export async function refundMailTo(
  tx: Transaction,
  marathonRef: DocumentReference,
  uid: string,
  amount: number,
  currency: string,
): Promise<(end: RefundEnd) => void> {
  const [marathon, registration, lapsed] = await tx.getAll(
    marathonRef,
    registrationRef(marathonRef, uid),
    lapsedHoldRef(marathonRef, uid),
  );
  const runner = registration?.exists ? registration : lapsed?.exists ? lapsed : null;
  // A deleted race's refunds were told of in its cancellation mail.
  if (!marathon?.exists || runner === null) return () => undefined;
  const distance = distanceOfRecord(runner, distancesOf(marathon));
  const total = { amount, currency };
  return (end) =>
    notifyStored(tx, marathon, distance, registrationOf(runner), {
      kind: end === 'done' ? 'refund_done' : 'refund_failed',
      total,
    });
}
