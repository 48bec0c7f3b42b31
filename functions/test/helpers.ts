// Shared test plumbing: HTTP calls to the API, Auth emulator users and tokens, Firestore inspection.
import { randomUUID } from 'node:crypto';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { beforeAll } from 'vitest';

import { EMULATOR_PEER } from '../src/lib/client-ip.js';
import { peerWindowRef, type RateLimit } from '../src/lib/rate-limit.js';

export const API = process.env.API_BASE_URL ?? 'http://127.0.0.1:5010/api';
const AUTH_HOST = process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109';
export const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-run';
// No Google Cloud metadata server here; without this firebase-admin probes for one and warns.
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** The direct function URL; the stack puts the functions emulator one port above Hosting. */
export const FUNCTION_URL =
  process.env.FUNCTIONS_URL ??
  `http://127.0.0.1:${Number(new URL(API).port) + 1}/${PROJECT}/us-central1/api`;

export function adminDb(): Firestore {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT });
  return getFirestore();
}

/** firebase-admin's Auth on the emulator: disable users, revoke tokens, verify emails. */
export function adminAuth(): Auth {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  if (getApps().length === 0) initializeApp({ projectId: PROJECT });
  return getAuth();
}

const PASSWORD = 'Passw0rd!';

export interface TestUser {
  uid: string;
  email: string;
  token: string;
}

async function identityToolkit(action: string, email: string): Promise<TestUser> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`${action} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, token: body.idToken };
}

/** A fresh Auth emulator account (unverified email); its ID token is a real emulator token. */
export async function signUp(label = 'runner', email?: string): Promise<TestUser> {
  return identityToolkit('signUp', email ?? `${label}-${randomUUID().slice(0, 8)}@example.com`);
}

/**
 * A test file's accounts, signed up once before its tests: `const [owner, other] = accounts('owner',
 * 'other')`. The users are filled in by that beforeAll, so read their fields inside tests only.
 */
export function accounts<const L extends readonly string[]>(
  ...labels: L
): { [K in keyof L]: TestUser } {
  const users = labels.map(() => ({ uid: '', email: '', token: '' }));
  beforeAll(async () => {
    const signed = await Promise.all(labels.map((label) => signUp(label)));
    users.forEach((user, i) => Object.assign(user, signed[i]));
  });
  // map keeps the tuple's length; TypeScript only types it as an array.
  return users as { [K in keyof L]: TestUser };
}

/** A new token for an existing account, e.g. after its email was verified. */
export async function signIn(email: string): Promise<TestUser> {
  return identityToolkit('signInWithPassword', email);
}

/** The emulator accepts unsigned JWTs; these craft the ones real clients could send wrongly. */
export function craftToken(
  options: { project?: string; expired?: boolean; uid?: string; email?: string } = {},
): string {
  const project = options.project ?? PROJECT;
  const now = Math.floor(Date.now() / 1000);
  const uid = options.uid ?? `crafted-${randomUUID().slice(0, 8)}`;
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: options.expired ? now - 7200 : now,
    user_id: uid,
    sub: uid,
    iat: options.expired ? now - 7200 : now,
    exp: options.expired ? now - 3600 : now + 3600,
    email: options.email ?? `${uid}@example.com`,
    email_verified: false,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    /** Hosting's `/api` unless given, e.g. FUNCTION_URL. */
    base?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${options.base ?? API}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // CSV and the platform's own error pages are not JSON.
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

const DAY = 86_400_000;

/** Dates relative to now: 'open' (registration open), 'upcoming', 'closed', 'started' (race begun). */
export function datesFor(state: 'open' | 'upcoming' | 'closed' | 'started') {
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  switch (state) {
    case 'open':
      return {
        startRegistrationDate: at(-1),
        endRegistrationDate: at(10),
        marathonStartDate: at(20),
      };
    case 'upcoming':
      return {
        startRegistrationDate: at(5),
        endRegistrationDate: at(10),
        marathonStartDate: at(20),
      };
    case 'closed':
      return {
        startRegistrationDate: at(-20),
        endRegistrationDate: at(-10),
        marathonStartDate: at(5),
      };
    case 'started':
      return {
        startRegistrationDate: at(-30),
        endRegistrationDate: at(-20),
        marathonStartDate: at(-1),
      };
  }
}

export function marathonBody(
  overrides: Record<string, unknown> = {},
  state: Parameters<typeof datesFor>[0] = 'open',
) {
  return {
    title: `Test Marathon ${randomUUID().slice(0, 8)}`,
    ...datesFor(state),
    location: 'Dhaka, Bangladesh',
    runningDistance: '10 KM',
    marathonImageURL: 'https://example.com/run.jpg',
    description: 'A flat, fast course along the river.',
    ...overrides,
  };
}

export async function createMarathon(
  owner: TestUser,
  overrides: Record<string, unknown> = {},
  state: Parameters<typeof datesFor>[0] = 'open',
): Promise<string> {
  const res = await api<{ insertedId: string }>('POST', '/marathons', {
    token: owner.token,
    body: marathonBody(overrides, state),
  });
  if (res.status !== 201) throw new Error(`create marathon failed: ${res.status} ${res.text}`);
  return res.body.insertedId;
}

export function registrationForm(user: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    email: user.email,
    firstName: 'Ada',
    lastName: 'Runner',
    phone: '+880 1711 000000',
    emergencyContact: 'Grace, +880 1711 111111',
    ...overrides,
  };
}

/** A runner's registration as stored. */
export const storedRegistration = (id: string, uid: string) =>
  adminDb().doc(`marathons/${id}/registrations/${uid}`).get();

/** Everything stored under a marathon, for "nothing changed" assertions. */
export async function marathonState(id: string): Promise<unknown> {
  const ref = adminDb().collection('marathons').doc(id);
  const [doc, regs, counters, waitlist] = await Promise.all([
    ref.get(),
    ref.collection('registrations').get(),
    ref.collection('registrationCounters').get(),
    ref.collection('waitlist').get(),
  ]);
  const plain = (data: unknown) => JSON.parse(JSON.stringify(data ?? null)) as unknown;
  return {
    marathon: plain(doc.data()),
    registrations: regs.docs.map((d) => [d.id, plain(d.data())]),
    counters: counters.docs.map((d) => [d.id, plain(d.data())]),
    waitlist: waitlist.docs.map((d) => [d.id, plain(d.data())]),
  };
}

export async function collectionSize(path: string): Promise<number> {
  return (await adminDb().collection(path).count().get()).data().count;
}

/**
 * Rate limits count per clock minute: a burst that must land in one window starts with at least
 * 20 s of it left (a wait, never a timed assertion).
 */
export async function freshWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** What a response must never show: a stack frame or a file path of the server. */
export const INTERNALS = /\bat \S+ \(|node_modules|\/work\/|\.[cm]?js:\d+|URIError|SyntaxError/u;

/** `n` fresh accounts, signed up 20 at a time (the Auth emulator is one process too). */
export async function signUpMany(n: number, label: string): Promise<TestUser[]> {
  const users: TestUser[] = [];
  while (users.length < n) {
    const size = Math.min(20, n - users.length);
    users.push(...(await Promise.all(Array.from({ length: size }, () => signUp(label)))));
  }
  return users;
}

/**
 * Every caller of the local stack is one peer to the rate limits (src/lib/client-ip.ts), so all
 * tests share each limit's peer budget: a test that needs it whole clears it first, and a test that
 * spends it clears it after, as the suite clears data before it runs.
 */
export async function clearPeerBudget(limit: RateLimit): Promise<void> {
  await peerWindowRef(adminDb(), limit, EMULATOR_PEER).delete();
}

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
