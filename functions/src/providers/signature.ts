// The test provider's webhook signature, in Stripe's scheme (docs/payments.md): the header
// `Run-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, valid 5 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';

import { badRequest } from '../lib/http-error.js';

export const SIGNATURE_HEADER = 'Run-Signature';
export const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');

/** The header for `body` signed at `t` (tests and the bench sign their events with it). */
export const signatureHeader = (secret: string, body: string, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${hmac(secret, t, body)}`;

/** Refuses (400, nothing changes) a missing, bad or stale signature. */
export function verifySignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now = Date.now(),
): void {
  // The header's parts by name (`t`, `v1`).
  const parts = new Map(
    (header ?? '').split(',').map((p) => {
      const [k = '', ...v] = p.trim().split('=');
      return [k, v.join('=')] as const;
    }),
  );
  const [time, v1] = ['t', 'v1'].map((name) => parts.get(name));
  const t = Number(time);
  const given = v1 ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/u.test(given)) {
    throw badRequest('signature_malformed');
  }
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw badRequest('signature_mismatch');
  }
  if (Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) {
    throw badRequest('signature_too_old');
  }
}

/**
 * A test provider's event (payments' and payouts' alike): signed with the local secret, JSON, and
 * one `schema` accepts; anything else is a 400 and changes nothing.
 */
export function verifiedTestEvent<T>(
  rawBody: Buffer,
  header: (name: string) => string | undefined,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): T {
  verifySignature(TEST_WEBHOOK_SECRET, rawBody, header(SIGNATURE_HEADER));
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('event_not_json');
  }
  const event = schema.safeParse(parsed);
  if (!event.success) throw badRequest('event_not_test_provider');
  return event.data;
}
