// Accounts in the Auth emulator through its REST API, each with a real (emulator-issued) ID token:
// the shared sign-up (test-support/auth-emulator.ts), run through the bench's own pool.
import {
  signUpAccount,
  signUpVerifiedAccount,
  type EmulatorAccount,
} from '../../test-support/auth-emulator.js';
import { mapLimit } from './pool.js';
import type { Progress, SectionTarget } from './report.js';

export type Runner = EmulatorAccount;

export const BENCH_PASSWORD = 'Bench-Runner-123';

/** A new account; `authUrl` is the emulator's origin (`http://127.0.0.1:9099`). */
export function signUp(authUrl: string, email: string, password = BENCH_PASSWORD): Promise<Runner> {
  return signUpAccount(new URL(authUrl).host, email, password);
}

/**
 * `count` new accounts named after `tag` (unique per run, so a reused stack never collides), with
 * `verified` their emails verified (an order for others needs it). Sign-ups run 16 at a time: the
 * emulator is one Node process, more only queues.
 */
export async function createRunners(
  authUrl: string,
  tag: string,
  count: number,
  { verified = false } = {},
): Promise<Runner[]> {
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@bench.run.test`);
  return mapLimit(emails, 16, (email) =>
    verified
      ? signUpVerifiedAccount(new URL(authUrl).host, 'demo-run', email, BENCH_PASSWORD)
      : signUp(authUrl, email),
  );
}

/** A section's race creator and its `count` runners (with `verified`, see createRunners), said as it goes. */
export async function creatorAndRunners(
  target: Pick<SectionTarget, 'authUrl' | 'tag'>,
  name: string,
  count: number,
  progress: Progress,
  { verified = false } = {},
): Promise<{ creator: Runner; runners: Runner[] }> {
  progress(
    `  creating ${count + 1} ${verified ? 'verified ' : ''}accounts in the Auth emulator...`,
  );
  const [creator, ...runners] = await createRunners(
    target.authUrl,
    `${target.tag}-${name}`,
    count + 1,
    { verified },
  );
  if (creator === undefined) throw new Error('Account creation returned no accounts.');
  return { creator, runners };
}
