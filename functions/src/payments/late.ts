// Money that arrives when it is no longer expected (docs/payments.md): for a hold that expired, it
// confirms the registration again when its distance has room (taking a place through
// places/take.ts, like any registration), otherwise it is refunded in full at once and the runner
// told why; money for a registration already paid (or withdrawn) is refunded the same way, through
// refunds.ts like every refund. The record that makes the money count once (a provider's event, a
// bank statement's row) is written in the same batch as the outcome, so it does nothing again.
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { notifyRunner, raceForRunner, storedAddress } from '../mail/mail.js';
import { takePlace } from '../places/places.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { chosenMethodOf, PAID_STATES, paymentDocs } from '../store/payment-doc.js';
import { newProviderEventDoc, providerEventRef } from '../store/provider-event-doc.js';
import { storedFieldsOf } from '../store/model-of.js';
import { registrationOf, registrationRef } from '../store/registration-doc.js';
import { mailReceipt, afterConfirmed, paidFields } from './confirm.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';
import { sendStaged, stageRefund, type StagedRefund } from './refunds.js';

const TOO_LATE =
  'Your payment arrived after your held place had expired, and the distance is now full.';
const PAID_TWICE = 'Your registration was already paid, so this second payment is not needed.';
const WITHDRAWN = 'Your registration was withdrawn, so this payment is not needed.';
const SHORT =
  'Your payment arrived after your held place had expired, and it did not cover the price.';
const TRANSFER_GONE =
  'The place offered to you by a transfer was no longer the other runner’s to give.';
export const SURPLUS = 'Paid more than the price by bank transfer.';
const NOT_ASKED =
  'This payment was not the one your registration was waiting for (an earlier attempt to pay, or another amount), so it is not needed.';

/** Late money and how it counts once. */
export interface LateMoney {
  /** Writes the record that makes this money count once (a create, or an update with a precondition). */
  record(batch: WriteBatch): void;
  /** The ledger entry's fields once received. */
  paid: Record<string, unknown>;
  /**
   * What a bank statement's row brought, added to what the entry received before (a transfer may
   * pay more or less than asked); absent for a provider's payment of the entry's own amount.
   */
  arrived?: number;
  /** The currency it came in, when the arrival says (a provider's event); else the entry's. */
  currency?: string;
}

export type LateOutcome = 'confirmed' | 'refunded' | 'seen';

export async function lateMoney(
  provider: PaymentProvider,
  event: ProviderEvent,
  paymentDoc: DocumentReference,
  read: DocumentSnapshot,
): Promise<void> {
  const now = Timestamp.now();
  const seenRef = providerEventRef(provider.name, event.id);
  const record = newProviderEventDoc(provider.name, event, now);
  // What the provider says arrived, not what the entry asked: a wrong amount or currency goes back
  // as it came.
  await settleLateMoney(paymentDoc, read.ref, {
    record: (batch) => batch.create(seenRef, record),
    paid: { state: 'succeeded', succeededAt: now, providerIntent: event.intent },
    arrived: event.amount,
    currency: event.currency,
  });
}

/**
 * Late money's outcome, written once: `seen` when the record existed already (the same event or
 * row, handled meanwhile by another call, did what this one would).
 */
export async function settleLateMoney(
  paymentDoc: DocumentReference,
  marathonDoc: DocumentReference,
  money: LateMoney,
): Promise<LateOutcome> {
  // Each try reads the entry afresh; its refund is written only if the entry is unchanged since
  // (another row or event of the same entry landing at once), else it is read and tried again.
  for (let tries = 1; ; tries += 1) {
    try {
      return await settleOnce(paymentDoc, marathonDoc, money);
    } catch (err) {
      if (grpcCode(err) !== GRPC.FAILED_PRECONDITION || tries >= LATE_TRIES) throw err;
    }
  }
}

const LATE_TRIES = 8;

