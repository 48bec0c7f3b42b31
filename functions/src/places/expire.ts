// Unpaid holds that run out (docs/payments.md): a `pending_payment` registration past `holdUntil`
// (its `dueAt`, plus 48 hours for a bank transfer, whose money takes days) gives its place back
// through release.ts, exactly as a withdrawal does, so the distance's waitlist is offered it in the
// same transaction. The registration is kept as `marathons/{id}/lapsedHolds/{uid}` (status
// `expired`): My Apply List shows it, and money that still arrives for it finds it (payments/late.ts).
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { formatMoney } from '@run/contract/domain/money';

import { notifyRunner, raceForRunner, storedAddress } from '../mail/notify.js';
import { stageRefund } from '../payments/refunds.js';
import { COLLECTIONS } from '../store/collections.js';
import { paymentRef } from '../store/payment-doc.js';
import { releasePlace } from './release.js';

/** The two writes made here, which a batch and a transaction both offer. */
interface Writes {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
}

const PART_PAID = 'Your held place expired before the whole price arrived.';

/** Holds freed in one pass; the next read or the schedule frees the rest. */
const EXPIRE_BATCH = 100;

export const HOLD_UNTIL = 'holdUntil';

export const lapsedHoldRef = (marathon: DocumentSnapshot, uid: string) =>
  marathon.ref.collection(COLLECTIONS.lapsedHolds).doc(uid);

/** Frees every hold of the race past its time; returns how many it freed. */
export async function expireDueHolds(
  marathon: DocumentSnapshot,
  now = Timestamp.now(),
): Promise<number> {
  // Held registrations, and changes to a dearer distance not paid in time (their held place goes,
  // the registration stays), read side by side.
  const [due, changes] = await Promise.all(
    [COLLECTIONS.registrations, COLLECTIONS.distanceChanges].map((collection) =>
      marathon.ref.collection(collection).where(HOLD_UNTIL, '<=', now).limit(EXPIRE_BATCH).get(),
    ),
  );
  const freed = await Promise.all([
    ...(due?.docs ?? []).map((held) => expireHold(marathon, held, now)),
    ...(changes?.docs ?? []).map((change) => expireHold(marathon, change, now)),
  ]);
  return freed.filter(Boolean).length;
}

/** The pass under way per race (by path), with when it began (`performance.now()`). */
const passes = new Map<string, { startedAt: number; freed: Promise<number> }>();

/**
 * `expireDueHolds` for a caller that began at `since`, sharing a pass that began after it: the
 * runners a sell-out turns away all ask at once, and one pass answers each of them as exactly as its
 * own would (it ran during their requests).
 */
export async function expireDueHoldsSince(
  marathon: DocumentSnapshot,
  since: number,
): Promise<number> {
  const path = marathon.ref.path;
  const current = passes.get(path);
  if (current !== undefined && current.startedAt >= since) return current.freed;
  const pass = { startedAt: performance.now(), freed: expireDueHolds(marathon) };
  passes.set(path, pass);
  try {
    return await pass.freed;
  } finally {
    if (passes.get(path) === pass) passes.delete(path);
  }
}

/** The ledger entry of the hold's latest attempt to pay, if it made one. */
async function attemptOf(marathon: DocumentSnapshot, held: DocumentSnapshot) {
  const attempt: unknown = held.get('payment.paymentId');
  return typeof attempt === 'string' ? paymentRef(marathon.ref, attempt).get() : null;
}

/** Frees a held place now (a withdrawal's change of distance waiting for its difference). */
export const freeHold = (marathon: DocumentSnapshot, held: DocumentSnapshot) =>
  expireHold(marathon, held, Timestamp.now());

async function expireHold(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  now: Timestamp,
): Promise<boolean> {
  const payment = await attemptOf(marathon, registration);
  return releasePlace(
    marathon,
    registration,
    (writer, held, distance) => {
      const w: Writes = writer;
      // A change of distance's hold: only its place and attempt go; the registration stands.
      if (held.ref.parent.id === COLLECTIONS.distanceChanges) {
        if (payment?.exists && payment.get('state') === 'started') {
          w.update(payment.ref, { state: 'expired' });
        }
        return;
      }
      const { [HOLD_UNTIL]: _until, ...data } = held.data() ?? {};
      w.set(lapsedHoldRef(marathon, held.id), { ...data, status: 'expired', expiredAt: now });
      // The attempt under way ends with the hold; money that still comes is late (payments/late.ts).
      // Part of the price received by bank transfer (payments/bank-credit.ts) goes back, by hand.
      const received = Number(payment?.get('received') ?? 0);
      let refund: string | undefined;
      if (payment?.exists && payment.get('state') === 'started') {
        if (received > 0) {
          const plan = { payment, amount: received, band: 'late' as const, reason: PART_PAID };
          stageRefund(writer, { ...plan, received: { amount: received } }, now, { guarded: true });
          refund = formatMoney(received, String(payment.get('currency') ?? 'USD'), 'en-US');
        } else w.update(payment.ref, { state: 'expired' });
      }
      notifyRunner(writer, raceForRunner(marathon, distance), storedAddress(data), {
        kind: 'hold_expired',
        ...(refund === undefined ? {} : { refund }),
      });
    },
    // Paid while this ran: the payment's transaction changed it, and the place stays taken.
    { ifUnchanged: true },
  );
}
