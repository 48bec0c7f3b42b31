// The typed client's core: turns an endpoint and its input into the request to send. Every caller of
// the API (the web's fetch wrapper, the API tests, e2e set-up, the bench) builds requests here, so no
// path is written anywhere but in a declaration.
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

export function pathOf(spec: Pick<EndpointSpec, 'path'>, params: LooseInput['params']): string {
  return spec.path.replace(/\{(\w+)\}/gu, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${spec.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
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
    path: pathOf(spec, input.params),
    search: searchOf(input.query),
    body: input.body,
  };
}
