// The books of one race, read straight from Firestore, and every rule of docs/payments.md they
// must keep after any run of money actions: each broken rule is one sentence naming what broke it.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { marathonOf } from './marathon-actions.js';
import { API, eventually } from './helpers.js';
import { adminDb } from './stored.js';
import type { Keeps, MoneyRace } from './money-actions.js';
import { codeRules } from './money-codes.js';
import { connectRule } from './money-connect.js';

/** The rules checked; MONEY_INVARIANTS=bounds,places… checks only those (to shrink to one). */
export const INVARIANTS = [
  'bounds',
  'refunds',
  'coverage',
  'kept',
  'places',
  'books',
  'connect',
  'codes',
  'referrals',
  'orders',
] as const;
export type Invariant = (typeof INVARIANTS)[number];

/** The test provider completes a refund about 50 ms after it is asked: this is plenty. */
const SETTLE_MS = 20_000;
const PAID_STATES = ['succeeded', 'partially_refunded', 'refunded'];
const HOLDING = ['confirmed', 'pending_payment'];

const num = (d: DocumentSnapshot, field: string): number => {
  const v: unknown = d.get(field);
  return typeof v === 'number' ? v : 0;
};
const str = (d: DocumentSnapshot, field: string): string | null => {
  const v: unknown = d.get(field);
  return typeof v === 'string' ? v : null;
};

/** Money the entry received: its amount once paid, else what a bank row brought in part. */
export const receivedOf = (entry: DocumentSnapshot): number =>
  PAID_STATES.includes(str(entry, 'state') ?? '') ? num(entry, 'amount') : num(entry, 'received');

const givenBackOf = (e: DocumentSnapshot) =>
  num(e, 'refunded') + num(e, 'credited') + num(e, 'disputed');

/** The ledger entries a registration (or a change of distance) names as its own. */
const ownEntries = (d: DocumentSnapshot): string[] => {
  // Money the organisers recorded by hand for a place not waiting for any is listed apart.
  const byHand: unknown = d.get('paymentIds');
  return [
    ...['payment.paymentId', 'payment.difference.paymentId']
      .map((f) => str(d, f))
      .filter((id): id is string => id !== null),
    ...(Array.isArray(byHand) ? byHand.filter((id): id is string => typeof id === 'string') : []),
  ];
};

export interface Sums {
  paid: number;
  refunded: number;
  credited: number;
  disputed: number;
  pending: number;
  net: number;
}

interface Race {
  orders: DocumentSnapshot[];
  distances: Array<{ id: string; capacity: number | null; priced: boolean }>;
  payments: DocumentSnapshot[];
  refunds: DocumentSnapshot[];
  registrations: DocumentSnapshot[];
  changes: DocumentSnapshot[];
  shards: DocumentSnapshot[];
  waitlist: DocumentSnapshot[];
}

async function readRace(id: string): Promise<Race> {
  const race = adminDb().doc(`marathons/${id}`);
  const all = (name: string) => race.collection(name).get();
  const [doc, payments, refunds, registrations, changes, shards, waitlist, orders] =
    await Promise.all([
      race.get(),
      all('payments'),
      all('refunds'),
      all('registrations'),
      all('distanceChanges'),
      all('registrationCounters'),
      all('waitlist'),
      all('orders'),
    ]);
  const stored = (doc.get('distances') ?? []) as Array<{
    id: string;
    capacity?: number | null;
    prices?: unknown[];
  }>;
  return {
    distances: stored.map((d) => ({
      id: d.id,
      capacity: d.capacity ?? null,
      priced: (d.prices?.length ?? 0) > 0,
    })),
    payments: payments.docs,
    refunds: refunds.docs,
    registrations: registrations.docs,
    changes: changes.docs,
    shards: shards.docs,
    waitlist: waitlist.docs,
    orders: orders.docs,
  };
}

/**
 * An order is paid whole or not at all (docs/orders.md): its entries still standing are never some
 * confirmed and some held, and the entries one payment confirmed owe no more than it brought.
 */
