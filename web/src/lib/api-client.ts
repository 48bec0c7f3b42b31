// The one fetch wrapper: JSON in and out (or a file), the ID token on authenticated calls, `{error}`
// bodies turned into ApiError, and a 401/403 on an authenticated call signs the user out (SPEC.md
// section 4). Requests go out through transport.ts, which also hands over a direct load's early GET.
import type { ApiErrorBody } from '@domain/api-types';

import { type ApiQuery, apiUrl } from './api-url';
import { send } from './transport';

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

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const {
    method = 'GET',
    body,
    auth = 'none',
    signal,
    query,
    cache = 'no-cache',
    download,
  } = options;
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
