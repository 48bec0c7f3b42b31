// What an endpoint declaration holds, and the types the server adapter and the clients read off it.
// Each endpoint is declared once (endpoints/*.ts); routing, the typed client and /api/openapi.json
// are derived from these objects, so the three can never disagree.
import type { z } from 'zod';

import type { PartnerScope } from '../domain/partner.js';
import type { PlainRefusalCode } from '../domain/refusals.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call. The adapter enforces every kind before the handler runs:
 * - `anyone`: no token read at all (public, cacheable answers)
 * - `anyone, token optional`: a valid token shows the caller more (the organisers' participants)
 * - `signed in`: a valid ID token (401 without)
 * - `that user`: signed in, and the path's `userId` (or `email`) is the caller's own (403 otherwise)
 * - `creator`, `organisers`, `race staff`, `organisers, shift captains`, `race staff, shift captains`:
 *   signed in, and a role on the race the path's `{id}` names (domain/race-roles.ts says which roles
 *   each admits; a shift's captain is one only for their shift's volunteers, which the handler checks):
 *   404 when there is no such race, 403 otherwise
 * - `timing partner`: no ID token but a race's API key (`Bearer rk_...`) holding the declaration's
 *   `scope`: 401 without a live key, 403 for another race's key or one without the scope, 429 over the
 *   key's rate limit
 */
export type Who =
  | 'anyone'
  | 'anyone, token optional'
  | 'signed in'
  | 'that user'
  | 'creator'
  | 'organisers'
  | 'race staff'
  | 'organisers, shift captains'
  | 'race staff, shift captains'
  | 'timing partner';

/** One status's answer: a JSON body with its schema, or a file of a media type. */
export interface ResponseSpec {
  description: string;
  json?: z.ZodType;
  /** A download (CSV, iCalendar); with `json` too, the query's `format` picks one. */
  file?: 'text/csv' | 'text/calendar' | 'text/html' | 'application/pdf';
  /** Response headers this status sets, by name, with what they mean. */
  headers?: Record<string, string>;
}

export type Responses = Partial<Record<number, ResponseSpec>>;

export interface EndpointSpec {
  /** The operation's name: the OpenAPI operationId and the client's word for it. */
  name: string;
  method: Method;
  /** OpenAPI style, `{param}` for a path parameter; relative to `/api`. */
  path: `/${string}`;
  /** Further paths that answer the same (the spec's `/volantiar` has `/volunteers`). */
  aliases?: readonly `/${string}`[];
  who: Who;
  /** For `that user`: the path parameter naming the caller, and the 403's refusal code. */
  self?: { param: 'userId' | 'email'; refusal: PlainRefusalCode };
  /** For `timing partner`: the scope the key must hold. */
  scope?: PartnerScope;
  /** For a race role (`creator`, `organisers`, `race staff`): the 403's refusal code, when not the default. */
  refusal?: PlainRefusalCode;
  summary: string;
  /** The OpenAPI tag (the resource); `declare(tag)` (endpoints/declare.ts) fills it in. */
  tags?: readonly string[];
  /** Path parameters; a value the schema refuses is a 404 with the schema's message. */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Where a body may come in two shapes (the spec's add-to-set envelope or the bare form), the schema
   * that judges this one, so its messages are that shape's own; `body` is their union.
   */
  bodyFor?: (raw: unknown) => z.ZodType;
  /** The body may be left out (read as `{}`): a call that usually has nothing to say. */
  bodyOptional?: true;
  /**
   * Shared caches may keep a public answer; anything personal is `private, no-store`. Left out: public
   * for a GET that anyone may call, private otherwise (cacheOf).
   */
  cache?: 'public' | 'private';
  /**
   * Request headers besides the token that change the answer (the visitor's languages): each is named
   * in `Vary`, so a shared cache keeps one copy per value.
   */
  vary?: readonly string[];
  /** Rate limited (429 with Retry-After). */
  limited?: boolean;
  /** A body larger than the API's usual 100 KB that this endpoint takes (a results file). */
  bodyLimitBytes?: number;
  /**
   * `form`: the endpoint also takes an HTML form's body (a mail client's one-click unsubscribe), which
   * the API otherwise refuses; what it needs is in the path, so the body is never read.
   */
  bodyType?: 'form';
  /** More time than the API's usual 25 s before it answers 503 (work that is large by nature). */
  deadlineMs?: number;
  responses: Responses;
}

/** The body size every write takes, unless its declaration says more. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

export const bodyLimitOf = (spec: Pick<EndpointSpec, 'bodyLimitBytes'>): number =>
  spec.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;

/** A body limit as people say it: "100 KB", "12 MB". */
export function bodyLimitText(bytes: number): string {
  const mb = 1024 * 1024;
  return bytes >= mb ? `${Math.round(bytes / mb)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The cache policy of an endpoint's answers. */
export function cacheOf(spec: EndpointSpec): 'public' | 'private' {
  return spec.cache ?? (spec.method === 'GET' && spec.who === 'anyone' ? 'public' : 'private');
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The statuses under 300 an endpoint declares. */
type SuccessStatus<E extends EndpointSpec> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;

type JsonOf<R> = R extends { json: infer S } ? Out<S> : R extends { file: string } ? Blob : never;

/** The body of an endpoint's successful answer(s). */
export type OkBody<E extends EndpointSpec> = {
  [S in SuccessStatus<E>]: JsonOf<E['responses'][S]>;
}[SuccessStatus<E>];

/** The body a declared status carries. */
export type BodyOf<E extends EndpointSpec, S extends keyof E['responses']> = JsonOf<
  E['responses'][S]
>;

/** What a handler receives: parsed, typed input. */
export interface ServerInput<E extends EndpointSpec> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** What a caller sends, before parsing (query and params as the schema takes them). */
export type ClientInput<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType
    ? { query?: { [K in keyof In<E['query']>]?: string | number | undefined } }
    : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? E['bodyOptional'] extends true
      ? { body?: In<E['body']> }
      : { body: In<E['body']> }
    : { body?: undefined });
