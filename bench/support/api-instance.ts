// Starts and stops bench/api-instance.ts as a child process against the stack's Auth and Firestore.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ApiInstance {
  /** Base URL of the API, e.g. http://127.0.0.1:5058 (routes answer at / as on the function URL). */
  apiUrl: string;
  logPath: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export async function startApiInstance(options: {
  port: number;
  authHost: string;
  firestoreHost: string;
}): Promise<ApiInstance> {
  const logPath = path.join(os.tmpdir(), `run-bench-api-${options.port}.log`);
  const log = fs.openSync(logPath, 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/api-instance.ts', String(options.port)],
    {
      cwd: repoRoot,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        GCLOUD_PROJECT: 'demo-run',
        FIRESTORE_EMULATOR_HOST: options.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: options.authHost,
        METADATA_SERVER_DETECTION: 'none',
        // The instance stands in for the functions emulator on the local stack, so the code takes the
        // emulator's local-only branches (functions/src/lib/env.ts `underEmulator`): the test payment
        // provider and the local webhook secrets (the payments section needs them), every caller as the
        // one local peer for rate limits, RUN_RACE_MAIL_DELAY_MS honoured. The emulator sets the same
        // variable; a deployed function never has it, and this is no production switch.
        FUNCTIONS_EMULATOR: 'true',
        // firebase-functions' logger prints one JSON line per request; structured, like production.
        NODE_ENV: 'production',
      },
    },
  );
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (fs.readFileSync(logPath, 'utf8').includes('ready')) {
      return { apiUrl: `http://127.0.0.1:${options.port}`, logPath, stop };
    }
    await sleep(200);
  }
  await stop();
  throw new Error(
    `The API instance did not start; see ${logPath}:\n${fs.readFileSync(logPath, 'utf8').slice(-2000)}`,
  );
}
