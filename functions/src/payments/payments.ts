// Payments (docs/payments.md): the quote, a runner starting to pay their held place, the organisers'
// ledger and payments recorded by hand, the page of one payment, the providers' webhooks and the
// payment methods offered.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  Books,
  Participant,
  PaymentMethods,
  PaymentProviderName,
  PaymentsPage,
  PaymentStarted,
  PaymentView,
  Quote,
} from '@run/contract/domain/api-types';
import type { PaymentMethod } from '@run/contract/domain/money';
import { methodInfo, PAYMENT_METHODS } from '@run/contract/domain/payment-methods';

import { holdExpiry } from './expiry.js';
import type { Caller } from '../lib/auth.js';
import type { ClientKeys } from '../lib/client-ip.js';
import { db } from '../lib/firestore.js';
import { conflict, notFound } from '../lib/http-error.js';
import { receiveWebhook, type RawWebhook } from '../lib/webhook.js';
import { settleDue } from '../places/places.js';
import { quotableCode } from '../coupons/coupons.js';
import { chooseDistance, distanceOfRecord, distancesOf } from '../store/distances.js';
import { marathonOf, marathonRef, raceTitle } from '../store/marathon-doc.js';
import {
  findPayment,
  listPayments as ledgerPage,
  newPaymentDoc,
  newPaymentId,
  newPaymentRef,
  payerOf,
  paymentDocs,
  toPayment,
  type PaymentState,
} from '../store/payment-doc.js';
import {
  MORE_ENTRIES,
  moreEntryIds,
  paymentOfRecord,
  registrationRef,
  runnerNameOf,
  statusOf,
  toParticipant,
} from '../store/registration-doc.js';
import { booksOf } from './books.js';
import { afterConfirmed, confirmAttempt } from './confirm.js';
import { orderLeadOf, orderOfEntry, orderPaymentOf } from './order-payment.js';
import { takeEvent } from './events.js';
import { quoteFor } from '../pricing/pricing.js';
import { changePaidByHand, coversDue, pendingChange } from './distance-change.js';
import { payPalProvider } from './methods/paypal.js';
import { webhookProvider } from './methods/registry.js';
import { startPayment as startAttempt } from './start.js';
import type { OrderDoc } from '../store/order-doc.js';

/**
 * GET /marathon/{id}/quote: the price now, less a code's discount (409 when the code is refused; a
 * code's try is counted for the caller's address, 429 over the limit).
 */
export async function quote(
  id: string,
  distanceId: string | undefined,
  code: string | undefined,
  client: () => ClientKeys,
): Promise<Quote> {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('marathon_not_found');
  const distance = chooseDistance(distancesOf(marathonOf(marathon)), distanceId);
  const checked =
    code === undefined
      ? null
      : await quotableCode(marathon.ref, code, distance, Timestamp.now(), client());
  const terms = checked && {
    code: checked.coupon.code,
    kind: checked.coupon.kind,
    value: checked.coupon.value,
  };
  return quoteFor(marathon, distance, terms);
}

export { countReferral, takeBackReferrals } from './referral-reward.js';
/** What a ledger entry keeps of the money it received. */
export { leftToRefund as keptOf } from './refunds.js';

/**
 * The runner's registration and what waits for a payment (expired holds freed first): the
 * registration itself while held unpaid, else its change to a dearer distance
 * (payments/distance-change.ts); 404 / 409 otherwise.
 */
async function pendingRegistration(id: string, uid: string) {
  const [marathon] = await settleDue([await marathonRef(id).get()], holdExpiry);
  if (!marathon?.exists) throw notFound('marathon_not_found');
  const registration = await registrationRef(marathon.ref, uid).get();
  if (!registration.exists) throw notFound('not_registered');
  const held =
    statusOf(registration) === 'pending_payment'
      ? registration
      : await pendingChange(marathon.ref, uid);
  if (held === null) throw conflict('payment_not_pending');
  const due = paymentOfRecord(held);
  if (due === null) throw conflict('payment_not_pending');
  return { marathon, registration, held, due };
}

