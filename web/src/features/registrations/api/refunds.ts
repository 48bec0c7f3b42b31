// What withdrawing gives back (GET .../registrations/{userId}/refund-quote), asked for when the runner
// opens the withdraw confirmation, and how a refund's state reads in My Apply List.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** Where a refund stands, as descriptors: My Apply List says them in the language shown. */
export const REFUND_STATE_WORDS: Record<RefundSummary['state'], MessageDescriptor> = {
  pending: msg`on its way`,
  done: msg`refunded`,
  manual: msg`the organiser pays it back`,
  failed: msg`failed: please contact the organiser`,
};
