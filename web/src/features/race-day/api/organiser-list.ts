// A race's list that only its organisers see (its staff, its partner API keys): read under the
// race's own key with `account` (what it holds is the organiser's to see, not the next account's),
// and read afresh after every write that changes it.
import { useQuery } from '@tanstack/react-query';
import type { Route } from '@run/contract/http/routes';

import { eventQueryOptions, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

export function organiserList<R extends Route>(route: R, name: string) {
  const options = (id: string) =>
    eventQueryOptions(route, id, ['race-day', name], {
      scope: { marathon: id, account: true },
    });
  return {
    useList: (id: string) => useQuery(options(id)),
    /** A write to race `id`'s list (`send` makes the request): the list is read again after it. */
    useWrite: <TVars, TData>(id: string, send: (vars: TVars) => Promise<TData>) =>
      useApiWrite(send, {
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: options(id).queryKey }),
      }),
  };
}
