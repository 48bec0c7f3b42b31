// A race's API keys for its timing partner (docs/partner-api.md): the list, a new key (whose answer
// holds the key, shown once) and a revocation.
import type { PartnerScope } from '@run/contract/domain/partner';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { apiQueryOptions, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

const apiKeysKey = (id: string) => ['marathon', id, 'race-day', 'api-keys'] as const;

export function useApiKeys(id: string) {
  return useQuery(
    apiQueryOptions(
      apiKeysKey(id),
      routes.listApiKeys,
      { params: { id } },
      {
        scope: { marathon: id, account: true },
      },
    ),
  );
}

const refreshApiKeys = (id: string) => queryClient.invalidateQueries({ queryKey: apiKeysKey(id) });

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
