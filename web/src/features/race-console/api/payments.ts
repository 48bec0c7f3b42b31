// The race's payments ledger for the console's Payments tab (GET /marathon/{id}/payments, filtered by
// state, page by page) and money the organisers record by hand (POST .../payments/manual).
import { routes } from '@run/contract/http/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PAYMENT_STATES } from '@run/contract/domain/api-types';

import { api } from '@/lib/api-client';
import { eventListOptions, useApiWrite } from '@/lib/api-query';
import { raceRegistrationsOptions } from '@/lib/race-registrations';

export type LedgerState = (typeof PAYMENT_STATES)[number];

export function usePayments(id: string, state: LedgerState | undefined) {
  return useInfiniteQuery(
    eventListOptions(routes.listPayments, id, ['payments', state ?? 'all'], state ? { state } : {}),
  );
}

/**
 * The race's registrations matching `q` (a bib or the start of a name, over the whole race), for
 * choosing whose payment a bank row is; nothing is asked while `q` is empty.
 */
export function useRunnerSearch(id: string, q: string) {
  return useInfiniteQuery({
    ...raceRegistrationsOptions(id, { q, distanceId: '' }),
    enabled: q !== '',
  });
}

export function useMarkPaid(id: string) {
  return useApiWrite(
    ({ userId, amount }: { userId: string; amount: number }) =>
      api(routes.manualPayment, {
        params: { id, userId },
        body: { amount, note: 'Marked paid in the console' },
      }),
    { refreshMarathons: { event: () => id } },
  );
}
