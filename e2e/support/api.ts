// Test data through the real services: users via the Auth emulator's REST API, marathons and
// registrations via the RUN API, both on the stack that BASE_URL points at.
import { randomUUID } from 'node:crypto';

import type { Marathon } from '../../functions/src/domain/api-types.js';
import type { MarathonInput, RegistrationInput } from '../../functions/src/domain/schemas.js';

export const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const hostingPort = Number(new URL(baseURL).port || 80);
/** The stack's ports move together: auth = hosting + 4099 (9099 for 5000). */
const authHost = process.env.AUTH_EMULATOR_HOST ?? `127.0.0.1:${hostingPort + 4099}`;
const apiBase = `${baseURL.replace(/\/$/u, '')}/api`;

export interface TestUser {
  email: string;
  password: string;
  uid: string;
  idToken: string;
}

/** A fresh account with a unique email (tests never share users). */
export async function createUser(prefix = 'runner'): Promise<TestUser> {
  const email = `${prefix}-${randomUUID().slice(0, 12)}@e2e.test`;
  const password = 'Runner2026pass';
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string };
  return { email, password, uid: body.localId, idToken: body.idToken };
}

async function call<T>(
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

export async function createMarathon(user: TestUser, input: MarathonInput): Promise<string> {
  const { insertedId } = await call<{ insertedId: string }>(
    'POST',
    '/marathons',
    user.idToken,
    input,
  );
  return insertedId;
}

export function getMarathon(id: string, user?: TestUser): Promise<Marathon> {
  return call<Marathon>('GET', `/marathon/${id}`, user?.idToken ?? null);
}

/** The registration form as a runner fills it (also what joining a waitlist sends). */
function registrationForm(user: TestUser, input?: Partial<RegistrationInput>): RegistrationInput {
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
  user: TestUser,
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

export function withdraw(user: TestUser, marathonId: string) {
  return call<{ deletedCount: number }>('DELETE', `/registrations/${marathonId}`, user.idToken);
}

export function joinWaitlist(
  user: TestUser,
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
