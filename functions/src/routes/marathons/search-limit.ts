// Each distinct `q` misses the CDN and may read up to MAX_SCAN marathons, so one client's stream of
// distinct searches is capped per minute (the same Firestore windows as the opinion limit).
import { db } from '../../lib/firestore.js';
import { takeToken, windowRef, type RateLimit } from '../../lib/rate-limit.js';

export const SEARCH_LIMIT: RateLimit = {
  name: 'search',
  max: 60,
  windowMs: 60_000,
  message: 'Too many searches from your network. Please wait a minute and try again.',
};

export async function countSearch(ip: string): Promise<void> {
  const ref = windowRef(db(), SEARCH_LIMIT, ip);
  await db().runTransaction((tx) => takeToken(tx, ref, SEARCH_LIMIT));
}
