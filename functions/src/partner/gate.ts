// Lets a timing partner's call in by its API key (docs/partner-api.md): no key or an unknown or
// revoked one is 401, another race's key or one without the scope 403, over the key's rate limit
// 429. The key's last use is recorded at most once a minute, in the rate limit's transaction, so a
// busy partner costs one extra write a minute, not one a call.
import { timingSafeEqual } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';
import { PARTNER_KEY_PATTERN, type PartnerScope } from '@run/contract/domain/partner';

import type { PartnerAccess } from '../lib/endpoint-router.js';
import { db } from '../lib/firestore.js';
import { forbidden, notFound, unauthorized } from '../lib/http-error.js';
import { takeOwnToken, type RateLimit } from '../lib/rate-limit.js';
import { apiKeyRef } from '../store/api-key-doc.js';
import { readRace } from '../store/marathon-doc.js';
import { keyHashOf } from './keys.js';

/**
 * 600 calls a minute per key: a finish line's 25 runners a second pushed once a second each is 60;
 * the rest is room for splits and the start list's pages.
 */
export const PARTNER_LIMIT: RateLimit = {
  name: 'partner',
  max: 600,
  peerMax: 600,
  windowMs: 60_000,
  refusal: 'too_many_partner_calls',
};

const LAST_USE_STEP_MS = 60_000;

function keyIn(authorization: string | undefined): { keyId: string; key: string } {
  const key = /^Bearer (\S+)$/u.exec(authorization?.trim() ?? '')?.[1] ?? '';
  const keyId = PARTNER_KEY_PATTERN.exec(key)?.[1];
  if (keyId === undefined) throw unauthorized('api_key_invalid');
  return { keyId, key };
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export async function partnerGate(
  authorization: string | undefined,
  raceId: string,
  scope: PartnerScope,
): Promise<PartnerAccess> {
  const { keyId, key } = keyIn(authorization);
  const ref = apiKeyRef(keyId);
  const now = Date.now();
  await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (stored === undefined || !sameHash(stored.keyHash, keyHashOf(key))) {
      throw unauthorized('api_key_invalid');
    }
    if (stored.marathonId !== raceId) throw forbidden('api_key_other_race');
    if (!stored.scopes.includes(scope)) {
      throw forbidden('api_key_scope', { scope });
    }
    await takeOwnToken(tx, db(), PARTNER_LIMIT, 'key', keyId, now);
    if ((stored.lastUsedAt?.toMillis() ?? 0) <= now - LAST_USE_STEP_MS) {
      tx.update(ref.withConverter(null), { lastUsedAt: Timestamp.fromMillis(now) });
    }
  });
  const race = await readRace(raceId);
  // A key outlives no race in practice (a race's deletion is its organisers'); answered as none.
  if (!race.exists) throw notFound('marathon_not_found');
  return { race, keyId };
}
