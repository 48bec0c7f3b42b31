// Paying a held place (docs/payments.md): start a payment (card, PayPal: a page to pay at; bank
// transfer: instructions), capture a PayPal payment on the runner's return, read one payment (the
// test page), and the test provider's signed event, which the test page posts to the real webhook as
// a provider would.
import type { PaymentMethod } from '@run/contract/domain/payment-methods';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiQueryOptions, useApiWrite } from '@/lib/api-query';
import { refreshMarathonViews } from '@/lib/query-client';
import { sendTestEvent } from '@/lib/test-webhook';

/** The runner's held place's payment, or with `orderId` the one payment of an order (docs/orders.md). */
export function useStartPayment(uid: string, orderId?: string) {
  return useApiWrite(
    ({ id, method }: { id: string; method: PaymentMethod }) =>
      orderId === undefined
        ? api(routes.startPayment, { params: { id, userId: uid }, body: { method } })
        : api(routes.payOrder, { params: { id, orderId }, body: { method } }),
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

/** The test provider's event for this payment, as the webhook takes it (lib/test-webhook.ts). */
export function sendTestPaymentEvent(
  payment: { paymentId: string; amount: number; currency: string },
  type: 'payment.succeeded' | 'payment.failed',
): Promise<void> {
  return sendTestEvent('payment', {
    id: `evt_${crypto.randomUUID()}`,
    type,
    data: { paymentId: payment.paymentId, amount: payment.amount, currency: payment.currency },
  });
}
