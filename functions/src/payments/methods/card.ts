// Paying by card: Stripe when its secret key is set (a key starting `sk_`), else, under the emulators
// only, the test provider (docs/payments.md, "Providers"). Stripe's webhook is verified with its
// webhook secret even where no key is set (the local stack's tests sign with the local secret). Every
// method Stripe takes is made here (`stripePaidMethod`), sharing its providers and secrets.
import { defineSecret } from 'firebase-functions/params';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { methodInfo, type PaymentMethod } from '@run/contract/domain/payment-methods';

import { env } from '../../lib/env.js';
import { badRequest } from '../../lib/http-error.js';
import type { PaymentProvider } from '../provider.js';
import { stripeProvider } from '../stripe-provider.js';
import { testProvider } from '../test-provider.js';
import { secretValue, STRIPE_SECRET_KEY, stripeSecretKey } from '../../providers/providers.js';
import { redirectStart, type PaymentMethodEntry } from './method.js';

const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/**
 * Stripe's webhook secret; under the emulators without one, the local secret the API tests sign
 * Stripe's events with (the emulator reads secrets from Secret Manager, which a laptop cannot reach).
 */
function webhookSecret(): string {
  const value = secretValue(STRIPE_WEBHOOK_SECRET);
  return value === '' && env.underEmulator ? LOCAL_STRIPE_WEBHOOK_SECRET : value;
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

/** Stripe, and the test provider standing in for it under the emulators: one of each for all. */
const STRIPE_PROVIDERS: PaymentMethodEntry['providers'] = {
  stripe: () =>
    configuredStripe() ?? stripeProvider({ secretKey: 'sk_none', webhookSecret: webhookSecret() }),
  test: () => {
    if (testAllowed()) return testProvider();
    throw badRequest('test_provider_unavailable');
  },
};

const notSetUp = (method: PaymentMethod) =>
  badRequest('method_not_set_up', { method: methodInfo(method).label }, [
    { field: 'method', message: 'Not available' },
  ]);

/**
 * A method Stripe takes (card, and any other its Checkout offers): Stripe's providers (the test
 * provider standing in under the emulators) and secrets, shared by all of them. `providerMethods`:
 * Stripe's own name of the method (`payment_method_types`); absent, Checkout offers what the account
 * is set up for.
 */
export function stripePaidMethod(
  method: PaymentMethod,
  providerMethods?: readonly string[],
): PaymentMethodEntry {
  /** The provider taking this method's payments now; 400 when none is. */
  const provider = (): PaymentProvider => {
    const real = configuredStripe();
    if (real) return real;
    if (testAllowed()) return testProvider();
    throw notSetUp(method);
  };
  return {
    method,
    providers: STRIPE_PROVIDERS,
    secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
    available: () => (configuredStripe() !== null || testAllowed() ? true : notSetUp(method)),
    start: redirectStart(provider, providerMethods),
    refunds: 'automatic',
  };
}

export const card = stripePaidMethod('card');
