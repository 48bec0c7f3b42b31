// The few API calls the bench makes to set up its data, through Hosting like the browser, and the
// timed requests of its sections. Every request is built by the shared test client
// (test-support/api-client.ts) from an endpoint declaration, so no path is written here.
import type { Marathon } from '@run/contract/domain/api-types';
import * as marathons from '@run/contract/endpoints/marathons';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import type { LooseInput } from '@run/contract/http/request';

import {
  apiClient,
  type ApiClient,
  type CallInput,
  requestInitOf,
} from '../../test-support/api-client.js';
import { marathonBody, registrationForm as sharedForm } from '../../test-support/factories.js';
import type { Runner } from './auth-emulator.js';

const clients = new Map<string, ApiClient>();

/** The shared test client for the API at `apiUrl` (`http://127.0.0.1:5000/api`). */
export function benchClient(apiUrl: string): ApiClient {
  let client = clients.get(apiUrl);
  if (client === undefined) {
    client = apiClient(apiUrl);
    clients.set(apiUrl, client);
  }
  return client;
}

/** "GET /marathon/{id}": how the tables and notes name an endpoint, read off its declaration. */
export function nameOf(endpoint: EndpointSpec, prefix = ''): string {
  return `${endpoint.method} ${prefix}${endpoint.path}`;
}

/** The request's path under the API's base, parameters filled in, as the figures record it. */
export function pathOf(apiUrl: string, endpoint: EndpointSpec, input: LooseInput = {}): string {
  const client = benchClient(apiUrl);
  return client.urlOf(endpoint, input).slice(client.base.length);
}

/** A marathon whose registration window is open now, created by `creator` through POST /marathons. */
export async function createOpenMarathon(
  apiUrl: string,
  creator: Runner,
  title: string,
  /** More marathon fields, e.g. `{ capacity: 500 }` or `{ distances: [...] }`. */
  extra: Record<string, unknown> = {},
): Promise<string> {
  const body = marathonBody({
    title,
    location: 'Bench City',
    runningDistance: '42k',
    marathonImageURL: 'https://example.com/bench.jpg',
    description: 'Created by npm run bench.',
    ...extra,
  });
  const { insertedId } = await benchClient(apiUrl).ok(marathons.createMarathon, {
    body,
    token: creator.idToken,
  });
  return insertedId;
}

/**
 * The fields of a race of one 10K distance at `amount` (cents, EUR), `capacity` places or no limit,
 * paid by card: the priced race of the money sections (`createOpenMarathon`'s `extra`).
 */
export function pricedRace(amount: number, capacity: number | null = null) {
  return {
    distances: [
      {
        name: '10K',
        runningDistance: '10 km',
        capacity,
        prices: [{ label: 'Entry', amount, until: null }],
      },
    ],
    currency: 'EUR',
    paymentMethods: ['card'],
  };
}

/** Runner `i`'s form; `distanceId` picks one distance of a race with several (docs/places.md). */
export function registrationForm(
  runner: Runner,
  i: number,
  distanceId?: string,
  /** Answers to the race's questions, by question id (docs/registration.md). */
  answers?: Record<string, string>,
) {
  return sharedForm(runner.email, {
    firstName: 'Bench',
    lastName: `Runner ${i}`,
    phone: `+1 555 ${String(1000 + (i % 9000))}`,
    emergencyContact: '',
    ...(distanceId === undefined ? {} : { distanceId }),
    ...(answers === undefined ? {} : { answers }),
  });
}

export function getMarathon(apiUrl: string, id: string, token?: string): Promise<Marathon> {
  return benchClient(apiUrl).ok(marathons.getMarathon, { params: { id }, token });
}

/** Any featured marathon's id, for the details page (sample data), or null when there are none. */
export async function firstFeaturedId(apiUrl: string): Promise<string | null> {
  const list = await benchClient(apiUrl).ok(marathons.featuredMarathons);
  return list[0]?._id ?? null;
}

/** `id` when the stack holds that sample race, or null on a stack without the sample. */
export async function sampleRaceId(apiUrl: string, id: string | undefined): Promise<string | null> {
  if (id === undefined) return null;
  const res = await benchClient(apiUrl).call(marathons.getMarathon, { params: { id } });
  return res.status === 200 ? id : null;
}

/** One timed request; the body is read fully so the time covers the whole answer. */
export async function timed(
  url: string,
  init: RequestInit = {},
): Promise<{ ms: number; status: number; body: string }> {
  const start = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { ms: performance.now() - start, status: res.status, body };
}

/** One timed call of a declared endpoint, sent as the shared client would send it. */
export function timedCall(
  apiUrl: string,
  endpoint: EndpointSpec,
  input: CallInput = {},
): Promise<{ ms: number; status: number; body: string }> {
  return timed(benchClient(apiUrl).urlOf(endpoint, input), requestInitOf(endpoint, input));
}
