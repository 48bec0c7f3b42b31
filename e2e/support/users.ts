// Accounts for browser tests, made through the Auth emulator's REST API on the stack under test.
import { randomUUID } from 'node:crypto';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:5000';
/** The stack's ports move together (auth = hosting + 4099); AUTH_EMULATOR_HOST overrides. */
export const authEmulatorHost =
  process.env.AUTH_EMULATOR_HOST ?? `127.0.0.1:${Number(new URL(baseURL).port || 80) + 4099}`;

export const TEST_PASSWORD = 'Runner2026pass';

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
