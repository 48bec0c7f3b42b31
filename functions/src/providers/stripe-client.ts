// The one way RUN talks to Stripe: a client of Stripe's own SDK (pointed at a local stub by the
// tests) and a webhook call read into Stripe's event, shared by card payments (payments/stripe-provider.ts)
// and the organisers' connected accounts (payouts/stripe-payouts.ts), each with its own secret.
import { Stripe } from 'stripe';

import { badRequest } from '../lib/http-error.js';

/** How old a signed webhook may be: Stripe's own default, five minutes. */
export const STRIPE_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  /** The signing secret of the webhook endpoint this client's events arrive at. */
  webhookSecret: string;
  /** Where the API is: Stripe's own unless a test points the SDK at a local stub. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The id of a field Stripe gives as an id, or as the object when it was expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function stripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

/** The event of a webhook call, checked against `secret`; a bad or stale signature is a 400. */
export function verifiedStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  header: (name: string) => string | undefined,
  secret: string,
): Stripe.Event {
  const signature = header('Stripe-Signature');
  if (signature === undefined) throw badRequest('signature_missing');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret, STRIPE_TOLERANCE_SECONDS);
  } catch {
    throw badRequest('signature_mismatch_or_old');
  }
}
