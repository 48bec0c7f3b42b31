// PayPal through its Orders v2 API (docs/payments.md, "PayPal"), with PayPal's own server SDK. A
// payment is an order (paypal-orders.ts) the runner approves at PayPal and comes back to the site's
// return page, which captures it (docs/decisions/0021-paypal-capture-on-return.md); the webhook's
// `CHECKOUT.ORDER.APPROVED` captures it too, for a runner who never comes back, with the same request
// id, so PayPal captures once. Webhooks are checked by PayPal's own verify-webhook-signature call,
// which the SDK lacks: a plain fetch with the SDK's OAuth token.
import {
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type OAuthToken,
} from '@paypal/paypal-server-sdk';
import { z } from 'zod';

import { badRequest, HttpError } from '../lib/http-error.js';
import { fromPayPalValue, toPayPalValue } from './paypal-amount.js';
import { captureOrder, startOrder } from './paypal-orders.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';

export type PayPalEnvironment = 'sandbox' | 'live';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook (its dashboard), which its verify call checks events against. */
  webhookId: string;
  environment: PayPalEnvironment;
  /** Where the runner comes back to: `{site}/pay/paypal/{paymentId}`. */
  returnUrl: (paymentId: string) => string;
}

/** PayPal's API hosts; the tests intercept them (nock), so nothing leaves the machine. */
export const PAYPAL_API: Record<PayPalEnvironment, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

/** A PayPal payment provider: the interface, and capturing an approved order (its return page). */
export interface PayPalProvider extends PaymentProvider {
  /** Captures the order of `paymentId` once (its request id), read as the capture's event. */
  capture(orderId: string, paymentId: string): Promise<ProviderEvent>;
}

const money = z.object({ currency_code: z.string().length(3), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string() });

/** The parts of PayPal's webhook events RUN reads (PayPal's webhook event names reference). */
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(100),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      custom_id: z.string().optional(),
      amount: money.optional(),
      purchase_units: z
        .array(z.object({ custom_id: z.string().optional(), amount: money.optional() }))
        .optional(),
      seller_payable_breakdown: z.object({ total_refunded_amount: money.optional() }).optional(),
      // A dispute's (CUSTOMER.DISPUTE.*): the capture it is about, its amount and outcome.
      disputed_transactions: z
        .array(z.object({ seller_transaction_id: z.string().optional() }).passthrough())
        .optional(),
      dispute_amount: money.optional(),
      dispute_outcome: z.object({ outcome_code: z.string().optional() }).passthrough().optional(),
      links: z.array(link).optional(),
    })
    .passthrough(),
});
type PayPalEvent = z.infer<typeof eventSchema>;

const SIGNATURE_HEADERS = {
  auth_algo: 'PAYPAL-AUTH-ALGO',
  cert_url: 'PAYPAL-CERT-URL',
  transmission_id: 'PAYPAL-TRANSMISSION-ID',
  transmission_sig: 'PAYPAL-TRANSMISSION-SIG',
  transmission_time: 'PAYPAL-TRANSMISSION-TIME',
} as const;

const amountOf = (m: z.infer<typeof money> | undefined) =>
  m ? { amount: fromPayPalValue(m.value, m.currency_code), currency: m.currency_code } : null;

