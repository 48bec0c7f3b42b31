// The local stack's test providers (payments, payouts) have no server of their own: their pages post
// the event a provider would send to the real webhook, signed as the webhook checks it. One signer for
// both, so the signature is made one way.
import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { routes } from '@run/contract/http/routes';

import { api } from './api-client';

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * `Run-Signature` for `body` at second `t`: `t=<seconds>,v1=<HMAC-SHA256 hex of "t.body">` with the
 * local secret, which is public: the test providers run only on the local stack.
 */
export async function testSignature(body: string, t = Math.floor(Date.now() / 1000)) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(TEST_WEBHOOK_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${t}.${body}`));
  return `t=${t},v1=${hex(mac)}`;
}

/** Which webhook takes the event: a payment's, or a payout account's. */
const WEBHOOKS = { payment: routes.paymentWebhook, payout: routes.payoutWebhook } as const;

/** Posts a test provider's event to its webhook, signed (the body is sent exactly as signed). */
export async function sendTestEvent(
  webhook: keyof typeof WEBHOOKS,
  event: { id: string; type: string; data: Record<string, unknown> },
): Promise<void> {
  const headers = { 'Run-Signature': await testSignature(JSON.stringify(event)) };
  const input = { params: { provider: 'test' as const }, body: event };
  if (webhook === 'payment') await api(WEBHOOKS.payment, input, { headers });
  else await api(WEBHOOKS.payout, input, { headers });
}
