// The organiser's payout account (docs/payouts.md): its state, balance and links (GET, which also
// refreshes it from the provider), making it and a new onboarding link (POST), and the PayPal
// merchant id (PATCH). Under the account's own key: what one organiser sees is never the next one's.
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiQueryOptions, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

/** Everything about one organiser's payouts sits under this key. */
export const payoutsKey = (uid: string) => ['payouts', uid] as const;

export function usePayoutAccount(uid: string) {
  return useQuery(
    apiQueryOptions(
      [...payoutsKey(uid), 'account'],
      routes.payoutAccount,
      { params: { userId: uid } },
      // Asked again each time the tab opens: the organiser comes back from the provider's
      // onboarding to this tab, and the GET is what reads the account's new state.
      { staleTime: 0, scope: { account: true } },
    ),
  );
}

/** A write that changes the account or its payouts: the tab shows them again. */
export const refreshPayouts = (uid: string) =>
  queryClient.invalidateQueries({ queryKey: payoutsKey(uid) });

/**
 * Makes the account (once) and answers where its onboarding continues; the provider sends the
 * organiser back to `returnPath` (a path of this site) when it is done.
 */
export function useStartOnboarding(uid: string) {
  return useApiWrite((returnPath: string) =>
    api(routes.createPayoutAccount, { params: { userId: uid }, body: { returnPath } }),
  );
}

export function useUpdatePayoutAccount(uid: string) {
  return useApiWrite(
    (paypalMerchantId: string | null) =>
      api(routes.updatePayoutAccount, { params: { userId: uid }, body: { paypalMerchantId } }),
    {
      onSuccess: (account) => queryClient.setQueryData([...payoutsKey(uid), 'account'], account),
    },
  );
}
