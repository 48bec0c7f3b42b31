// Every admission's order, `marathons/{id}/orders/{orderId}` (docs/orders.md, docs/data-model.md): a
// single registration, an order for several runners, a waitlist offer taken and a ballot winner's
// hold each store one, in the same commit as their places. It records who bought, its lines (each
// entry with what it pays: price, fee, the code's discount, the credit spent) and their sums. An
// order placed through the order form also lists its entries' registration ids for the buyer's
// orders (the first the `lead`, whose hold carries the order's one payment) and a group pass. Each
// entry is a registration of its own (`registrations/{uid}` for the buyer's own, `registrations/g-…`
// for another runner, with `managedBy` and `orderId`); the order's state is read from its entries,
// never stored twice.
import { createHash, randomBytes } from 'node:crypto';

import {
  type Timestamp,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf, raceCollection } from './converter.js';
import { countIn, oneOf, textIn, textOrNull, timeOrNull } from './field-values.js';

/** Where an admission began: each is one order, written by the one builder below (`orderRecord`). */
export const ORDER_SOURCES = ['registration', 'order', 'waitlist', 'ballot'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** One line of an order: an entry (a runner's place) with what it pays, in minor units. */
export interface OrderLine {
  lineId: string;
  kind: 'entry';
  /** The entry's registration id when the order was made (a claim moves it: `claimedBy`). */
  registrationId: string;
  distanceId: string;
  /** The distance's price at its tier, before the code's discount. */
  price: number;
  fee: number;
  discount: number;
  /** What the buyer's credit paid of it. */
  credit: number;
  /** What is left for the order's payment: price less discount, plus fee, less credit. */
  total: number;
}

export interface OrderDoc {
  id: string;
  source: OrderSource;
  buyerUid: string;
  /** The buyer's name as their first entry or account gives it (cut to 60 in the claim mail). */
  buyerName: string;
  /** Every entry's registration id, in the order's order; the first is the lead. */
  entryIds: string[];
  /** The buyer's own entry's id (their uid), or null when the order is all for others. */
  selfId: string | null;
  lines: OrderLine[];
  /** The lines' sums: `subtotal` of prices, then what the code took off, fees and credit. */
  subtotal: number;
  discount: number;
  fee: number;
  credit: number;
  total: number;
  currency: string;
  /** The discount code the order used, if any. */
  code: string | null;
  /** The group pass (144 random bits) of an order placed through the order form; '' for others. */
  groupPassId: string;
  /** Entries claimed by their runner: the entry's old id to the uid it now lives under. */
  claimedBy: Record<string, string>;
  createdAt: Timestamp | null;
}

function claimedIn(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as DocumentData).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

function lineIn(value: unknown, index: number): OrderLine {
  const line = (typeof value === 'object' && value !== null ? value : {}) as DocumentData;
  return {
    lineId: textIn(line.lineId) || `l${index + 1}`,
    kind: 'entry',
    registrationId: textIn(line.registrationId),
    distanceId: textIn(line.distanceId),
    price: countIn(line.price),
    fee: countIn(line.fee),
    discount: countIn(line.discount),
    credit: countIn(line.credit),
    total: countIn(line.total),
  };
}

const readOrder = (data: DocumentData, id: string): OrderDoc => ({
  id,
  // Orders stored before every admission wrote one were all placed through the order form.
  source: oneOf(ORDER_SOURCES, data.source, 'order'),
  buyerUid: textIn(data.buyerUid),
  buyerName: textIn(data.buyerName),
  entryIds: Array.isArray(data.entryIds)
    ? data.entryIds.filter((e: unknown): e is string => typeof e === 'string')
    : [],
  selfId: typeof data.selfId === 'string' ? data.selfId : null,
  lines: Array.isArray(data.lines) ? data.lines.map(lineIn) : [],
  subtotal: countIn(data.subtotal),
  discount: countIn(data.discount),
  fee: countIn(data.fee),
  credit: countIn(data.credit),
  total: countIn(data.total),
  currency: textIn(data.currency),
  code: textOrNull(data.code),
  groupPassId: textIn(data.groupPassId),
  claimedBy: claimedIn(data.claimedBy),
  createdAt: timeOrNull(data.createdAt),
});

export const orderDocs = converterOf<OrderDoc>(readOrder);

const orders = raceCollection(COLLECTIONS.orders, orderDocs);

export const ordersOf = orders.of;

export const orderRef = orders.ref;

/** The same, plain: a new order is created through it (`orderRecord`). */
export const orderDocRef = orders.newRef;

/** An entry an admission writes: its registration id, distance and stored fields (`payment`, if any). */
export interface AdmittedEntry {
  registrationId: string;
  distanceId: string;
  fields: DocumentData;
}

/** An entry's line, from the money its registration stores (none for a free distance). */
function lineOf(entry: AdmittedEntry, index: number): OrderLine {
  const paid = entry.fields.payment as DocumentData | undefined;
  return {
    lineId: `l${index + 1}`,
    kind: 'entry',
    registrationId: entry.registrationId,
    distanceId: entry.distanceId,
    price: countIn(paid?.amount),
    fee: countIn(paid?.fee),
    discount: countIn(paid?.discount),
    credit: countIn(paid?.creditApplied),
    total: countIn(paid?.total),
  };
}

/**
 * The stored fields of the order an admission writes with its places (the one builder every path
 * uses): its lines as the entries' registrations store their money, and the lines' sums. An order
 * placed through the order form adds its buyer's name, its entries (`entryIds`, `selfId`) and its
 * group pass.
 */
export function orderRecord(
  order: {
    source: OrderSource;
    buyerUid: string;
    entries: readonly AdmittedEntry[];
    /** The race's currency: the order's when no line has a price. */
    currency: string;
    code: string | null;
    placed?: { buyerName: string; selfId: string | null; groupPassId: string };
  },
  now: Timestamp,
): DocumentData {
  const lines = order.entries.map(lineOf);
  const sum = (f: (line: OrderLine) => number) => lines.reduce((n, line) => n + f(line), 0);
  const priced = order.entries.find((e) => e.fields.payment !== undefined);
  const currency = (priced?.fields.payment as DocumentData | undefined)?.currency;
  return {
    source: order.source,
    buyerUid: order.buyerUid,
    lines,
    subtotal: sum((l) => l.price),
    discount: sum((l) => l.discount),
    fee: sum((l) => l.fee),
    credit: sum((l) => l.credit),
    total: sum((l) => l.total),
    currency: typeof currency === 'string' ? currency : order.currency,
    ...(order.code === null ? {} : { code: order.code }),
    ...(order.placed === undefined
      ? {}
      : { ...order.placed, entryIds: order.entries.map((e) => e.registrationId) }),
    createdAt: now,
  };
}

/**
 * The orders the buyer placed through the order form, across every race (at most 100; sorted by the
 * caller): those with a group pass. A single registration's order is shown as the registration.
 */
export const ordersOfBuyer = (uid: string): Query<OrderDoc> =>
  db()
    .collectionGroup(COLLECTIONS.orders)
    .withConverter(orderDocs)
    .where('buyerUid', '==', uid)
    .where('groupPassId', '>', '')
    .limit(100);

/** The order a group pass opens, in its race. */
export const orderOfGroupPass = (marathon: DocumentReference, groupPassId: string) =>
  ordersOf(marathon).where('groupPassId', '==', groupPassId).limit(1);

/** Every order of the race, by id, with its group pass (the check-in roster's groups). */
export async function groupPassesOf(marathon: DocumentReference): Promise<Map<string, string>> {
  // Only orders with a group pass: one per registration would make the roster read twice as much.
  const withPass = await orders
    .plain(marathon)
    .where('groupPassId', '>', '')
    .select('groupPassId')
    .get();
  return new Map(withPass.docs.map((o) => [o.id, textIn(o.get('groupPassId'))]));
}

/** A generated entry id for a runner who is not the buyer: `g-` and 20 random characters. */
export function newGuestId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(20);
  return `g-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export const newOrderId = (): string => randomBytes(15).toString('base64url');
export const newGroupPassId = (): string => randomBytes(18).toString('base64url');

/** A claim link's token (128 random bits) and the hash stored on the entry (never the token). */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: claimHash(token) };
}
export const claimHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** How long a claim link works. */
export const CLAIM_DAYS = 30;

/** `claimQuota/{uid}`: when the account's claim mails of the last day went (read as an invite quota). */
export const claimQuotaRef = (uid: string) => db().collection(COLLECTIONS.claimQuota).doc(uid);

/** The order's update recording that entry `entryId` now lives under `uid`. */
export const claimedUpdate = (entryId: string, uid: string) => ({ [`claimedBy.${entryId}`]: uid });

/** The unclaimed entry of the race a claim token opens (its hash is stored, never the token). */
export const entryOfClaim = (marathon: DocumentReference, hash: string) =>
  marathon.collection(COLLECTIONS.registrations).where('claimHash', '==', hash).limit(1);

/** The fields an entry for someone else carries until its runner claims it. */
export const MANAGED_FIELDS = ['managedBy', 'claimHash', 'claimExpiresAt'] as const;
