// Deferrals (docs/transfers.md): the runner gives a paid place back for a credit (My Apply List),
// and reads their credits, which a later registration with the same organiser spends.
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiQueryOptions, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

const creditsKey = (uid: string) => ['my-credits', uid] as const;

export function useMyCredits(uid: string) {
  return useQuery(
    apiQueryOptions(
      creditsKey(uid),
      routes.myCredits,
      { params: { userId: uid } },
      { auth: 'required', staleTime: 0, scope: { account: true } },
    ),
  );
}

export function useDeferRegistration(uid: string) {
  return useApiWrite(
    (id: string) => api(routes.deferRegistration, { params: { id, userId: uid } }),
    {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditsKey(uid) }),
      refreshMarathons: { event: (id) => id, await: false },
    },
  );
}
