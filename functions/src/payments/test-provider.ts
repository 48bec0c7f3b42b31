// The test provider (docs/payments.md): no money moves. Its "checkout" is the site's own page
// `/pay/test/{paymentId}`, whose Pay and Decline buttons post a signed event to the real webhook,
// so everything after the redirect runs as with a real provider. Only the local stack and the
// tests use it: it answers only where no real card provider is configured and the code runs under
// the emulators (methods/card.ts). A refund answers `pending`, and a moment later the provider posts
// its signed `refund.succeeded` event to the same webhook, as a real provider completes a refund.
import { randomBytes } from 'node:crypto';

import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { z } from 'zod';
import * as logger from 'firebase-functions/logger';

import { siteUrl } from '../mail/mail.js';
import type { PaymentProvider, ProviderEvent, RefundNames } from './provider.js';
import { disputeOutcome } from './disputes.js';
import { SIGNATURE_HEADER, signatureHeader, verifiedTestEvent } from '../providers/providers.js';

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum([
    'payment.succeeded',
    'payment.failed',
    'refund.succeeded',
    'refund.failed',
    // Disputes, by Stripe's names (docs/payments.md).
    'charge.dispute.created',
    'charge.dispute.closed',
  ]),
  data: z.object({
    paymentId: z.string().min(1).max(128),
    refundId: z.string().min(1).max(128).optional(),
    status: z.enum(['needs_response', 'under_review', 'won', 'lost']).optional(),
    amount: z.number().int().min(0),
    currency: z.string().length(3),
  }),
});

/** The refund's outcome, posted (signed) to the webhook as the test payment page posts payments. */
function completeRefund(names: RefundNames, amount: number): void {
  const body = JSON.stringify({
    id: `evt_refund_${names.refundId}`,
    type: 'refund.succeeded',
    data: { paymentId: names.paymentId, refundId: names.refundId, amount, currency: 'XXX' },
  });
  setTimeout(() => {
    fetch(`${siteUrl()}/api/payments/webhook/test`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(TEST_WEBHOOK_SECRET, body),
      },
      body,
    }).catch((err: unknown) => {
      logger.warn('the test provider could not complete a refund', { error: String(err) });
    });
  }, 50);
}

function refundEvent(data: z.infer<typeof eventSchema>['data'], failed: boolean) {
  return {
    kind: 'refund_updated',
    refund: {
      refundId: data.refundId ?? null,
      ref: null,
      state: failed ? 'failed' : 'done',
    },
  } as const;
}

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
    async verify(rawBody, header) {
      const { id, type, data } = verifiedTestEvent(rawBody, header, eventSchema);
      const base = {
        id,
        type,
        paymentId: data.paymentId,
        intent: null,
        amount: data.amount,
        currency: data.currency.toUpperCase(),
      };
      if (type === 'charge.dispute.created' || type === 'charge.dispute.closed') {
        return { ...base, kind: 'dispute', dispute: disputeOutcome(data.status) };
      }
      if (type === 'refund.succeeded' || type === 'refund.failed') {
        return { ...base, ...refundEvent(data, type === 'refund.failed') } satisfies ProviderEvent;
      }
      return { ...base, kind: type === 'payment.succeeded' ? 'succeeded' : 'failed' };
    },
    // No money moved, so none goes back; the refund completes through the webhook all the same.
    refund: (_payment, amount, _key, names) => {
      completeRefund(names, amount);
      return Promise.resolve({
        state: 'pending',
        ref: `test_re_${randomBytes(8).toString('hex')}`,
      });
    },
    cancel: () => Promise.resolve(),
  };
}
