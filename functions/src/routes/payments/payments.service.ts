// Payments (docs/payments.md): the quote, a runner starting to pay their held place, the organisers'
// ledger and payments recorded by hand, the page of one payment, and the providers' webhooks.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  Participant,
  PaymentProviderName,
  PaymentsPage,
  PaymentStarted,
  PaymentView,
  Quote,
} from '@run/contract/domain/api-types';
import type { PaymentMethod } from '@run/contract/domain/money';

import { holdExpiry } from '../../payments/expiry.js';
import type { Caller } from '../../lib/auth.js';
import { db } from '../../lib/firestore.js';
import { GRPC, grpcCode } from '../../lib/grpc.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { notifyRunner, raceForRunner, storedAddress } from '../../mail/notify.js';
import { siteUrl } from '../../mail/params.js';
import { settleDue } from '../../places/due.js';
import { HOLD_UNTIL } from '../../places/expire.js';
import { qrPng } from '../../race-day/pass.js';
import { distanceOfRecord, distancesOf } from '../../store/distances.js';
import { eventDates, marathonRef, raceTitle } from '../../store/marathon-doc.js';
import { moneyOf } from '../../store/money.js';
import {
  findPayment,
  listPayments as ledgerPage,
  newPaymentDoc,
  newPaymentId,
  paymentRef,
  stateOf,
  toPayment,
  type NewPayment,
  type PaymentState,
} from '../../store/payment-doc.js';
import {
  paymentOfRecord,
  registrationRef,
  runnerNameOf,
  statusOf,
  toParticipant,
} from '../../store/registration-doc.js';
import {
  bankDueAt,
  bankInstructions,
  bankReference,
  BANK_GRACE_MS,
  instructionLines,
} from '../../payments/bank-transfer.js';
import {
  bankReferenceRef,
  cancelAtProvider,
  openAttemptOf,
  stageEndAttempt,
} from '../../payments/attempts.js';
import { afterConfirmed } from '../../payments/confirm.js';
import { confirmAttempt } from '../../payments/money-in.js';
import { takeEvent } from '../../payments/events.js';
import { quoteFor } from '../../payments/pricing.js';
import { changePaidByHand, pendingChange } from '../../payments/distance-change.js';
import { cardProvider, payPalProvider, webhookProvider } from '../../payments/providers.js';

const NOT_REGISTERED = 'You are not registered for this marathon.';
const NOT_PENDING = 'This registration is not waiting for a payment.';
/** Set on a hold once bank transfer extended it: it is never extended again. */
const BANK_EXTENDED = 'payment.bankExtended';

export async function quote(id: string, distanceId: string | undefined): Promise<Quote> {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('Marathon not found.');
  return quoteFor(marathon, distanceId);
}

/**
 * The runner's registration and what waits for a payment (expired holds freed first): the
 * registration itself while held unpaid, else its change to a dearer distance
 * (payments/distance-change.ts); 404 / 409 otherwise.
 */
async function pendingRegistration(id: string, uid: string) {
  const [marathon] = await settleDue([await marathonRef(id).get()], holdExpiry);
  if (!marathon?.exists) throw notFound('Marathon not found.');
  const registration = await registrationRef(marathon.ref, uid).get();
  if (!registration.exists) throw notFound(NOT_REGISTERED);
  const held =
    statusOf(registration) === 'pending_payment'
      ? registration
      : await pendingChange(marathon.ref, uid);
  if (held === null) throw conflict(NOT_PENDING);
  const due = paymentOfRecord(held);
  if (due === null) throw conflict(NOT_PENDING);
  return { marathon, registration, held, due };
}