/** The capture a refund belongs to, from its `up` link (`.../v2/payments/captures/{id}`). */
function captureOfRefund(links: ReadonlyArray<z.infer<typeof link>> | undefined): string | null {
  const up = links?.find((l) => l.rel === 'up')?.href ?? '';
  return /\/captures\/([^/?#]+)/u.exec(up)?.[1] ?? null;
}

/** What RUN does with each event PayPal sends it; any other type is recorded and ignored. */
export function readPayPalEvent(event: PayPalEvent): ProviderEvent {
  const { resource } = event;
  const base = { id: event.id, type: event.event_type };
  const none: ProviderEvent = {
    ...base,
    kind: 'ignored',
    paymentId: null,
    intent: null,
    amount: 0,
    currency: '',
  };
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const paid = amountOf(resource.amount);
      return {
        ...base,
        kind: event.event_type === 'PAYMENT.CAPTURE.DENIED' ? 'failed' : 'succeeded',
        paymentId: resource.custom_id ?? null,
        intent: resource.id ?? null,
        amount: paid?.amount ?? 0,
        currency: paid?.currency ?? '',
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const refunded = amountOf(resource.amount);
      const common = {
        ...base,
        paymentId: null,
        intent: captureOfRefund(resource.links),
        amount: refunded?.amount ?? 0,
        currency: refunded?.currency ?? '',
      };
      // RUN's own refunds carry RUN's refund id as their custom_id; one made in PayPal's dashboard
      // carries none, and is recorded from the total refunded of the capture.
      if (resource.custom_id === undefined) {
        const total = amountOf(resource.seller_payable_breakdown?.total_refunded_amount);
        return { ...common, kind: 'refunded', refunded: total?.amount ?? common.amount };
      }
      return {
        ...common,
        kind: 'refund_updated',
        refund: {
          refundId: resource.custom_id,
          ref: resource.id ?? null,
          state: refundState(resource.status),
        },
      };
    }
    case 'CUSTOMER.DISPUTE.CREATED':
    case 'CUSTOMER.DISPUTE.RESOLVED': {
      const disputed = amountOf(resource.dispute_amount);
      const outcome = resource.dispute_outcome?.outcome_code;
      return {
        ...base,
        kind: 'dispute',
        paymentId: null,
        intent: resource.disputed_transactions?.[0]?.seller_transaction_id ?? null,
        amount: disputed?.amount ?? 0,
        currency: disputed?.currency ?? '',
        dispute:
          event.event_type === 'CUSTOMER.DISPUTE.CREATED'
            ? 'open'
            : outcome === 'RESOLVED_SELLER_FAVOUR' || outcome === 'CANCELED_BY_BUYER'
              ? 'won'
              : 'lost',
      };
    }
    case 'PAYMENT.CAPTURE.REVERSED': {
      // The payer's bank took the money back (a chargeback PayPal did not contest): lost.
      const reversed = amountOf(resource.amount);
      return {
        ...base,
        kind: 'dispute',
        paymentId: null,
        intent: captureOfRefund(resource.links) ?? resource.id ?? null,
        amount: reversed?.amount ?? 0,
        currency: reversed?.currency ?? '',
        dispute: 'lost',
      };
    }
    default:
      return none;
  }
}

function refundState(status: string | undefined): 'pending' | 'done' | 'failed' {
  if (status === 'COMPLETED') return 'done';
  return status === 'FAILED' || status === 'CANCELLED' ? 'failed' : 'pending';
}

export function paypalProvider(options: PayPalOptions): PayPalProvider {
  const base = PAYPAL_API[options.environment];
  let token: Promise<OAuthToken> | undefined;
  const client: Client = new Client({
    environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId,
      oAuthClientSecret: options.clientSecret,
      // One token for the SDK's calls and the verify call, fetched again once it runs out.
      oAuthTokenProvider: () => accessToken(),
    },
  });
  async function accessToken(): Promise<OAuthToken> {
    const held = token ? await token.catch(() => undefined) : undefined;
    const manager = client.clientCredentialsAuthManager;
    if (held && manager.isValid(held) && !manager.isExpired(held)) return held;
    token = manager.fetchToken();
    return token;
  }
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  async function verifySignature(event: unknown, header: (n: string) => string | undefined) {
    const signature: Record<string, string> = {};
    for (const [field, name] of Object.entries(SIGNATURE_HEADERS)) {
      const value = header(name);
      if (value === undefined || value === '') throw badRequest('signature_missing');
      signature[field] = value;
    }
    const { accessToken: bearer } = await accessToken();
    const answer = await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ ...signature, webhook_id: options.webhookId, webhook_event: event }),
    });
    if (!answer.ok) {
      // PayPal could not say: a 5xx makes PayPal send the event again later.
      throw new Error(`PayPal's verify-webhook-signature answered ${answer.status}`);
    }
    const verdict = (await answer.json()) as { verification_status?: string };
    if (verdict.verification_status !== 'SUCCESS') {
      throw badRequest('signature_mismatch');
    }
  }

  return {
    name: 'paypal',
    start: (p) => startOrder(orders, p, options.returnUrl(p.paymentId)),
    capture: (orderId, paymentId) => captureOrder(orders, orderId, paymentId),
    async verify(rawBody, header) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('event_not_json');
      }
      await verifySignature(parsed, header);
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw badRequest('event_not_paypal');
      const { id, event_type: type, resource } = event.data;
      // The runner approved but may never come back to the return page: capture here. An order
      // PayPal will not capture (captured long ago, voided) is recorded and left.
      const paymentId = resource.purchase_units?.[0]?.custom_id;
      if (type === 'CHECKOUT.ORDER.APPROVED' && resource.id && paymentId) {
        return captureOrder(orders, resource.id, paymentId, id, type).catch((err: unknown) => {
          if (err instanceof HttpError && err.status === 409) return readPayPalEvent(event.data);
          throw err;
        });
      }
      return readPayPalEvent(event.data);
    },
    async refund(payment, amount, key, names) {
      if (payment.intent === null) throw new Error('A PayPal refund needs the payment’s capture');
      // A connected order's refund is asked the same way: without platform fees of its own, PayPal
      // takes the site's platform fee back in proportion to the amount refunded.
      const { result } = await payments.refundCapturedPayment({
        captureId: payment.intent,
        paypalRequestId: key,
        prefer: 'return=representation',
        body: {
          amount: {
            currencyCode: payment.currency,
            value: toPayPalValue(amount, payment.currency),
          },
          // Its events name RUN's refund by this.
          customId: names.refundId,
        },
      });
      const state = refundState(result.status);
      if (state === 'failed') throw new Error(`PayPal refused the refund (${result.status ?? ''})`);
      return { state, ref: result.id ?? null };
    },
    // An order nobody approved ends at PayPal by itself (after three hours): nothing to call.
    cancel: () => Promise.resolve(),
  };
}
