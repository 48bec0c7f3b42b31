// Paying by card: Stripe when its secret key is set (a key starting `sk_`), else, under the emulators
// only, the test provider (docs/payments.md, "Providers"). Stripe's webhook is verified with its
// webhook secret even where no key is set (the local stack's tests sign with the local secret).
import { defineSecret } from 'firebase-functions/params';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@run/contract/domain/money';

import { env } from '../../lib/env.js';
import { badRequest } from '../../lib/http-error.js';
import type { PaymentProvider } from '../provider.js';
import { stripeProvider } from '../stripe-provider.js';
import { testProvider } from '../test-provider.js';
import { redirectStart, secretValue, type PaymentMethodEntry } from './method.js';

const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/**
 * Stripe's webhook secret; under the emulators without one, the local secret the API tests sign
 * Stripe's events with (the emulator reads secrets from Secret Manager, which a laptop cannot reach).
 */
function webhookSecret(): string {
  const value = secretValue(STRIPE_WEBHOOK_SECRET);
  return value === '' && env.underEmulator ? LOCAL_STRIPE_WEBHOOK_SECRET : value;
}

/** Stripe's secret key when a real one is set (`sk_...`), else null; payouts use it too. */
export function stripeSecretKey(): string | null {
  const key = secretValue(STRIPE_SECRET_KEY);
  return key.startsWith('sk_') ? key : null;
}

let stripe: { key: string; provider: PaymentProvider } | undefined;

/** Stripe, when a real secret key is configured. */
function configuredStripe(): PaymentProvider | null {
  const key = stripeSecretKey();
  if (key === null) return null;
  if (stripe?.key !== key) {
    stripe = {
      key,
      provider: stripeProvider({ secretKey: key, webhookSecret: webhookSecret() }),
    };
  }
  return stripe.provider;
}

const testAllowed = () => env.underEmulator;

const notSetUp = () =>
  badRequest('Card payments are not set up on this site yet.', [
    { field: 'method', message: 'Not available' },
  ]);

/** The provider taking card payments now; 400 when none is. */
function cardProvider(): PaymentProvider {
  const real = configuredStripe();
  if (real) return real;
  if (testAllowed()) return testProvider();
  throw notSetUp();
}

export const card: PaymentMethodEntry = {
  method: 'card',
  providers: {
    stripe: () =>
      configuredStripe() ??
      stripeProvider({ secretKey: 'sk_none', webhookSecret: webhookSecret() }),
    test: () => {
      if (testAllowed()) return testProvider();
      throw badRequest('The test payment provider is not available here.');
    },
  },
  secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
  available: () => (configuredStripe() !== null || testAllowed() ? true : notSetUp()),
  paysDistanceChange: true,
  start: redirectStart(cardProvider),
  refunds: 'automatic',
  wording: 'card',
};
