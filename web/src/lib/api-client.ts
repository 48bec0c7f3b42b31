// The one fetch wrapper: JSON in and out (or a file), the ID token on authenticated calls, `{error}`
// bodies turned into ApiError, and a 401/403 on an authenticated call signs the user out (SPEC.md
// section 4). It is also where the entry starts a direct load's early GET, so it is part of the
// entry chunk: auth arrives by dynamic import, which keeps React and the SDK out of it.
import type { ApiErrorBody } from '@domain/api-types';

import { type ApiQuery, apiUrl } from './api-url';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** 'required': must be signed in; 'optional': send the token when there is one. */
  auth?: 'required' | 'optional' | 'none';
  signal?: AbortSignal;
  query?: ApiQuery;
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
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

// GETs the entry starts on a direct load, before React and the router have arrived: the screen's
// public data then travels in parallel with the JavaScript instead of after it. apiRequest() takes a
// started request for the same URL once; later calls fetch as usual. One not taken soon is dropped:
// the screen asks at once, so a later ask for that URL comes from a later visit (e.g. back to
// /marathons after signing in) and must not get an old answer.
const FRESH_MS = 10_000;
const started = new Map<string, { request: Promise<Response>; at: number }>();

/**
 * Starts the request exactly as apiRequest() sends an anonymous GET. `onJson` sees a copy of a
 * successful JSON body (the entry uses it to preload the screen's first images); it runs before
 * anyone takes the response, so the copy is made before the body is read.
 */
export function startEarlyFetch(url: string, onJson?: (body: unknown) => void): void {
  if (started.has(url)) return;
  const request = fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  // A failure is handled by whoever takes the request; until then it must not be reported as unhandled.
  request.catch(() => undefined);
  if (onJson) {
    request
      .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
      .then((body) => body !== undefined && onJson(body))
      .catch(() => undefined);
  }
  started.set(url, { request, at: Date.now() });
}

export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const entry = started.get(url);
  started.delete(url);
  return entry && Date.now() - entry.at <= FRESH_MS ? entry.request : undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, auth = 'none', signal, query, cache = 'no-cache', download } = options;
  const headers: Record<string, string> = { Accept: download ?? 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth !== 'none') {
    const token = await (await import('./auth')).idToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (auth === 'required') throw new ApiError(401, 'Please sign in to continue.');
  }

  const url = apiUrl(path, query);
  const anonymousGet = method === 'GET' && auth === 'none' && cache === 'no-cache' && !download;
  let response: Response;
  try {
    response = await ((anonymousGet && takeEarlyFetch(url)) ||
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        cache,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error: check your connection and try again.');
  }

  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
    if (headers.Authorization && (response.status === 401 || response.status === 403)) {
      void import('./auth').then(({ signOutUser }) => signOutUser()).catch(() => undefined);
    }
    throw new ApiError(
      response.status,
      payload?.error ?? options.failure ?? `Request failed (${response.status}).`,
      payload?.details,
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
  ) as T;
  return { data, headers: response.headers };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
