// startStack(): the whole local stack (docs/local-stack.md) for `npm start`, `npm test` and the
// bench.
//
// CLI: `npx tsx scripts/stack.ts [--no-build] [--seed]` starts it in the foreground until Ctrl-C.
import fs from 'node:fs';
import path from 'node:path';

import {
  chooseFirestoreBackend,
  dropLocalFirestoreFromExport,
  emulatorUiAvailable,
  localFirestoreEnv,
  type FirestoreBackend,
} from './stack/firestore-backend.js';
import { firebaseConfigFor } from './stack/firebase-config.js';
import { firebaseBin, logDir, logFile, repoRoot, stackTmpDir, webDistDir } from './stack/paths.js';
import {
  assertPortsFree,
  portsFor,
  readPortOffset,
  StackError,
  type Ports,
} from './stack/ports.js';
import { mailDevUrl, startMailDev, writeFunctionsEnv } from './stack/mail.js';
import { smsCatcherUrl, startSmsCatcherFor } from './stack/sms.js';
import { runLogged, spawnLogged, waitUntil, type LoggedProcess } from './stack/processes.js';
import { startScheduler, type Scheduler } from './stack/scheduler.js';
import { seedSampleData, type SeedResult } from './seed.js';

export { StackError } from './stack/ports.js';

export const PROJECT_ID = 'demo-run';

export interface StackOptions {
  /** Added to every port; defaults to RUN_PORT_OFFSET, else 0. */
  portOffset?: number;
  /** Build web and functions first (default true). */
  build?: boolean;
  /** Build the web too (default: as `build`); `npm run dev` serves the web from Vite instead. */
  buildWeb?: boolean;
  /** Defaults to FIRESTORE_BACKEND, else the official emulator when it can run, else the local server. */
  firestoreBackend?: FirestoreBackend;
  /** The local Firestore server keeps its data here; memory only when absent. */
  firestoreDataDir?: string;
  /** A firebase-tools export (firebase-export-metadata.json) to import auth users from. */
  importDir?: string;
  /** Where firebase-tools exports auth (and the official Firestore) when the stack stops. */
  exportDir?: string;
  /** Load the sample data when Firestore has no marathons (default false). */
  seed?: boolean;
  /** Give up when not answering after this long (default 180 s: a busy 2-core machine needs it). */
  readyTimeoutMs?: number;
  /** Progress lines ("building web...") for the terminal. */
  onProgress?: (line: string) => void;
}

export interface RunningStack {
  offset: number;
  ports: Ports;
  firestoreBackend: FirestoreBackend;
  firestoreBackendReason: string;
  /** http://localhost:<hosting> and its /api. */
  siteUrl: string;
  apiUrl: string;
  /** The official Emulator UI, where it can run (official Firestore emulator, UI downloaded). */
  uiUrl: string | null;
  /** MailDev's web inbox: every mail the functions sent. */
  mailUrl: string;
  /** The SMS catcher's page: every text the functions sent. */
  smsUrl: string;
  /** What a test process needs to reach this stack. */
  env: Record<string, string>;
  seed: SeedResult | null;
  logDir: string;
  stop(): Promise<void>;
}

async function answers(url: string, accept: (res: Response) => Promise<boolean>): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return await accept(res);
  } catch {
    return false;
  }
}

function stackEnv(ports: Ports): Record<string, string> {
  const firestore = `127.0.0.1:${ports.firestore}`;
  const auth = `127.0.0.1:${ports.auth}`;
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: firestore,
    FIREBASE_AUTH_EMULATOR_HOST: auth,
    AUTH_EMULATOR_HOST: auth,
    BASE_URL: `http://127.0.0.1:${ports.hosting}`,
    API_BASE_URL: `http://127.0.0.1:${ports.hosting}/api`,
    MAILDEV_URL: mailDevUrl(ports),
    SMS_CATCHER_URL: smsCatcherUrl(ports),
    // The functions read it from the emulator's environment (functions/src/lib/env.ts); the API
    // tests read it to know how long a race change's mail waits.
    ...(process.env.RUN_RACE_MAIL_DELAY_MS
      ? { RUN_RACE_MAIL_DELAY_MS: process.env.RUN_RACE_MAIL_DELAY_MS }
      : {}),
    // How the site pays organisers (docs/payouts.md): the functions read both, the tests and the
    // browser suite pick their files by the mode.
    ...payoutEnv(),
  };
}

/**
 * The local stack runs `connect` (each organiser paid through the test provider's accounts) unless
 * PAYOUTS says `platform`; the site keeps 3% + 50 cents of each paid entry unless PLATFORM_FEE says.
 */
