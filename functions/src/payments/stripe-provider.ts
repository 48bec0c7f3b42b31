// Card payments through Stripe Checkout (docs/payments.md), with Stripe's own SDK. A payment is a
// Checkout Session naming the registration (`client_reference_id`, metadata copied onto the
// PaymentIntent so its charges and refunds name it too), ending when the hold does, created with
// the paymentId as idempotency key so a retried start never makes two sessions.
import { Stripe } from 'stripe';

import { badRequest } from '../lib/http-error.js';
import { disputeOutcome } from './disputes.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';

/**
 * Stripe takes a session's `expires_at` only between 30 minutes and 24 hours from now: a hold
 * shorter than that gets a later end (money after the hold is late money), and a longer one (a runner
 * who chose a bank transfer, with days to pay, then pays by card) a session of a day, which leaves the
 * hold as it is when it ends (events.ts: an expired session only marks its ledger entry), never a
 * refusal. Each bound keeps a few minutes from Stripe's own, for the request's time on the way.
 */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000 - 5 * 60_000;
export const STRIPE_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is: Stripe's own unless a test points the SDK at a local stub. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type Metadata = Record<string, string> | null | undefined;
const named = (metadata: Metadata): string | null => metadata?.paymentId ?? null;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What RUN does with each event type Stripe sends it; any other type is recorded and ignored. */
export function readStripeEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paid = session.payment_status === 'paid';
      const kind =
        event.type === 'checkout.session.expired'
          ? 'expired'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : // Completed but unpaid: an async method (a debit) still under way; its own event follows.
              paid
              ? 'succeeded'
              : 'ignored';
      return {
        ...base,
        kind,
        paymentId: named(session.metadata),
        intent: idOf(session.payment_intent),
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        ...base,
        kind: 'dispute',
        paymentId: null,
        intent: idOf(dispute.payment_intent),
        amount: dispute.amount,
        currency: dispute.currency.toUpperCase(),
        dispute: disputeOutcome(dispute.status),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'refunded',
        paymentId: named(charge.metadata),
        intent: idOf(charge.payment_intent),
        amount: charge.amount,
        currency: charge.currency.toUpperCase(),
        refunded: charge.amount_refunded,
      };
    }
    case 'refund.updated': {
      const refund = event.data.object;
      const state =
        refund.status === 'succeeded'
          ? 'done'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return {
        ...base,
        kind: 'refund_updated',
        // RUN's own refunds name RUN's records; one made in Stripe's dashboard names none.
        paymentId: named(refund.metadata),
        intent: idOf(refund.payment_intent),
        amount: refund.amount,
        currency: refund.currency.toUpperCase(),
        refund: { refundId: refund.metadata?.refundId ?? null, ref: refund.id, state },
      };
    }
    default:
      return { ...base, kind: 'ignored', paymentId: null, intent: null, amount: 0, currency: '' };
  }
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  return {
    name: 'stripe',
    async start(p) {
      const metadata = { paymentId: p.paymentId, marathonId: p.marathonId, userId: p.userId };
      const now = Date.now();
      const ends = Math.min(
        Math.max(p.dueAt.getTime(), now + MIN_SESSION_MS),
        now + MAX_SESSION_MS,
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: `${p.marathonId}:${p.userId}`,
          metadata,
          payment_intent_data: { metadata },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: p.currency.toLowerCase(),
                unit_amount: p.amount,
                product_data: { name: `${p.title}: ${p.distanceName}` },
              },
            },
          ],
          expires_at: Math.floor(ends / 1000),
          success_url: p.returnUrl,
          cancel_url: p.returnUrl,
        },
        { idempotencyKey: p.paymentId },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { providerRef: session.id, redirectUrl: session.url };
    },
    async verify(rawBody, header) {
      const signature = header('Stripe-Signature');
      if (signature === undefined) throw badRequest('The webhook signature is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          STRIPE_TOLERANCE_SECONDS,
        );
      } catch {
        throw badRequest('The webhook signature does not match, or is too old.');
      }
      return readStripeEvent(event);
    },
    async refund(payment, amount, key, names) {
      if (payment.intent === null) throw new Error('A Stripe refund needs the payment’s intent');
      const refund = await stripe.refunds.create(
        { payment_intent: payment.intent, amount, metadata: { ...names } },
        { idempotencyKey: key },
      );
      return { state: refund.status === 'succeeded' ? 'done' : 'pending', ref: refund.id };
    },
    async cancel(payment) {
      if (payment.providerRef === null) return;
      await stripe.checkout.sessions.expire(payment.providerRef);
    },
  };
}
