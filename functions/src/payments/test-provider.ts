// The test provider (docs/payments.md): no money moves. Its "checkout" is the site's own page
// `/pay/test/{paymentId}`, whose Pay and Decline buttons post a signed event to the real webhook,
// so everything after the redirect runs as with a real provider. Only the local stack and the
// tests use it: it answers only where no real card provider is configured and the code runs under
// the emulators (providers.ts).
import { randomBytes } from 'node:crypto';

import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { z } from 'zod';

import { badRequest } from '../lib/http-error.js';
import type { PaymentProvider } from './provider.js';
import { SIGNATURE_HEADER, verifySignature } from './signature.js';

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    paymentId: z.string().min(1).max(128),
    amount: z.number().int().min(0),
    currency: z.string().length(3),
  }),
});

export function testProvider(): PaymentProvider {
  return {
    name: 'test',
    // A path on the site itself: the page opens on whichever origin the runner uses (localhost or
    // 127.0.0.1 locally), where they are signed in.
    start: ({ paymentId }) =>
      Promise.resolve({
        providerRef: `test_${paymentId}`,
        redirectUrl: `/pay/test/${encodeURIComponent(paymentId)}`,
      }),
    verify(rawBody, header) {
      verifySignature(TEST_WEBHOOK_SECRET, rawBody, header(SIGNATURE_HEADER));
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('The event is not JSON.');
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw badRequest('The event is not one the test provider sends.');
      const { id, type, data } = event.data;
      return {
        id,
        type,
        kind: type === 'payment.succeeded' ? 'succeeded' : 'failed',
        paymentId: data.paymentId,
        intent: null,
        amount: data.amount,
        currency: data.currency.toUpperCase(),
      };
    },
    // No money moved, so none goes back: the refund is done at once.
    refund: () =>
      Promise.resolve({ state: 'done', ref: `test_re_${randomBytes(8).toString('hex')}` }),
    cancel: () => Promise.resolve(),
  };
}
