// The command line of `npm run bench`: which sections, how big, and which stack.
import { parseArgs } from 'node:util';

// Run in this order: the CPU-sensitive Lighthouse early, the emulator probe (end of api) last.
export const SECTIONS = [
  'web',
  'lighthouse',
  'payments-tab',
  'scale',
  'race-day',
  'participant-search',
  'results',
  'listeners',
  'live-board',
  'api',
  'capacity',
  'payments',
  'coupons',
  'orders',
  'order-codes',
  'ballot',
  // Last: its 30,000 mails keep the stack's mail sender busy for minutes after it.
  'messages',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  sections: Section[];
  /** Runners in the registration burst. */
  runners: number;
  /** Seconds of the sustained opening at a Berlin-style rate (capacity section). */
  openingSeconds: number;
  /** Lighthouse runs per page; the median is reported. */
  lighthouseRuns: number;
  /** Registrations seeded into the big marathon of the scale section. */
  scaleRegistrations: number;
  /** Registrations of the race-day section's race. */
  raceDayRunners: number;
  /** Registrations of the participant-search section's race. */
  searchRegistrations: number;
  /** Check-ins each of the race-day section's 10 devices makes. */
  checkInsPerDevice: number;
  /** Rows of the results section's imported CSV. */
  resultsImportRows: number;
  /** Results of the results section's big race (its small one has 100). */
  resultsBig: number;
  /** Listeners on one live document (listeners section). */
  listeners: number;
  /** Registrations of the live-board section's race. */
  boardRunners: number;
  /** Finishers the live-board section pushes, 25 a second. */
  boardFinishers: number;
  /** Paid registrations of the payments-tab section's race. */
  paymentsTab: number;
  /** Orders of four sent at once by the orders section (for 5/3 as many places). */
  orders: number;
  /** Runners entering the ballot section's ballot through the API, 500 a second. */
  ballotArrivals: number;
  /** Entries of the ballot section's draw. */
  ballotDraw: number;
  /** Recipients of the messages section's message. */
  messageRecipients: number;
  /** Concurrent clients of the read-load test. */
  connections: number;
  /** Seconds each read-load test runs. */
  loadSeconds: number;
  /** A running stack's site URL (Hosting); null: the bench starts its own stack. */
  baseUrl: string | null;
  /** Port offset of the stack (ours when we start it; inferred from --base-url otherwise). */
  portOffset: number;
  /**
   * Where burst, load and scale requests go: "instance" (createApp() on a plain Node server, as one
   * Cloud Functions v2 instance runs it) or "hosting" (Hosting + the functions emulator).
   */
  apiVia: 'instance' | 'hosting';
  /** Runners in the small burst through Hosting + functions emulator (0: skip it). */
  emulatorRunners: number;
  smoke: boolean;
  /** Where the JSON goes; null: latest.json on a full run, last-partial.json otherwise. */
  outFile: string | null;
}

