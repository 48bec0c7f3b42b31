// The API through TanStack Query, one way for every feature: a GET as query options (its key, the
// call, how long it stays fresh), a list read page by page, and a signed-in write after which every
// view of marathons is refreshed. Neither zod nor Firebase: the home page's sections use it.
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  type QueryKey,
} from '@tanstack/react-query';

import { api, type RequestOptions } from './api-client';
import { FIVE_MINUTES } from './query-client';
import { invalidateMarathonViews } from './query-keys';

interface GetOptions {
  auth?: RequestOptions['auth'];
  staleTime?: number;
  retry?: boolean;
}

/** GET `path` as the data under `queryKey`, fresh for five minutes unless said otherwise. */
export function apiQueryOptions<T>(
  queryKey: QueryKey,
  path: string,
  { auth, staleTime = FIVE_MINUTES, retry }: GetOptions = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<T>(path, { auth, signal }),
    staleTime,
    ...(retry === undefined ? {} : { retry }),
  });
}

/** A list read page by page; each page names the cursor of the next one (null after the last). */
export function pagedQueryOptions<TPage extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<TPage>,
  staleTime = FIVE_MINUTES,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime,
  });
}

/** One page of a signed-in list whose body carries the next cursor: GET path?limit&cursor. */
export function signedInPage<TPage>(
  path: string,
  limit: number,
  cursor: string | null,
  signal: AbortSignal,
): Promise<TPage> {
  return api<TPage>(path, {
    auth: 'required',
    query: { limit, cursor: cursor ?? undefined },
    signal,
  });
}

type Method = NonNullable<RequestOptions['method']>;

/** A signed-in write: `body`, when given, goes as JSON. */
export function signedInWrite<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return api<T>(path, { method, body, auth: 'required' });
}

interface WriteOptions<TVars> {
  /** The event whose own details are refreshed as well. */
  marathonId?: (vars: TVars) => string;
  /** Runs before the refresh, e.g. to update what this browser remembers. */
  before?: (vars: TVars) => void;
  /**
   * false: the refresh is not awaited. For a row that the refreshed list drops and with it its
   * dialog, whose own callbacks (close, the popup) would then never run.
   */
  awaitRefresh?: boolean;
}

/**
 * A write that changes what the marathon screens show (an event, a registration, a waitlist place):
 * on success the featured six, every list and the event itself are refreshed (invalidateMarathonViews).
 */
export function useMarathonWrite<TVars, TData>(
  mutationFn: (vars: TVars) => Promise<TData>,
  { marathonId, before, awaitRefresh = true }: WriteOptions<TVars> = {},
) {
  return useMutation({
    mutationFn,
    onSuccess: (_data: TData, vars: TVars) => {
      before?.(vars);
      const refresh = invalidateMarathonViews(marathonId?.(vars));
      if (awaitRefresh) return refresh;
      void refresh;
      return undefined;
    },
  });
}

/** Where a write about one event goes, given the event's id (URL-encoded). */
type EventPath = (id: string) => string;

/** A form sent for one event: the mutation takes `{id, input}`; the input is the body. */
export function useMarathonFormWrite<TInput, TData>(method: Method, path: EventPath) {
  return useMarathonWrite(
    ({ id, input }: { id: string; input: TInput }) =>
      signedInWrite<TData>(method, path(encodeURIComponent(id)), input),
    { marathonId: ({ id }) => id },
  );
}

/** A write about one event without a body: the mutation takes the event's id. */
export function useMarathonIdWrite<TData>(
  method: Method,
  path: EventPath,
  options: Omit<WriteOptions<string>, 'marathonId'> = {},
) {
  return useMarathonWrite(
    (id: string) => signedInWrite<TData>(method, path(encodeURIComponent(id))),
    { marathonId: (id) => id, ...options },
  );
}
