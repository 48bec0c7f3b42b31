// What withdrawing gives back (GET .../registrations/{userId}/refund-quote), asked for when the runner
// opens the withdraw confirmation, and how a refund's state reads in My Apply List.
import type { RefundSummary } from '@run/contract/domain/api-types';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

export function useRefundQuote(id: string, uid: string) {
  return useQuery(
    apiQueryOptions(
      ['refund-quote', id, uid],
      routes.refundQuote,
      { params: { id, userId: uid } },
      { auth: 'required', staleTime: 0, scope: { account: true } },
    ),
  );
}

export const REFUND_STATE_WORDS: Record<RefundSummary['state'], string> = {
  pending: 'on its way',
  done: 'refunded',
  manual: 'the organiser pays it back',
  failed: 'failed: please contact the organiser',
};
