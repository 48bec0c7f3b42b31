// The money side of an unpaid hold running out (places/expire.ts frees its place and keeps the
// registration as a lapsed hold): the attempt under way ends with the hold, so money that still
// comes is late (late.ts); part of the price already received by bank transfer (bank-credit.ts) goes
// back, by hand; and the runner is mailed. A change of distance's hold ends only its attempt: the
// registration stands, and nobody is mailed.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Money } from '@run/contract/domain/money';

import { notifyStored, waitlistMail } from '../mail/mail.js';
import type { ExpiryHooks, OnExpired } from '../places/places.js';
import { COLLECTIONS } from '../store/collections.js';
import { paymentDocs, paymentRef } from '../store/payment-doc.js';
import { registrationOf } from '../store/registration-doc.js';
import { isOpenAttempt, stageEndAttempt } from './attempts.js';
import { codeUseOf } from './code-use.js';

/** The ledger entry of the hold's latest attempt to pay, if it made one. */
async function attemptOf(marathon: DocumentSnapshot, held: DocumentSnapshot) {
  const attempt = registrationOf(held).payment?.paymentId ?? null;
  return attempt !== null ? paymentRef(marathon.ref, attempt).get() : null;
}

/**
 * The attempt (and a discount code's use) read before the place is freed; the attempt's end and
 * the use given back (docs/coupons.md) staged with the release.
 */
export const endExpiredAttempt: OnExpired = async (marathon, registration, now) => {
  const [payment, use] = await Promise.all([
    attemptOf(marathon, registration),
    registration.ref.parent.id === COLLECTIONS.distanceChanges
      ? null
      : codeUseOf(marathon, registration),
  ]);
  return (writer, held, distance) => {
    if (held.ref.parent.id === COLLECTIONS.distanceChanges) {
      if (payment && isOpenAttempt(payment)) stageEndAttempt(writer, payment, now);
      return;
    }
    use?.giveBack(writer);
    const entry = payment ? paymentDocs.of(payment) : null;
    const received = entry?.received ?? 0;
    let refund: Money | undefined;
    if (payment && entry && isOpenAttempt(payment)) {
      // Part of the price a bank transfer brought goes back with the attempt's end (attempts.ts).
      stageEndAttempt(writer, payment, now);
      if (received > 0) refund = { amount: received, currency: entry.currency };
    }
    notifyStored(writer, marathon, distance, registrationOf(held), {
      kind: 'hold_expired',
      ...(refund === undefined ? {} : { refund }),
    });
  };
};

/**
 * What every pass of the expiry rule is handed (places/due.ts, the schedule, a withdrawal's change
 * of distance): the hold's money and mail, and the mail of the waiting runner its place is offered to.
 */
export const holdExpiry: ExpiryHooks = { ...waitlistMail, onExpired: endExpiredAttempt };
