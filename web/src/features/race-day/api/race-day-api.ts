// The race-day routes through the one API client, typed by their declarations. The contract's
// endpoints/named.ts does not list race-day.ts yet, so `api` cannot read these routes' types by name;
// this reads them from the declarations directly (type-only: no zod is loaded).
// TODO(contract): add race-day.ts to endpoints/named.ts, then call `api` directly and drop this file.
import type * as raceDay from '@run/contract/endpoints/race-day';
import type { ClientInput, OkBody } from '@run/contract/http/endpoint';
import { routes } from '@run/contract/http/routes';

import { api, type RequestOptions } from '@/lib/api-client';

type Declarations = typeof raceDay;
type Name = keyof Declarations & keyof typeof routes;

export function raceDayApi<N extends Name>(
  name: N,
  input: ClientInput<Declarations[N]>,
  options?: RequestOptions,
): Promise<OkBody<Declarations[N]>> {
  // Holds: routes[name] is the route that declarations[name] spreads (endpoints/race-day.ts).
  const call = api as unknown as (
    route: unknown,
    input: unknown,
    options?: RequestOptions,
  ) => Promise<OkBody<Declarations[N]>>;
  return call(routes[name], input, options);
}
