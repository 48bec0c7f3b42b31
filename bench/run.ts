// `npm run bench`: brings up the local stack (or uses a running one), measures the budgets of
// docs/budgets.md, prints tables, and writes bench/results/latest.json (and bench/README.md's
// figures on a full run). See bench/README.md.
import fs from 'node:fs';
import path from 'node:path';

import { readResultsSeed } from '../scripts/seed-results.js';
import { readSeedFile } from '../scripts/seed.js';
import { firstFeaturedId, sampleRaceId } from './support/api.js';
import { signUp } from './support/auth-emulator.js';
import { machine } from './support/machine.js';
import {
  readOptions,
  SECTIONS,
  USAGE,
  type BenchOptions,
  type Section,
} from './support/options.js';
import { README, TABLES, updateReadme } from './support/readme.js';
import type { BudgetCheck, SectionResult, SectionTarget } from './support/report.js';
import { startApiInstance, type ApiInstance } from './support/api-instance.js';
import { connectStack, type BenchStack } from './support/stack.js';
import { renderTable } from './support/table.js';
import { compareQuestionsBurst, runApiBurst } from './sections/api-burst.js';
import { untilQuiet } from './support/firestore-stats.js';
import { runApiLoad } from './sections/api-load.js';
import { runApiReads } from './sections/api-reads.js';
import { runCapacity } from './sections/capacity.js';
import { runLighthouse } from './sections/lighthouse.js';
import { runListeners } from './sections/listeners.js';
import { runLiveBoard } from './sections/live-board.js';
import { runRaceDay } from './sections/race-day.js';
import { runParticipantSearch } from './sections/participant-search.js';
import { runPayments } from './sections/payments.js';
import { runPaymentsTab } from './sections/payments-tab.js';
import { runCoupons } from './sections/coupons.js';
import { runOrderCodes } from './sections/order-codes.js';
import { runOrders } from './sections/orders.js';
import { runBallot } from './sections/ballot.js';
import { runMessages } from './sections/messages.js';
import { runResults } from './sections/results.js';
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

interface RunContext {
  options: BenchOptions;
  stack: BenchStack;
  /** Where burst, load and scale requests go, and its name in the tables. */
  api: { url: string; target: string };
  tag: string;
  detailsId: string | null;
  /** The sample's finished race, whose public results page Lighthouse audits. */
  resultsId: string | null;
  /** The sample's priced race open for registration, whose checkout pages Lighthouse audits. */
  pricedId: string | null;
  /**
   * The unlimited burst's p99 (api section), for the capacity section's ratios; null
   * until it ran.
   */
  unlimitedBurstP99: number | null;
}

/** The sample's first priced race whose registration is open on the day it is loaded. */
function samplePricedRace(): string | undefined {
  return readSeedFile().marathons.find(
    (m) =>
      m.distances?.some((d) => d.prices !== undefined) === true &&
      m.registrationOpensInDays <= 0 &&
      m.registrationClosesInDays >= 0,
  )?.id;
}

const HOSTING_TARGET = 'Hosting + functions emulator';

/** The run's API, stack and tag, as every section that makes accounts takes them. */
function sectionTarget(ctx: RunContext): SectionTarget {
  return {
    apiUrl: ctx.api.url,
    target: ctx.api.target,
    authUrl: ctx.stack.authUrl,
    firestoreHost: ctx.stack.firestoreHost,
    tag: ctx.tag,
  };
}

async function runApiSection(ctx: RunContext): Promise<SectionResult> {
  const { options, stack } = ctx;
  const common = sectionTarget(ctx);
  // Each burst starts on an idle stack (the seed's and the other burst's triggers done), so the two
  // compare like with like.
  const quiet = untilQuiet(stack.firestoreHost, progress);
  await quiet();
  const burst = await runApiBurst(
    {
      ...common,
      runners: options.runners,
      sameUser: true,
      checkBudgets: true,
    },
    progress,
  );
  ctx.unlimitedBurstP99 = burst.latencyMs.p99;
  // The same burst into a race asking three questions, every runner answering them.
  await quiet();
  const asked = await runApiBurst(
    {
      ...common,
      tag: `${ctx.tag}q`,
      runners: options.runners,
      sameUser: false,
      checkBudgets: true,
      questions: true,
    },
    progress,
  );
  const questions = compareQuestionsBurst(burst.latencyMs, asked.latencyMs, options.runners);
  const parts: SectionResult[] = [burst.result, asked.result, questions];
  const figures: Record<string, unknown> = {
    burst: burst.result.figures,
    questionsBurst: { ...asked.result.figures, against: questions.figures },
  };
  const load = await runApiLoad(
    {
      ...common,
      marathonId: ctx.detailsId ?? burst.marathonId,
      connections: options.connections,
      seconds: options.loadSeconds,
    },
    progress,
  );
  parts.push(load);
  figures.load = load.figures;
  // Reads do not depend on the path; through Hosting they are measured exactly as the browser calls.
  const reads = await runApiReads({
    apiUrl: stack.apiUrl,
    firestoreHost: stack.firestoreHost,
    detailsId: ctx.detailsId,
    creatorView: { marathonId: burst.marathonId, token: burst.creator.idToken },
  });
  parts.push(reads);
  figures.readsPerRequest = reads.figures;
  // Last: workers the emulator starts for it keep the CPU busy for a while afterwards.
  if (ctx.api.url !== stack.apiUrl && options.emulatorRunners > 0) {
    const probe = await runApiBurst(
      {
        ...common,
        apiUrl: stack.apiUrl,
        target: HOSTING_TARGET,
        runners: options.emulatorRunners,
        sameUser: false,
        checkBudgets: false,
      },
      progress,
    );
    parts.push(probe.result);
    figures.emulatorBurst = probe.result.figures;
  }
  return { ...merge(parts), figures };
}

