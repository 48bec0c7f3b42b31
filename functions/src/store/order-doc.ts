// An order for several runners, `marathons/{id}/orders/{orderId}` (docs/orders.md, docs/data-model.md):
// who bought it, its entries (registration ids, the first the `lead` whose hold carries the order's
// one payment), its total and its group pass. Each entry is a registration of its own
// (`registrations/{uid}` for the buyer's own, `registrations/g-…` for another runner, with
// `managedBy` and `orderId`); the order's state is read from its entries, never stored twice.
import { createHash, randomBytes } from 'node:crypto';

import {
  type Timestamp,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, textIn, timeOrNull } from './field-values.js';

export interface OrderDoc {
  id: string;
  buyerUid: string;
  /** The buyer's name as their first entry or account gives it (cut to 60 in the claim mail). */
  buyerName: string;
  /** Every entry's registration id, in the order's order; the first is the lead. */
  entryIds: string[];
  /** The buyer's own entry's id (their uid), or null when the order is all for others. */
  selfId: string | null;
  total: number;
  currency: string;
  /** The group pass (144 random bits): one scan checks in every confirmed entry. */
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

const readOrder = (data: DocumentData, id: string): OrderDoc => ({
  id,
  buyerUid: textIn(data.buyerUid),
  buyerName: textIn(data.buyerName),
  entryIds: Array.isArray(data.entryIds)
    ? data.entryIds.filter((e: unknown): e is string => typeof e === 'string')
    : [],
  selfId: typeof data.selfId === 'string' ? data.selfId : null,
  total: countIn(data.total),
  currency: textIn(data.currency),
  groupPassId: textIn(data.groupPassId),
  claimedBy: claimedIn(data.claimedBy),
  createdAt: timeOrNull(data.createdAt),
});

export const orderDocs = converterOf<OrderDoc>(readOrder);

export const ordersOf = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.orders).withConverter(orderDocs);

export const orderRef = (marathon: DocumentReference, orderId: string) =>
  ordersOf(marathon).doc(orderId);

/** The same, plain: a new order is created through it (`newOrderDoc`). */
export const orderDocRef = (marathon: DocumentReference, orderId: string) =>
  marathon.collection(COLLECTIONS.orders).doc(orderId);

/** The stored fields of a new order. */
export const newOrderDoc = (
  order: Omit<OrderDoc, 'id' | 'createdAt' | 'claimedBy'>,
  now: Timestamp,
) => ({
  ...order,
  createdAt: now,
});

/** The buyer's orders across every race (at most 100; sorted by the caller). */
export const ordersOfBuyer = (uid: string): Query<OrderDoc> =>
  db()
    .collectionGroup(COLLECTIONS.orders)
    .withConverter(orderDocs)
    .where('buyerUid', '==', uid)
    .limit(100);

/** The order a group pass opens, in its race. */
export const orderOfGroupPass = (marathon: DocumentReference, groupPassId: string) =>
  ordersOf(marathon).where('groupPassId', '==', groupPassId).limit(1);

/** Every order of the race, by id, with its group pass (the check-in roster's groups). */
export async function groupPassesOf(marathon: DocumentReference): Promise<Map<string, string>> {
  const orders = await marathon.collection(COLLECTIONS.orders).select('groupPassId').get();
  return new Map(orders.docs.map((o) => [o.id, textIn(o.get('groupPassId'))]));
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
