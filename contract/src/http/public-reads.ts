// The two public reads a direct load starts before the app has arrived (the marathon list and one
// marathon): a module of their own, so the entry carries these two routes and not the whole table
// (routes.ts spreads them into it).
import type { Method, Who } from './endpoint.js';

export interface RouteSpec {
  method: Method;
  path: `/${string}`;
  who: Who;
  aliases?: readonly `/${string}`[];
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
  listMarathons: { method: 'GET', path: '/marathons', who: 'anyone' },
  getMarathon: { method: 'GET', path: '/marathon/{id}', who: 'anyone, token optional' },
});
