// Money that arrives when it is no longer expected (docs/payments.md): for a hold that expired, it
// confirms the registration again when its distance has room (taking a place through
// places/take.ts, like any registration), otherwise it is refunded in full at once and the runner
// told why; money for a registration already paid (or withdrawn) is refunded the same way, through
// refunds.ts like every refund. The provider's event is recorded in the same batch as the outcome,
// so a repeated event does nothing again.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { formatMoney } from '@run/contract/domain/money';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { notifyRunner, raceForRunner, storedAddress } from '../mail/notify.js';
import { lapsedHoldRef } from '../places/expire.js';
import { takePlace } from '../places/take.js';
import { COLLECTIONS } from '../store/collections.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { TRANSFER_HOLD } from '../store/transfer-doc.js';
import { mailReceipt, numberConfirmed, paidFields } from './confirm.js';
import { eventRecord, eventRef } from './event-record.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';
import { sendStaged, stageRefund } from './refunds.js';

const TOO_LATE =
  'Your payment arrived after your held place had expired, and the distance is now full.';
const PAID_TWICE = 'Your registration was already paid, so this second payment is not needed.';
const TRANSFER_GONE =
  'The place offered to you by a transfer was no longer the other runner’s to give.';

export async function lateMoney(
  provider: PaymentProvider,
  event: ProviderEvent,
  paymentDoc: DocumentReference,
  read: DocumentSnapshot,
): Promise<void> {
  const [payment, marathon] = await db().getAll(paymentDoc, read.ref);
  if (!payment?.exists || !marathon?.exists) return;
  const uid = String(payment.get('userId') ?? '');
  const registrationRef = marathon.ref.collection(COLLECTIONS.registrations).doc(uid);
  const [registration, lapsed] = await db().getAll(registrationRef, lapsedHoldRef(marathon, uid));
  const seenRef = eventRef(provider.name, event.id);
  const now = Timestamp.now();
  const method = payment.get('method') === 'bank_transfer' ? 'bank_transfer' : 'card';
  const record = eventRecord(provider.name, event, now);
  const paid = { state: 'succeeded', succeededAt: now, providerIntent: event.intent };
  try {
    // A hold that expired unpaid may be confirmed again; a withdrawn registration is not.
    // A transfer's fee is late: the hold held no place of its own, so none is taken now.
    const forTransfer =
      typeof (registration?.exists ? registration : lapsed)?.get(TRANSFER_HOLD) === 'string';
    if (
      !forTransfer &&
      !registration?.exists &&
      lapsed?.exists &&
      lapsed.get('status') === 'expired'
    ) {
      const held = lapsed.data() ?? {};
      const distance = distanceOfRecord(lapsed, distancesOf(marathon));
      const { status: _expired, expiredAt: _at, ...data } = held;
      const taken = await takePlace(
        marathon,
        distance,
        (batch) => {
          batch.create(seenRef, record);
          batch.create(registrationRef, { ...data, ...paidFields(held, method, payment.id, now) });
          batch.delete(lapsed.ref);
          batch.update(paymentDoc, paid);
          mailReceipt(batch, marathon, held, distance, method);
        },
        { asked: distance.id },
      );
      if (taken === 'taken') {
        await numberConfirmed(marathon, uid, distance);
        return;
      }
    }
    // No room left, or paid already: everything goes back, once (refunds.ts: the refund's id is the
    // provider's idempotency key, and the event's record makes a repeated event do nothing).
    const amount = Number(payment.get('amount') ?? 0);
    const held = registration?.exists ? registration : lapsed;
    const reason = forTransfer ? TRANSFER_GONE : registration?.exists ? PAID_TWICE : TOO_LATE;
    const batch = db().batch();
    batch.create(seenRef, record);
    const staged = stageRefund(
      batch,
      {
        payment,
        amount,
        band: 'late',
        reason,
        received: paid,
      },
      now,
    );
    const distances = distancesOf(marathon);
    const distance = held ? distanceOfRecord(held, distances) : distances[0];
    if (distance === undefined) throw new Error('A race has at least one distance');
    notifyRunner(batch, raceForRunner(marathon, distance), storedAddress(held?.data()), {
      kind: 'late_refund',
      total: formatMoney(amount, String(payment.get('currency') ?? 'USD'), 'en-US'),
      reason,
    });
    await batch.commit();
    await sendStaged(marathon.ref, [staged]);
  } catch (err) {
    // The same event, handled meanwhile by another call: it did what this one would.
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) return;
    throw err;
  }
}
