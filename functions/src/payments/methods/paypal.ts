// Paying by PayPal (docs/payments.md, "PayPal"), when its client id, secret and webhook id are set.
import { defineSecret, defineString } from 'firebase-functions/params';

import { badRequest } from '../../lib/http-error.js';
import { siteUrl } from '../../mail/mail.js';
import { paypalProvider, type PayPalEnvironment, type PayPalProvider } from '../paypal-provider.js';
import { secretValue } from '../../providers/providers.js';
import { redirectStart, type PaymentMethodEntry } from './method.js';

const PAYPAL_CLIENT_ID = defineSecret('PAYPAL_CLIENT_ID');
const PAYPAL_CLIENT_SECRET = defineSecret('PAYPAL_CLIENT_SECRET');
const PAYPAL_WEBHOOK_ID = defineSecret('PAYPAL_WEBHOOK_ID');
/** `sandbox` (PayPal's test accounts) or `live`. */
const PAYPAL_ENVIRONMENT = defineString('PAYPAL_ENVIRONMENT', { default: 'sandbox' });

let paypal: { key: string; provider: PayPalProvider } | undefined;

/** PayPal, when its client id, secret and webhook id are all set (a value `none` is not set). */
function configuredPayPal(): PayPalProvider | null {
  const [clientId, clientSecret, webhookId] = [
    PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID,
  ].map(secretValue);
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

const notSetUp = () =>
  badRequest('paypal_not_set_up', [{ field: 'method', message: 'Not available' }]);

/** PayPal, when configured; 400 with a sentence when not. */
export function payPalProvider(): PayPalProvider {
  const configured = configuredPayPal();
  if (configured) return configured;
  throw notSetUp();
}

export const paypalMethod: PaymentMethodEntry = {
  method: 'paypal',
  providers: { paypal: payPalProvider },
  secrets: [PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID],
  available: () => (configuredPayPal() !== null ? true : notSetUp()),
  start: redirectStart(payPalProvider),
  refunds: 'automatic',
};
