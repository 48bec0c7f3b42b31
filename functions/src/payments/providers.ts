// Which provider serves a payment method, from the function's configuration: Stripe for cards when
// its secret key is set (a key starting `sk_`), else, under the emulators only, the test provider.
// PayPal comes with refunds and reconciliation (docs/payments.md).
import { defineSecret } from 'firebase-functions/params';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@run/contract/domain/money';

import { env } from '../lib/env.js';
import { badRequest } from '../lib/http-error.js';
import type { PaymentProvider } from './provider.js';
import { stripeProvider } from './stripe-provider.js';
import { testProvider } from './test-provider.js';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** A secret's value, or '' where none is bound (the bench's API instance, unit tests). */
function secret(param: typeof STRIPE_SECRET_KEY): string {
  try {
    return param.value();
  } catch {
    return '';
  }
}

/**
 * Stripe's webhook secret; under the emulators without one, the local secret the API tests sign
 * Stripe's events with (the emulator reads secrets from Secret Manager, which a laptop cannot reach).
 */
function webhookSecret(): string {
  const value = secret(STRIPE_WEBHOOK_SECRET);
  return value === '' && env.underEmulator ? LOCAL_STRIPE_WEBHOOK_SECRET : value;
}

let stripe: { key: string; provider: PaymentProvider } | undefined;

/** Stripe, when a real secret key is configured. */
function configuredStripe(): PaymentProvider | null {
  const key = secret(STRIPE_SECRET_KEY);
  if (!key.startsWith('sk_')) return null;
  if (stripe?.key !== key) {
    stripe = {
      key,
      provider: stripeProvider({ secretKey: key, webhookSecret: webhookSecret() }),
    };
  }
  return stripe.provider;
}

const testAllowed = () => env.underEmulator;

/** The provider taking card payments now; 400 when none is. */
export function cardProvider(): PaymentProvider {
  const real = configuredStripe();
  if (real) return real;
  if (testAllowed()) return testProvider();
  throw badRequest('Card payments are not set up on this site yet.', [
    { field: 'method', message: 'Not available' },
  ]);
}

/** The provider that took a ledger entry's money (`test` or `stripe`), to give some of it back. */
export function providerNamed(name: string): PaymentProvider {
  if (name === 'test' || name === 'stripe') return webhookProvider(name);
  throw new Error(`No payment provider named ${name} gives money back`);
}

/**
 * The provider a webhook path names. Stripe's events are verified with the webhook secret even where
 * no key is set (the local stack's tests sign with the local secret); the test provider answers only
 * under the emulators.
 */
export function webhookProvider(name: 'test' | 'stripe'): PaymentProvider {
  if (name === 'stripe') {
    return (
      configuredStripe() ?? stripeProvider({ secretKey: 'sk_none', webhookSecret: webhookSecret() })
    );
  }
  if (testAllowed()) return testProvider();
  throw badRequest('The test payment provider is not available here.');
}
