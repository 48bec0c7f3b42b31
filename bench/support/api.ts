// The few API calls the bench makes to set up its data, through Hosting like the browser.
import type { InsertedResponse, Marathon } from '../../functions/src/domain/api-types.js';
import type { RegistrationInput } from '../../functions/src/domain/schemas.js';
import type { Runner } from './auth-emulator.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A marathon whose registration window is open now, created by `creator` through POST /marathons. */
export async function createOpenMarathon(
  apiUrl: string,
  creator: Runner,
  title: string,
  /** More marathon fields, e.g. `{ capacity: 500 }`. */
  extra: Record<string, unknown> = {},
): Promise<string> {
  const now = Date.now();
  const res = await fetch(`${apiUrl}/marathons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.idToken}` },
    body: JSON.stringify({
      title,
      startRegistrationDate: new Date(now - DAY_MS).toISOString(),
      endRegistrationDate: new Date(now + 30 * DAY_MS).toISOString(),
      marathonStartDate: new Date(now + 60 * DAY_MS).toISOString(),
      location: 'Bench City',
      runningDistance: '42k',
      marathonImageURL: 'https://example.com/bench.jpg',
      description: 'Created by npm run bench.',
      ...extra,
    }),
  });
  return (await json<InsertedResponse>(res, 'POST /marathons')).insertedId;
}

export function registrationForm(runner: Runner, i: number): RegistrationInput {
  return {
    email: runner.email,
    firstName: 'Bench',
    lastName: `Runner ${i}`,
    phone: `+1 555 ${String(1000 + (i % 9000))}`,
    emergencyContact: '',
  };
}

export async function getMarathon(apiUrl: string, id: string, token?: string): Promise<Marathon> {
  const headers: Record<string, string> =
    token === undefined ? {} : { authorization: `Bearer ${token}` };
  return json<Marathon>(
    await fetch(`${apiUrl}/marathon/${id}`, { headers }),
    `GET /marathon/${id}`,
  );
}

/** Any featured marathon's id, for the details page (sample data), or null when there are none. */
export async function firstFeaturedId(apiUrl: string): Promise<string | null> {
  const list = await json<Marathon[]>(await fetch(`${apiUrl}/marathons-6`), 'GET /marathons-6');
  return list[0]?._id ?? null;
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
