// Paying a held place (docs/payments.md): start a payment (card, PayPal: a page to pay at; bank
// transfer: instructions), capture a PayPal payment on the runner's return, read one payment (the
// test page), and the test provider's signed event, which the test page posts to the real webhook as
// a provider would.
import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiQueryOptions, useApiWrite } from '@/lib/api-query';
import { refreshMarathonViews } from '@/lib/query-client';

export function useStartPayment(uid: string) {
  return useApiWrite(
    ({ id, method }: { id: string; method: 'card' | 'paypal' | 'bank_transfer' }) =>
      api(routes.startPayment, { params: { id, userId: uid }, body: { method } }),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}

/** The runner back from PayPal: the approved order is captured, and the payment answered as it is. */
export function useCapturePayPal() {
  return useApiWrite(
    ({ paymentId }: { paymentId: string }) => api(routes.paypalCapture, { params: { paymentId } }),
    // The registration is confirmed now: My Apply List and the race's pages show it.
    { onSuccess: (payment) => void refreshMarathonViews(payment.marathonId) },
  );
}

export function usePayment(paymentId: string) {
  return useQuery(
    apiQueryOptions(
      ['payment', paymentId],
      routes.paymentOf,
      { params: { paymentId } },
      {
        auth: 'required',
        scope: { account: true },
      },
    ),
  );
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The test provider's event, signed as the webhook checks it (`t=<seconds>,v1=<HMAC-SHA256 hex of
 * "t.body">`) with the local secret, which is public: the provider runs only on the local stack.
 */
export async function sendTestPaymentEvent(
  payment: { paymentId: string; amount: number; currency: string },
  type: 'payment.succeeded' | 'payment.failed',
): Promise<void> {
  const event = {
    id: `evt_${crypto.randomUUID()}`,
    type,
    data: { paymentId: payment.paymentId, amount: payment.amount, currency: payment.currency },
  };
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(TEST_WEBHOOK_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${t}.${body}`));
  await api(
    routes.paymentWebhook,
    { params: { provider: 'test' }, body: event },
    { headers: { 'Run-Signature': `t=${t},v1=${hex(mac)}` } },
  );
}
