// Refunds (docs/payments.md, "Refunds"): a runner's quote before withdrawing, an organiser's refund
// (optionally withdrawing the runner), the race's refunds and those paid by hand, the finance CSV.
// Every refund is staged by payments/refunds.ts; withdrawals go through payments/withdraw.ts.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  Participant,
  Refund,
  RefundQuoteAnswer,
  RefundsPage,
  RefundState,
} from '@run/contract/domain/api-types';
import type { OrganiserRefundInput } from '@run/contract/domain/schemas';

import { holdExpiry } from './expiry.js';
import { download, type Download } from '../lib/answers.js';
import { csvFilename, csvLines } from '../lib/csv.js';
import { db } from '../lib/firestore.js';
import { conflict, notFound } from '../lib/http-error.js';
import { notifyStored } from '../mail/mail.js';
import { settleDue } from '../places/places.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { shareLeftOf } from './order-payment.js';
import {
  organiserPlans,
  ownEntriesWithMoney,
  sendStaged,
  stageRefund,
  type StagedRefund,
} from './refunds.js';
import { mailRefund, quoteFor, withdraw } from './withdraw.js';
import { refundEndMail } from './refund-mail.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { paymentDocs } from '../store/payment-doc.js';
import { financeCsv as financeColumns, financePages } from '../store/finance-csv.js';
import { marathonRef, raceTitle } from '../store/marathon-doc.js';
import {
  listRefunds as refundsPage,
  refundDocs,
  refundRef,
  refundsOfRunner,
  refundsTogether,
  toRefund,
} from '../store/refund-doc.js';
import { registrationOf, registrationRef, toParticipant } from '../store/registration-doc.js';

/**
 * Entries an organiser may refund: not one a deferral turned into the runner's credit (what its fee
 * kept stays with the race, and the credit itself is the runner's to spend, not to refund).
 */
const refundable = (entries: DocumentSnapshot[]) =>
  entries.filter((e) => paymentDocs.of(e).credited === 0);

/** What the caller gets back if they withdraw now (0 for a registration not paid). */
export async function refundQuote(id: string, uid: string): Promise<RefundQuoteAnswer> {
  const [marathon] = await settleDue([await marathonRef(id).get()], holdExpiry);
  if (!marathon?.exists) throw notFound('marathon_not_found');
  const registration = await registrationRef(marathon.ref, uid).get();
  if (!registration.exists) throw notFound('not_registered');
  return quoteFor(marathon, registration);
}

/**
 * An organiser's refund of any amount up to what is left of the runner's payment (400 beyond, naming
 * `amount`); with `cancel`, the runner is withdrawn in the same write, their place offered to the
 * waitlist.
 */
export async function organiserRefund(
  marathon: DocumentSnapshot,
  uid: string,
  input: OrganiserRefundInput,
): Promise<{ refund: Refund; participant: Participant | null }> {
  const registration = await registrationRef(marathon.ref, uid).get();
  const held = registration.exists ? registration : await lapsedHoldRef(marathon.ref, uid).get();
  const withMoney = await ownEntriesWithMoney(marathon.ref, held);
  if (withMoney.length === 0) throw notFound('nothing_to_refund');
  if (refundable(withMoney).length === 0) throw conflict('payment_deferred');
  if (input.cancel && registration.exists) {
    const done = await withdraw(
      marathon,
      registration,
      { amount: input.amount, reason: input.reason },
      (writer, held, distance) => {
        notifyStored(writer, marathon, distance, registrationOf(held), {
          kind: 'withdrawn',
        });
      },
    );
    if (!done.released) throw notFound('runner_no_longer_registered');
    if (done.refund === undefined) throw notFound('nothing_to_refund');
    const latest = await latestRefundOf(marathon, uid);
    return { refund: latest, participant: null };
  }
  // Only the registration's own entries (or, once withdrawn, those of its kept record): never
  // another registration's money (payments/refunds.ts, the one door out).
  const staged: StagedRefund[] = await db().runTransaction(async (tx) => {
    const [current, lapsed] = await tx.getAll(
      registrationRef(marathon.ref, uid),
      lapsedHoldRef(marathon.ref, uid),
    );
    const own = current?.exists ? current : lapsed;
    if (own === undefined || !own.exists) throw notFound('nothing_to_refund');
    const entries = refundable(await ownEntriesWithMoney(marathon.ref, own, tx));
    if (entries.length === 0) throw notFound('nothing_to_refund');
    // An order's entry gives back at most what is left of its own share of the order's payment.
    const cap = await shareLeftOf(marathon.ref, own, entries, tx);
    const now = Timestamp.now();
    const plans = organiserPlans(entries, input.amount, input.reason, {
      cap,
      registrationId: own.id,
    });
    const refunds = plans.map((plan) => stageRefund(tx, plan, now));
    const told = refundsTogether(refunds.map((r) => r.summary));
    if (current?.exists && told) {
      const distance = distanceOfRecord(current, distancesOf(marathon));
      mailRefund(tx, marathon, current, distance, told);
    }
    return refunds;
  });
  await sendStaged(marathon.ref, staged);
  const last = staged[staged.length - 1];
  if (last === undefined) throw notFound('nothing_to_refund');
  const [refund, now] = await Promise.all([
    refundRef(marathon.ref, last.refundId).get(),
    registrationRef(marathon.ref, uid).get(),
  ]);
  return {
    refund: toRefund(refundDocs.of(refund)),
    participant: now.exists ? toParticipant(now, distancesOf(marathon)) : null,
  };
}

async function latestRefundOf(marathon: DocumentSnapshot, uid: string): Promise<Refund> {
  const mine = await refundsOfRunner(marathon.ref, uid).limit(100).get();
  const latest = mine.docs.sort((a, b) => (a.id < b.id ? 1 : -1))[0];
  if (latest === undefined) throw notFound('nothing_to_refund');
  return toRefund(latest.data());
}

export const listRefunds = (
  marathon: DocumentSnapshot,
  query: { limit: number; cursor?: string | undefined; state?: RefundState | undefined },
): Promise<RefundsPage> => refundsPage(marathon, query);

/** A refund the organisers pay by hand (a transfer back, cash), marked paid: `done`, once; the runner is told. */
export async function markRefundPaid(
  marathon: DocumentSnapshot,
  refundId: string,
): Promise<Refund> {
  const ref = refundRef(marathon.ref, refundId);
  await db().runTransaction(async (tx) => {
    const refund = await tx.get(ref);
    if (!refund.exists) throw notFound('no_such_refund');
    if (refundDocs.of(refund).state !== 'manual') {
      throw conflict('refund_not_manual');
    }
    const tell = await refundEndMail(tx, refund);
    const now = Timestamp.now();
    tx.update(ref, { state: 'done', paidAt: now, settledAt: now });
    tell('done');
  });
  return toRefund(refundDocs.of(await ref.get()));
}

/** Every payment and refund of the race as CSV (the participants CSV's safe cells). */
export function financeCsv(marathon: DocumentSnapshot): Download {
  const { header, row } = financeColumns();
  return download(
    csvFilename(raceTitle(marathon), 'finance'),
    'text/csv',
    csvLines(header, financePages(marathon), row),
  );
}
