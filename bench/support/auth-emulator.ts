// Accounts in the Auth emulator through its REST API, each with a real (emulator-issued) ID token.
import { mapLimit } from './pool.js';

export interface Runner {
  uid: string;
  email: string;
  idToken: string;
}

interface SignUpResponse {
  idToken?: string;
  localId?: string;
  error?: { message?: string };
}

export const BENCH_PASSWORD = 'Bench-Runner-123';

export async function signUp(
  authUrl: string,
  email: string,
  password = BENCH_PASSWORD,
): Promise<Runner> {
  const res = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as SignUpResponse;
  if (!res.ok || body.idToken === undefined || body.localId === undefined) {
    throw new Error(
      `Auth emulator signUp for ${email} failed (${res.status}): ${body.error?.message ?? 'no token'}`,
    );
  }
  return { uid: body.localId, email, idToken: body.idToken };
}

/**
 * `count` new accounts named after `tag` (unique per run, so a reused stack never collides).
 * Sign-ups run 16 at a time: the emulator is one Node process, more only queues.
 */
export async function createRunners(
  authUrl: string,
  tag: string,
  count: number,
): Promise<Runner[]> {
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@bench.run.test`);
  return mapLimit(emails, 16, (email) => signUp(authUrl, email));
}
