// Shared test plumbing: the typed API client (through Hosting and on the direct function URL), Auth
// emulator users and tokens, Firestore inspection. Requests, accounts and test data come from the
// shared pieces in test-support/; what is here adapts them to the tests' TestUser.
import { randomUUID } from 'node:crypto';

import * as marathons from '@run/contract/endpoints/marathons';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, expect } from 'vitest';

import { apiClient, type ApiResponse } from '../../test-support/api-client.js';
import {
  signInAccount,
  signUpAccount,
  signUpVerifiedAccount,
  type EmulatorAccount,
} from '../../test-support/auth-emulator.js';
import { marathonBody, type WindowState } from '../../test-support/factories.js';
import { EMULATOR_PEER } from '../src/lib/client-ip.js';
import { peerWindowRef, type RateLimit } from '../src/lib/rate-limit.js';
import { checkEachAnswer } from '../../test-support/openapi-check.js';

export type { ApiResponse } from '../../test-support/api-client.js';
export { datesFor, marathonBody, registrationForm } from '../../test-support/factories.js';

export const API = process.env.API_BASE_URL ?? 'http://127.0.0.1:5010/api';
const AUTH_HOST = process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109';
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

/** The endpoint as called at its first alias (the spec's second spelling of the volunteer offer). */
export function atAlias<E extends EndpointSpec>(endpoint: E): E {
  const alias = endpoint.aliases?.[0];
  if (alias === undefined) throw new Error(`${endpoint.name} has no alias`);
  return { ...endpoint, path: alias };
}

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

const asTestUser = (account: EmulatorAccount): TestUser => ({
  uid: account.uid,
  email: account.email,
  token: account.idToken,
});

/** A fresh Auth emulator account (unverified email); its ID token is a real emulator token. */
export async function signUp(label = 'runner', email?: string): Promise<TestUser> {
  const address = email ?? `${label}-${randomUUID().slice(0, 8)}@example.com`;
  return asTestUser(await signUpAccount(AUTH_HOST, address, PASSWORD));
}

/** The same with a verified email, as an organiser who invites staff needs. */
export async function signUpVerified(label = 'organiser', email?: string): Promise<TestUser> {
  const address = email ?? `${label}-${randomUUID().slice(0, 8)}@example.com`;
  return asTestUser(await signUpVerifiedAccount(AUTH_HOST, PROJECT, address, PASSWORD));
}

/**
 * A test file's accounts, signed up once before its tests: `const [owner, other] = accounts('owner',
 * 'other')`. The users are filled in by that beforeAll, so read their fields inside tests only.
 * `verifiedAccounts` makes the same with verified emails.
 */
export function accounts<const L extends readonly string[]>(
  ...labels: L
): { [K in keyof L]: TestUser } {
  return accountsOf(signUp, labels);
}

export function verifiedAccounts<const L extends readonly string[]>(
  ...labels: L
): { [K in keyof L]: TestUser } {
  return accountsOf(signUpVerified, labels);
}

function accountsOf<const L extends readonly string[]>(
  make: (label: string) => Promise<TestUser>,
  labels: L,
): { [K in keyof L]: TestUser } {
  const users = labels.map(() => ({ uid: '', email: '', token: '' }));
  beforeAll(async () => {
    const signed = await Promise.all(labels.map((label) => make(label)));
    users.forEach((user, i) => Object.assign(user, signed[i]));
  });
  // map keeps the tuple's length; TypeScript only types it as an array.
  return users as { [K in keyof L]: TestUser };
}

/** A new token for an existing account, e.g. after its email was verified. */
export async function signIn(email: string): Promise<TestUser> {
  return asTestUser(await signInAccount(AUTH_HOST, email, PASSWORD));
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

/** A name no other request carries, to find what one request stored (or that it stored nothing). */
export const uniqueName = (prefix: string): string => `${prefix}${randomUUID().slice(0, 8)}`;

/**
 * How many documents of a shared collection (opinions, volunteers) carry `name`. With a unique name,
 * "stored nothing" holds while other test files write to the same collection at the same time, which
 * a count of the whole collection before and after does not.
 */
export async function storedWithName(collection: string, name: string): Promise<number> {
  return (await adminDb().collection(collection).where('name', '==', name).count().get()).data()
    .count;
}

/**
 * Rate limits count per clock minute: a burst that must land in one window starts with at least
 * 20 s of it left (a wait, never a timed assertion).
 */
export async function freshWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** The answer refused the input (400) and its details name `field`. */
export function expectRefused(
  res: ApiResponse<{ details?: Array<{ field: string }> }>,
  field: string,
): void {
  expect(res.status).toBe(400);
  expect(res.body.details?.map((d) => d.field)).toContain(field);
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