async function runSection(name: Section, ctx: RunContext): Promise<SectionResult> {
  const { options, stack } = ctx;
  const target = sectionTarget(ctx);
  switch (name) {
    case 'web':
      return runWebWeight(stack.siteUrl, stack.distDir);
    case 'lighthouse': {
      // Lighthouse's simulated throttling scales the main thread's observed time: run on a stack that
      // has finished the sample data's triggers, so the pages are measured, not the machine's load.
      await untilQuiet(stack.firestoreHost, progress)();
      const runner = await signUp(stack.authUrl, `${ctx.tag}-lighthouse@bench.run.test`);
      return runLighthouse(
        {
          siteUrl: stack.siteUrl,
          apiUrl: stack.apiUrl,
          detailsId: ctx.detailsId,
          pricedId: ctx.pricedId,
          resultsId: ctx.resultsId,
          runs: options.lighthouseRuns,
          signInAs: runner,
        },
        progress,
      );
    }
    case 'api':
      return runApiSection(ctx);
    case 'capacity':
      return runCapacity(
        {
          ...target,
          runners: options.runners,
          openingSeconds: options.openingSeconds,
          unlimitedP99: ctx.unlimitedBurstP99,
        },
        progress,
      );
    case 'payments-tab':
      return runPaymentsTab(
        { ...target, siteUrl: stack.siteUrl, payments: options.paymentsTab },
        progress,
      );
    case 'payments':
      return runPayments({ ...target, runners: options.runners }, progress);
    case 'coupons':
      return runCoupons({ ...target, runners: options.runners }, progress);
    case 'orders':
      return runOrders({ ...target, orders: options.orders, runners: options.runners }, progress);
    case 'order-codes':
      return runOrderCodes({ ...target, orders: options.orders }, progress);
    case 'ballot':
      return runBallot(
        { ...target, arrivals: options.ballotArrivals, draw: options.ballotDraw },
        progress,
      );
    case 'messages':
      return runMessages({ ...target, recipients: options.messageRecipients }, progress);
    case 'race-day':
      return runRaceDay(
        {
          ...target,
          runners: options.raceDayRunners,
          checkInsPerDevice: options.checkInsPerDevice,
        },
        progress,
      );
    case 'participant-search':
      return runParticipantSearch(
        { ...target, registrations: options.searchRegistrations },
        progress,
      );
    case 'results':
      return runResults(
        {
          ...target,
          hostingApiUrl: stack.apiUrl,
          importRows: options.resultsImportRows,
          bigResults: options.resultsBig,
        },
        progress,
      );
    case 'listeners':
      return runListeners(
        { ...target, listeners: options.listeners, updates: options.smoke ? 5 : 20 },
        progress,
      );
    case 'live-board':
      return runLiveBoard(
        { ...target, runners: options.boardRunners, finishers: options.boardFinishers },
        progress,
      );
    case 'scale':
      return runScale({ ...target, registrations: options.scaleRegistrations }, progress);
  }
}

function printBudgets(budgets: BudgetCheck[]): void {
  console.log(`\nBudgets (docs/budgets.md)`);
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
  let instance: ApiInstance | null = null;
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the stack...');
    void Promise.all([instance?.stop(), stack.stop()]).then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const results: Partial<Record<Section, SectionResult>> = {};
  const failures: string[] = [];
  try {
    let api = { url: stack.apiUrl, target: HOSTING_TARGET };
    const needsApi = options.sections.some(
      (s) => s !== 'web' && s !== 'lighthouse' && s !== 'listeners',
    );
    if (needsApi && options.apiVia === 'instance') {
      const port = 5000 + options.portOffset + 8;
      progress(`Starting an API instance (createApp() on a plain Node server) on port ${port}...`);
      instance = await startApiInstance({
        port,
        authHost: new URL(stack.authUrl).host,
        firestoreHost: stack.firestoreHost,
      });
      api = { url: `${instance.apiUrl}/api`, target: 'API instance' };
    }
    // A unique tag keeps accounts and marathons apart when the bench reuses a running stack.
    const ctx: RunContext = {
      options,
      stack,
      api,
      tag: `b${Date.now().toString(36)}`,
      detailsId: await firstFeaturedId(stack.apiUrl),
      resultsId: await sampleRaceId(stack.apiUrl, readResultsSeed().marathon.id),
      pricedId: await sampleRaceId(stack.apiUrl, samplePricedRace()),
      unlimitedBurstP99: null,
    };
    for (const name of options.sections) {
      progress(`== ${name}`);
      const sectionStart = Date.now();
      try {
        results[name] = await runSection(name, ctx);
      } catch (error) {
        failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        console.error(error);
      }
      progress(`   ${name} took ${((Date.now() - sectionStart) / 1000).toFixed(0)} s`);
    }
  } finally {
    await instance?.stop();
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
    updateReadme(repoRoot, report);
    progress(`Updated the budgets in ${README} and every table in ${TABLES}.`);
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
