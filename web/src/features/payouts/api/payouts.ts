// The organiser's payouts (docs/payouts.md): the list page by page, one payout's statement, and the
// test provider's payout of the available balance at once (local stack only).
import { routes } from '@run/contract/http/routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiQueryOptions, pagedQueryOptions, useApiWrite } from '@/lib/api-query';

import { payoutsKey, refreshPayouts } from './payout-account';

export function usePayouts(uid: string) {
  return useInfiniteQuery(
    pagedQueryOptions(
      [...payoutsKey(uid), 'list'],
      (cursor, signal) =>
        api(
          routes.listPayouts,
          { params: { userId: uid }, query: { cursor: cursor ?? undefined } },
          { signal },
        ),
      { staleTime: 0, scope: { account: true } },
    ),
  );
}

/** A payout's statement; a paid-out payout never changes, so it stays fresh the default time. */
export function useStatement(uid: string, payoutId: string) {
  return useQuery(
    apiQueryOptions(
      [...payoutsKey(uid), 'statement', payoutId],
      routes.payoutStatement,
      { params: { userId: uid, payoutId } },
      { scope: { account: true } },
    ),
  );
}

/** Pays out the available balance now; the list and the balance change. */
export function useTestPayout(uid: string) {
  return useApiWrite(() => api(routes.testPayout, { params: { userId: uid }, body: {} }), {
    onSuccess: () => void refreshPayouts(uid),
  });
}
