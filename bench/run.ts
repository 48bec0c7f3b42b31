// `npm run bench`: brings up the local stack (or uses a running one), measures the budgets of
// DESIGN.md section 7, prints tables, and writes bench/results/latest.json (and bench/README.md's
// figures on a full run). See bench/README.md.
import fs from 'node:fs';
import path from 'node:path';

import { firstFeaturedId } from './lib/api.js';
import { signUp } from './lib/auth-emulator.js';
import { machine } from './lib/machine.js';
import { readOptions, SECTIONS, USAGE, type BenchOptions, type Section } from './lib/options.js';
import { updateReadme } from './lib/readme.js';
import type { BudgetCheck, SectionResult } from './lib/report.js';
import { connectStack, type BenchStack } from './lib/stack.js';
import { renderTable } from './lib/table.js';
import { runApiBurst } from './sections/api-burst.js';
import { runApiLoad } from './sections/api-load.js';
import { runApiReads } from './sections/api-reads.js';
import { runLighthouse } from './sections/lighthouse.js';
import { runScale } from './sections/scale.js';
import { runWebWeight } from './sections/web-weight.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const started = Date.now();

function progress(line: string): void {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[${s}s] ${line}`);
}

function merge(results: SectionResult[]): SectionResult {
  return {
    figures: Object.assign({}, ...results.map((r) => r.figures)) as Record<string, unknown>,
    tables: results.flatMap((r) => r.tables),
    budgets: results.flatMap((r) => r.budgets),
    warnings: results.flatMap((r) => r.warnings),
  };
}

async function runSection(
  name: Section,
  options: BenchOptions,
  stack: BenchStack,
  tag: string,
  detailsId: string | null,
): Promise<SectionResult> {
  switch (name) {
    case 'web':
      return runWebWeight(stack.siteUrl, path.join(repoRoot, 'web', 'dist'));
    case 'lighthouse': {
      const runner = await signUp(stack.authUrl, `${tag}-lighthouse@bench.run.test`);
      return runLighthouse(
        { siteUrl: stack.siteUrl, detailsId, runs: options.lighthouseRuns, signInAs: runner },
        progress,
      );
    }
    case 'api': {
      const burst = await runApiBurst(
        {
          apiUrl: stack.apiUrl,
          authUrl: stack.authUrl,
          firestoreHost: stack.firestoreHost,
          runners: options.runners,
          tag,
        },
        progress,
      );
      const reads = await runApiReads({
        apiUrl: stack.apiUrl,
        firestoreHost: stack.firestoreHost,
        detailsId,
        creatorView: { marathonId: burst.marathonId, token: burst.creator.idToken },
      });
      const load = await runApiLoad(
        {
          apiUrl: stack.apiUrl,
          marathonId: detailsId ?? burst.marathonId,
          connections: options.connections,
          seconds: options.loadSeconds,
        },
        progress,
      );
      return {
        figures: {
          burst: burst.result.figures,
          readsPerRequest: reads.figures,
          load: load.figures,
        },
        tables: [...burst.result.tables, ...load.tables, ...reads.tables],
        budgets: [...burst.result.budgets, ...load.budgets, ...reads.budgets],
        warnings: [...burst.result.warnings, ...load.warnings, ...reads.warnings],
      };
    }
    case 'scale':
      return runScale(
        {
          apiUrl: stack.apiUrl,
          authUrl: stack.authUrl,
          firestoreHost: stack.firestoreHost,
          registrations: options.scaleRegistrations,
          tag,
        },
        progress,
      );
  }
}

function printBudgets(budgets: BudgetCheck[]): void {
  console.log(`\nBudgets (DESIGN.md section 7 and the bench issue)`);
  console.log(
    renderTable(
      ['', 'budget', 'limit', 'measured'],
      budgets.map((b) => [b.pass ? 'PASS' : 'MISS', b.budget, b.limit, b.actual]),
    ),
  );
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const full = !options.smoke && options.sections.length === SECTIONS.length;
  progress(`Sections: ${options.sections.join(', ')}${options.smoke ? ' (smoke)' : ''}.`);
  const stack = await connectStack(options, progress);
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the stack...');
    void stack.stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const results: Partial<Record<Section, SectionResult>> = {};
  const failures: string[] = [];
  try {
    // A unique tag keeps accounts and marathons apart when the bench reuses a running stack.
    const tag = `b${Date.now().toString(36)}`;
    const detailsId = await firstFeaturedId(stack.apiUrl);
    for (const name of options.sections) {
      progress(`== ${name}`);
      const sectionStart = Date.now();
      try {
        results[name] = await runSection(name, options, stack, tag, detailsId);
      } catch (error) {
        failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        console.error(error);
      }
      progress(`   ${name} took ${((Date.now() - sectionStart) / 1000).toFixed(0)} s`);
    }
  } finally {
    if (stack.startedByBench) progress('Stopping the stack...');
    await stack.stop();
  }

  const all = merge(Object.values(results));
  for (const table of all.tables) {
    console.log(`\n${table.title}\n${renderTable(table.header, table.rows)}`);
    if (table.note !== undefined) console.log(`  ${table.note}`);
  }
  printBudgets(all.budgets);
  for (const w of [...all.warnings, ...failures.map((f) => `section failed: ${f}`)])
    console.log(`! ${w}`);

  const report = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: machine(),
    options: { ...options, outFile: undefined },
    stack: {
      siteUrl: stack.siteUrl,
      firestoreBackend: stack.firestoreBackend,
      startedByBench: stack.startedByBench,
    },
    budgets: all.budgets,
    warnings: all.warnings,
    failures,
    sections: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.figures])),
    tables: all.tables,
  };
  const outFile = path.resolve(
    repoRoot,
    options.outFile ?? (full ? 'bench/results/latest.json' : 'bench/results/last-partial.json'),
  );
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  progress(`Wrote ${path.relative(repoRoot, outFile)}.`);
  if (full && failures.length === 0) {
    updateReadme(path.join(repoRoot, 'bench', 'README.md'), report);
    progress('Updated the figures in bench/README.md.');
  } else {
    progress('Partial or smoke run: bench/README.md keeps the last full run.');
  }
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
