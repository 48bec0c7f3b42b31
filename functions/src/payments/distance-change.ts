// A change to a dearer distance on a priced race (docs/transfers.md): the difference is due. The new
// distance's place is taken now (places/take.ts) and held `pending_payment` in
// `distanceChanges/{uid}` (store/distance-change-doc.ts) while the registration stays confirmed on
// its old distance. Paid, one settlement moves the runner: the old place is given back and offered
// to its waitlist (places/settle.ts, as every freed place), the held one becomes the registration's.
// Not paid by `dueAt`, the held place is freed (places/expire.ts) and nothing else changes.
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { ApplyResponse } from '@run/contract/domain/api-types';
import { feeOf, formatMoney } from '@run/contract/domain/money';

import { heldCodeTermsOn } from '../coupons/coupons.js';
import {
  notifyRunner,
  notifyStored,
  raceForRunner,
  type RunnerAddress,
  waitlistMail,
} from '../mail/mail.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { badRequest, conflict } from '../lib/http-error.js';
import {
  changePlaceDistance,
  settle,
  soldOutError,
  takePlace,
  type Settlement,
} from '../places/places.js';
import { distanceChangeDocs, distanceChangeRef } from '../store/distance-change-doc.js';
import {
  DISTANCE_FIELD,
  distanceOfRecord,
  distancesOf,
  type StoredDistance,
} from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { storedFieldsOf } from '../store/model-of.js';
import { chosenMethodOf, newPaymentRef, paymentDocs } from '../store/payment-doc.js';
import { newProviderEventDoc, providerEventRef } from '../store/provider-event-doc.js';
import {
  paymentOfRecord,
  registrationOf,
  registrationRef,
  statusOf,
} from '../store/registration-doc.js';
import { registrationPaymentIn } from '../store/registration-payment.js';
import { mailReceipt, paidFields } from './confirm.js';
import { judgeArrival } from './money-in.js';
import { heldFor, priceOf, type Due } from '../pricing/pricing.js';
import type { ProviderEvent } from './provider.js';

/**
 * What a move to `to` costs beyond the money the place received; null when it costs no more. The
 * place received its price less its code's discount (`payment.amount - payment.discount`, a
 * deferral's credit counted as received). The new price is the tier in force less the discount of
 * the code the place holds, when that code is valid for `to` (coupons/check.ts): a code bound to
 * other distances gives nothing on this one.
 */
export async function differenceDue(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  to: StoredDistance,
  now: Date,
): Promise<Due | null> {
  const race = marathonOf(marathon);
  const paid = registrationOf(registration).payment;
  const code = paid?.code ?? null;
  const terms = code === null ? null : await heldCodeTermsOn(marathon.ref, code, to);
  const price = priceOf(race, to, now, terms);
  if (price === null) return null;
  const received = (paid?.amount ?? 0) - (paid?.discount ?? 0);
  const amount = price.amount - price.discount - received;
  if (amount <= 0) return null;
  const fee = feeOf(amount, race.runnerFee);
  return {
    amount,
    fee,
    total: amount + fee,
    currency: price.currency,
    tierLabel: price.tier.label,
  };
}

/**
 * Holds a place of `to` for the difference `due` (409 sold out, or when a change already waits);
 * `fields` are the registration's other changes, applied once paid.
 */
export async function holdDifference(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  to: StoredDistance,
  due: Due,
  fields: DocumentData,
  runner: RunnerAddress | null,
): Promise<Pick<ApplyResponse, 'status' | 'payment'>> {
  const now = Timestamp.now();
  const hold = heldFor(marathon, due, now);
  const ref = distanceChangeRef(marathon.ref, registration.id);
  try {
    const taken = await takePlace(marathon, to, (batch) => {
      batch.create(ref, {
        userId: registration.id,
        marathonId: marathon.id,
        [DISTANCE_FIELD]: to.id,
        fromDistanceId: distanceOfRecord(registration, distancesOf(marathon)).id,
        fields,
        ...hold.fields,
        createdAt: now,
      });
      // Only while the registration still stands: deferred or withdrawn meanwhile, it is gone,
      // and no place is held for it (the update's NOT_FOUND takes nothing).
      // (It rewrites the registration's own updatedAt: guarded, nothing of it changes.)
      batch.update(registration.ref, {
        // The stored value as it is (not the model's reading of it): the write changes nothing.
        updatedAt: (storedFieldsOf(registration).updatedAt as unknown) ?? now,
      });
      notifyRunner(batch, raceForRunner(marathon, to), runner, hold.news);
    });
    if (taken === 'soldOut') throw soldOutError(distancesOf(marathon), to);
  } catch (err) {
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) throw conflict('distance_change_pending');
    if (grpcCode(err) === GRPC.NOT_FOUND) throw conflict('registration_changed_meanwhile');
    throw err;
  }
  return hold.answer;
}

/** A waiting change as My Apply List shows it: the new distance and what is due. */
export function distanceChangeOf(change: DocumentSnapshot) {
  const payment = paymentOfRecord(change);
  return payment === null
    ? null
    : { distanceId: distanceChangeDocs.of(change).distanceId, payment };
}

/** The change waiting for its payment, if any. */
export async function pendingChange(
  marathon: DocumentReference,
  uid: string,
): Promise<DocumentSnapshot | null> {
  const change = await distanceChangeRef(marathon, uid).get();
  return change.exists && statusOf(change) === 'pending_payment' ? change : null;
}

