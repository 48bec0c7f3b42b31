// A race's API keys for its timing partner (docs/partner-api.md): the list, a new key (whose answer
// holds the key, shown once) and a revocation.
import type { PartnerScope } from '@run/contract/domain/partner';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';

import { organiserList } from './organiser-list';

const apiKeys = organiserList(routes.listApiKeys, 'api-keys');

export const useApiKeys = apiKeys.useList;

export function useCreateApiKey(id: string) {
  return apiKeys.useWrite(id, (body: { name: string; scopes: PartnerScope[] }) =>
    api(routes.createApiKey, { params: { id }, body }),
  );
}

export function useRevokeApiKey(id: string) {
  return apiKeys.useWrite(id, (keyId: string) =>
    api(routes.revokeApiKey, { params: { id, keyId } }),
  );
}
