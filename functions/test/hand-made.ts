// Data made outside the API (the Firebase console, an import) and the one-off scripts in scripts/ that
// migrate it, run as an operator runs them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { Timestamp } from 'firebase-admin/firestore';

import { marathonBody } from './helpers.js';
import { adminDb } from './stored.js';

/**
 * A marathon as the console or an import leaves it: no counter shards, one registration
 * (`runner-1`), whatever of `createdBy`/`createdByUid` the test gives it and `overrides` of the body.
 */
export async function handMadeMarathon(
  owner: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const ref = adminDb().collection('marathons').doc();
  const body = marathonBody(overrides);
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));
  await ref.set({
    ...body,
    startRegistrationDate: at(body.startRegistrationDate),
    endRegistrationDate: at(body.endRegistrationDate),
    marathonStartDate: at(body.marathonStartDate),
    ...owner,
    createdAt: Timestamp.now(),
  });
  await ref.collection('registrations').doc('runner-1').set({
    marathonId: ref.id,
    userId: 'runner-1',
    email: 'runner-1@example.com',
    phone: '+880 1711 222222',
  });
  return ref.id;
}

/** Runs a one-off script of scripts/ against the test stack and returns what it printed. */
export async function runScript(file: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', `scripts/${file}`, ...args],
    {
      cwd: new URL('../..', import.meta.url),
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.AUTH_EMULATOR_HOST,
        METADATA_SERVER_DETECTION: 'none',
      },
    },
  );
  return stdout;
}
