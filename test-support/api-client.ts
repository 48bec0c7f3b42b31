// The one test client of the API, shared by the API integration tests (functions/test), the browser
// tests' set-up (e2e) and the bench: every request is built from an endpoint declaration.
import type { ApiErrorBody } from '@run/contract/domain/api-types';
import type { EndpointSpec, OkBody } from '@run/contract/http/endpoint';
import { requestOf, type LooseInput } from '@run/contract/http/request';

/** A response as the tests assert on it: the status, headers, parsed body (JSON) and raw text. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The body's bytes as sent (a PDF is not text). */
  bytes: Uint8Array;
}

/** The success body, with the fields an error answer adds (`error`, `details`, `soldOut`). */
export type AnswerOf<E extends EndpointSpec> = OkBody<E> &
  Partial<ApiErrorBody & { soldOut: true }>;

export interface CallInput extends LooseInput {
  /** A Firebase ID token: sent as `Authorization: Bearer <token>`. */
  token?: string | null | undefined;
  headers?: Record<string, string>;
  /** Sent as it is (malformed JSON tests), instead of `body`. */
  rawBody?: string;
}

export interface ApiClient {
  /** The API's base URL (`http://127.0.0.1:5000/api`). */
  readonly base: string;
  /** The full URL a call would go to (for load tools that send requests themselves). */
  urlOf(endpoint: EndpointSpec, input?: LooseInput): string;
  call<E extends EndpointSpec>(endpoint: E, input?: CallInput): Promise<ApiResponse<AnswerOf<E>>>;
  /** The success body; anything but a 2xx throws with the status and body. */
  ok<E extends EndpointSpec>(endpoint: E, input?: CallInput): Promise<AnswerOf<E>>;
}

export interface ClientOptions {
  /**
   * Sees every answer to a declared endpoint before the caller does; throwing fails the call (the API
   * tests check each answer against the OpenAPI document this way).
   */
  observe?: (endpoint: EndpointSpec, response: ApiResponse) => void | Promise<void>;
}

/**
 * The method, headers and body of a call (without the URL: `urlOf` gives it), for callers that send
 * and time requests themselves (the bench).
 */
export function requestInitOf(endpoint: EndpointSpec, input: CallInput = {}): RequestInit {
  const headers: Record<string, string> = { ...input.headers };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  let body: string | undefined;
  if (input.rawBody !== undefined) {
    body = input.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (input.body !== undefined) {
    body = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  return { method: endpoint.method, headers, ...(body !== undefined ? { body } : {}) };
}

export function apiClient(base: string, options: ClientOptions = {}): ApiClient {
  const root = base.replace(/\/$/u, '');
  const urlOf = (endpoint: EndpointSpec, input: LooseInput = {}) => {
    const request = requestOf(endpoint, input);
    return `${root}${request.path}${request.search ? `?${request.search}` : ''}`;
  };

  async function call<E extends EndpointSpec>(
    endpoint: E,
    input: CallInput = {},
  ): Promise<ApiResponse<AnswerOf<E>>> {
    const res = await fetch(urlOf(endpoint, input), requestInitOf(endpoint, input));
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // CSV, iCalendar and the platform's own error pages are not JSON.
    }
    const response = {
      status: res.status,
      headers: res.headers,
      body: parsed as AnswerOf<E>,
      text,
      bytes,
    };
    await options.observe?.(endpoint, response);
    return response;
  }

  async function ok<E extends EndpointSpec>(endpoint: E, input: CallInput = {}) {
    const res = await call(endpoint, input);
    if (res.status < 200 || res.status > 299) {
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered ${res.status}: ${res.text.slice(0, 300)}`,
      );
    }
    return res.body;
  }

  return { base: root, urlOf, call, ok };
}
