// Test data through the real services: users via the Auth emulator's REST API, marathons and
// registrations via the RUN API, both on the stack that BASE_URL points at.
import { randomUUID } from 'node:crypto';

import type { Marathon } from '../../functions/src/domain/api-types.js';
import type { MarathonInput, RegistrationInput } from '../../functions/src/domain/schemas.js';

export const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const hostingPort = Number(new URL(baseURL).port || 80);
/** The stack's ports move together: auth = hosting + 4099 (9099 for 5000), Firestore + 3080. */
const authEmulatorHost = process.env.AUTH_EMULATOR_HOST ?? `127.0.0.1:${hostingPort + 4099}`;
export const firestoreHost =
  process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${hostingPort + 3080}`;
const apiBase = `${baseURL.replace(/\/$/u, '')}/api`;

const TEST_PASSWORD = 'Runner2026pass';
export const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-run';

export interface Account {
  email: string;
  password: string;
  uid: string;
  idToken: string;
  displayName?: string;
}

export function uniqueEmail(prefix = 'web1'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@e2e.test`;
}

/** A fresh account with a unique email, optionally with a display name. */
export async function createAccount(
  options: { prefix?: string; displayName?: string } = {},
): Promise<Account> {
  const email = uniqueEmail(options.prefix);
  const base = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1`;
  const res = await fetch(`${base}/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string };
  if (options.displayName) {
    const update = await fetch(`${base}/accounts:update?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idToken: body.idToken,
        displayName: options.displayName,
        returnSecureToken: true,
      }),
    });
    if (!update.ok) throw new Error(`Auth emulator profile update failed: ${update.status}`);
  }
  return {
    email,
    password: TEST_PASSWORD,
    uid: body.localId,
    idToken: body.idToken,
    displayName: options.displayName,
  };
}

/** Marks the account's email verified, as an operator can (the Auth emulator's admin API). */
export async function markEmailVerified(account: Account): Promise<void> {
  const res = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account.uid, emailVerified: true }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator update failed: ${res.status} ${await res.text()}`);
}

export async function call<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${apiBase}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function createMarathon(user: Account, input: MarathonInput): Promise<string> {
  const { insertedId } = await call<{ insertedId: string }>(
    'POST',
    '/marathons',
    user.idToken,
    input,
  );
  return insertedId;
}

export function getMarathon(id: string, user?: Account): Promise<Marathon> {
  return call<Marathon>('GET', `/marathon/${id}`, user?.idToken ?? null);
}

/** The registration form as a runner fills it (also what joining a waitlist sends). */
function registrationForm(user: Account, input?: Partial<RegistrationInput>): RegistrationInput {
  return {
    email: user.email,
    firstName: 'Ada',
    lastName: 'Runner',
    phone: '+1 555 0100',
    emergencyContact: 'Grace Runner +1 555 0101',
    ...input,
  };
}

export async function register(
  user: Account,
  marathonId: string,
  input?: Partial<RegistrationInput>,
) {
  return call<{ modifiedCount: number }>(
    'PATCH',
    `/marathonApply/${marathonId}`,
    user.idToken,
    registrationForm(user, input),
  );
}

export function withdraw(user: Account, marathonId: string) {
  return call<{ deletedCount: number }>('DELETE', `/registrations/${marathonId}`, user.idToken);
}

export function joinWaitlist(
  user: Account,
  marathonId: string,
  input?: Partial<RegistrationInput>,
) {
  return call<{ position: number }>(
    'POST',
    `/marathon/${marathonId}/waitlist`,
    user.idToken,
    registrationForm(user, input),
  );
}
