// Each distinct `q` misses the CDN and may read up to MAX_SCAN marathons, so one client's stream of
// distinct searches is capped per minute (the same Firestore windows as the opinion limit).
import type { ClientKeys } from '../lib/client-ip.js';
import { db } from '../lib/firestore.js';
import { takeToken, type RateLimit } from '../lib/rate-limit.js';

export const SEARCH_LIMIT: RateLimit = {
  name: 'search',
  max: 60,
  peerMax: 120,
  windowMs: 60_000,
  refusal: 'too_many_searches',
};

export async function countSearch(keys: ClientKeys): Promise<void> {
  await db().runTransaction((tx) => takeToken(tx, db(), SEARCH_LIMIT, keys));
}
