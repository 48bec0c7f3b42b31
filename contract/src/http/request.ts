// The typed client's core: turns an endpoint and its input into the request to send. Every caller of
// the API (the web's fetch wrapper, the API tests, e2e set-up, the bench) builds requests here, so no
// path is written anywhere but in a declaration.
import { isPathParam } from '../domain/id-rules.js';
import type { ClientInput, EndpointSpec, Method } from './endpoint.js';

export interface ApiRequest {
  method: Method;
  /** The path under `/api`, parameters filled in and encoded (`/marathon/abc`). */
  path: string;
  /** The query string without `?` ('' when there is none). */
  search: string;
  body: unknown;
}

/** Input of any shape: tests send what the schema would refuse, on purpose. */
export interface LooseInput {
  params?: Record<string, string | number> | undefined;
  query?: Record<string, string | number | boolean | undefined> | undefined;
  body?: unknown;
}

/** The path with its parameters filled in, as sent (the test client sends bad ids on purpose). */
function fill(spec: Pick<EndpointSpec, 'path'>, params: LooseInput['params'], check: boolean) {
  return spec.path.replace(/\{(\w+)\}/gu, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${spec.path} needs the parameter ${name}`);
    // `.`, `..` and reserved ids name nothing; a dot segment would even reach another route.
    if (check && !isPathParam(String(value))) {
      throw new Error(`${spec.path}: ${name} cannot be “${String(value).slice(0, 40)}”`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path of a call, refusing a parameter that cannot be an id (isPathParam). */
export function pathOf(spec: Pick<EndpointSpec, 'path'>, params: LooseInput['params']): string {
  return fill(spec, params, true);
}

export function searchOf(query: LooseInput['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** The request for an endpoint, from input the declaration's types check. */
export function requestOf<E extends EndpointSpec>(spec: E, input: ClientInput<E>): ApiRequest;
/** The same from input of any shape (tests of bad input). */
export function requestOf(spec: EndpointSpec, input: LooseInput): ApiRequest;
export function requestOf(spec: EndpointSpec, input: LooseInput): ApiRequest {
  return {
    method: spec.method,
    path: fill(spec, input.params, false),
    search: searchOf(input.query),
    body: input.body,
  };
}
