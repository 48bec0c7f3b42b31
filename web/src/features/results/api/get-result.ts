// GET /marathon/{id}/results/{bib}: one runner's result for its card. A signed-in visitor asks with
// their token, so the runner themself gets their own name and their choice to hide it.
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '@/lib/api-query';

import { resultsKey } from './get-results';

export function resultQueryOptions(id: string, bib: number, uid: string | undefined) {
  return apiQueryOptions(
    [...resultsKey(id), 'bib', bib, uid ?? ''],
    routes.getResult,
    { params: { id, bib: String(bib) } },
    { auth: uid ? 'required' : 'none', retry: false, scope: { marathon: id } },
  );
}

/** `enabled` false until the auth state is known, so a runner's card is asked for once. */
export function useResult(id: string, bib: number, uid: string | undefined, enabled: boolean) {
  return useQuery({ ...resultQueryOptions(id, bib, uid), enabled });
}
