// Which provider holds the organisers' accounts (docs/payouts.md): Stripe where its secret key is
// set, else, under the emulators only, the test provider.
import { badRequest } from '../lib/http-error.js';
import { env } from '../lib/env.js';
import type { PayoutProvider, PayoutProviderName } from './payout-provider.js';
import { testPayouts } from './test-payouts.js';

export function payoutProvider(): PayoutProvider {
  if (env.underEmulator) return testPayouts();
  throw badRequest('Payouts are not set up on this site yet.');
}

/** The provider a webhook path names; 400 where it is not the one in use. */
export function payoutProviderNamed(name: PayoutProviderName): PayoutProvider {
  const provider = payoutProvider();
  if (provider.name !== name) throw badRequest('No such payout provider.');
  return provider;
}