export async function startPayment(
  id: string,
  caller: Caller,
  method: PaymentMethod,
): Promise<PaymentStarted> {
  const { marathon, registration, held, due } = await pendingRegistration(id, caller.uid);
  // The buyer's own entry of an order held unpaid pays the whole order, on its lead (docs/orders.md).
  const order = held === registration ? await orderOfEntry(marathon.ref, registration) : null;
  if (order !== null) {
    const pay = await orderPaymentOf(marathon.ref, order);
    if (pay === null) throw conflict('payment_not_pending');
    return startAttempt(marathon, pay.lead, pay.lead, pay.due, pay.lead.id, method, pay.order);
  }
  return startAttempt(marathon, registration, held, due, caller.uid, method);
}

/** Money the organisers received by hand: a `manual` ledger entry, confirming a held place. */
export async function manualPayment(
  marathon: DocumentSnapshot,
  userId: string,
  amount: number,
  note: string,
): Promise<Participant> {
  const ref = registrationRef(marathon.ref, userId);
  const { distances, currency } = marathonOf(marathon);
  const entry = (
    paymentId: string,
    registration: DocumentSnapshot,
    distanceId: string,
    now: Timestamp,
    payer = userId,
  ) =>
    newPaymentDoc(
      {
        paymentId,
        userId: payer,
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
    (await changePaidByHand(
      marathon.ref,
      userId,
      changeId,
      (...args) => entry(changeId, ...args),
      amount,
    ))
  ) {
    return toParticipant(await ref.get(), distances);
  }
  // The lead of an order the money confirmed, when that is not the runner named (its bibs follow).
  let paidLead: string | null = null;
  const confirmed = await db().runTransaction(async (tx) => {
    paidLead = null;
    const registration = await tx.get(ref);
    if (!registration.exists) throw notFound('no_such_runner');
    const now = Timestamp.now();
    const paymentId = newPaymentId();
    const distance = distanceOfRecord(registration, distances);
    // Money by hand pays the hold whatever attempt was under way: it becomes the current one, and
    // is confirmed through the same door as a provider's (payments/money-in.ts).
    const waiting = statusOf(registration) === 'pending_payment';
    // An order's entry is paid with its whole order, on the order's lead (docs/orders.md).
    const order = waiting ? await orderLeadOf(tx, marathon.ref, registration) : null;
    const payable = order?.lead ?? registration;
    const payableDistance = distanceOfRecord(payable, distances);
    if (waiting) coversDue(payable, amount, order?.total);
    const confirmed =
      waiting &&
      (await confirmAttempt(tx, marathon, payable, payableDistance, 'manual', paymentId, now));
    tx.create(
      newPaymentRef(marathon.ref, paymentId),
      entry(paymentId, registration, distance.id, now, payable.id),
    );
    if (confirmed && payable !== registration) paidLead = payable.id;
    // Money recorded for a place not waiting for it is still the registration's own: refunds of
    // it come from it, and it goes with the place (store/registration-doc.ts, ownEntryIds).
    if (!confirmed) {
      tx.update(ref, { [MORE_ENTRIES]: [...moreEntryIds(registration), paymentId] });
    }
    return confirmed;
  });
  const after = await ref.get();
  if (confirmed && paidLead !== null) {
    const lead = await registrationRef(marathon.ref, paidLead).get();
    await afterConfirmed(marathon, paidLead, distanceOfRecord(lead, distances));
  } else if (confirmed) {
    await afterConfirmed(marathon, userId, distanceOfRecord(after, distances));
  }
  return toParticipant(confirmed ? await ref.get() : after, distances);
}

/** The race's books: its sums and every discrepancy (payments/books.ts). */
export const books = (marathon: DocumentSnapshot): Promise<Books> => booksOf(marathon);

export const listPayments = (
  marathon: DocumentSnapshot,
  query: { limit: number; cursor?: string | undefined; state?: PaymentState | undefined },
): Promise<PaymentsPage> => ledgerPage(marathon, query);

/**
 * GET /payments/methods: each method's public part, read off its registry entry
 * (contract/src/domain/payment-methods.ts), in the registry's order.
 */
export function paymentMethods(): PaymentMethods {
  return PAYMENT_METHODS.map((method) => {
    const { label, payLabel, currencies, refundsTo } = methodInfo(method);
    return {
      method,
      label,
      payLabel,
      currencies: currencies && [...currencies],
      refunds: refundsTo,
    };
  });
}

/** One of the caller's ledger entries and its race; anyone else's is 404. */
async function callersPayment(caller: Caller, paymentId: string) {
  const found = await findPayment('paymentId', paymentId);
  const marathon = found?.ref.parent.parent;
  const entry = found ? paymentDocs.of(found) : null;
  // An order's payment is the buyer's, whichever entry's hold carries it (docs/orders.md).
  const own = entry !== null && payerOf(entry) === caller.uid;
  if (!entry || !marathon || !own) {
    throw notFound('no_such_payment');
  }
  return { entry, marathon };
}

/** One of the caller's payments, for the page where it is paid; anyone else's is 404. */
export async function paymentOf(caller: Caller, paymentId: string): Promise<PaymentView> {
  const { entry, marathon } = await callersPayment(caller, paymentId);
  const payment = toPayment(entry);
  return {
    paymentId,
    marathonId: marathon.id,
    title: raceTitle(await marathon.get()),
    amount: payment.amount,
    currency: payment.currency,
    state: entry.state,
    method: payment.method,
  };
}

/**
 * The runner back from approving a PayPal payment (its return page): the order is captured and the
 * capture taken like the webhook's event (each once, events.ts). A payment no longer waiting (the
 * webhook captured it first) answers as it is.
 */
export async function paypalCapture(caller: Caller, paymentId: string): Promise<PaymentView> {
  const { entry } = await callersPayment(caller, paymentId);
  const orderId = entry.providerRef;
  if (entry.provider !== 'paypal' || orderId === null) {
    throw notFound('no_such_paypal_payment');
  }
  if (entry.state === 'started') {
    const provider = payPalProvider();
    await takeEvent(provider, await provider.capture(orderId, paymentId));
  }
  return paymentOf(caller, paymentId);
}

/** A provider's webhook: verified over the raw body (400 when not), then taken once. */
export function webhook(name: PaymentProviderName, raw: RawWebhook) {
  const provider = webhookProvider(name);
  return receiveWebhook(provider, raw, (event) => takeEvent(provider, event));
}

// The organisers' bank desk and refund desk: public through this file, written beside it.
export {
  assignBankTransaction,
  discardBankTransaction,
  importBankStatement,
  listBankTransactions,
} from './bank-transactions.js';
export {
  financeCsv,
  listRefunds,
  markRefundPaid,
  organiserRefund,
  refundQuote,
} from './organiser-refunds.js';

// A payment's receipt and its PDF (docs/payments.md, "Receipts").
export { receiptFor } from './receipt.js';
/** The receipt as a PDF, drawn by a module loaded on first use (pdf-lib: functions/build.mjs). */
export async function receiptPdfFor(caller: Caller, id: string, paymentId: string) {
  const { receiptPdfFor: draw } = await import('./receipt-pdf.js');
  return draw(caller, id, paymentId);
}

/**
 * POST .../orders/{orderId}/payments, once orders/ has found the buyer's order: its one attempt on
 * its lead entry's hold, for the order's total, never the lead's own share (docs/orders.md).
 */
export async function startOrderPayment(
  marathon: DocumentSnapshot,
  order: OrderDoc,
  method: PaymentMethod,
): Promise<PaymentStarted> {
  const pay = await orderPaymentOf(marathon.ref, order);
  if (pay === null) throw conflict('order_not_pending');
  return startAttempt(marathon, pay.lead, pay.lead, pay.due, pay.lead.id, method, pay.order);
}

// What the other domains do with money, written beside this file: a held place's hooks for places/
// (its attempt ended and the runner mailed when it runs out), the on-paid hooks orders and transfers
// register (what a paid hold of theirs sets off), withdrawing with the refund its policy
// gives, a dearer distance's difference, refunds and credits staged with a deferral or a cancelled
// race, and the schedules' work.
export { holdExpiry } from './expiry.js';
export { onPaid, type HandOverHook, type OrderPaid, type OrderPaidHook } from './on-paid.js';
export { freeBib, withdraw } from './withdraw.js';
export {
  differenceDue,
  distanceChangeOf,
  holdDifference,
  pendingChange,
} from './distance-change.js';
export { shareLeftOf } from './order-payment.js';
export {
  creditShares,
  ownEntriesWithMoney,
  sendDueRefunds,
  stageClose,
  stageCredit,
} from './refunds.js';
export { refundCancelledRace } from './race-cancelled.js';
export { checkAllBooks } from './books-check.js';
export { PAYMENT_SECRETS } from './methods/registry.js';
// Where a race's money goes in connect mode: a method is taken only while its payee's account can be
// paid (saving a race's methods, showing a race with card paused).
export { checkPayoutMethods, creatorsWithCardPaused } from './connect-charge.js';
