// What money does to a registration (docs/payments.md): a succeeded payment confirms the held place
// (`payment.paidAt`, `payment.method`, a race pass) and mails a receipt, in the transaction or batch
// that records the payment and the provider's event, so each event takes effect once.
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { CURRENCY_DEFAULT } from '@run/contract/domain/money';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { notifyStored, type Writer } from '../mail/mail.js';
import { noLongerHeld } from '../places/places.js';
import { isOpenAttempt, OPEN_STATES, stageEndAttempt } from './attempts.js';
import { readHandOver, readOrderPaid, type HandOver } from './on-paid.js';
import { allStillHeld, companionsOf, orderCompanions } from './order-payment.js';
import { giveNextBib, newPassId } from '../race-day/race-day.js';
import { distanceOfRecord, distancesOf, type StoredDistance } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { storedFieldsOf } from '../store/model-of.js';
import { paymentsOfRunner, type LedgerMethod } from '../store/payment-doc.js';
import { registrationOf, type RegistrationDoc } from '../store/registration-doc.js';

/** The registration's fields once paid: confirmed, with its race pass, no longer held. */
export function paidFields(
  held: DocumentData,
  method: LedgerMethod,
  paymentId: string,
  now: Timestamp,
): DocumentData {
  const payment: unknown = held.payment;
  return {
    status: 'confirmed',
    payment: {
      ...(typeof payment === 'object' && payment !== null ? payment : {}),
      method,
      paymentId,
      paidAt: now,
    },
    passId: typeof held.passId === 'string' ? held.passId : newPassId(),
    updatedAt: now,
  };
}

/** The payment that confirms a hold: how it was paid, its ledger entry, and when. */
interface PaidBy {
  method: LedgerMethod;
  paymentId: string;
  now: Timestamp;
}

/**
 * Confirms a held registration in place (a transaction's or batch's update) and mails a receipt;
 * `more` adds fields knowing the race pass it is confirmed with (an order's claim mail carries it).
 */
function confirmHeld(
  writer: Writer & { update(ref: DocumentSnapshot['ref'], data: DocumentData): unknown },
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  distance: StoredDistance,
  { method, paymentId, now }: PaidBy,
  more: (passId: string) => DocumentData,
): void {
  const paid = paidFields(storedFieldsOf(registration), method, paymentId, now);
  writer.update(registration.ref, {
    ...paid,
    ...noLongerHeld(),
    ...more(paid.passId as string),
  });
  mailReceipt(writer, marathon, registrationOf(registration), distance, method, paymentId);
}

/**
 * Confirms a hold paid for a place given by another runner (a transfer's fee): its on-paid hook
 * moves the place to the payer (on-paid.ts) and a receipt is mailed. False, with nothing staged,
 * when the place is no longer the giver's to give.
 */
function confirmHandOver(
  tx: Transaction,
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  handOver: HandOver,
  distance: StoredDistance,
  method: LedgerMethod,
  paymentId: string,
  now: Timestamp,
): boolean {
  const { payment } = paidFields(storedFieldsOf(registration), method, paymentId, now);
  if (!handOver(marathon, { payment }, now)) return false;
  mailReceipt(tx, marathon, registrationOf(registration), distance, method, paymentId);
  return true;
}

/**
 * Mails the runner of `held` a receipt for its `payment` (none stored: nothing, in the default
 * currency), with a link to the receipt page of `paymentId` when it is known.
 */
export function mailReceipt(
  writer: Writer,
  marathon: DocumentSnapshot,
  held: RegistrationDoc,
  distance: StoredDistance,
  method: LedgerMethod,
  paymentId?: string,
): void {
  const total = held.payment?.total ?? 0;
  const currency = held.payment?.currency ?? CURRENCY_DEFAULT;
  notifyStored(writer, marathon, distance, held, {
    kind: 'receipt',
    total: { amount: total, currency },
    // Named in the runner's language by the mail (mail/messages.ts's PAID_BY).
    method,
    ...(paymentId === undefined ? {} : { paymentId }),
  });
}

