// The API's URLs, shared by the fetch wrapper (api-client.ts) and the entry, which starts a direct
// load's first GET itself (startEarlyFetch): both must build the very same string, from the route.
import { pathOf, searchOf, type LooseInput } from '@run/contract/http/request';
import type { Route } from '@run/contract/http/routes';

import { env } from '@/config/env';

/** The URL of a call of `route` with its parameters and query. */
export function routeUrl(route: Pick<Route, 'path'>, input: LooseInput): string {
  const search = searchOf(input.query);
  return `${env.apiBase}${pathOf(route, input.params)}${search ? `?${search}` : ''}`;
}
