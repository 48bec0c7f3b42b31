// The payment methods, one entry each (method.ts). What a deploy and the code need of them is read
// from here: the secrets every function that moves money binds, the provider a webhook path or a
// ledger entry names, the first state of a refund, a receipt's words. The contract's
// PAYMENT_METHODS stays the public list; registry.test.ts holds the two equal.
import type { PaymentProviderName } from '@run/contract/domain/api-types';
import type { PaymentMethod } from '@run/contract/domain/money';

import { badRequest } from '../../lib/http-error.js';
import type { PaymentProvider } from '../provider.js';
import { bankTransfer } from './bank-transfer.js';
import { card, stripePaidMethod } from './card.js';
import type { PaymentMethodEntry } from './method.js';
import { paypalMethod } from './paypal.js';

export const PAYMENT_METHOD_ENTRIES: readonly PaymentMethodEntry[] = [
  card,
  paypalMethod,
  bankTransfer,
  stripePaidMethod('ideal', ['ideal']),
];

/** A method's entry; every method of the contract has one (registry.test.ts). */
export function methodEntry(method: PaymentMethod): PaymentMethodEntry {
  const entry = PAYMENT_METHOD_ENTRIES.find((e) => e.method === method);
  if (entry === undefined) throw new Error(`No payment method ${method}`);
  return entry;
}

/** The secrets every function that may start, refund or cancel a payment binds, each once. */
export const PAYMENT_SECRETS = [
  ...new Map(PAYMENT_METHOD_ENTRIES.flatMap((e) => e.secrets).map((s) => [s.name, s])).values(),
];

/** Each provider by the name a webhook path and a ledger entry use. */
const PROVIDERS = new Map(
  PAYMENT_METHOD_ENTRIES.flatMap(
    (e) => Object.entries(e.providers) as [PaymentProviderName, () => PaymentProvider][],
  ),
);

/** The names of every provider the methods have, for their webhooks. */
export const providerNames = (): PaymentProviderName[] => [...PROVIDERS.keys()];

/** The provider that took a ledger entry's money, to give some of it back. */
export function providerNamed(name: string): PaymentProvider {
  const provider = PROVIDERS.get(name as PaymentProviderName);
  if (provider) return provider();
  throw new Error(`No payment provider named ${name} gives money back`);
}

/**
 * The provider a webhook path names; where it is not available (PayPal not set up, the test provider
 * outside the emulators), 400.
 */
export function webhookProvider(name: PaymentProviderName): PaymentProvider {
  const provider = PROVIDERS.get(name);
  if (provider) return provider();
  throw badRequest('no_such_payment_provider');
}

/** Whether a ledger entry's refund goes back through its provider (else by an organiser's hand). */
export const refundedByProvider = (method: unknown, provider: string): boolean =>
  PAYMENT_METHOD_ENTRIES.some((e) => e.method === method && e.refunds === 'automatic') &&
  provider !== 'manual';
