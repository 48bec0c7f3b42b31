// Attempts to pay (docs/payments.md, "Attempts"): a hold names its current attempt
// (`payment.paymentId`); a new attempt, a withdrawal, an expiry, a transfer or a deferral ends the
// one before it the same way: its ledger entry becomes `expired` (in the write that ends it, guarded
// so a payment landing meanwhile makes that write fail and be read again), its bank reference is
// retired, and the provider's session is cancelled where the provider allows it. Money that still
// comes for an ended attempt is late money (late.ts).
import {
  type Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Precondition,
  type SetOptions,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { paysByInstructions } from '@run/contract/domain/payment-methods';

import { bankReferenceRef, retiredBankReference } from '../store/bank-reference-doc.js';
import { paymentDocs, paymentRef } from '../store/payment-doc.js';
import { registrationOf } from '../store/registration-doc.js';
import { providerNamed } from './methods/registry.js';
import { stageRefund } from './refunds.js';

/** What ending an attempt writes: a transaction and a batch both offer these. */
export interface AttemptWriter {
  update(ref: DocumentReference, data: DocumentData, precondition?: Precondition): unknown;
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
  create(ref: DocumentReference, data: DocumentData): unknown;
}

/** The hold's current attempt while it is still under way (isOpenAttempt), else null. */
export async function openAttemptOf(
  marathon: DocumentReference,
  held: DocumentSnapshot,
): Promise<DocumentSnapshot | null> {
  const id = registrationOf(held).payment?.paymentId ?? null;
  if (id === null || id === '') return null;
  const entry = await paymentRef(marathon, id).get();
  return isOpenAttempt(entry) ? entry : null;
}

/**
 * States of an attempt still under way: `started`, or `failed` (a declined card may be tried again
 * on the same checkout). Money for it applies while it is the hold's current attempt.
 */
export const OPEN_STATES = ['started', 'failed'] as const;

export const isOpenAttempt = (entry: DocumentSnapshot | null | undefined): boolean =>
  entry?.exists === true &&
  (OPEN_STATES as readonly string[]).includes(paymentDocs.of(entry).state);

const PART_PAID =
  'Part of the price arrived by bank transfer for a payment that has since ended; it goes back.';

/**
 * Stages the end of `attempt` (as read), only if the entry is unchanged since: `expired`, its bank
 * reference retired. Part of the price a bank transfer already brought goes back in the same write
 * (a refund the organisers pay by hand): an ended attempt keeps no money.
 */
export function stageEndAttempt(
  writer: AttemptWriter,
  attempt: DocumentSnapshot,
  now: Timestamp,
): void {
  const precondition = attempt.updateTime ? { lastUpdateTime: attempt.updateTime } : undefined;
  const { received, method, providerRef: reference } = paymentDocs.of(attempt);
  if (received > 0) {
    const plan = { payment: attempt, amount: received, band: 'late' as const, reason: PART_PAID };
    stageRefund(writer, { ...plan, received: { amount: received }, also: { endedAt: now } }, now, {
      guarded: true,
    });
  } else {
    writer.update(attempt.ref, { state: 'expired', endedAt: now }, precondition);
  }
  const marathon = attempt.ref.parent.parent;
  if (marathon !== null && paysByInstructions(method) && reference !== null) {
    writer.set(bankReferenceRef(marathon, reference), retiredBankReference(now), { merge: true });
  }
}

/**
 * After the write that ended it: the provider's session is cancelled (Stripe expires its Checkout
 * Session; a PayPal order not captured lapses by itself). A refusal is logged: money that still
 * comes is late money, given back.
 */
export async function cancelAtProvider(attempt: DocumentSnapshot | null): Promise<void> {
  if (attempt === null) return;
  const { provider, providerRef } = paymentDocs.of(attempt);
  if (provider === 'bank' || provider === 'manual' || provider === '') return;
  try {
    await providerNamed(provider).cancel({ providerRef });
  } catch (err) {
    logger.warn('an ended attempt could not be cancelled at its provider', {
      paymentId: attempt.id,
      error: String(err),
    });
  }
}