function ordersRule(r: Race): string[] {
  const broken: string[] = [];
  const byId = new Map(r.registrations.map((g) => [g.id, g]));
  const entries = new Map(r.payments.map((e) => [e.id, e]));
  for (const order of r.orders) {
    const ids = (order.get('entryIds') ?? []) as string[];
    const standing = ids
      .map((id) => byId.get(id))
      .filter((g): g is DocumentSnapshot => g !== undefined && str(g, 'orderId') === order.id);
    const states = new Set(standing.map((g) => str(g, 'status') ?? 'confirmed'));
    if (states.has('confirmed') && states.has('pending_payment')) {
      broken.push(`order ${order.id}: some entries confirmed, others still held`);
    }
    const owedBy = new Map<string, number>();
    for (const g of standing.filter((x) => str(x, 'status') === 'confirmed')) {
      const paymentId = str(g, 'payment.paymentId');
      if (paymentId !== null) {
        owedBy.set(paymentId, (owedBy.get(paymentId) ?? 0) + num(g, 'payment.total'));
      }
    }
    for (const [paymentId, owed] of owedBy) {
      const entry = entries.get(paymentId);
      const amount = entry ? num(entry, 'amount') : 0;
      if (owed > amount) {
        broken.push(
          `order ${order.id}: its entries owe ${owed} of payment ${paymentId}, which asked ${amount}`,
        );
      }
    }
  }
  return broken;
}

/**
 * Every admission's order adds up (docs/orders.md): its sums are its lines' sums, and each line pays
 * its price less the code's discount, plus its fee, less the credit spent, never less than nothing.
 */
function orderLinesRule(r: Race): string[] {
  const broken: string[] = [];
  for (const order of r.orders) {
    const lines = (order.get('lines') ?? []) as Array<Record<string, number>>;
    const sum = (field: string) => lines.reduce((n, line) => n + (line[field] ?? 0), 0);
    for (const [field, of] of [
      ['subtotal', 'price'],
      ['discount', 'discount'],
      ['fee', 'fee'],
      ['credit', 'credit'],
      ['total', 'total'],
    ] as const) {
      if (num(order, field) !== sum(of)) {
        broken.push(`order ${order.id}: ${field} ${num(order, field)}, its lines ${sum(of)}`);
      }
    }
    for (const line of lines) {
      const owes = (line.price ?? 0) - (line.discount ?? 0) + (line.fee ?? 0) - (line.credit ?? 0);
      if (line.total !== owes || owes < 0) {
        broken.push(`order ${order.id}: line ${String(line.lineId)} pays ${line.total} of ${owes}`);
      }
    }
  }
  return broken;
}

/** The race's sums as section 22 defines them, from the ledger alone. */
export function ledgerSums(payments: readonly DocumentSnapshot[]): Sums {
  const sum = (f: (e: DocumentSnapshot) => number) => payments.reduce((n, e) => n + f(e), 0);
  const paid = sum(receivedOf);
  const refunded = sum((e) => num(e, 'refunded'));
  const credited = sum((e) => num(e, 'credited'));
  const disputed = sum((e) => num(e, 'disputed'));
  const pending = sum((e) => (str(e, 'state') === 'started' ? num(e, 'amount') : 0));
  return {
    paid,
    refunded,
    credited,
    disputed,
    pending,
    net: paid - refunded - credited - disputed,
  };
}

