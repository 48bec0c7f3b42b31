// Which provider serves a payment method, from the function's configuration: Stripe for cards when
// its secret key is set (a key starting `sk_`), else, under the emulators only, the test provider;
// PayPal when its client id, secret and webhook id are set (docs/payments.md).
import type { PaymentProviderName } from '@run/contract/domain/api-types';
import { defineSecret, defineString } from 'firebase-functions/params';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@run/contract/domain/money';

import { env } from '../lib/env.js';
import { badRequest } from '../lib/http-error.js';
import { siteUrl } from '../mail/params.js';
import { paypalProvider, type PayPalEnvironment, type PayPalProvider } from './paypal-provider.js';
import type { PaymentProvider } from './provider.js';
import { stripeProvider } from './stripe-provider.js';
import { testProvider } from './test-provider.js';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const PAYPAL_CLIENT_ID = defineSecret('PAYPAL_CLIENT_ID');
export const PAYPAL_CLIENT_SECRET = defineSecret('PAYPAL_CLIENT_SECRET');
export const PAYPAL_WEBHOOK_ID = defineSecret('PAYPAL_WEBHOOK_ID');
/** `sandbox` (PayPal's test accounts) or `live`. */
export const PAYPAL_ENVIRONMENT = defineString('PAYPAL_ENVIRONMENT', { default: 'sandbox' });

/** The secrets every function that may start, refund or cancel a payment binds. */
export const PAYMENT_SECRETS = [
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  PAYPAL_WEBHOOK_ID,
];

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

let paypal: { key: string; provider: PayPalProvider } | undefined;

/** PayPal, when its client id, secret and webhook id are all set (a value `none` is not set). */
function configuredPayPal(): PayPalProvider | null {
  const [clientId, clientSecret, webhookId] = [
    PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID,
  ].map(secret);
  if (!clientId || !clientSecret || !webhookId || clientId === 'none') return null;
  const environment: PayPalEnvironment = PAYPAL_ENVIRONMENT.value() === 'live' ? 'live' : 'sandbox';
  const key = [clientId, clientSecret, webhookId, environment].join('\n');
  if (paypal?.key !== key) {
    paypal = {
      key,
      provider: paypalProvider({
        clientId: clientId,
        clientSecret: clientSecret,
        webhookId: webhookId,
        environment,
        returnUrl: (paymentId) => `${siteUrl()}/pay/paypal/${encodeURIComponent(paymentId)}`,
      }),
    };
  }
  return paypal.provider;
}

/** PayPal, when configured; 400 with a sentence when not. */
export function payPalProvider(): PayPalProvider {
  const configured = configuredPayPal();
  if (configured) return configured;
  throw badRequest('PayPal payments are not set up on this site.', [
    { field: 'method', message: 'Not available' },
  ]);
}

const PROVIDER_NAMES: readonly string[] = [
  'test',
  'stripe',
  'paypal',
] satisfies PaymentProviderName[];

/** The provider that took a ledger entry's money, to give some of it back. */
export function providerNamed(name: string): PaymentProvider {
  if (PROVIDER_NAMES.includes(name)) return webhookProvider(name as PaymentProviderName);
  throw new Error(`No payment provider named ${name} gives money back`);
}

/**
 * The provider a webhook path names. PayPal's events are verified by PayPal, so only where it is set
 * up. Stripe's events are verified with the webhook secret even where
 * no key is set (the local stack's tests sign with the local secret); the test provider answers only
 * under the emulators.
 */
export function webhookProvider(name: PaymentProviderName): PaymentProvider {
  if (name === 'paypal') return payPalProvider();
  if (name === 'stripe') {
    return (
      configuredStripe() ?? stripeProvider({ secretKey: 'sk_none', webhookSecret: webhookSecret() })
    );
  }
  if (testAllowed()) return testProvider();
  throw badRequest('The test payment provider is not available here.');
}
