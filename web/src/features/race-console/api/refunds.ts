// The race's refunds for the console's Payments tab (GET /marathon/{id}/refunds, `state=manual` for
// the refunds to pay by hand), marking one paid, and an organiser's refund of a runner.
import type { REFUND_STATES } from '@run/contract/domain/api-types';
import type { OrganiserRefundInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';
import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { eventListOptions, useApiWrite } from '@/lib/api-query';

export type RefundState = (typeof REFUND_STATES)[number];

export function useRefunds(id: string, state?: RefundState) {
  return useInfiniteQuery(
    eventListOptions(routes.listRefunds, id, ['refunds', state ?? 'all'], state ? { state } : {}),
  );
}

export function useMarkRefundPaid(id: string) {
  return useApiWrite(
    (refundId: string) => api(routes.markRefundPaid, { params: { id, refundId }, body: {} }),
    // Told at once; the lists refresh behind the popup.
    { refreshMarathons: { event: () => id, await: false } },
  );
}

export function useRefundRunner(id: string) {
  return useApiWrite(
    ({ userId, input }: { userId: string; input: OrganiserRefundInput }) =>
      api(routes.organiserRefund, { params: { id, userId }, body: input }),
    { refreshMarathons: { event: () => id } },
  );
}