/** Per entry: nothing negative, never more given back than received; its refunds add up. */
function entryRules(r: Race, check: (i: Invariant) => boolean): string[] {
  const broken: string[] = [];
  for (const e of r.payments) {
    const received = receivedOf(e);
    const parts = { refunded: num(e, 'refunded'), credited: num(e, 'credited') };
    const all = { ...parts, disputed: num(e, 'disputed') };
    if (check('bounds')) {
      for (const [field, value] of Object.entries(all)) {
        if (value < 0) broken.push(`entry ${e.id}: ${field} is ${value}, below zero`);
      }
      if (givenBackOf(e) > received) {
        broken.push(
          `entry ${e.id} (${str(e, 'method')}, ${str(e, 'state')}): gives back ${givenBackOf(e)} (${JSON.stringify(all)}) of ${received} received`,
        );
      }
    }
    if (check('refunds')) {
      const refunded = r.refunds
        .filter((x) => x.get('paymentId') === e.id && x.get('state') !== 'failed')
        .reduce((n, x) => n + num(x, 'amount'), 0);
      if (refunded !== parts.refunded) {
        broken.push(
          `entry ${e.id}: its refunds add up to ${refunded}, its refunded says ${parts.refunded}`,
        );
      }
    }
  }
  return broken;
}

/** A confirmed registration that owes money has its own succeeded entries covering it. */
function coverageRule(r: Race): string[] {
  const byId = new Map(r.payments.map((e) => [e.id, e]));
  const broken: string[] = [];
  for (const reg of r.registrations) {
    if (str(reg, 'status') !== 'confirmed') continue;
    const distance = r.distances.find((d) => d.id === str(reg, 'distanceId'));
    const payment: unknown = reg.get('payment');
    const owes = num(reg, 'payment.total');
    if (payment === undefined || payment === null) {
      if (distance?.priced === true && str(reg, 'transferredFrom') === null) {
        broken.push(`registration ${reg.id}: confirmed on a priced distance with no payment`);
      }
      continue;
    }
    const paid = ownEntries(reg)
      .map((id) => byId.get(id))
      .filter((e) => e !== undefined && PAID_STATES.includes(str(e, 'state') ?? ''))
      .reduce((n, e) => n + num(e as DocumentSnapshot, 'amount'), 0);
    if (paid < owes) {
      broken.push(
        `registration ${reg.id}: confirmed owing ${owes}, its own entries (${ownEntries(reg).join(', ') || 'none'}) received ${paid}`,
      );
    }
  }
  return broken;
}

/**
 * Money kept (received, not given back) sits on a registration or held change that holds a place,
 * or on a registration that is gone only as far as its ending allows (Keeps).
 */
function keptRule(r: Race, keeps: Keeps): string[] {
  const placed = new Set(
    [...r.registrations, ...r.changes]
      .filter((d) => HOLDING.includes(str(d, 'status') ?? 'confirmed'))
      .flatMap(ownEntries),
  );
  const keptOf = (e: DocumentSnapshot) => receivedOf(e) - givenBackOf(e);
  const broken: string[] = [];
  const deferredEntries = new Set([...keeps.deferred.values()].flatMap((d) => d.entries));
  for (const e of r.payments) {
    const kept = keptOf(e);
    if (kept <= 0 || placed.has(e.id) || deferredEntries.has(e.id)) continue;
    if (keeps.cancelled.has(e.id) || keeps.transferred.has(e.id)) continue;
    broken.push(
      `entry ${e.id} (${str(e, 'method')}, ${str(e, 'state')}, runner ${str(e, 'userId')}): keeps ${kept} of ${receivedOf(e)} received for no registration holding a place`,
    );
  }
  for (const [creditId, { entries, fee }] of keeps.deferred) {
    const kept = r.payments
      .filter((e) => entries.includes(e.id) && !placed.has(e.id))
      .reduce((n, e) => n + keptOf(e), 0);
    if (kept > fee) {
      broken.push(
        `deferral ${creditId}: its entries (${entries.join(', ')}) keep ${kept}, more than the fee ${fee} (credited is not recorded on them)`,
      );
    }
  }
  return broken;
}

