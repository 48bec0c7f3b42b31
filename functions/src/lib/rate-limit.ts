// Per-client fixed windows kept in Firestore, so a limit holds across function instances:
// `rateLimits/{sha256(name:scope:key)}_{window}` counts requests in that window and expires through a
// TTL policy on `expireAt` (firestore.indexes.json). Keys are hashed: the database never holds raw
// addresses. A request counts in two windows at once (client-ip.ts): its peer's, which the platform
// vouches for, and its client's within that peer; either one full refuses it.
import { createHash } from 'node:crypto';

import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { PlainRefusalCode } from '@run/contract/domain/refusals';

import type { ClientKeys } from './client-ip.js';
import { tooManyRequests } from './http-error.js';

/** Where the windows are counted (store/collections.ts lists it with the other collections). */
export const RATE_LIMITS = 'rateLimits';

export interface RateLimit {
  name: string;
  /** Per client within a peer: what one honest visitor may do. */
  max: number;
  /** Per peer: many visitors behind one edge share it; no header buys a second one. */
  peerMax: number;
  windowMs: number;
  /** The 429's refusal. */
  refusal: PlainRefusalCode;
}

export const OPINION_LIMIT: RateLimit = {
  name: 'opinion',
  max: 5,
  peerMax: 20,
  windowMs: 60_000,
  refusal: 'too_many_submissions',
};

interface Window {
  ref: DocumentReference;
  max: number;
}

/** A window as read: the requests it counted (0 for a window not yet written). */
interface WindowDoc {
  count: number;
}

/**
 * The windows' reader (lib reads no other collection, so it keeps its own rather than the store's
 * converters): writes `set` the stored fields through the plain reference.
 */
const windowDocs: FirestoreDataConverter<WindowDoc> = {
  toFirestore: (model) => model,
  fromFirestore: (snapshot: QueryDocumentSnapshot): WindowDoc => {
    const { count }: DocumentData = snapshot.data();
    return { count: typeof count === 'number' ? count : 0 };
  },
};

function windowRef(db: Firestore, limit: RateLimit, key: string, now: number): DocumentReference {
  const window = Math.floor(now / limit.windowMs);
  const hash = createHash('sha256').update(`${limit.name}:${key}`).digest('hex').slice(0, 32);
  return db.collection(RATE_LIMITS).doc(`${hash}_${window}`);
}

/** The peer's current window: the one budget every caller of the local stack shares. */
export function peerWindowRef(
  db: Firestore,
  limit: RateLimit,
  peer: string,
  now = Date.now(),
): DocumentReference {
  return windowRef(db, limit, `peer:${peer}`, now);
}

/**
 * Whose own budget a window counts, whatever network the call comes from: a credential's (a
 * partner's API key) or a signed-in account's.
 */
export type Owner = 'key' | 'account';

/** An owner's current window (takeOwnToken's): tests fill it rather than spend it. */
export function ownWindowRef(
  db: Firestore,
  limit: RateLimit,
  owner: Owner,
  id: string,
  now = Date.now(),
): DocumentReference {
  return windowRef(db, limit, `${owner}:${id}`, now);
}

function windowsFor(db: Firestore, limit: RateLimit, keys: ClientKeys, now: number): Window[] {
  return [
    { ref: peerWindowRef(db, limit, keys.peer, now), max: limit.peerMax },
    { ref: windowRef(db, limit, `client:${keys.client}`, now), max: limit.max },
  ];
}

/** Whole seconds until the current window ends: the 429's Retry-After. */
export function secondsLeft(limit: RateLimit, now = Date.now()): number {
  const end = (Math.floor(now / limit.windowMs) + 1) * limit.windowMs;
  return Math.max(1, Math.ceil((end - now) / 1000));
}

/** Counts one request inside the caller's transaction; throws 429 (writing nothing) over a limit. */
export async function takeToken(
  tx: Transaction,
  db: Firestore,
  limit: RateLimit,
  keys: ClientKeys,
  now = Date.now(),
): Promise<void> {
  await countIn(tx, windowsFor(db, limit, keys, now), limit, now);
}

/**
 * Counts one request of an owner (a partner's API key, a signed-in account) in its own window,
 * `limit.max` a window: the key or the account, not the network it calls from, is what the budget
 * belongs to (a new address buys no new budget).
 */
export async function takeOwnToken(
  tx: Transaction,
  db: Firestore,
  limit: RateLimit,
  owner: Owner,
  id: string,
  now = Date.now(),
): Promise<void> {
  const ref = ownWindowRef(db, limit, owner, id, now);
  await countIn(tx, [{ ref, max: limit.max }], limit, now);
}

async function countIn(
  tx: Transaction,
  windows: Window[],
  limit: RateLimit,
  now: number,
): Promise<void> {
  const snaps = await tx.getAll(...windows.map((w) => w.ref.withConverter(windowDocs)));
  const counts = snaps.map((snap) => snap.data()?.count ?? 0);
  if (windows.some((w, i) => (counts[i] ?? 0) >= w.max)) {
    throw tooManyRequests(limit.refusal, secondsLeft(limit, now));
  }
  const expireAt = Timestamp.fromMillis(now + 2 * limit.windowMs);
  windows.forEach((w, i) => tx.set(w.ref, { count: (counts[i] ?? 0) + 1, expireAt }));
}