/**
 * What follows a confirmation, out of its transaction: the runner's other attempts to pay, still
 * under way (a transfer chosen before paying by card, a card page left open), end as `expired`, so
 * the ledger and the money statistics stop counting them as pending (money that still comes for one
 * is late money, refunded as paid twice: late.ts); and once a race's bibs are assigned, the runner
 * gets the next free number. A failure of either leaves the registration confirmed: logged, not
 * thrown (the next bib assignment gives the number; an attempt left open counts as pending).
 */
export async function afterConfirmed(
  marathon: DocumentSnapshot,
  uid: string,
  distance: StoredDistance,
): Promise<void> {
  await Promise.all([
    closeOtherAttempts(marathon, uid).catch((err: unknown) => {
      logger.warn('attempts left open after a payment', {
        marathon: marathon.id,
        error: String(err),
      });
    }),
    marathonOf(marathon).bibsAssigned &&
      numberPaid(marathon, uid, distance).catch((err: unknown) => {
        logger.warn('no bib for a paid registration', {
          marathon: marathon.id,
          error: String(err),
        });
      }),
  ]);
}

/** The next free bib for the paid registration, and for each other entry of an order it paid. */
async function numberPaid(
  marathon: DocumentSnapshot,
  uid: string,
  distance: StoredDistance,
): Promise<void> {
  await giveNextBib(marathon, uid, distance);
  const distances = distancesOf(marathonOf(marathon));
  for (const entry of await companionsOf(marathon.ref, uid)) {
    await giveNextBib(marathon, entry.id, distanceOfRecord(entry, distances));
  }
}

/** Each attempt of the runner still open (attempts.ts) becomes `expired`, in a transaction that finds it so. */
async function closeOtherAttempts(marathon: DocumentSnapshot, uid: string): Promise<void> {
  // Plain: each attempt is read again, raw, in its own transaction.
  const open = await paymentsOfRunner(marathon.ref, uid, OPEN_STATES)
    .withConverter<DocumentData>(null)
    .get();
  await Promise.all(
    open.docs.map((attempt) =>
      db().runTransaction(async (tx) => {
        const now = await tx.get(attempt.ref);
        if (isOpenAttempt(now)) stageEndAttempt(tx, now, Timestamp.now());
      }),
    ),
  );
}

/**
 * Confirms a held registration paid by its current attempt, in the transaction that judged it: a
 * transfer fee's hold moves the sender's place to the payer (its on-paid hook), any other hold is
 * confirmed in place, an order's entries with its hook's fields. False, with nothing staged, when a
 * transfer's place is no longer the sender's to give: the money is then late. Reads first (a
 * transaction reads before it writes).
 */
export async function confirmAttempt(
  tx: Transaction,
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  distance: StoredDistance,
  method: LedgerMethod,
  paymentId: string,
  now: Timestamp,
): Promise<boolean> {
  const handOver = await readHandOver(tx, registration);
  if (handOver) {
    return confirmHandOver(tx, marathon, registration, handOver, distance, method, paymentId, now);
  }
  // An order's payment confirms every entry of it, or, when one of them is no longer held (its
  // hold ran out first), none: the money is then late and goes back (docs/orders.md).
  const companions = await orderCompanions(tx, marathon.ref, registration);
  if (!allStillHeld(companions)) return false;
  // What the order's domain sets off (its claim mails), whoever confirms the order.
  const orderPaid =
    companions === null ? null : await readOrderPaid(tx, marathon, companions.order, now);
  const claimFields = (entry: DocumentSnapshot) => (passId: string) =>
    orderPaid === null ? {} : orderPaid.fieldsFor(entry, passId);
  const by = { method, paymentId, now };
  confirmHeld(tx, marathon, registration, distance, by, claimFields(registration));
  const distances = distancesOf(marathonOf(marathon));
  for (const entry of companions?.entries ?? []) {
    const its = distanceOfRecord(entry, distances);
    confirmHeld(tx, marathon, entry, its, by, claimFields(entry));
  }
  orderPaid?.finish();
  return true;
}