/**
 * A provider's event for the difference of a pending change: in one settlement the event is
 * recorded, the ledger entry succeeds and the runner moves. Null (nothing written) when the payment
 * is not a pending change's: the usual path (events.ts) takes it, a late one included.
 */
export async function changePaid(
  providerName: string,
  event: ProviderEvent,
  paymentDoc: DocumentReference,
  marathonRef: DocumentReference,
  uid: string,
): Promise<'done' | null> {
  const seenRef = providerEventRef(providerName, event.id);
  const result = await settle(marathonRef, waitlistMail, async (s): Promise<'done' | null> => {
    const [seen, payment, registration, change] = await s.tx.getAll(
      seenRef,
      paymentDoc,
      registrationRef(marathonRef, uid),
      distanceChangeRef(marathonRef, uid),
    );
    if (!seen || !payment || !registration || !change) return null;
    if (seen.exists || !change.exists || statusOf(registration) !== 'confirmed') return null;
    // The one door in (money-in.ts): the change's current attempt, for the difference it asked.
    const arrival = { provider: providerName, amount: event.amount, currency: event.currency };
    if (!registration.exists || judgeArrival(payment, change, arrival) !== 'apply') return null;
    stageMove(s, registration, change, chosenMethodOf(paymentDocs.of(payment)), paymentDoc.id);
    s.writes.push(() => {
      s.tx.create(seenRef, newProviderEventDoc(providerName, event, s.now));
      s.tx.update(paymentDoc, {
        state: 'succeeded',
        succeededAt: s.now,
        providerIntent: event.intent,
      });
    });
    return 'done';
  });
  return result ?? null;
}

/**
 * Money the organisers received by hand for a pending change's difference: in one settlement the
 * `manual` ledger entry (`entry`, built from the registration) is written and the runner moves.
 * False (nothing written) when no change is waiting.
 */
export async function changePaidByHand(
  marathonRef: DocumentReference,
  uid: string,
  paymentId: string,
  entry: (registration: DocumentSnapshot, distanceId: string, now: Timestamp) => DocumentData,
  amount: number,
): Promise<boolean> {
  const moved = await settle(marathonRef, waitlistMail, async (s) => {
    const [registration, change] = await s.tx.getAll(
      registrationRef(marathonRef, uid),
      distanceChangeRef(marathonRef, uid),
    );
    if (!registration?.exists || !change?.exists) return false;
    if (statusOf(change) !== 'pending_payment') return false;
    coversDue(change, amount);
    stageMove(s, registration, change, 'manual', paymentId);
    const distanceId = distanceOfRecord(change, s.distances).id;
    s.writes.push(() => {
      s.tx.create(newPaymentRef(marathonRef, paymentId), entry(registration, distanceId, s.now));
    });
    return true;
  });
  return moved === true;
}

/**
 * Money by hand confirms a hold only when it covers what the hold asks (money-in.ts: the amount the
 * attempt asked, never less): 400 naming `amount` otherwise, and nothing is written.
 */
export function coversDue(held: DocumentSnapshot, amount: number, whole?: number): void {
  const due = paymentOfRecord(held);
  // An order's lead is paid for the whole order (docs/orders.md).
  const asked = whole ?? due?.total ?? 0;
  if (due === null || amount >= asked) return;
  const total = formatMoney(asked, due.currency, 'en-US');
  throw badRequest('manual_payment_short', { total }, [
    { field: 'amount', message: `At least ${total}` },
  ]);
}

/**
 * Moves the runner to the change's distance in the settlement `s`: the old place goes back (offered
 * to its waitlist by the same settlement), the held one is the registration's, the difference is
 * added to what the registration paid, and a receipt is mailed.
 */
export function stageMove(
  s: Settlement,
  registration: DocumentSnapshot,
  change: DocumentSnapshot,
  method: Parameters<typeof paidFields>[1],
  paymentId: string,
): void {
  const from = distanceOfRecord(registration, s.distances);
  const to = distanceOfRecord(change, s.distances);
  changePlaceDistance(s, from, to, { placeHeld: true });
  // The stored payment map, copied into the write as it is.
  const was = (storedFieldsOf(registration).payment ?? {}) as Record<string, unknown>;
  const { payment: due, fields } = distanceChangeDocs.of(change);
  const sum = (k: string) => Number(was[k] ?? 0) + Number(due[k] ?? 0);
  const paid = paidFields({ payment: due }, method, paymentId, s.now).payment as DocumentData;
  s.writes.push(() => {
    s.tx.update(registration.ref, {
      ...fields,
      [DISTANCE_FIELD]: to.id,
      payment: {
        // A free place moving to a priced one had no payment of its own: the difference's due
        // time, currency and paid fields stand for it (the registration reads as paid).
        ...(Object.keys(was).length === 0
          ? { currency: due.currency, dueAt: due.dueAt, method: paid.method, paidAt: paid.paidAt }
          : was),
        amount: sum('amount'),
        fee: sum('fee'),
        total: sum('total'),
        tierLabel: due.tierLabel ?? was.tierLabel ?? null,
        difference: paid,
      },
      updatedAt: s.now,
    });
    s.tx.delete(change.ref);
    const runner = registrationOf(registration);
    // The receipt is for the difference: the change's own payment map.
    mailReceipt(
      s.tx,
      s.marathon,
      { ...runner, payment: registrationPaymentIn(due) },
      to,
      method,
      paymentId,
    );
    notifyStored(s.tx, s.marathon, to, runner, { kind: 'updated' });
  });
}