/** Each distance's counted places are the registrations and held changes holding one. */
function placesRule(r: Race): string[] {
  const broken: string[] = [];
  const first = r.distances[0]?.id;
  const distanceOf = (d: DocumentSnapshot) => str(d, 'distanceId') ?? first;
  for (const distance of r.distances) {
    const shards = r.shards.filter((s) => str(s, 'distanceId') === distance.id);
    const counted = shards.reduce((n, s) => n + num(s, 'count'), 0);
    const offered = shards.reduce((n, s) => n + num(s, 'offers'), 0);
    const holding =
      r.registrations.filter(
        (g) =>
          distanceOf(g) === distance.id &&
          HOLDING.includes(str(g, 'status') ?? 'confirmed') &&
          // A hold for a transfer's fee holds no place of its own; once confirmed it holds the place.
          !(str(g, 'status') === 'pending_payment' && str(g, 'transferHold') !== null),
      ).length +
      r.changes.filter(
        (c) => distanceOf(c) === distance.id && str(c, 'status') === 'pending_payment',
      ).length;
    const offers = r.waitlist.filter(
      (w) => distanceOf(w) === distance.id && (w.get('offerExpiresAt') ?? null) !== null,
    ).length;
    if (counted !== holding) {
      broken.push(`distance ${distance.id}: counts ${counted} places, ${holding} hold one`);
    }
    if (offered !== offers) {
      broken.push(`distance ${distance.id}: counts ${offered} offers, ${offers} are open`);
    }
    if (distance.capacity !== null && counted + offered > distance.capacity) {
      broken.push(
        `distance ${distance.id}: ${counted} places and ${offered} offers exceed its ${distance.capacity}`,
      );
    }
  }
  return broken;
}

/** The books endpoint: no discrepancy, and the sums the ledger gives. */
async function booksRule(race: MoneyRace, sums: Sums): Promise<string[]> {
  // Not declared in the contract yet: called without the typed client.
  const res = await fetch(`${API}/marathon/${race.id}/books`, {
    headers: { authorization: `Bearer ${race.owner.token}` },
  });
  if (res.status !== 200) {
    return [`GET /marathon/{id}/books answered ${res.status}: ${(await res.text()).slice(0, 200)}`];
  }
  const books = (await res.json()) as Partial<Sums> & { discrepancies?: unknown[] };
  const broken: string[] = [];
  if (!Array.isArray(books.discrepancies) || books.discrepancies.length > 0) {
    broken.push(`the books list discrepancies: ${JSON.stringify(books.discrepancies)}`);
  }
  for (const [key, value] of Object.entries(sums)) {
    const theirs = books[key as keyof Sums];
    if (theirs !== value)
      broken.push(`the books say ${key} ${String(theirs)}, the ledger ${value}`);
  }
  return broken;
}

/**
 * Waits for the race to settle (holds due are freed when it is read; the test provider completes
 * refunds through its webhook a moment later), then answers every broken rule of `check`.
 */
export async function brokenRules(
  race: MoneyRace,
  keeps: Keeps,
  check: (i: Invariant) => boolean,
): Promise<string[]> {
  await marathonOf(race.id);
  const pendingRefunds = async () =>
    (
      await adminDb()
        .collection(`marathons/${race.id}/refunds`)
        .where('state', '==', 'pending')
        .count()
        .get()
    ).data().count;
  const settled = await eventually(
    'the race’s refunds to settle',
    async () => ((await pendingRefunds()) === 0 ? true : undefined),
    SETTLE_MS,
  ).catch(() => false);
  const r = await readRace(race.id);
  return [
    ...(settled || !check('refunds')
      ? []
      : [`${await pendingRefunds()} refund(s) still pending ${SETTLE_MS / 1000} s after the run`]),
    ...entryRules(r, check),
    ...(check('coverage') ? coverageRule(r) : []),
    ...(check('kept') ? keptRule(r, keeps) : []),
    ...(check('places') ? placesRule(r) : []),
    ...(check('books') ? await booksRule(race, ledgerSums(r.payments)) : []),
    ...(check('connect') ? connectRule(race, r.payments) : []),
    ...(check('orders') ? [...ordersRule(r), ...orderLinesRule(r)] : []),
    ...(await codeRules(race.id, check)),
  ];
}
