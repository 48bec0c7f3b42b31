// A runner starting to pay their held place (docs/payments.md, "A held place"): whatever the method,
// the race must take it, it must pay what is held (a change of distance's difference is not paid by
// every method) and be available here; then the method's entry starts the attempt (methods/), which
// becomes the hold's current one, ending the one before (attempts.ts).
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { PaymentStarted, RegistrationPayment } from '@run/contract/domain/api-types';
import {
  methodInfo,
  orList,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@run/contract/domain/payment-methods';

import { db } from '../lib/firestore.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { orderCompanions } from './order-payment.js';
import {
  newPaymentDoc,
  newPaymentId,
  newPaymentRef,
  paymentRef,
  type NewPayment,
} from '../store/payment-doc.js';
import { registrationOf, runnerNameOf } from '../store/registration-doc.js';
import { connectedEntryFor } from './connect-charge.js';
import { cancelAtProvider, isOpenAttempt, openAttemptOf, stageEndAttempt } from './attempts.js';
import { methodEntry } from './methods/registry.js';

/**
 * "card or PayPal": the race's methods that pay a change of distance's difference, or where it
 * takes none, every method that does.
 */
function changeMethods(race: readonly PaymentMethod[]): string {
  const paying = (m: PaymentMethod) => methodInfo(m).paysDistanceChange;
  const methods = race.some(paying) ? race.filter(paying) : PAYMENT_METHODS.filter(paying);
  return orList(methods.map((m) => methodInfo(m).paidBy));
}

/**
 * Starts paying `held` (the runner's registration, or its change to a dearer distance) by `method`,
 * owing `due`.
 */
export async function startPayment(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  held: DocumentSnapshot,
  due: RegistrationPayment,
  uid: string,
  method: PaymentMethod,
  order?: { orderId: string; buyerUid: string },
): Promise<PaymentStarted> {
  const race = marathonOf(marathon);
  if (!race.paymentMethods.includes(method)) {
    throw badRequest('method_not_taken', [
      { field: 'method', message: 'Not one of this race’s payment methods' },
    ]);
  }
  const entry = methodEntry(method);
  if (held !== registration && !methodInfo(method).paysDistanceChange) {
    throw badRequest('change_paid_by', { methods: changeMethods(race.paymentMethods) }, [
      { field: 'method', message: 'Not a way of paying a change of distance' },
    ]);
  }
  const available = entry.available(race);
  if (available !== true) throw available;
  const distance = distanceOfRecord(held, distancesOf(race));
  // In `connect` mode the money goes to the race's creator, less the site's fee (docs/payouts.md).
  const connect = await connectedEntryFor(race.createdByUid, method, due.total);
  const ledger = {
    paymentId: newPaymentId(),
    userId: uid,
    runnerName: runnerNameOf(registration),
    distanceId: distance.id,
    method,
    amount: due.total,
    currency: due.currency,
    state: 'started' as const,
    // finance.csv names the discount code of each payment (docs/coupons.md).
    ...(held === registration && due.code !== undefined ? { code: due.code } : {}),
    ...(order ?? {}),
    ...(connect ?? {}),
  };
  const now = Timestamp.now();
  const started = await entry.start({
    marathon,
    registration,
    held,
    due,
    distance,
    money: race,
    entry: ledger,
    connect: connect && { destination: connect.destination, platformFee: connect.platformFee },
    now,
    openAttempt: () => openAttemptOf(marathon.ref, held),
    record: (more, fields, tell) => recordStart(held, { ...ledger, ...more }, now, fields, tell),
  });
  const { paymentId, ...how } = started;
  return { paymentId, method, ...how };
}

/**
 * The new ledger entry and the held document's latest attempt (the registration, or its change of
 * distance), in one transaction that finds it still held (409 otherwise).
 */
async function recordStart(
  registration: DocumentSnapshot,
  entry: NewPayment,
  now: Timestamp,
  more: Record<string, unknown>,
  tell?: (tx: Transaction) => void,
): Promise<void> {
  const marathon = registration.ref.parent.parent;
  if (marathon === null) throw notFound('marathon_not_found');
  // The attempt before this one ends with it (payments/attempts.ts).
  const previous = await db().runTransaction(async (tx) => {
    const held = await tx.get(registration.ref);
    if (!held.exists) throw notFound('not_registered');
    const stored = registrationOf(held);
    if (stored.status !== 'pending_payment') throw conflict('payment_not_pending');
    const before = stored.payment?.paymentId ?? null;
    const last = before !== null ? await tx.get(paymentRef(marathon, before)) : null;
    const open = last !== null && isOpenAttempt(last) ? last : null;
    // An order's other entries follow its lead's hold (a bank transfer's longer deadline).
    const companions = await orderCompanions(tx, marathon, held);
    if (open !== null) stageEndAttempt(tx, open, now);
    for (const other of companions?.entries ?? []) {
      if (other.exists && Object.keys(more).length > 0) {
        tx.update(other.ref, { ...more, updatedAt: now });
      }
    }
    tx.create(newPaymentRef(marathon, entry.paymentId), newPaymentDoc(entry, now));
    tx.update(registration.ref, {
      'payment.method': entry.method,
      'payment.paymentId': entry.paymentId,
      ...more,
      updatedAt: now,
    });
    tell?.(tx);
    return open;
  });
  await cancelAtProvider(previous);
}