export function payoutEnv(): { PAYOUTS: string; PLATFORM_FEE: string } {
  return {
    PAYOUTS: process.env.PAYOUTS === 'platform' ? 'platform' : 'connect',
    PLATFORM_FEE: process.env.PLATFORM_FEE ?? '3%+50',
  };
}

async function build(
  offset: number,
  ports: Ports,
  buildWeb: boolean,
  progress: (line: string) => void,
): Promise<void> {
  progress(buildWeb ? 'Building web and functions...' : 'Building functions...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The web bundle has the Auth and Firestore emulators' ports baked in (web/src/config/env.ts reads
  // them at build time).
  const webEnv = {
    ...process.env,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
  };
  const outDir = path.relative(path.join(repoRoot, 'web'), webDistDir(offset));
  await Promise.all([
    buildWeb &&
      runLogged(
        'web build',
        npm,
        ['-w', 'web', 'run', 'build', '--', '--outDir', outDir, '--emptyOutDir'],
        {
          cwd: repoRoot,
          env: webEnv,
          logPath: logFile('build-web', offset),
        },
      ),
    runLogged('functions build', npm, ['-w', 'functions', 'run', 'build'], {
      cwd: repoRoot,
      logPath: logFile('build-functions', offset),
    }),
  ]);
}

function startFirebase(
  offset: number,
  ports: Ports,
  backend: FirestoreBackend,
  options: StackOptions,
): LoggedProcess {
  const args = [
    firebaseBin,
    'emulators:start',
    '--only',
    'auth,functions,hosting,firestore',
    '--project',
    PROJECT_ID,
    '--config',
    firebaseConfigFor(
      offset,
      ports,
      emulatorUiAvailable(backend),
      writeFunctionsEnv(offset, ports),
    ),
  ];
  if (options.importDir !== undefined) args.push('--import', options.importDir);
  if (options.exportDir !== undefined) args.push('--export-on-exit', options.exportDir);
  const tmp = stackTmpDir(offset);
  fs.mkdirSync(tmp, { recursive: true });
  return spawnLogged('Firebase emulators', process.execPath, args, {
    cwd: repoRoot,
    logPath: logFile('firebase', offset),
    // SIGINT to firebase-tools alone: it exports, then stops its emulators and the function workers.
    signalLeaderOnly: true,
    env: {
      ...process.env,
      ...payoutEnv(),
      // The functions emulator passes its environment to the function: this is how `api` finds the
      // Firestore it should use (firebase-tools also announces its Firestore emulator through the hub).
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      // firebase-tools starts either Firestore itself, so Firestore triggers run with both.
      ...(backend === 'local'
        ? localFirestoreEnv(options.firestoreDataDir, logFile('firestore', offset))
        : {}),
      TMPDIR: tmp,
      // As in production: Express's default error pages (the functions emulator parses the body and
      // decodes the path before the app runs) then show no stack trace or file path.
      NODE_ENV: 'production',
      // No update check or prompts: the stack must start offline and unattended.
      NO_UPDATE_NOTIFIER: '1',
      CI: process.env.CI ?? '1',
      // The functions emulator starts one worker process (~150 MB) per concurrent trigger, up to 50;
      // on a 2-core laptop or CI box that thrashes. (The API's requests share one worker, up to 80 at
      // once as a production instance serves them: patches/firebase-tools+*.patch.) Beyond this many,
      // requests and triggers queue together. 16, not 8: a live document's refresh waits up to a second inside its trigger
      // (docs/race-day.md), idle but holding a worker, and at 8 those waits held back the API tests'
      // requests and the mail triggers behind them until tests timed out.
      FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '16',
      // Loading the function's code can take longer than firebase-tools' default under load.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    },
  });
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const progress = options.onProgress ?? (() => undefined);
  const offset = options.portOffset ?? readPortOffset(process.env.RUN_PORT_OFFSET);
  const ports = portsFor(offset);
  await assertPortsFree(ports, offset);
  fs.mkdirSync(logDir, { recursive: true });

  const choice =
    options.firestoreBackend === undefined
      ? chooseFirestoreBackend(process.env.FIRESTORE_BACKEND)
      : { backend: options.firestoreBackend, reason: 'chosen by the caller' };
  progress(
    `Firestore: ${choice.backend === 'official' ? 'official emulator' : 'local server'} (${choice.reason}).`,
  );

  const procs: LoggedProcess[] = [];
  let scheduler: Scheduler | undefined;
  let smsCatcher: { close(): Promise<void> } | undefined;
  const stop = async (): Promise<void> => {
    scheduler?.stop();
    await smsCatcher?.close();
    // firebase first and alone gets SIGINT, so its export on exit still finds Firestore up.
    const [firebase, ...rest] = [...procs].reverse();
    await Promise.all([
      firebase?.stop('SIGINT', 8000),
      ...rest.map(async (p) => {
        await Promise.race([firebase?.exited, new Promise((r) => setTimeout(r, 3000))]);
        await p.stop('SIGTERM', 3000);
      }),
    ]);
    if (choice.backend === 'local' && options.exportDir !== undefined) {
      dropLocalFirestoreFromExport(options.exportDir);
    }
  };

  // Children live in their own process groups (see processes.ts), so nothing else stops them: if we
  // exit for any reason, they go too; Ctrl-C while starting stops what has started so far.
  process.once('exit', () => procs.forEach((p) => p.killNow()));
  const interruptStart = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', interruptStart);
  process.once('SIGTERM', interruptStart);

  try {
    const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
    if (options.build !== false) await build(offset, ports, options.buildWeb ?? true, progress);
    const distIndex = path.join(webDistDir(offset), 'index.html');
    if (!fs.existsSync(distIndex)) {
      throw new StackError(
        `${path.relative(repoRoot, distIndex)} does not exist. Start once without --no-build.`,
      );
    }
    const env = stackEnv(ports);

    progress('Starting MailDev, the SMS catcher and the Firebase emulators...');
    procs.push(startMailDev(offset, ports, logFile('maildev', offset)));
    smsCatcher = await startSmsCatcherFor(ports);
    const firebase = startFirebase(offset, ports, choice.backend, options);
    procs.push(firebase);
    const site = `http://127.0.0.1:${ports.hosting}`;
    await waitUntil('Hosting', () => answers(`${site}/`, async (res) => res.ok), deadline, procs);
    await waitUntil(
      'MailDev',
      () => answers(`${mailDevUrl(ports)}/email`, async (res) => res.ok),
      deadline,
      procs,
    );
    await waitUntil(
      'the API (/api/health)',
      () =>
        answers(`${site}/api/health`, async (res) => {
          const body: unknown = await res.json();
          return (
            res.ok && typeof body === 'object' && body !== null && 'ok' in body && body.ok === true
          );
        }),
      deadline,
      procs,
    );
    // As production's Cloud Scheduler does: each scheduled function on its minute (stack/scheduler.ts).
    const schedulerLog = logFile('scheduler', offset);
    fs.writeFileSync(schedulerLog, '');
    scheduler = await startScheduler({
      functionsUrl: `http://127.0.0.1:${ports.functions}`,
      projectId: PROJECT_ID,
      log: (line) => fs.appendFileSync(schedulerLog, `${new Date().toISOString()} ${line}\n`),
    });
    // Once the API answers, the functions emulator has registered the Firestore triggers too, so the
    // sample registrations get their audit trail as if they had been made through the app.
    const seed =
      options.seed === true ? await seedSampleData(env.FIRESTORE_EMULATOR_HOST ?? '') : null;
    return {
      offset,
      ports,
      firestoreBackend: choice.backend,
      firestoreBackendReason: choice.reason,
      siteUrl: `http://localhost:${ports.hosting}`,
      apiUrl: `http://localhost:${ports.hosting}/api`,
      uiUrl: emulatorUiAvailable(choice.backend) ? `http://localhost:${ports.ui}` : null,
      mailUrl: `http://localhost:${ports.mailWeb}`,
      smsUrl: `http://localhost:${ports.smsWeb}`,
      env,
      seed,
      logDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    process.off('SIGINT', interruptStart);
    process.off('SIGTERM', interruptStart);
  }
}

/** Stops the stack on Ctrl-C / SIGTERM once, and exits when done. */
export function stopOnSignals(stack: RunningStack, onStopping?: () => void): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    onStopping?.();
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
}

/** Prints a StackError as the sentence it is; anything else with its stack. */
export function reportFailure(error: unknown): never {
  if (error instanceof StackError) console.error(`\n${error.message}`);
  else console.error(error);
  process.exit(1);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = new Set(process.argv.slice(2));
  try {
    const stack = await startStack({
      build: !args.has('--no-build'),
      seed: args.has('--seed'),
      onProgress: (line) => console.log(line),
    });
    console.log(
      `Stack ready at ${stack.siteUrl} (logs in ${path.relative(repoRoot, stack.logDir)}). Ctrl-C stops it.`,
    );
    stopOnSignals(stack, () => console.log('Stopping...'));
  } catch (error) {
    reportFailure(error);
  }
}
