// The proof of docs/payments.md: random sequences of money actions, some at the same time, each
// run on a fresh race of the local stack; after each run the books must balance. Two files run it,
// one for each way organisers are paid (docs/payouts.md): money-model.test.ts through the platform,
// connect/money-model.test.ts through each organiser's own account, on the same stack. A fixed seed
// and a few runs in `npm test`; `npm run fuzz:money -- --runs N --seed S` runs longer (MONEY_RUNS,
// MONEY_SEED). On failure fast-check prints the seed, the path and the shrunk commands: MONEY_SEED
// with MONEY_PATH (and MONEY_REPLAY, the commands' replayPath) runs that case again.
import fs from 'node:fs';

import type { PayoutMode } from '@run/contract/domain/payouts';
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';

import { disturbed, emptyModel, moneyRace } from './money-actions.js';
import { brokenRules, INVARIANTS, type Invariant } from './money-books.js';
import { moneyCommands } from './money-commands.js';

const env = process.env;
const runs = Number(env.MONEY_RUNS ?? 50);
const seed = Number(env.MONEY_SEED ?? 20_260_522);
const maxCommands = Number(env.MONEY_COMMANDS ?? 25);
/**
 * Shrinking a failure runs the stack again and again: it stops after this long and reports the
 * smallest failing case it has (fast-check's interruptAfterTimeLimit). `npm test` allows 100 s.
 */
const limitMs =
  Number(env.MONEY_TIME_LIMIT_S ?? (env.MONEY_RUNS === undefined ? 100 : 120 + runs * 30)) * 1000;
const only = env.MONEY_INVARIANTS?.split(',').map((s) => s.trim());
const check = (i: Invariant) => only === undefined || only.includes(i);
if (only?.some((i) => !INVARIANTS.includes(i as Invariant))) {
  throw new Error(`MONEY_INVARIANTS names one of ${INVARIANTS.join(', ')}`);
}

/** The money model's property, run on races whose organisers are paid the `mode` way. */
export function moneyModel(mode: PayoutMode): void {
  const tally = {
    sequences: 0,
    actions: 0,
    refused: 0,
    failed: 0,
    disturbed: 0,
    started: Date.now(),
  };

  /**
   * A run that something else disturbed (its data cleared by another test run's set-up on a shared
   * stack) proves nothing either way: it is skipped (fc.pre), and fast-check tries another.
   */
  async function skipIfDisturbed(...args: Parameters<typeof disturbed>): Promise<void> {
    if (!(await disturbed(...args))) return;
    tally.disturbed += 1;
    fc.pre(false);
  }

  afterAll(() => {
    const seconds = Math.round((Date.now() - tally.started) / 100) / 10;
    const line = `money model (${mode}): ${tally.sequences} sequences, ${tally.actions} actions (${tally.refused} refused), ${tally.failed} failing, ${tally.disturbed} disturbed, ${seconds} s (seed ${seed}, ${runs} runs)`;
    console.log(line);
    if (env.MONEY_SUMMARY) {
      fs.writeFileSync(
        `${env.MONEY_SUMMARY}.${mode}.json`,
        JSON.stringify({ ...tally, seconds, seed, runs }),
      );
    }
  });

  describe(`the money of a race whose organiser is paid through ${mode}`, () => {
    it(
      'the books balance after any sequence and interleaving of money actions',
      async () => {
        const property = fc.asyncProperty(
          moneyCommands(maxCommands, env.MONEY_REPLAY),
          async (commands) => {
            // Refused only when something else cleared the stack's accounts meanwhile.
            const race = await moneyRace(mode === 'connect').catch((err: unknown) => {
              if (!String(err).includes(' 401 ')) throw err;
              return null;
            });
            if (race === null) tally.disturbed += 1;
            fc.pre(race !== null);
            await skipIfDisturbed(race);
            const model = emptyModel();
            tally.sequences += 1;
            const told = () =>
              `\nrace ${race.id}; what each action answered:\n  ${model.log.join('\n  ')}`;
            try {
              await fc.asyncModelRun(() => ({ model, real: race }), commands);
            } catch (err) {
              await skipIfDisturbed(race, model);
              tally.failed += 1;
              throw new Error(`${err instanceof Error ? err.message : String(err)}${told()}`);
            } finally {
              tally.actions += model.actions;
              tally.refused += model.refused;
            }
            const broken = await brokenRules(race, model.keeps, check);
            if (env.MONEY_VERBOSE) console.log(`${broken.join('\n')}${told()}`);
            if (broken.length > 0) {
              await skipIfDisturbed(race, model);
              tally.failed += 1;
              throw new Error(`The books do not balance:\n  ${broken.join('\n  ')}${told()}`);
            }
          },
        );
        await fc.assert(property, {
          numRuns: runs,
          seed,
          ...(env.MONEY_PATH ? { path: env.MONEY_PATH } : {}),
          plugins: [fc.interruptAfterTimeLimit(limitMs)],
        });
      },
      limitMs + 60_000,
    );
  });
}
