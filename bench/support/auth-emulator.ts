// Accounts in the Auth emulator through its REST API, each with a real (emulator-issued) ID token:
// the shared sign-up (test-support/auth-emulator.ts), run through the bench's own pool.
import { signUpAccount, type EmulatorAccount } from '../../test-support/auth-emulator.js';
import { mapLimit } from './pool.js';
import type { Progress } from './report.js';

export type Runner = EmulatorAccount;

export const BENCH_PASSWORD = 'Bench-Runner-123';

/** A new account; `authUrl` is the emulator's origin (`http://127.0.0.1:9099`). */
export function signUp(authUrl: string, email: string, password = BENCH_PASSWORD): Promise<Runner> {
  return signUpAccount(new URL(authUrl).host, email, password);
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

/** A section's race creator and its `count` runners, said as it goes. */
export async function creatorAndRunners(
  authUrl: string,
  tag: string,
  count: number,
  progress: Progress,
): Promise<{ creator: Runner; runners: Runner[] }> {
  progress(`  creating ${count + 1} accounts in the Auth emulator...`);
  const [creator, ...runners] = await createRunners(authUrl, tag, count + 1);
  if (creator === undefined) throw new Error('Account creation returned no accounts.');
  return { creator, runners };
}