export async function startPayment(
  id: string,
  caller: Caller,
  method: PaymentMethod,
): Promise<PaymentStarted> {
  const { marathon, registration, held, due } = await pendingRegistration(id, caller.uid);
  const money = moneyOf(marathon.data() ?? {});
  if (!money.paymentMethods.includes(method)) {
    throw badRequest('This race does not take that way of paying.', [
      { field: 'method', message: 'Not one of this race’s payment methods' },
    ]);
  }
  // A bank statement's row confirms a held registration (bank-credit.ts), not a change of distance.
  if (held !== registration && method === 'bank_transfer') {
    throw badRequest('The difference for a change of distance is paid by card or PayPal.', [
      { field: 'method', message: 'Not a way of paying a change of distance' },
    ]);
  }
  const distance = distanceOfRecord(held, distancesOf(marathon));
  const paymentId = newPaymentId();
  const entry: NewPayment = {
    paymentId,
    userId: caller.uid,
    runnerName: runnerNameOf(registration),
    distanceId: distance.id,
    method,
    provider: 'bank',
    providerRef: null,
    amount: due.total,
    currency: due.currency,
    state: 'started',
  };
  const now = Timestamp.now();
  if (method === 'bank_transfer') {
    const account = money.bankAccount;
    if (account === null) throw badRequest('This race has no bank account to pay into.');
    // Asked again while its transfer is the hold's current attempt: the same instructions, so a
    // registration has one live reference and its hold is not moved again.
    const current = await openAttemptOf(marathon.ref, held);
    if (current !== null && current.get('method') === 'bank_transfer') {
      const instructions = bankInstructions(
        account,
        String(current.get('providerRef')),
        due.total,
        due.currency,
        new Date(due.dueAt),
      );
      return { paymentId: current.id, method, instructions };
    }
    // The hold is extended once, when bank transfer is first chosen; never again after.
    const extended = held.get(BANK_EXTENDED) === true;
    const dueAt = extended
      ? new Date(due.dueAt)
      : bankDueAt(
          now.toDate(),
          money.bankTransferDays,
          new Date(eventDates(marathon).marathonStartDate),
        );
    for (let tries = 1; ; tries += 1) {
      const reference = bankReference();
      const instructions = bankInstructions(account, reference, due.total, due.currency, dueAt);
      const qr = await qrPng(instructions.epcQr);
      const moved = extended
        ? {}
        : {
            'payment.dueAt': Timestamp.fromDate(dueAt),
            [BANK_EXTENDED]: true,
            [HOLD_UNTIL]: Timestamp.fromMillis(dueAt.getTime() + BANK_GRACE_MS),
          };
      try {
        await recordStart(
          held,
          { ...entry, providerRef: reference },
          now,
          { ...moved, 'payment.bankReference': reference },
          (tx) => {
            tx.create(bankReferenceRef(marathon.ref, reference), {
              paymentId,
              userId: caller.uid,
              createdAt: now,
            });
            notifyRunner(
              tx,
              raceForRunner(marathon, distance),
              storedAddress(registration.data()),
              {
                kind: 'bank_transfer',
                lines: instructionLines(instructions),
                dueAt: instructions.dueAt,
                qrPng: qr,
              },
            );
          },
        );
      } catch (err) {
        // Another attempt has this reference already (35 bits: rare, never shared): a new one.
        if (grpcCode(err) === GRPC.ALREADY_EXISTS && tries < 3) continue;
        throw err;
      }
      return { paymentId, method, instructions };
    }
  }
  const provider = method === 'paypal' ? payPalProvider() : cardProvider();
  const started = await provider.start({
    paymentId,
    marathonId: id,
    userId: caller.uid,
    title: raceTitle(marathon),
    distanceName: distance.name,
    amount: due.total,
    currency: due.currency,
    dueAt: new Date(due.dueAt),
    returnUrl: `${siteUrl()}/dashboard/applied-marathons`,
  });
  try {
    await recordStart(
      held,
      { ...entry, provider: provider.name, providerRef: started.providerRef },
      now,
      {},
    );
  } catch (err) {
    // The hold went (expired, withdrawn) while the session was made: nobody may pay it now.
    await provider.cancel({ providerRef: started.providerRef }).catch(() => undefined);
    throw err;
  }
  return { paymentId, method, redirectUrl: started.redirectUrl };
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
  tell?: (tx: FirebaseFirestore.Transaction) => void,
): Promise<void> {
  const marathon = registration.ref.parent.parent;
  if (marathon === null) throw notFound('Marathon not found.');
  // The attempt before this one ends with it (payments/attempts.ts).
  const previous = await db().runTransaction(async (tx) => {
    const held = await tx.get(registration.ref);
    if (!held.exists) throw notFound(NOT_REGISTERED);
    if (statusOf(held) !== 'pending_payment') throw conflict(NOT_PENDING);
    const before: unknown = held.get('payment.paymentId');
    const last = typeof before === 'string' ? await tx.get(paymentRef(marathon, before)) : null;
    const open = last?.exists === true && stateOf(last) === 'started' ? last : null;
    if (open !== null) stageEndAttempt(tx, open, now);
    tx.create(paymentRef(marathon, entry.paymentId), newPaymentDoc(entry, now));
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

/** Money the organisers received by hand: a `manual` ledger entry, confirming a held place. */
export async function manualPayment(
  marathon: DocumentSnapshot,
  userId: string,
  amount: number,
  note: string,
): Promise<Participant> {
  const ref = registrationRef(marathon.ref, userId);
  const distances = distancesOf(marathon);
  const currency = moneyOf(marathon.data() ?? {}).currency;
  const entry = (
    paymentId: string,
    registration: DocumentSnapshot,
    distanceId: string,
    now: Timestamp,
  ) =>
    newPaymentDoc(
      {
        paymentId,
        userId,
        runnerName: runnerNameOf(registration),
        distanceId,
        method: 'manual',
        provider: 'manual',
        providerRef: null,
        amount,
        currency,
        state: 'succeeded',
        note,
      },
      now,
    );
  // The difference for a change to a dearer distance: the runner moves (distance-change.ts).
  const changeId = newPaymentId();
  if (
    (await pendingChange(marathon.ref, userId)) !== null &&
    (await changePaidByHand(marathon.ref, userId, changeId, (...args) => entry(changeId, ...args)))
  ) {
    return toParticipant(await ref.get(), distances);
  }
  const confirmed = await db().runTransaction(async (tx) => {
    const registration = await tx.get(ref);
    if (!registration.exists) throw notFound('No runner of this race has that id.');
    const now = Timestamp.now();
    const paymentId = newPaymentId();
    const distance = distanceOfRecord(registration, distances);
    // Money by hand pays the hold whatever attempt was under way: it becomes the current one, and
    // is confirmed through the same door as a provider's (payments/money-in.ts).
    const confirmed =
      statusOf(registration) === 'pending_payment' &&
      (await confirmAttempt(tx, marathon, registration, distance, 'manual', paymentId, now));
    tx.create(
      paymentRef(marathon.ref, paymentId),
      entry(paymentId, registration, distance.id, now),
    );
    return confirmed;
  });
  const after = await ref.get();
  if (confirmed) await afterConfirmed(marathon, userId, distanceOfRecord(after, distances));
  return toParticipant(confirmed ? await ref.get() : after, distances);
}

export const listPayments = (
  marathon: DocumentSnapshot,
  query: { limit: number; cursor?: string | undefined; state?: PaymentState | undefined },
): Promise<PaymentsPage> => ledgerPage(marathon, query);

/** One of the caller's ledger entries and its race; anyone else's is 404. */
async function callersPayment(caller: Caller, paymentId: string) {
  const found = await findPayment('paymentId', paymentId);
  const marathon = found?.ref.parent.parent;
  if (!found || !marathon || found.get('userId') !== caller.uid) {
    throw notFound('No such payment.');
  }
  return { found, marathon };
}

/** One of the caller's payments, for the page where it is paid; anyone else's is 404. */
export async function paymentOf(caller: Caller, paymentId: string): Promise<PaymentView> {
  const { found, marathon } = await callersPayment(caller, paymentId);
  const payment = toPayment(found);
  return {
    paymentId,
    marathonId: marathon.id,
    title: raceTitle(await marathon.get()),
    amount: payment.amount,
    currency: payment.currency,
    state: stateOf(found),
    method: payment.method,
  };
}

/**
 * The runner back from approving a PayPal payment (its return page): the order is captured and the
 * capture taken like the webhook's event (each once, events.ts). A payment no longer waiting (the
 * webhook captured it first) answers as it is.
 */
export async function paypalCapture(caller: Caller, paymentId: string): Promise<PaymentView> {
  const { found } = await callersPayment(caller, paymentId);
  const orderId: unknown = found.get('providerRef');
  if (found.get('provider') !== 'paypal' || typeof orderId !== 'string') {
    throw notFound('No such PayPal payment.');
  }
  if (stateOf(found) === 'started') {
    const provider = payPalProvider();
    await takeEvent(provider, await provider.capture(orderId, paymentId));
  }
  return paymentOf(caller, paymentId);
}

/** A provider's webhook: verified over the raw body (400 when not), then taken once. */
export async function webhook(
  name: PaymentProviderName,
  raw: { body: () => Buffer; header: (name: string) => string | undefined },
): Promise<{ received: true }> {
  const provider = webhookProvider(name);
  const event = await provider.verify(raw.body(), raw.header);
  await takeEvent(provider, event);
  return { received: true };
}
