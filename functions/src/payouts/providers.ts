// Which provider holds the organisers' accounts (docs/payouts.md): Stripe Connect where Stripe's
// secret key is set (the same key as card payments; Connect's events come to their own webhook with
// their own signing secret), else, under the emulators only, the test provider.
import { defineSecret } from 'firebase-functions/params';

import { env } from '../lib/env.js';
import { badRequest } from '../lib/http-error.js';
import { secretValue, stripeSecretKey } from '../providers/providers.js';
import type { PayoutProvider, PayoutProviderName } from './payout-provider.js';
import { stripePayouts } from './stripe-payouts.js';
import { testPayouts } from './test-payouts.js';

const STRIPE_CONNECT_WEBHOOK_SECRET = defineSecret('STRIPE_CONNECT_WEBHOOK_SECRET');

/** The secrets the API binds for payouts (beside the payment methods' own). */
export const PAYOUT_SECRETS = [STRIPE_CONNECT_WEBHOOK_SECRET];

let stripe: { key: string; provider: PayoutProvider } | undefined;

export function payoutProvider(): PayoutProvider {
  const key = stripeSecretKey();
  if (key !== null) {
    if (stripe?.key !== key) {
      const webhookSecret = secretValue(STRIPE_CONNECT_WEBHOOK_SECRET);
      stripe = { key, provider: stripePayouts({ secretKey: key, webhookSecret }) };
    }
    return stripe.provider;
  }
  if (env.underEmulator) return testPayouts();
  throw badRequest('payouts_not_set_up');
}

/** The provider a webhook path names; 400 where it is not the one in use. */
export function payoutProviderNamed(name: PayoutProviderName): PayoutProvider {
  const provider = payoutProvider();
  if (provider.name !== name) throw badRequest('no_such_payout_provider');
  return provider;
}
