// `npm test`: every check the project has, in order, each with its name and time; fails if any fails.
// typecheck -> lint -> unit tests -> one stack (API integration -> rules -> browser). The stack pays
// organisers through the platform (PAYOUTS=platform); the tests of `connect` pay theirs through their
// own accounts on the same stack, by its test-only setting (docs/payouts.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { reportFailure, startStack, type RunningStack } from './stack.js';
import { failureReport } from './stack/failure-report.js';
import { unusedIndexes } from './stack/unused-indexes.js';
import { apiTestCommand, repoRoot } from './stack/paths.js';
import {
  playwrightTimes,
  readReport,
  slowest,
  vitestTimes,
  type TestTime,
} from './stack/slowest.js';

type Outcome = 'passed' | 'failed' | 'skipped';
interface StepResult {
  name: string;
  outcome: Outcome;
  seconds: number;
  note?: string;
}

const results: StepResult[] = [];
const reports: { name: string; report: string }[] = [];

/** Each test step's JSON report, read at the end for the ten slowest tests of the run. */
const timingDir = path.join(repoRoot, '.run', 'test-timings');
fs.rmSync(timingDir, { recursive: true, force: true });
fs.mkdirSync(timingDir, { recursive: true });
const timingFiles: { file: string; kind: 'vitest' | 'playwright' }[] = [];

