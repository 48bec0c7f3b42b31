// Card payments through Stripe Checkout (docs/payments.md), with Stripe's own SDK. A payment is a
// Checkout Session naming the registration (`client_reference_id`, metadata copied onto the
// PaymentIntent so its charges and refunds name it too), ending when the hold does, created with
// the paymentId as idempotency key so a retried start never makes two sessions. In `connect` mode
// it is a destination charge to the organiser's account, and refunds and disputes move that
// account's share back in proportion (docs/payments.md, "Connected charges").
import type { Stripe } from 'stripe';

import { disputeOutcome } from './disputes.js';
import type { PaymentProvider, ProviderEvent, ProviderPayment, StartRequest } from './provider.js';
import {
  idOf,
  stripeClient,
  verifiedStripeEvent,
  type StripeOptions,
} from '../providers/providers.js';

/**
 * Stripe takes a session's `expires_at` only between 30 minutes and 24 hours from now: a hold
 * shorter than that gets a later end (money after the hold is late money), and a longer one (a runner
 * who chose a bank transfer, with days to pay, then pays by card) a session of a day, which leaves the
 * hold as it is when it ends (events.ts: an expired session only marks its ledger entry), never a
 * refusal. Each bound keeps a few minutes from Stripe's own, for the request's time on the way.
 */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000 - 5 * 60_000;

type Metadata = Record<string, string> | null | undefined;
const named = (metadata: Metadata): string | null => metadata?.paymentId ?? null;

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

/**
 * A `connect` payment is a destination charge (docs/payments.md, "Connected charges"): the money
 * goes to the organiser's account less the site's fee, and the transfer's group is the paymentId,
 * which is how a line of the organiser's payout names its ledger entry (payouts/stripe-payouts.ts).
 */
function destinationCharge(p: StartRequest) {
  if (!p.connect) return {};
  const { destination, platformFee } = p.connect;
  return {
    transfer_data: { destination },
    on_behalf_of: destination,
    application_fee_amount: platformFee,
    transfer_group: p.paymentId,
  };
}

/** The payment's intent and its charge, whose transfer a dispute reverses or re-sends. */
async function chargeOf(stripe: Stripe, payment: ProviderPayment) {
  if (payment.intent === null) throw new Error('A Stripe transfer needs the payment’s intent');
  const intent = await stripe.paymentIntents.retrieve(payment.intent, {
    expand: ['latest_charge'],
  });
  const charge = intent.latest_charge;
  if (charge === null || typeof charge === 'string') {
    throw new Error(`Stripe gave no charge for ${payment.intent}`);
  }
  return { intent, charge };
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options);
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
          payment_intent_data: { metadata, ...destinationCharge(p) },
          ...(p.providerMethods ? { payment_method_types: [...p.providerMethods] } : {}),
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
          cancel_url: p.cancelUrl ?? p.returnUrl,
        },
        { idempotencyKey: p.paymentId },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { providerRef: session.id, redirectUrl: session.url };
    },
    async verify(rawBody, header) {
      return readStripeEvent(verifiedStripeEvent(stripe, rawBody, header, options.webhookSecret));
    },
    async refund(payment, amount, key, names) {
      if (payment.intent === null) throw new Error('A Stripe refund needs the payment’s intent');
      const refund = await stripe.refunds.create(
        {
          payment_intent: payment.intent,
          amount,
          metadata: { ...names },
          // A destination charge: the organiser's share and the site's fee go back in proportion.
          ...(payment.destination ? { reverse_transfer: true, refund_application_fee: true } : {}),
        },
        { idempotencyKey: key },
      );
      return { state: refund.status === 'succeeded' ? 'done' : 'pending', ref: refund.id };
    },
    async reverseTransfer(payment, amount, key) {
      const { charge } = await chargeOf(stripe, payment);
      const transfer = idOf(charge.transfer);
      if (transfer === null) throw new Error('A Stripe reversal needs the charge’s transfer');
      await stripe.transfers.createReversal(transfer, { amount }, { idempotencyKey: key });
    },
    async retransfer(payment, amount, key) {
      if (!payment.destination) throw new Error('A Stripe re-transfer needs the destination');
      const { intent, charge } = await chargeOf(stripe, payment);
      // Funded by the charge itself (source_transaction), so it never waits on the site's balance,
      // and in the entry's transfer group, so the organiser's payout names the entry again.
      const group = named(intent.metadata) ?? intent.transfer_group ?? charge.transfer_group;
      await stripe.transfers.create(
        {
          amount,
          currency: payment.currency.toLowerCase(),
          destination: payment.destination,
          source_transaction: charge.id,
          ...(group ? { transfer_group: group } : {}),
        },
        { idempotencyKey: key },
      );
    },
    async cancel(payment) {
      if (payment.providerRef === null) return;
      await stripe.checkout.sessions.expire(payment.providerRef);
    },
  };
}
