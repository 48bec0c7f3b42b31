// A provider's verified event, taken once (docs/payments.md): `providerEvents/{provider}-{id}` is
// created in the same transaction (or batch) as the event's effect, so the same event sent twice, or
// sent again while the first is being handled, changes nothing the second time. An event for a
// payment RUN does not know is answered 200 and logged: the provider stops sending it.
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import {
  chosenMethodOf,
  findPayment,
  PAID_STATES,
  paymentDocs,
  type PaymentDoc,
} from '../store/payment-doc.js';
import { newProviderEventDoc, providerEventRef } from '../store/provider-event-doc.js';
import { refundRef, refundsByProviderRef } from '../store/refund-doc.js';
import { registrationRef } from '../store/registration-doc.js';
import { afterConfirmed, confirmAttempt } from './confirm.js';
import { recordDispute } from './disputes.js';
import { lateMoney } from './late.js';
import { changePaid, pendingChange } from './distance-change.js';
import { refundMailTo } from './refund-mail.js';
import { leftToRefund, settleRefund, stageRefund } from './refunds.js';
import { judgeArrival } from './money-in.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';

/** The ledger entry an event names: by its paymentId, else by the provider's payment intent. */
async function paymentOfEvent(event: ProviderEvent): Promise<DocumentSnapshot<PaymentDoc> | null> {
  if (event.paymentId !== null) return findPayment('paymentId', event.paymentId);
  if (event.intent !== null) return findPayment('providerIntent', event.intent);
  return null;
}

type Outcome =
  | { kind: 'seen' | 'done' }
  | { kind: 'transfer'; moved: number; entry: PaymentDoc }
  | { kind: 'confirmed'; marathon: DocumentSnapshot; uid: string }
  | { kind: 'late'; marathon: DocumentSnapshot };

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
  // The difference for a change to a dearer distance: the runner moves (distance-change.ts).
  const uid = paymentDocs.of(payment).userId;
  if (
    event.kind === 'succeeded' &&
    (await pendingChange(marathonRef, uid)) !== null &&
    (await changePaid(provider.name, event, payment.ref, marathonRef, uid)) !== null
  ) {
    return;
  }
  const outcome = await applyEvent(provider.name, event, payment.ref, marathonRef);
  if (outcome.kind === 'confirmed') {
    const distance = distanceOfRecord(
      await registrationRef(marathonRef, outcome.uid).get(),
      distancesOf(outcome.marathon),
    );
    await afterConfirmed(outcome.marathon, outcome.uid, distance);
  }
  if (outcome.kind === 'late') {
    await lateMoney(provider, event, payment.ref, outcome.marathon);
  }
  if (outcome.kind === 'transfer') await moveTransfer(provider, outcome, event.id);
}

/**
 * A dispute's money at the provider (`connect`): taken back from the organiser's account when it
 * opens, sent again when it is won. Keyed by the event, so the provider's retry moves it once; a
 * failure is logged for the books check to find (the entry says what should have moved).
 */
async function moveTransfer(
  provider: PaymentProvider,
  { moved, entry }: { moved: number; entry: PaymentDoc },
  eventId: string,
): Promise<void> {
  const payment = {
    providerRef: entry.providerRef,
    intent: entry.providerIntent,
    currency: entry.currency,
    destination: entry.destination,
  };
  const key = `${entry.id}-dispute-${eventId}`;
  try {
    if (moved > 0) await provider.reverseTransfer?.(payment, moved, key);
    else await provider.retransfer?.(payment, -moved, key);
  } catch (err) {
    logger.error('a dispute’s transfer did not move at the provider', {
      paymentId: entry.id,
      moved,
      error: String(err),
    });
  }
}

const OUTSIDE = 'Refunded at the payment provider';

/** A refund's outcome: the refund RUN made (by its id, else the provider's), moved on once. */
async function refundUpdated(
  tx: Transaction,
  event: ProviderEvent,
  marathonRef: DocumentReference,
): Promise<void> {
  const { refund } = event;
  if (refund === undefined || refund.state === 'pending') return;
  let ref: DocumentReference | null = refund.refundId
    ? refundRef(marathonRef, refund.refundId)
    : null;
  if (ref === null && refund.ref !== null) {
    const found = await tx.get(refundsByProviderRef(marathonRef, refund.ref).limit(1));
    ref = found.docs[0]?.ref ?? null;
  }
  if (ref === null) {
    // A refund made outside RUN: its amount is recorded from the charge's own event.
    logger.info('refund event for no refund of RUN', { eventId: event.id });
    return;
  }
  await settleRefund(ref, refund.state, tx);
}

