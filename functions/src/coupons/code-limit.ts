// Discount codes are secrets worth money, and each refusal names why (section "Refusals" of
// docs/coupons.md), so every try of a code is counted before it is checked: a quote naming a code per
// address (anyone may ask one), a registration or an offer's acceptance naming one per account. Over
// the limit the answer is 429 whether the code is good or not, so a guesser learns nothing more.
import type { ClientKeys } from '../lib/client-ip.js';
import { db } from '../lib/firestore.js';
import { takeOwnToken, takeToken, type RateLimit } from '../lib/rate-limit.js';

/**
 * 30 tries in 10 minutes: a runner mistyping a code a few times never meets it; a guesser gets 30
 * codes where the review sent 300 in 24 seconds. A peer (Hosting's CDN node) passes on many visitors.
 */
export const CODE_LIMIT: RateLimit = {
  name: 'code',
  max: 30,
  peerMax: 1_000,
  windowMs: 10 * 60_000,
  refusal: 'too_many_code_tries',
};

/** One try of a code in a quote, counted for the caller's address (429 over the limit). */
export async function countQuoteCodeTry(keys: ClientKeys): Promise<void> {
  await db().runTransaction((tx) => takeToken(tx, db(), CODE_LIMIT, keys));
}

/** One try of a code by a signed-in runner, counted for their account (429 over the limit). */
export async function countAccountCodeTry(uid: string): Promise<void> {
  await db().runTransaction((tx) => takeOwnToken(tx, db(), CODE_LIMIT, 'account', uid));
}