/** Vitest's usual output plus a JSON report of every test's time. */
function vitestTiming(name: string): string[] {
  const file = path.join(timingDir, `${name}.json`);
  timingFiles.push({ file, kind: 'vitest' });
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

function slowestTests(): TestTime[] {
  return slowest(
    timingFiles.flatMap(({ file, kind }) => {
      const report = readReport(file);
      if (report === null) return [];
      return kind === 'vitest'
        ? vitestTimes(report as Parameters<typeof vitestTimes>[0], `${repoRoot}/`)
        : playwrightTimes(report as Parameters<typeof playwrightTimes>[0]);
    }),
  );
}

/**
 * Runs a command with its output passed through as it comes, and kept: a failing step's failure
 * report is printed again in the summary, because CI keeps only the tail of a run and the browser
 * tests' output would otherwise push an API test's failure out of it.
 */
function run(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => (chunks.push(d), process.stdout.write(d)));
    child.stderr.on('data', (d: Buffer) => (chunks.push(d), process.stderr.write(d)));
    const output = () => Buffer.concat(chunks).toString();
    // `close`, not `exit`: only then has the last of the output (the failure report) been read.
    child.once('close', (code, signal) =>
      resolve({ code: code ?? (signal === null ? 1 : 128), output: output() }),
    );
    child.once('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

/** Runs a test step; a failure keeps its report for the summary. */
async function testStep(
  name: string,
  command: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<void> {
  await step(name, async () => {
    const { code, output } = await run(command, args, env);
    if (code !== 0) reports.push({ name, report: failureReport(output) });
    return code;
  });
}

function banner(name: string): void {
  console.log(`\n━━ ${name} ${'━'.repeat(Math.max(3, 70 - name.length))}`);
}

async function step(name: string, action: () => Promise<number | Outcome>): Promise<Outcome> {
  banner(name);
  const started = Date.now();
  let outcome: Outcome;
  try {
    const value = await action();
    outcome = typeof value === 'number' ? (value === 0 ? 'passed' : 'failed') : value;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = 'failed';
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, outcome, seconds });
  console.log(`── ${name}: ${outcome} in ${seconds.toFixed(1)} s`);
  return outcome;
}

function skip(name: string, why: string): void {
  banner(name);
  console.log(`Skipped: ${why}`);
  results.push({ name, outcome: 'skipped', seconds: 0, note: why });
}

function workspaceScript(workspace: string, script: string): boolean {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8'),
  ) as {
    scripts?: Record<string, string>;
  };
  return pkg.scripts?.[script] !== undefined;
}

const exists = (file: string) => fs.existsSync(path.join(repoRoot, file));
const workspaces = ['contract', 'tools/firestore-server', 'functions', 'web'] as const;

interface Command {
  name: string;
  command: string;
  args: string[];
}

/** Runs a command with its output kept, to be printed whole when it ends. */
function runCaptured(c: Command): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(c.command, c.args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => chunks.push(d));
    child.once('close', (code, signal) =>
      resolve({
        code: code ?? (signal === null ? 1 : 128),
        output: Buffer.concat(chunks).toString(),
      }),
    );
    child.once('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

/**
 * Lanes of steps: each lane's steps one after another, the lanes side by side. Every step here is one
 * single-threaded process (tsc, eslint, a vitest run of one worker), so two lanes use both cores of a
 * 2-core machine. A step's output is printed whole when it ends, under its own banner.
 */
async function lanes(...commandLanes: Command[][]): Promise<void> {
  await Promise.all(
    commandLanes.map(async (lane) => {
      for (const c of lane) {
        const started = Date.now();
        const { code, output } = await runCaptured(c);
        banner(c.name);
        process.stdout.write(output);
        const outcome: Outcome = code === 0 ? 'passed' : 'failed';
        const seconds = (Date.now() - started) / 1000;
        results.push({ name: c.name, outcome, seconds });
        console.log(`── ${c.name}: ${outcome} in ${seconds.toFixed(1)} s`);
      }
    }),
  );
}

async function staticChecks(): Promise<void> {
  const checks: Command[] = [];
  const units: Command[] = [];
  for (const ws of workspaces) {
    if (workspaceScript(ws, 'typecheck'))
      checks.push({
        name: `typecheck ${ws}`,
        command: 'npm',
        args: ['-w', ws, 'run', 'typecheck'],
      });
    else skip(`typecheck ${ws}`, `${ws}/package.json has no "typecheck" script yet`);
    if (workspaceScript(ws, 'test'))
      units.push({ name: `unit tests ${ws}`, command: 'npm', args: ['-w', ws, 'run', 'test'] });
    else skip(`unit tests ${ws}`, `${ws}/package.json has no "test" script yet`);
  }
  checks.push(
    {
      name: 'typecheck scripts, e2e, bench',
      command: 'npx',
      args: ['tsc', '-p', 'scripts/tsconfig.json'],
    },
    { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  );
  units.push(
    {
      name: 'unit tests scripts (stack tooling, sample data)',
      command: 'npx',
      args: ['vitest', 'run', '--config', 'scripts/vitest.config.ts'],
    },
    {
      name: 'unit tests bench (statistics, options, bundle analysis)',
      command: 'npx',
      args: ['vitest', 'run', 'bench'],
    },
  );
  await lanes(checks, units);
}

async function stackChecks(stack: RunningStack): Promise<void> {
  if (exists('functions/vitest.config.ts')) {
    await testStep(
      'API integration tests (functions)',
      'npx',
      [...apiTestCommand, ...vitestTiming('api')],
      stack.env,
    );
  } else skip('API integration tests (functions)', 'functions/vitest.config.ts does not exist yet');

  // Against whichever Firestore the stack runs: the project's own server evaluates rules too.
  await testStep(
    'Firestore rules tests',
    'npx',
    ['vitest', 'run', '--config', 'scripts/rules/vitest.config.ts', ...vitestTiming('rules')],
    stack.env,
  );

  if (exists('playwright.config.ts')) {
    const timing = path.join(timingDir, 'browser.json');
    timingFiles.push({ file: timing, kind: 'playwright' });
    await testStep(
      'browser tests (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--pass-with-no-tests', '--reporter=list,json'],
      {
        ...stack.env,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: timing,
      },
    );
  } else skip('browser tests (Playwright, Chromium)', 'playwright.config.ts does not exist yet');

  // Only after a whole run that passed: a failed or missing suite leaves queries unmade.
  if (results.some((r) => r.outcome === 'failed')) {
    skip('every declared index fits a query of the suite', 'a step before it did not pass');
    return;
  }
  await step('every declared index fits a query of the suite', async () => {
    const unused = await unusedIndexes(stack.env.FIRESTORE_EMULATOR_HOST ?? '');
    if (unused.length === 0) return 'passed';
    console.log(
      `No query of the suite could use these, so production would keep them up to date for nothing: remove them from firestore.indexes.json, or test the query that needs them.\n  ${unused.join('\n  ')}`,
    );
    return 'failed';
  });
}

function summary(): boolean {
  for (const { name, report } of reports) {
    console.log(`\n━━ what failed in ${name} ━━\n${report}`);
  }
  console.log('\n━━ summary ━━');
  for (const r of results) {
    const mark = r.outcome === 'passed' ? 'ok  ' : r.outcome === 'failed' ? 'FAIL' : 'skip';
    console.log(
      `${mark} ${r.name.padEnd(58)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`,
    );
  }
  const top = slowestTests();
  if (top.length > 0) {
    console.log('\n━━ the ten slowest tests ━━');
    for (const t of top) console.log(`${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
  }
  const failed = results.filter((r) => r.outcome === 'failed');
  console.log(failed.length === 0 ? '\nAll checks passed.' : `\n${failed.length} check(s) failed.`);
  return failed.length === 0;
}

// A race change's mail waits 30 s instead of ten minutes on the test stack, so an API test can watch
// the scheduled sweep send it (functions/test/scheduled-work.test.ts); every other mail test moves the
// wait into the past itself.
process.env.RUN_RACE_MAIL_DELAY_MS ??= '30000';

const started = Date.now();

/** The stack, its checks, then its stop. */
async function withStack(): Promise<void> {
  // The site's way of paying organisers; the tests of the other way set theirs (docs/payouts.md).
  process.env.PAYOUTS = 'platform';
  let stack: RunningStack | null = null;
  const stackOutcome = await step(
    'start the local stack (memory-only Firestore, fresh auth)',
    async () => {
      stack = await startStack({ onProgress: (line) => console.log(line) });
      console.log(`Stack at ${stack.siteUrl}, logs in ${path.relative(repoRoot, stack.logDir)}/`);
      return 'passed';
    },
  );
  const running = stack as RunningStack | null;
  if (stackOutcome !== 'passed' || running === null) return;
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    void running.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  try {
    await stackChecks(running);
  } finally {
    process.off('SIGINT', onSignal);
    if (!interrupted) await step('stop the stack', async () => (await running.stop(), 'passed'));
  }
}

try {
  await staticChecks();
  await withStack();
  const ok = summary();
  console.log(`Total ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(ok ? 0 : 1);
} catch (error) {
  reportFailure(error);
}