export const USAGE = `Usage: npm run bench -- [options]

  --only <list>        sections to run, comma separated: ${SECTIONS.join(',')} (default: all)
  --smoke              small and quick: 50 runners, 1 Lighthouse run, 1,000 registrations, 3 s loads
  --runners <n>        runners in the registration burst, the capacity burst (half as many places),
                       the three-distance burst (n/4, n/4 and no limit), the priced burst (half as
                       many priced places) and the webhook storm (n events, each sent twice)
                       (default 1000)
  --opening <s>        seconds of the capacity section's opening at 67 registrations a second
                       (default 60)
  --lighthouse-runs <n> Lighthouse runs per page, median reported (default 3)
  --scale <n>          registrations in the big marathon (default 100000)
  --race-day <n>       registrations of the race-day section's race (default 30000)
  --search <n>         registrations of the participant-search section's race (default 30000)
  --check-ins <n>      check-ins by each of the race-day section's 10 devices (default 200)
  --results-import <n> rows of the results section's imported CSV (default 30000)
  --results-big <n>    results of the results section's big race (default 100000; the small has 100)
  --listeners <n>      listeners on one live document, each receiving every update (default 500)
  --board-runners <n>  registrations of the live-board section's race (default 30000)
  --board <n>          finishers the live-board section pushes at 25 a second (default 1500: one
                       minute of a finish line; 30000 is a whole race's 20 minutes)
  --payments-tab <n>   card payments of the race whose console Payments tab is opened (default 300)
  --orders <n>         orders of four sent at once for 5n/3 places, each round after the
                       single-registration burst of --runners (default 300); also the orders of
                       each burst of the order-codes section
  --ballot-arrivals <n> runners entering a ballot through the API at 500 a second (default 5000;
                       100000 is a whole ballot's, 200 s, after as many sign-ups)
  --ballot-draw <n>    entries of the ballot section's draw (default 100000)
  --message <n>        confirmed runners a message of the messages section goes to (default 30000)
  --connections <n>    concurrent clients for the GET load tests (default 50)
  --duration <s>       seconds per GET load test (default 10)
  --api-via <where>    instance (default): burst, load and scale hit the API's createApp() on a
                       plain Node server (like one Cloud Functions v2 instance), with the stack's
                       Auth and Firestore; hosting: through Hosting and the functions emulator,
                       which starts a worker process per concurrent request (see README)
  --emulator-runners <n> also a small burst through Hosting + functions emulator (default 50; 0 skips)
  --base-url <url>     use a running stack (e.g. http://127.0.0.1:5000) instead of starting one;
                       also RUN_BENCH_BASE_URL. Its other ports follow from the port offset.
  --port-offset <n>    port offset of the stack (default 50 when the bench starts it; with
                       --base-url, inferred from its port: 5000 + offset)
  --out <file>         where the JSON goes (default: bench/results/latest.json for a full run,
                       bench/results/last-partial.json for --smoke or --only)
`;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a whole number above 0, not "${value}".`);
  return n;
}

function sectionsOf(value: string | undefined): Section[] {
  if (value === undefined) return [...SECTIONS];
  const wanted = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of wanted) {
    if (!(SECTIONS as readonly string[]).includes(s)) {
      throw new Error(`--only takes ${SECTIONS.join(', ')}; "${s}" is none of them.`);
    }
  }
  return SECTIONS.filter((s) => wanted.includes(s));
}

function inferOffset(baseUrl: string): number {
  const port = Number(new URL(baseUrl).port || '80');
  const offset = port - 5000;
  return offset >= 0 && offset <= 1000 ? offset : 0;
}

export function readOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      smoke: { type: 'boolean', default: false },
      runners: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      opening: { type: 'string' },
      scale: { type: 'string' },
      'race-day': { type: 'string' },
      search: { type: 'string' },
      'check-ins': { type: 'string' },
      'results-import': { type: 'string' },
      'results-big': { type: 'string' },
      listeners: { type: 'string' },
      'board-runners': { type: 'string' },
      board: { type: 'string' },
      'payments-tab': { type: 'string' },
      orders: { type: 'string' },
      'ballot-arrivals': { type: 'string' },
      'ballot-draw': { type: 'string' },
      message: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      'base-url': { type: 'string' },
      'api-via': { type: 'string' },
      'emulator-runners': { type: 'string' },
      'port-offset': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const smoke = values.smoke;
  const rawBase = values['base-url'] ?? env.RUN_BENCH_BASE_URL;
  const baseUrl = rawBase === undefined || rawBase === '' ? null : rawBase.replace(/\/+$/u, '');
  if (baseUrl !== null) new URL(baseUrl); // throws a clear "Invalid URL" early
  const rawOffset = values['port-offset'];
  const portOffset =
    rawOffset !== undefined ? Number(rawOffset) : baseUrl !== null ? inferOffset(baseUrl) : 50;
  if (!Number.isInteger(portOffset) || portOffset < 0 || portOffset > 1000) {
    throw new Error(
      `--port-offset must be a whole number from 0 to 1000, not "${String(rawOffset)}".`,
    );
  }
  const apiVia = values['api-via'] ?? 'instance';
  if (apiVia !== 'instance' && apiVia !== 'hosting') {
    throw new Error(`--api-via takes instance or hosting, not "${apiVia}".`);
  }
  /** The flags that take a value: every one but the switches (--smoke, --help). */
  type ValueFlag = {
    [F in keyof typeof values]-?: (typeof values)[F] extends string | undefined ? F : never;
  }[keyof typeof values];
  /** A count flag: the number it was given, or its default for a smoke run or for a full one. */
  const sized = (flag: ValueFlag, smokeDefault: number, fullDefault: number) =>
    positiveInt(flag, values[flag], smoke ? smokeDefault : fullDefault);
  const emulatorRunners =
    values['emulator-runners'] === '0'
      ? 0
      : positiveInt('emulator-runners', values['emulator-runners'], 50);
  return {
    sections: sectionsOf(values.only),
    apiVia,
    emulatorRunners,
    runners: sized('runners', 50, 1000),
    openingSeconds: sized('opening', 5, 60),
    lighthouseRuns: sized('lighthouse-runs', 1, 3),
    scaleRegistrations: sized('scale', 1000, 100_000),
    raceDayRunners: sized('race-day', 1000, 30_000),
    searchRegistrations: sized('search', 1000, 30_000),
    checkInsPerDevice: sized('check-ins', 20, 200),
    resultsImportRows: sized('results-import', 1000, 30_000),
    resultsBig: sized('results-big', 1000, 100_000),
    listeners: sized('listeners', 50, 500),
    boardRunners: sized('board-runners', 1000, 30_000),
    boardFinishers: sized('board', 100, 1500),
    paymentsTab: sized('payments-tab', 30, 300),
    orders: sized('orders', 30, 300),
    ballotArrivals: sized('ballot-arrivals', 500, 5000),
    ballotDraw: sized('ballot-draw', 1000, 100_000),
    messageRecipients: sized('message', 1000, 30_000),
    connections: positiveInt('connections', values.connections, 50),
    loadSeconds: sized('duration', 3, 10),
    baseUrl,
    portOffset,
    smoke,
    outFile: values.out ?? null,
  };
}
