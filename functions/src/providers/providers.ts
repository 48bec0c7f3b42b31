// The money providers' plumbing that payments and payouts share, a floor under both (it imports only
// lib and the contract): reading a bound secret, Stripe's secret key (the same key charges cards and
// holds the organisers' connected accounts), Stripe's client of its own SDK and its signed events,
// and the test provider's signature in Stripe's scheme; and texts through Twilio's SDK (messages' SMS).
import { defineSecret, type SecretParam } from 'firebase-functions/params';

/** A secret's value, or '' where none is bound (the bench's API instance, unit tests). */
export function secretValue(param: SecretParam): string {
  try {
    return param.value();
  } catch {
    return '';
  }
}

/** Stripe's secret key, bound by the API for card payments and for payouts alike. */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');

/** Stripe's secret key when a real one is set (`sk_...`), else null (the test provider stands in). */
export function stripeSecretKey(): string | null {
  const key = secretValue(STRIPE_SECRET_KEY);
  return key.startsWith('sk_') ? key : null;
}

export { idOf, stripeClient, verifiedStripeEvent, type StripeOptions } from './stripe-client.js';
export { SIGNATURE_HEADER, signatureHeader, verifiedTestEvent } from './signature.js';
export {
  twilioSms,
  type SmsProvider,
  type SmsToSend,
  type TwilioOptions,
} from './twilio-client.js';
