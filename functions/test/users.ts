// The tests' accounts on the Auth emulator: fresh users with real emulator tokens, a file's accounts
// signed up once, tokens crafted wrongly on purpose, and firebase-admin's Auth for what only an
// administrator does (disable, revoke, verify).
import { randomUUID } from 'node:crypto';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { beforeAll } from 'vitest';

import {
  signInAccount,
  signUpAccount,
  signUpVerifiedAccount,
  type EmulatorAccount,
} from '../../test-support/auth-emulator.js';
import { PROJECT } from './helpers.js';

const AUTH_HOST = process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109';

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

/** `n` fresh accounts, signed up 20 at a time (the Auth emulator is one process too). */
export async function signUpMany(n: number, label: string): Promise<TestUser[]> {
  const users: TestUser[] = [];
  while (users.length < n) {
    const size = Math.min(20, n - users.length);
    users.push(...(await Promise.all(Array.from({ length: size }, () => signUp(label)))));
  }
  return users;
}

/** firebase-admin's Auth on the emulator: disable users, revoke tokens, verify emails. */
export function adminAuth(): Auth {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  if (getApps().length === 0) initializeApp({ projectId: PROJECT });
  return getAuth();
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