/** The event's effect on the ledger and the registration, with its record, in one transaction. */
function applyEvent(
  providerName: string,
  event: ProviderEvent,
  paymentDoc: DocumentReference,
  marathonRef: DocumentReference,
): Promise<Outcome> {
  const seenRef = providerEventRef(providerName, event.id);
  return db().runTransaction(async (tx): Promise<Outcome> => {
    const seen = await tx.get(seenRef);
    if (seen.exists) return { kind: 'seen' };
    // A refund's outcome stands whatever became of the race (a cancelled race refunds everyone).
    if (event.kind === 'refund_updated') {
      await refundUpdated(tx, event, marathonRef);
      tx.create(seenRef, newProviderEventDoc(providerName, event, Timestamp.now()));
      return { kind: 'done' };
    }
    const payment = await tx.get(paymentDoc);
    const entry = paymentDocs.of(payment);
    const uid = entry.userId;
    const [marathon, registration] = await tx.getAll(
      marathonRef,
      registrationRef(marathonRef, uid || '-'),
    );
    const now = Timestamp.now();
    const state = entry.state;
    const record = () => tx.create(seenRef, newProviderEventDoc(providerName, event, now));
    if (marathon === undefined || registration === undefined || !marathon.exists) {
      record();
      return { kind: 'done' };
    }
    switch (event.kind) {
      case 'succeeded': {
        if (PAID_STATES.includes(state)) {
          record();
          return { kind: 'done' };
        }
        // The one door in (money-in.ts): only the hold's current attempt, for what it asked.
        const arrival = { provider: providerName, amount: event.amount, currency: event.currency };
        const verdict = judgeArrival(payment, registration, arrival);
        if (verdict === 'foreign') {
          logger.warn('payment event for another provider’s payment', {
            provider: providerName,
            eventId: event.id,
            paymentId: payment.id,
          });
          record();
          return { kind: 'done' };
        }
        // Recorded with the late path's own writes (late.ts), not here.
        if (verdict === 'late') return { kind: 'late', marathon };
        const distance = distanceOfRecord(registration, distancesOf(marathon));
        const method = chosenMethodOf(entry);
        if (
          !(await confirmAttempt(tx, marathon, registration, distance, method, payment.id, now))
        ) {
          return { kind: 'late', marathon };
        }
        record();
        tx.update(paymentDoc, {
          state: 'succeeded',
          succeededAt: now,
          providerIntent: event.intent,
        });
        return { kind: 'confirmed', marathon, uid };
      }
      case 'failed':
      case 'expired':
        record();
        // The registration stays held until its own time: the runner may pay again.
        if (state === 'started') tx.update(paymentDoc, { state: event.kind });
        return { kind: 'done' };
      case 'refunded': {
        // The provider's total refunded so far. RUN raises `refunded` before it asks the provider,
        // so more than RUN knows was refunded outside it (Stripe's dashboard): recorded as done.
        const outside = (event.refunded ?? 0) - entry.refunded;
        if (outside > 0 && leftToRefund(payment) >= outside) {
          // The runner hears of it as of any refund RUN made ("Your refund for … is complete").
          const mail = await refundMailTo(tx, marathonRef, uid, outside, entry.currency);
          stageRefund(
            tx,
            { payment, amount: outside, band: 'provider', reason: OUTSIDE, done: true },
            now,
          );
          mail('done');
        }
        record();
        return { kind: 'done' };
      }
      case 'dispute': {
        // Only money received can be disputed; a dispute of anything else is recorded, no more.
        const moved = PAID_STATES.includes(state)
          ? await recordDispute(tx, event, payment, marathon)
          : 0;
        record();
        return moved === 0 ? { kind: 'done' } : { kind: 'transfer', moved, entry };
      }
      case 'ignored':
        record();
        return { kind: 'done' };
    }
  });
}
