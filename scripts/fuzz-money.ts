// `npm run fuzz:money -- --runs N --seed S [--commands C]`: the money model-based test, both of its
// files (functions/test/money-model.test.ts and connect/money-model.test.ts, one for each way
// organisers are paid), run longer than `npm test` runs them. Against the stack
// API_BASE_URL names when set (with its FIRESTORE_EMULATOR_HOST, AUTH_EMULATOR_HOST, ...), else
// against a stack it starts the way `npm test` does and stops after. Prints how many sequences and
// actions it ran and how long it took; a failure prints fast-check's seed, path and shrunk actions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { PAYOUT_MODES } from '@run/contract/domain/payouts';

import { reportFailure, startStack, type RunningStack } from './stack.js';
import { apiTestCommand, repoRoot } from './stack/paths.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(Date.now() % 2_147_483_647) },
    commands: { type: 'string' },
  },
});
const whole = (name: string, value: string | undefined) => {
  if (value !== undefined && !/^\d+$/u.test(value)) {
    console.error(`--${name} takes a whole number, not "${value}"`);
    process.exit(2);
  }
  return value;
};
const runs = whole('runs', values.runs) ?? '100';
const seed = whole('seed', values.seed) ?? '0';
const commands = whole('commands', values.commands);

/** Runs the model's two files with the settings; answers the exit code. */
function runModel(env: Record<string, string>, summaryFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', [...apiTestCommand, 'money-model.test.ts'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...env,
        MONEY_RUNS: runs,
        MONEY_SEED: seed,
        ...(commands === undefined ? {} : { MONEY_COMMANDS: commands }),
        MONEY_SUMMARY: summaryFile,
      },
    });
    child.once('close', (code) => resolve(code ?? 1));
    child.once('error', () => resolve(127));
  });
}

const started = Date.now();
let stack: RunningStack | null = null;
try {
  const running = process.env.API_BASE_URL !== undefined;
  if (!running) {
    console.log('Starting the local stack (memory-only Firestore, fresh auth)...');
    stack = await startStack({ onProgress: (line) => console.log(line) });
    const stopping = stack;
    process.once('SIGINT', () => void stopping.stop().then(() => process.exit(130)));
  }
  const summaryFile = path.join(os.tmpdir(), `money-summary-${process.pid}`);
  const code = await runModel(stack?.env ?? {}, summaryFile);
  const seconds = Math.round((Date.now() - started) / 1000);
  for (const mode of PAYOUT_MODES) {
    // Each file writes its own: `${summaryFile}.${mode}.json` (functions/test/money-property.ts).
    const file = `${summaryFile}.${mode}.json`;
    const summary = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>)
      : null;
    fs.rmSync(file, { force: true });
    console.log(
      summary === null
        ? `\nfuzz:money (${mode}): no summary (the test did not run).`
        : `\nfuzz:money (${mode}): ${summary.sequences} sequences, ${summary.actions} actions (${summary.refused} refused by the API), ${summary.failed} failing, ${summary.disturbed} skipped as disturbed; seed ${seed}, ${runs} runs; the test ${summary.seconds} s.`,
    );
  }
  console.log(`fuzz:money: ${seconds} s in all.`);
  if (stack !== null) await stack.stop();
  process.exit(code);
} catch (error) {
  if (stack !== null) await stack.stop();
  reportFailure(error);
}
