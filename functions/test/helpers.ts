// Shared test plumbing: the typed API client (through Hosting and on the direct function URL) and what
// tests do with it again and again. The accounts are in users.ts, what is read in Firestore directly in
// stored.ts. Requests and test data come from the shared pieces in test-support/.
import { randomUUID } from 'node:crypto';

import * as marathons from '@run/contract/endpoints/marathons';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { expect } from 'vitest';

import { apiClient, type ApiResponse } from '../../test-support/api-client.js';
import { marathonBody, type WindowState } from '../../test-support/factories.js';
import { checkEachAnswer } from '../../test-support/openapi-check.js';
import type { TestUser } from './users.js';

export type { ApiResponse } from '../../test-support/api-client.js';
export {
  datesFor,
  marathonBody,
  onePrice,
  registrationForm,
  shiftTimes,
} from '../../test-support/factories.js';

export const API = process.env.API_BASE_URL ?? 'http://127.0.0.1:5010/api';
export const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-run';
// No Google Cloud metadata server here; without this firebase-admin probes for one and warns.
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** The direct function URL; the stack puts the functions emulator one port above Hosting. */
export const FUNCTION_URL =
  process.env.FUNCTIONS_URL ??
  `http://127.0.0.1:${Number(new URL(API).port) + 1}/${PROJECT}/us-central1/api`;

/**
 * The API through Hosting: `api.call(registrations.applyToMarathon, { params: { id }, ... })`. Every
 * answer is checked against the API's own OpenAPI document: a status it does not declare, or a body
 * its schema refuses, fails the test that got it.
 */
export const api = apiClient(API, { observe: checkEachAnswer(API) });
/** The same API on the direct function URL, past Hosting. */
export const direct = apiClient(FUNCTION_URL, { observe: checkEachAnswer(API) });

/** Both ways in, for what must hold on each (`it.each(WAYS_IN)('... $way', ...)`). */
export const WAYS_IN = [
  { way: 'through Hosting', client: api, base: API },
  { way: 'on the direct function URL', client: direct, base: FUNCTION_URL },
] as const;

/** The endpoint as called at its first alias (the spec's second spelling of the volunteer offer). */
export function atAlias<E extends EndpointSpec>(endpoint: E): E {
  const alias = endpoint.aliases?.[0];
  if (alias === undefined) throw new Error(`${endpoint.name} has no alias`);
  return { ...endpoint, path: alias };
}

export async function createMarathon(
  owner: TestUser,
  overrides: Record<string, unknown> = {},
  state: WindowState = 'open',
): Promise<string> {
  const res = await api.call(marathons.createMarathon, {
    token: owner.token,
    body: marathonBody(overrides, state),
  });
  if (res.status !== 201) throw new Error(`create marathon failed: ${res.status} ${res.text}`);
  return res.body.insertedId;
}

/** A name no other request carries, to find what one request stored (or that it stored nothing). */
export const uniqueName = (prefix: string): string => `${prefix}${randomUUID().slice(0, 8)}`;

/**
 * Rate limits count per fixed window (a clock minute unless said): a burst that must land in one
 * window starts with at least `needMs` of it left (a wait, never a timed assertion).
 */
export async function freshWindow(windowMs = 60_000, needMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** The answer refused the input (400) and its details name `field`. */
export function expectRefused(
  res: ApiResponse<{ details?: Array<{ field: string }> }>,
  field: string,
): void {
  expect(res.status).toBe(400);
  expect(res.body.details?.map((d) => d.field)).toContain(field);
}

/**
 * What an error body may hold and nothing more: its sentence, its code, and params when the body has
 * them (`expect(res.body).toEqual(refusalShape(res.body))`).
 */
export function refusalShape(body: unknown): Record<string, unknown> {
  const params = typeof body === 'object' && body !== null && 'params' in body;
  return {
    error: expect.any(String),
    code: expect.any(String),
    ...(params ? { params: expect.any(Object) } : {}),
  };
}

/** What a response must never show: a stack frame or a file path of the server. */
export const INTERNALS = /\bat \S+ \(|node_modules|\/work\/|\.[cm]?js:\d+|URIError|SyntaxError/u;

/**
 * A made-up visitor address. Sent as the first X-Forwarded-For entry it names the visitor, with its
 * own per-client budget inside the shared local peer budget.
 */
export function fakeIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/**
 * Polls until `check` returns a value. The bound is generous: each trigger's first run starts a worker
 * process in the functions emulator, which takes tens of seconds on a busy machine.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 150_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
