// A race's API keys for its timing partner (docs/partner-api.md): the list, a new key (whose answer
// holds the key, shown once) and a revocation.
import type { PartnerScope } from '@run/contract/domain/partner';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { eventQueryOptions, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

/** Under the race's own key; `account`: the keys are the organiser's to see, not the next account's. */
const apiKeysOptions = (id: string) =>
  eventQueryOptions(routes.listApiKeys, id, ['race-day', 'api-keys'], {
    scope: { marathon: id, account: true },
  });

export function useApiKeys(id: string) {
  return useQuery(apiKeysOptions(id));
}

const refreshApiKeys = (id: string) =>
  queryClient.invalidateQueries({ queryKey: apiKeysOptions(id).queryKey });

export function useCreateApiKey(id: string) {
  return useApiWrite(
    (body: { name: string; scopes: PartnerScope[] }) =>
      api(routes.createApiKey, { params: { id }, body }),
    { onSuccess: () => void refreshApiKeys(id) },
  );
}

export function useRevokeApiKey(id: string) {
  return useApiWrite((keyId: string) => api(routes.revokeApiKey, { params: { id, keyId } }), {
    onSuccess: () => void refreshApiKeys(id),
  });
}
