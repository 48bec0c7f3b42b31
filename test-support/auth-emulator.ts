// Accounts in the Auth emulator through its REST API, each with a real (emulator-issued) ID token.
// Shared by the API tests, e2e set-up and the bench.

export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

interface TokenResponse {
  idToken?: string;
  localId?: string;
  error?: { message?: string };
}

/** The emulator's Identity Toolkit endpoint for `action` (`accounts:signUp`, ...). */
export function identityToolkitUrl(authHost: string, action: string): string {
  return `http://${authHost}/identitytoolkit.googleapis.com/v1/${action}?key=fake-api-key`;
}

async function tokenCall(
  authHost: string,
  action: 'accounts:signUp' | 'accounts:signInWithPassword',
  email: string,
  password: string,
): Promise<EmulatorAccount> {
  const res = await fetch(identityToolkitUrl(authHost, action), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json().catch(() => ({}))) as TokenResponse;
  if (!res.ok || body.idToken === undefined || body.localId === undefined) {
    throw new Error(
      `Auth emulator ${action} for ${email} failed (${res.status}): ${body.error?.message ?? 'no token'}`,
    );
  }
  return { uid: body.localId, email, idToken: body.idToken };
}

/** A JWT's payload, unverified: only to read the emulator's own claims back. */
function claimsOf(idToken: string): { iat?: number; auth_time?: number } {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat?: number;
    auth_time?: number;
  };
}

/**
 * A new account (unverified email).
 *
 * The emulator's sign-up reads the clock twice: once for the token's `auth_time`, then again for the
 * account's "tokens valid since". When a second starts between the two reads, the token's sign-in
 * looks older than the account's revocation time, and every write (which checks revocation) answers
 * 401. `validSince` lies between `auth_time` and `iat`, so when they differ a fresh sign-in (whose
 * `auth_time` is now) gives a token that cannot be mistaken for revoked.
 */
export async function signUpAccount(
  authHost: string,
  email: string,
  password: string,
): Promise<EmulatorAccount> {
  const account = await tokenCall(authHost, 'accounts:signUp', email, password);
  const { iat, auth_time: authTime } = claimsOf(account.idToken);
  if (iat === authTime) return account;
  return tokenCall(authHost, 'accounts:signInWithPassword', email, password);
}

/** A new token for an existing account (e.g. after its email was verified). */
export function signInAccount(authHost: string, email: string, password: string) {
  return tokenCall(authHost, 'accounts:signInWithPassword', email, password);
}

/** Sets the account's display name, as the profile step of sign-up does. */
export async function setDisplayName(
  authHost: string,
  idToken: string,
  displayName: string,
): Promise<void> {
  const res = await fetch(identityToolkitUrl(authHost, 'accounts:update'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, displayName, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator profile update failed: ${res.status}`);
}

/**
 * Marks the account's email verified, as an operator can: the emulator's admin API (`Bearer owner`
 * stands for an admin credential there).
 */
export async function markEmailVerified(
  authHost: string,
  projectId: string,
  uid: string,
): Promise<void> {
  const res = await fetch(identityToolkitUrl(authHost, `projects/${projectId}/accounts:update`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator update failed: ${res.status} ${await res.text()}`);
}

/**
 * A new account whose email is verified (what inviting staff needs), with a token that says so: the
 * sign-up, the operator's mark, then a fresh sign-in.
 */
export async function signUpVerifiedAccount(
  authHost: string,
  projectId: string,
  email: string,
  password: string,
): Promise<EmulatorAccount> {
  const account = await signUpAccount(authHost, email, password);
  await markEmailVerified(authHost, projectId, account.uid);
  return signInAccount(authHost, email, password);
}
