// How a resource's endpoints are declared: each by its name in the route table, saying only what is
// its own (summary, schemas, answers). The route (method, path, who) comes from http/routes.ts, and
// the path's parameters from PATH_PARAMS unless the declaration gives its own `params`.
import { z } from 'zod';

import { couponCodeSchema } from '../domain/coupons.js';
import {
  docIdParam,
  marathonParams,
  registrationParams,
  uidParam,
  userParams,
} from '../domain/ids.js';
import { apiKeyParams } from '../domain/partner.js';
import { bibParam } from '../domain/results.js';
import { translationParams } from '../domain/translations.js';
import type { EndpointSpec } from '../http/endpoint.js';
import { routes, type RouteName } from '../http/routes.js';

/**
 * What each path parameter is, by its name, wherever it stands in a path. A `userId` here is the
 * caller's own (`/my-.../{userId}`, `/organisers/{userId}`); a race's runner (`/marathon/{id}/
 * registrations/{userId}`), a provider and a transfer's token are declared with their endpoint.
 */
const PATH_PARAMS = {
  id: marathonParams.shape.id,
  marathonId: registrationParams.shape.marathonId,
  userId: userParams.shape.userId,
  jobId: docIdParam('Job'),
  paymentId: docIdParam('Payment'),
  refundId: docIdParam('Refund'),
  txId: docIdParam('Bank transaction'),
  payoutId: docIdParam('Payout'),
  entryId: docIdParam('Ballot entry'),
  orderId: docIdParam('Order'),
  itemId: docIdParam('Item'),
  registrationId: docIdParam('Entry'),
  staffId: docIdParam('Staff member'),
  teamId: docIdParam('Team'),
  shiftId: docIdParam('Shift'),
  messageId: docIdParam('Message'),
  uid: uidParam('Volunteer', 'The volunteer’s uid: the caller’s own, or any for the organisers'),
  keyId: apiKeyParams.shape.keyId,
  lang: translationParams.shape.lang,
  code: couponCodeSchema,
  bib: bibParam,
};
type PathParams = typeof PATH_PARAMS;

/** The parameter names of a path, in order. */
type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? [K, ...ParamNames<Rest>]
  : [];

/** `{params}` of a path's parameters, when it has some and PATH_PARAMS names them all. */
type DerivedParams<P extends string> =
  ParamNames<P> extends []
    ? unknown
    : ParamNames<P> extends (keyof PathParams)[]
      ? { params: z.ZodObject<{ [K in ParamNames<P>[number]]: PathParams[K] }, z.core.$strip> }
      : unknown;

/** What a declaration says itself; the rest comes from its route and its resource. */
type Particular = Omit<EndpointSpec, 'name' | 'method' | 'path' | 'aliases' | 'who' | 'tags'>;

/** A resource's declarations, each under its route's name. */
type Table = { readonly [N in RouteName]?: Particular };

type Declared<N extends RouteName, S> = (typeof routes)[N] &
  (S extends { params: z.ZodObject } ? S : S & DerivedParams<(typeof routes)[N]['path']>) & {
    tags: readonly [string];
  };

function isPathParam(name: string): name is keyof PathParams {
  return Object.hasOwn(PATH_PARAMS, name);
}

function paramsOf(path: string): { params?: z.ZodObject } {
  const names = [...path.matchAll(/\{(\w+)\}/gu)].map((match) => match[1] ?? '');
  if (names.length === 0) return {};
  const shape = names.map((name) => {
    if (!isPathParam(name)) throw new Error(`${path}: declare the params of {${name}}`);
    return [name, PATH_PARAMS[name]] as const;
  });
  return { params: z.object(Object.fromEntries(shape)) };
}

/**
 * Declares a resource's endpoints under its OpenAPI tag, as ts-rest's router does: each under its
 * route's name, saying what is particular to it.
 */
export function declare<const T extends Table>(
  tag: string,
  table: T,
): { [N in keyof T & RouteName]: Declared<N, T[N]> } {
  const declared = Object.entries(table).map(([name, spec]: [string, Particular]) => {
    const route = routes[name as RouteName];
    const params = spec.params === undefined ? paramsOf(route.path) : {};
    return [name, { ...route, ...params, ...spec, tags: [tag] }];
  });
  return Object.fromEntries(declared) as { [N in keyof T & RouteName]: Declared<N, T[N]> };
}
