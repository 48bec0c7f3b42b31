// The one fetch wrapper: JSON in and out (or a file), the ID token on authenticated calls, `{error}`
// bodies turned into ApiError, and a 401/403 on an authenticated call signs the user out
// (docs/product.md). Every request is a route of the contract (method, path, who may call) with its
// input; it goes out through transport.ts, which also hands over a direct load's early GET. The
// client's own sentences are in the language shown, and so is a refusal: by its `code`
// (i18n/refusals.ts), the server's English `error` only when the code is one this build lacks.
// Every request says the language shown (Accept-Language): what the API writes a new registration's
// mails in when the account chose none (docs/languages.md, "Mails").
import { msg } from '@lingui/core/macro';
import type { ApiErrorBody } from '@run/contract/domain/api-types';
import type { EndpointNamed } from '@run/contract/endpoints/named';
import type { ClientInput, OkBody } from '@run/contract/http/endpoint';
import type { LooseInput } from '@run/contract/http/request';
import type { Route } from '@run/contract/http/routes';

import { routeUrl } from './api-url';
import { contentLanguageOf, currentLanguage, i18n } from './i18n';
import { fieldMessagesIn, refusalText } from './i18n/refusals';
import { send } from './transport';

/** 403 refusals that say what this account may not do here, not that its session is bad. */
const STAYS_SIGNED_IN = new Set(['shift_captains_only', 'not_own_shift_place']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ApiErrorBody['details'] = [],
    /** The whole `{error}` body, for the flags some answers add (e.g. `soldOut`). */
    readonly body: ApiErrorBody | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Details = NonNullable<ApiErrorBody['details']>;

/** A 400's field messages in the language shown, each still on its field. */
async function detailsIn(details: Details): Promise<Details> {
  const said = await fieldMessagesIn(
    Object.fromEntries(details.map((detail, i) => [String(i), detail.message])),
  );
  return details.map((detail, i) => ({ ...detail, message: said[String(i)] ?? detail.message }));
}

/** What a call of `route` sends: its path parameters, query and body, typed by its declaration. */
export type InputOf<R extends Route> = ClientInput<EndpointNamed<R['name']>>;
/** What a successful call of `route` answers. */
export type AnswerOf<R extends Route> = OkBody<EndpointNamed<R['name']>>;

export interface RequestOptions {
  /**
   * 'required': must be signed in; 'optional': send the token when there is one; 'none': never.
   * Default: 'none' where anyone may call the route, else 'required'.
   */
  auth?: 'required' | 'optional' | 'none';
  signal?: AbortSignal;
  /**
   * The browser's HTTP cache mode. Default 'no-cache': the API sends `max-age` for the CDN, but TanStack
   * Query decides freshness here, so a refetch after a mutation must reach the server (a cheap 304 via
   * the ETag when nothing changed) instead of reusing a copy from before the change.
   */
  cache?: RequestCache;
  /** A file to save (e.g. text/csv): the body comes back as a Blob. */
  download?: string;
  /** The error's message when the server sends none. */
  failure?: string;
  /** More request headers (the test payment page's signature). */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

const publicRoute = (route: Route) =>
  route.who === 'anyone' || route.who === 'anyone, token optional';

export async function apiRequest<R extends Route>(
  route: R,
  input: InputOf<R>,
  options: RequestOptions = {},
): Promise<ApiResponse<AnswerOf<R>>> {
  const {
    auth = publicRoute(route) ? 'none' : 'required',
    signal,
    cache = 'no-cache',
    download,
  } = options;
  const { method } = route;
  const { body } = input as { body?: unknown };
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: download ?? 'application/json',
    // The test language is English to the API (it has no mails in it).
    'Accept-Language': contentLanguageOf(currentLanguage()),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth !== 'none') {
    const token = await (await import('./auth')).idToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (auth === 'required') throw new ApiError(401, i18n._(msg`Please sign in to continue.`));
  }

  const url = routeUrl(route, input as LooseInput);
  const anonymousGet = method === 'GET' && auth === 'none' && cache === 'no-cache' && !download;
  let response: Response;
  try {
    response = await send(
      url,
      {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        cache,
      },
      anonymousGet,
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, i18n._(msg`Network error: check your connection and try again.`));
  }

  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
    const { status } = response;
    // A volunteer shift's refusals are a 403 of a valid session (a captain scanning another shift's
    // pass at the desk): the person stays signed in.
    const keepsSession = status === 403 && STAYS_SIGNED_IN.has(String(payload?.code));
    if (headers.Authorization && (status === 401 || status === 403) && !keepsSession) {
      void import('./auth').then(({ signOutUser }) => signOutUser()).catch(() => undefined);
    }
    // The refusal in the language shown, by its code (the English `error` when the code is unknown),
    // and its fields' messages by their shape.
    const [said, details] = await Promise.all([
      typeof payload?.error === 'string' ? refusalText(payload) : undefined,
      payload?.details && detailsIn(payload.details),
    ]);
    throw new ApiError(
      status,
      said ?? options.failure ?? i18n._(msg`Request failed (${status}).`),
      details,
      payload,
    );
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  const data = (
    download
      ? await response.blob()
      : contentType.includes('application/json')
        ? await response.json()
        : await response.text()
  ) as AnswerOf<R>;
  return { data, headers: response.headers };
}

export async function api<R extends Route>(
  route: R,
  input: InputOf<R>,
  options: RequestOptions = {},
): Promise<AnswerOf<R>> {
  return (await apiRequest(route, input, options)).data;
}
