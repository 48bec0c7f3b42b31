// Per-client fixed windows kept in Firestore, so a limit holds across function instances:
// `rateLimits/{sha256(name:ip)}_{window}` counts requests in that window and expires through a TTL
// policy on `expireAt` (firestore.indexes.json). The IP is hashed: the database never holds raw
// addresses. The client address is what the platform vouches for (client-ip.ts).
import { createHash } from 'node:crypto';

import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

import { tooManyRequests } from './http-error.js';

export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
  /** The 429's sentence. */
  message: string;
}

export const OPINION_LIMIT: RateLimit = {
  name: 'opinion',
  max: 5,
  windowMs: 60_000,
  message: 'Too many submissions from your network. Please wait a minute and try again.',
};

export function windowRef(
  db: Firestore,
  limit: RateLimit,
  ip: string,
  now = Date.now(),
): DocumentReference {
  const window = Math.floor(now / limit.windowMs);
  const key = createHash('sha256').update(`${limit.name}:${ip}`).digest('hex').slice(0, 32);
  return db.collection('rateLimits').doc(`${key}_${window}`);
}

/** Whole seconds until the current window ends: the 429's Retry-After. */
export function secondsLeft(limit: RateLimit, now = Date.now()): number {
  const end = (Math.floor(now / limit.windowMs) + 1) * limit.windowMs;
  return Math.max(1, Math.ceil((end - now) / 1000));
}

/** Counts one request inside the caller's transaction; throws 429 (writing nothing) over the limit. */
export async function takeToken(
  tx: Transaction,
  ref: DocumentReference,
  limit: RateLimit,
  now = Date.now(),
): Promise<void> {
  const snap = await tx.get(ref);
  const used: unknown = snap.get('count');
  const count = typeof used === 'number' ? used : 0;
  if (count >= limit.max) throw tooManyRequests(limit.message, secondsLeft(limit, now));
  tx.set(ref, { count: count + 1, expireAt: Timestamp.fromMillis(now + 2 * limit.windowMs) });
}
