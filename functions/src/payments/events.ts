// A provider's verified event, taken once (docs/payments.md): `providerEvents/{provider}-{id}` is
// created in the same transaction (or batch) as the event's effect, so the same event sent twice, or
// sent again while the first is being handled, changes nothing the second time. An event for a
// payment RUN does not know is answered 200 and logged: the provider stops sending it.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from '../store/collections.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { findPayment, stateOf } from '../store/payment-doc.js';
import { statusOf } from '../store/registration-doc.js';
import { confirmHeld, numberConfirmed } from './confirm.js';
import { lateMoney } from './late.js';
import { eventRecord, eventRef } from './event-record.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';

/** The ledger entry an event names: by its paymentId, else by the provider's payment intent. */
async function paymentOfEvent(event: ProviderEvent): Promise<DocumentSnapshot | null> {
  if (event.paymentId !== null) return findPayment('paymentId', event.paymentId);
  if (event.intent !== null) return findPayment('providerIntent', event.intent);
  return null;
}

type Outcome =
  | { kind: 'seen' | 'done' }
  | { kind: 'confirmed'; marathon: DocumentSnapshot; uid: string }
  | { kind: 'late' | 'paid twice'; marathon: DocumentSnapshot };

export async function takeEvent(provider: PaymentProvider, event: ProviderEvent): Promise<void> {
  const payment = await paymentOfEvent(event);
  if (payment === null) {
    logger.info('payment event for no known payment', {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
    });
    return;
  }
  const marathonRef = payment.ref.parent.parent;
  if (marathonRef === null) return;
  const outcome = await applyEvent(provider.name, event, payment.ref, marathonRef);
  if (outcome.kind === 'confirmed') {
    const distance = distanceOfRecord(
      await marathonRef.collection(COLLECTIONS.registrations).doc(outcome.uid).get(),
      distancesOf(outcome.marathon),
    );
    await numberConfirmed(outcome.marathon, outcome.uid, distance);
  }
  if (outcome.kind === 'late' || outcome.kind === 'paid twice') {
    await lateMoney(provider, event, payment.ref, outcome.marathon);
  }
}

/** The event's effect on the ledger and the registration, with its record, in one transaction. */
function applyEvent(
  providerName: string,
  event: ProviderEvent,
  paymentDoc: DocumentReference,
  marathonRef: DocumentReference,
): Promise<Outcome> {
  const seenRef = eventRef(providerName, event.id);
  return db().runTransaction(async (tx): Promise<Outcome> => {
    const seen = await tx.get(seenRef);
    if (seen.exists) return { kind: 'seen' };
    const payment = await tx.get(paymentDoc);
    const uid = String(payment.get('userId') ?? '');
    const registrationRef = marathonRef.collection(COLLECTIONS.registrations).doc(uid || '-');
    const [marathon, registration] = await tx.getAll(marathonRef, registrationRef);
    const now = Timestamp.now();
    const state = stateOf(payment);
    const record = () => tx.create(seenRef, eventRecord(providerName, event, now));
    if (marathon === undefined || registration === undefined || !marathon.exists) {
      record();
      return { kind: 'done' };
    }
    switch (event.kind) {
      case 'succeeded': {
        if (state === 'succeeded' || state === 'refunded' || state === 'partially_refunded') {
          record();
          return { kind: 'done' };
        }
        // Recorded with the late path's own writes (late.ts), not here.
        if (!registration.exists) return { kind: 'late', marathon };
        if (statusOf(registration) !== 'pending_payment') return { kind: 'paid twice', marathon };
        record();
        const method = payment.get('method') === 'bank_transfer' ? 'bank_transfer' : 'card';
        tx.update(paymentDoc, {
          state: 'succeeded',
          succeededAt: now,
          providerIntent: event.intent,
        });
        const distance = distanceOfRecord(registration, distancesOf(marathon));
        confirmHeld(tx, marathon, registration, distance, method, paymentDoc.id, now);
        return { kind: 'confirmed', marathon, uid };
      }
      case 'failed':
      case 'expired':
        record();
        // The registration stays held until its own time: the runner may pay again.
        if (state === 'started') tx.update(paymentDoc, { state: event.kind });
        return { kind: 'done' };
      case 'refunded': {
        record();
        const refunded = Math.max(Number(payment.get('refunded') ?? 0), event.refunded ?? 0);
        const amount = Number(payment.get('amount') ?? 0);
        tx.update(paymentDoc, {
          refunded,
          state: refunded >= amount ? 'refunded' : 'partially_refunded',
        });
        return { kind: 'done' };
      }
      case 'ignored':
        record();
        return { kind: 'done' };
    }
  });
}
