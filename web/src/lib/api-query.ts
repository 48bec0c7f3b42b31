// The API through TanStack Query, one way for every feature: a GET as query options (its key, what it
// shows, the call, how long it stays fresh), a list read page by page, and a write through the one
// mutation helper, useApiWrite. Neither zod nor Firebase: the home page's sections use it.
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  type QueryKey,
} from '@tanstack/react-query';
import type { Route } from '@run/contract/http/routes';

import { api, type AnswerOf, type InputOf, type RequestOptions } from './api-client';
import { FIVE_MINUTES, type QueryScope, refreshMarathonViews } from './query-client';

interface GetOptions {
  auth?: RequestOptions['auth'];
  staleTime?: number;
  retry?: boolean;
  /** What the data shows, for the writes and sign-ins that change it (query-client.ts). */
  scope?: QueryScope;
}

/** A GET of `route` as the data under `queryKey`, fresh for five minutes unless said otherwise. */
export function apiQueryOptions<R extends Route>(
  queryKey: QueryKey,
  route: R,
  input: InputOf<R>,
  { auth, staleTime = FIVE_MINUTES, retry, scope }: GetOptions = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<AnswerOf<R>> => api(route, input, { auth, signal }),
    staleTime,
    ...(retry === undefined ? {} : { retry }),
    ...(scope === undefined ? {} : { meta: scope }),
  });
}

/** A page of a list, naming the cursor of the next one (null after the last). */
type Paged = { nextCursor: string | null };

/** A list read page by page; each page names the cursor of the next one (null after the last). */
export function pagedQueryOptions<TPage extends Paged>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<TPage>,
  { staleTime = FIVE_MINUTES, scope }: Pick<GetOptions, 'staleTime' | 'scope'> = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime,
    ...(scope === undefined ? {} : { meta: scope }),
  });
}

/** The value of a route's one path parameter (the event's id), under the name its path gives it. */
function eventInput<R extends Route>(route: R, id: string, body?: unknown): InputOf<R> {
  const name = /\{(\w+)\}/u.exec(route.path)?.[1] ?? 'id';
  return { params: { [name]: id }, ...(body === undefined ? {} : { body }) } as InputOf<R>;
}

/** A GET about one event (`id`, its route's one path parameter), under `['marathon', id, ...key]`. */
export function eventQueryOptions<R extends Route>(
  route: R,
  id: string,
  key: readonly string[],
  options?: GetOptions,
) {
  return apiQueryOptions(['marathon', id, ...key], route, eventInput(route, id), options);
}

/**
 * A console's read of one event for its organisers, under `['marathon', id, ...key]`: signed in,
 * asked anew at every opening (co-organisers, runners and draws change it meanwhile), and forgotten
 * when another account signs in on the tab.
 */
export function organiserQueryOptions<R extends Route>(
  route: R,
  id: string,
  key: readonly string[],
) {
  return eventQueryOptions(route, id, key, {
    auth: 'required',
    staleTime: 0,
    scope: { marathon: id, account: true },
  });
}

/**
 * The signed-in runner's own list of one kind (orders, ballot entries) under `[key, uid]`: asked on
 * every visit, since its entries move without them acting (claims, draws, lapses), and refreshed
 * with the marathon lists.
 */
export function myListQueryOptions<R extends Route>(key: string, route: R, uid: string) {
  return apiQueryOptions([key, uid], route, eventInput(route, uid), {
    auth: 'required',
    staleTime: 0,
    scope: { marathonList: true, account: true },
  });
}

/** One page of an event's signed-in list whose body carries the next cursor (`limit`, `cursor`). */
export function eventPage<R extends Route>(
  route: R,
  id: string,
  limit: number,
  cursor: string | null,
  signal: AbortSignal,
  /** More of the list's query (a search, a filter); empty values are left out. */
  filters: Record<string, string> = {},
): Promise<AnswerOf<R>> {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const input = {
    ...eventInput(route, id),
    query: { limit, cursor: cursor ?? undefined, ...given },
  };
  return api(route, input as InputOf<R>, { signal });
}

/**
 * A console's list of one event (payments, refunds, codes…) under `['marathon', id, ...key]`: 100 rows
 * a page, with the list's filters as its query, and asked anew at every opening, since organisers
 * and payments change it all the time.
 */
export function eventListOptions<R extends Route>(
  route: AnswerOf<R> extends Paged ? R : never,
  id: string,
  key: readonly string[],
  filters: Record<string, string> = {},
) {
  return pagedQueryOptions(
    ['marathon', id, ...key],
    // The parameter's type has made sure the route answers pages.
    (cursor, signal) =>
      eventPage(route, id, 100, cursor, signal, filters) as Promise<AnswerOf<R> & Paged>,
    { staleTime: 0, scope: { marathon: id } },
  );
}

/** A signed-in form sent about one event: called with `{id, input}`; the input is the body. */
export function eventFormWrite<R extends Route, TInput>(route: R) {
  return ({ id, input }: { id: string; input: TInput }) => api(route, eventInput(route, id, input));
}

/** A signed-in write about one event without a body: called with the event's id. */
export function eventWrite<R extends Route>(route: R) {
  return (id: string) => api(route, eventInput(route, id));
}

interface WriteEffects<TVars, TData> {
  /** Runs first on success: what the write changes in this browser (a cached list, a remembered id). */
  onSuccess?: (data: TData, vars: TVars) => void;
  /**
   * The write changes what the marathon screens show: the featured six, every list and, when `event`
   * names it, that event's own data are refreshed (refreshMarathonViews).
   */
  refreshMarathons?:
    | true
    | {
        event?: (vars: TVars) => string;
        /**
         * false: the refresh is not awaited. For a row that the refreshed list drops and with it its
         * dialog, whose own callbacks (close, the popup) would then never run.
         */
        await?: boolean;
      };
}

/** The one mutation helper: `send` makes the request; on success its effects follow, in order. */
export function useApiWrite<TVars, TData>(
  send: (vars: TVars) => Promise<TData>,
  { onSuccess, refreshMarathons }: WriteEffects<TVars, TData> = {},
) {
  return useMutation({
    mutationFn: send,
    onSuccess: (data: TData, vars: TVars) => {
      onSuccess?.(data, vars);
      if (!refreshMarathons) return undefined;
      const { event, await: awaited = true } = refreshMarathons === true ? {} : refreshMarathons;
      const refresh = refreshMarathonViews(event?.(vars));
      if (awaited) return refresh;
      void refresh;
      return undefined;
    },
  });
}
