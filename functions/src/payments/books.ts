// A race's books (docs/payments.md, "The books"): the sums of its ledger, and every place where the
// ledger, the refunds, the bank rows, the registrations and the place counts disagree. Read from
// what is stored, never from what the money code meant to do: it is how that code is judged, by
// the daily check (triggers/books-check.ts) and the model-based test of the money.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Books, BooksDiscrepancy } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';

import { registrationCounts } from '../places/places.js';
import { distanceChangesOf } from '../store/distance-change-doc.js';
import { DISTANCE_FIELD, distanceOfRecord } from '../store/distances.js';
import { bankTxsForBooks } from '../store/bank-transaction-doc.js';
import { marathonOf } from '../store/marathon-doc.js';
import { allPayments, PAID_STATES, type PaymentDoc } from '../store/payment-doc.js';
import { allReferrals } from '../store/referral-doc.js';
import { refundsForBooks } from '../store/refund-doc.js';
import {
  MORE_ENTRIES,
  ownEntryIds,
  registrationDocs,
  registrationsPlain,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import { TRANSFER_HOLD, TRANSFERRED_FROM } from '../store/transfer-doc.js';
import { givenBack } from './refunds.js';
import { connectedShares } from './connected.js';

/** Bank rows whose money reached a ledger entry (the others credited nobody). */
const CREDITING_ROWS = new Set(['matched', 'partial', 'overpaid', 'late']);

/** Everything the books read of a race, each collection once. */
async function readRace(marathon: DocumentSnapshot) {
  const [entries, refunds, registrations, changes, rows, counts, referrals] = await Promise.all([
    allPayments(marathon.ref).get(),
    refundsForBooks(marathon.ref).get(),
    // Only the fields the books read; the rest of each model is its defaults.
    registrationsPlain(marathon.ref)
      .select(
        'status',
        'payment',
        'orderId',
        MORE_ENTRIES,
        DISTANCE_FIELD,
        TRANSFER_HOLD,
        TRANSFERRED_FROM,
      )
      .withConverter(registrationDocs)
      .get(),
    // A held change of distance stores its status, payment and distance as a registration does.
    distanceChangesOf(marathon.ref)
      .select('status', 'payment', DISTANCE_FIELD)
      .withConverter(registrationDocs)
      .get(),
    bankTxsForBooks(marathon.ref).get(),
    registrationCounts([marathon]),
    allReferrals(marathon.ref).get(),
  ]);
  return {
    entries: entries.docs.map((d) => d.data()),
    refunds: refunds.docs.map((d) => d.data()),
    registrations: registrations.docs.map((d) => d.data()),
    changes: changes.docs.map((d) => d.data()),
    rows: rows.docs.map((d) => d.data()),
    counts: counts.get(marathon.id) ?? new Map(),
    referrals: referrals.docs.map((d) => d.data()),
  };
}

/** What the entry received: its amount once paid, what bank rows brought while it waits. */
const receivedOf = (entry: PaymentDoc) =>
  PAID_STATES.includes(entry.state) ? entry.amount : entry.received;

type RaceRead = Awaited<ReturnType<typeof readRace>>;

/**
 * Referral rewards stand on referrals whose money came (docs/coupons.md): a reward given for a
 * referred place that brought nothing shows (`unearned_reward`). A confirmed priced place keeps
 * money: one whose own entries gave back all they received shows (`returned_confirmed`), unless
 * what went back was decided: an organiser's refund, a dispute (the bank's), a reward earned. An
 * order's shared payment is judged by its shares' refunds elsewhere (payments/order-payment.ts).
 */
function returnedPlaces(
  race: RaceRead,
  entries: Map<string, PaymentDoc>,
  money: (n: number) => string,
): BooksDiscrepancy[] {
  const found: BooksDiscrepancy[] = [];
  const received = (id: string) => {
    const e = entries.get(id);
    return e ? receivedOf(e) : 0;
  };
  const earnedBy = new Map<string, number>();
  for (const r of race.referrals) {
    if (r.rewarded <= 0) continue;
    if (r.paymentIds.some((id) => received(id) > 0)) {
      earnedBy.set(r.referrer, (earnedBy.get(r.referrer) ?? 0) + r.rewarded);
      continue;
    }
    found.push({
      kind: 'unearned_reward',
      registration: r.referrer,
      detail: `A referral reward of ${money(r.rewarded)} was given for runner ${r.id}, whose place brought no money.`,
    });
  }
  // Refunds (not failed) by entry and band.
  const given = new Map<string, number>();
  for (const x of race.refunds) {
    if (x.state === 'failed') continue;
    const key = `${x.paymentId}/${x.band}`;
    given.set(key, (given.get(key) ?? 0) + x.amount);
  }
  // What went back from a payment for a reason (a Map keyed `paymentId/reason`, not a stored field).
  const givenAs = (paymentId: string, reason: string) =>
    given.get([paymentId, reason].join('/')) ?? 0;
  for (const r of race.registrations) {
    if (r.status !== 'confirmed' || r.transferredFrom !== null) continue;
    if ((r.payment?.total ?? 0) <= 0) continue;
    const own = ownEntryIds(r)
      .filter((id) => !(r.orderId !== null && r.payment?.paymentId === id))
      .map((id) => entries.get(id))
      .filter((e): e is PaymentDoc => e !== undefined);
    const sum = (f: (e: PaymentDoc) => number) => own.reduce((n, e) => n + f(e), 0);
    const brought = sum(receivedOf);
    const back = sum(givenBack);
    if (brought <= 0 || brought - back > 0) continue;
    const rewards = sum((e) => givenAs(e.id, 'referral'));
    const decided =
      sum((e) => givenAs(e.id, 'organiser') + e.disputed) +
      Math.min(rewards, earnedBy.get(r.id) ?? 0);
    if (back - decided <= 0) continue;
    found.push({
      kind: 'returned_confirmed',
      registration: r.id,
      detail: `A confirmed place asks ${money(r.payment?.total ?? 0)}; all ${money(brought)} its payments brought went back, ${money(back - decided)} of it by no organiser’s decision.`,
    });
  }
  return found;
}

export async function booksOf(marathon: DocumentSnapshot): Promise<Books> {
  const race = await readRace(marathon);
  const { currency, distances } = marathonOf(marathon);
  const money = (n: number) => formatMoney(n, currency, 'en-US');
  const found: BooksDiscrepancy[] = [];
  const entries = new Map<string, PaymentDoc>(race.entries.map((e) => [e.id, e]));

  const sums = { paid: 0, refunded: 0, credited: 0, disputed: 0, pending: 0 };
  for (const e of race.entries) {
    sums.paid += receivedOf(e);
    sums.refunded += e.refunded;
    sums.credited += e.credited;
    sums.disputed += e.disputed;
    if (e.state === 'started') sums.pending += e.amount;
    if (givenBack(e) > receivedOf(e)) {
      found.push({
        kind: 'over_returned',
        registration: e.userId,
        paymentId: e.id,
        detail: `Payment ${e.id} gave back ${money(givenBack(e))} of ${money(receivedOf(e))} received.`,
      });
    }
  }

  // A connected entry (docs/payouts.md) gives back the site's fee and the organiser's transfer in
  // proportion to what it gave back, never more than each was.
  for (const e of race.entries) {
    const shares = connectedShares(e, e.refunded, e.disputed);
    if (!('feeRefunded' in shares)) continue;
    const wrong =
      e.platformFee < 0 ||
      e.platformFee > e.amount ||
      e.feeRefunded !== shares.feeRefunded ||
      e.transferReversed !== shares.transferReversed;
    if (wrong) {
      found.push({
        kind: 'transfer_mismatch',
        registration: e.userId,
        paymentId: e.id,
        detail: `Payment ${e.id} gave back ${money(e.feeRefunded)} of the site’s ${money(e.platformFee)} fee and took ${money(e.transferReversed)} from the organiser; ${money(givenBack(e))} given back asks ${money(shares.feeRefunded)} and ${money(shares.transferReversed)}.`,
      });
    }
  }

  // Each entry's refunds (not failed) add up to what it says it refunded.
  const refundedBy = new Map<string, number>();
  for (const r of race.refunds) {
    if (r.state === 'failed') continue;
    refundedBy.set(r.paymentId, (refundedBy.get(r.paymentId) ?? 0) + r.amount);
  }
  for (const e of race.entries) {
    const listed = refundedBy.get(e.id) ?? 0;
    if (listed !== e.refunded) {
      found.push({
        kind: 'refunds_mismatch',
        registration: e.userId,
        paymentId: e.id,
        detail: `Payment ${e.id} says ${money(e.refunded)} refunded; its refunds add up to ${money(listed)}.`,
      });
    }
  }

  // A confirmed place that costs money is paid by its own entries (and a credit), in full. A
  // transferred place was paid by its sender; its recipient paid only the fee.
  const owned = new Set<string>();
  for (const held of [...race.registrations, ...race.changes]) {
    for (const id of ownEntryIds(held)) owned.add(id);
  }
  for (const r of race.registrations) {
    if (r.status !== 'confirmed' || r.transferredFrom !== null) continue;
    const total = r.payment?.total ?? 0;
    if (total <= 0) continue;
    const paid = ownEntryIds(r)
      .map((id) => entries.get(id))
      .filter((e): e is PaymentDoc => e !== undefined && PAID_STATES.includes(e.state))
      .reduce((n, e) => n + e.amount, 0);
    if (paid < total) {
      found.push({
        kind: 'unpaid_confirmed',
        registration: r.id,
        detail: `A confirmed place asks ${money(total)}; its own payments brought ${money(paid)}.`,
      });
    }
  }

  found.push(...returnedPlaces(race, entries, money));

  // Money received for nothing that stands: given back in full, or closed by a person's decision.
  for (const e of race.entries) {
    if (!PAID_STATES.includes(e.state) || owned.has(e.id) || e.closedAt !== null) {
      continue;
    }
    const left = receivedOf(e) - givenBack(e);
    if (left > 0) {
      found.push({
        kind: 'money_kept',
        registration: e.userId,
        paymentId: e.id,
        detail: `Payment ${e.id} keeps ${money(left)} for no place and no decision to keep it.`,
      });
    }
  }

  // Each distance counts the registrations and held changes of distance that hold one of its
  // places (a transfer fee's hold holds none: the sender's place moves).
  const holding = new Map<string, number>();
  const hold = (doc: RegistrationDoc) => {
    const id = distanceOfRecord(doc, distances).id;
    holding.set(id, (holding.get(id) ?? 0) + 1);
  };
  race.registrations.filter((r) => r.transferHold === null).forEach(hold);
  race.changes.forEach(hold);
  for (const d of distances) {
    const counted = race.counts.get(d.id)?.registrations ?? 0;
    const held = holding.get(d.id) ?? 0;
    if (counted !== held) {
      found.push({
        kind: 'place_count',
        detail: `${d.name} counts ${counted} places taken; ${held} registrations hold one.`,
      });
    }
  }

  // A bank transfer's entry received exactly what its rows brought: a row applied twice shows.
  const byRows = new Map<string, number>();
  for (const row of race.rows) {
    const id = row.paymentId;
    // A row assigned by hand credits as the row its `credit` names would have.
    const credited = row.state === 'assigned' ? row.credit : row.state;
    if (id === null || credited === null || !CREDITING_ROWS.has(credited)) continue;
    byRows.set(id, (byRows.get(id) ?? 0) + row.amount);
  }
  for (const [id, brought] of byRows) {
    const entry = entries.get(id);
    const received = entry ? entry.received : 0;
    if (received !== brought) {
      found.push({
        kind: 'bank_row_twice',
        registration: entry?.userId ?? '',
        paymentId: id,
        detail: `Bank rows brought ${money(brought)} to payment ${id}; it records ${money(received)}.`,
      });
    }
  }

  return {
    currency,
    ...sums,
    net: sums.paid - sums.refunded - sums.credited - sums.disputed,
    discrepancies: found,
  };
}
