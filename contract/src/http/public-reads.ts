// The public reads a direct load starts before the app has arrived (the marathon list, one marathon,
// a race's results): a module of their own, so the entry carries these routes and not the whole
// table (routes.ts spreads them into it).
import type { Method, Who } from './endpoint.js';

export interface RouteSpec {
  method: Method;
  path: `/${string}`;
  who: Who;
  aliases?: readonly `/${string}`[];
}

/** One route: its method, path and who may call, on one line of the table as in docs/api.md. */
export function route<const M extends Method, const P extends `/${string}`, const W extends Who>(
  method: M,
  path: P,
  who: W,
  aliases?: readonly `/${string}`[],
): RouteSpec & { method: M; path: P; who: W } {
  return aliases === undefined ? { method, path, who } : { method, path, who, aliases };
}

/** Each route named by its key (the operation's name in the OpenAPI document and the client). */
export function named<const T extends Record<string, RouteSpec>>(
  table: T,
): { [K in keyof T]: T[K] & { name: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, name }]),
  ) as { [K in keyof T]: T[K] & { name: K } };
}

export const publicReads = named({
  listMarathons: route('GET', '/marathons', 'anyone'),
  getMarathon: route('GET', '/marathon/{id}', 'anyone, token optional'),
  listResults: route('GET', '/marathon/{id}/results', 'anyone, token optional'),
});