async function settleOnce(
  paymentDoc: DocumentReference,
  marathonDoc: DocumentReference,
  money: LateMoney,
): Promise<LateOutcome> {
  const [payment, marathon] = await db().getAll(paymentDoc, marathonDoc);
  if (!payment?.exists || !marathon?.exists) return 'seen';
  const entry = paymentDocs.of(payment);
  const uid = entry.userId;
  const registrationDoc = registrationRef(marathon.ref, uid);
  const [registration, lapsed] = await db().getAll(
    registrationDoc,
    lapsedHoldRef(marathon.ref, uid),
  );
  const now = Timestamp.now();
  const method = chosenMethodOf(entry);
  const price = entry.amount;
  const wasPaid = PAID_STATES.includes(entry.state);
  const entryCurrency = entry.currency;
  const sameCurrency = money.currency === undefined || money.currency === entryCurrency;
  // What the entry has received in all once this money counts, and what of it is not needed.
  const total =
    money.arrived === undefined ? price : (wasPaid ? price : entry.received) + money.arrived;
  // An entry paid already keeps its state and time; the refund below sets its state.
  const { state: _state, succeededAt: _at, ...facts } = money.paid;
  // Money in another currency than asked is recorded as it came (and goes back so).
  const currency = sameCurrency ? {} : { currency: money.currency };
  const received =
    money.arrived === undefined
      ? money.paid
      : wasPaid && !sameCurrency
        ? null
        : { ...(wasPaid ? facts : money.paid), ...currency, amount: total, received: total };
  try {
    // A hold that expired unpaid may be confirmed again; a withdrawn registration is not. A
    // transfer's fee is late: the hold held no place of its own, so none is taken now.
    // Each read once into its model (a document not read, or missing, reads as every default).
    const stored = registration ? registrationOf(registration) : null;
    const storedLapsed = lapsed ? registrationOf(lapsed) : null;
    const current = registration?.exists ? stored : storedLapsed;
    const forTransfer = typeof current?.transferHold === 'string';
    // An order's places were freed together: one entry is never confirmed again alone.
    const forOrder = typeof current?.orderId === 'string';
    const expired = !registration?.exists && lapsed?.exists && storedLapsed?.status === 'expired';
    // Only the expired hold's own last attempt, in its currency, may take a place again.
    const itsAttempt = expired && storedLapsed?.payment?.paymentId === payment.id;
    if (
      !forTransfer &&
      !forOrder &&
      itsAttempt &&
      sameCurrency &&
      !wasPaid &&
      total >= price &&
      received
    ) {
      const held = storedFieldsOf(lapsed);
      const distance = distanceOfRecord(lapsed, distancesOf(marathon));
      const { status: _expired, expiredAt: _at, ...data } = held;
      let surplus: StagedRefund | null = null;
      const taken = await takePlace(marathon, distance, (batch) => {
        money.record(batch);
        batch.create(registrationDoc, { ...data, ...paidFields(held, method, payment.id, now) });
        batch.delete(lapsed.ref);
        if (total > price) {
          surplus = stageRefund(
            batch,
            { payment, amount: total - price, band: 'overpaid', reason: SURPLUS, received },
            now,
          );
        } else batch.update(paymentDoc, received);
        mailReceipt(batch, marathon, registrationOf(lapsed), distance, method, payment.id);
      });
      if (taken === 'taken') {
        if (surplus !== null) await sendStaged(marathon.ref, [surplus]);
        await afterConfirmed(marathon, uid, distance);
        return 'confirmed';
      }
    }
    // No room left, paid already or withdrawn: what is not needed goes back, once (refunds.ts: the
    // refund's id is the provider's idempotency key, and the record makes the money count once).
    const amount = wasPaid ? total - price : total;
    const reason = forTransfer
      ? TRANSFER_GONE
      : registration?.exists
        ? stored?.status === 'pending_payment'
          ? NOT_ASKED
          : PAID_TWICE
        : itsAttempt && sameCurrency
          ? total >= price
            ? TOO_LATE
            : SHORT
          : expired
            ? NOT_ASKED
            : WITHDRAWN;
    if (received === null) {
      // Paid already, then money in another currency for the same entry: no provider sends that
      // for one checkout; it cannot sit on the entry's sums, so it is recorded and left to a person.
      logger.error('late money in another currency for a paid entry', {
        paymentId: payment.id,
        currency: money.currency,
      });
      const batch = db().batch();
      money.record(batch);
      await batch.commit();
      return 'seen';
    }
    const held = registration?.exists ? registration : lapsed;
    const batch = db().batch();
    money.record(batch);
    const staged = stageRefund(batch, { payment, amount, band: 'late', reason, received }, now, {
      guarded: true,
    });
    const distances = distancesOf(marathon);
    const distance = held?.exists ? distanceOfRecord(held, distances) : distances[0];
    if (distance === undefined) throw new Error('A race has at least one distance');
    notifyRunner(
      batch,
      raceForRunner(marathon, distance),
      current ? storedAddress(current) : null,
      {
        kind: 'late_refund',
        total: { amount, currency: money.currency ?? entryCurrency },
        reason,
      },
    );
    await batch.commit();
    await sendStaged(marathon.ref, [staged]);
    return 'refunded';
  } catch (err) {
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) return 'seen';
    throw err;
  }
}
