// Results (docs/results.md): a 30,000-row timing CSV imported through Hosting as the race console
// sends it (its registrations, with bibs and names, seeded straight into Firestore first), timed; then
// the reads of the public results calls (first page, a filter, a name search, a bib, the next page) on
// a race of 100 results and one of 100,000 (written straight into Firestore as an import stores
// them), counted by the local Firestore server. Budget: the import at most 30 s; each call's reads the
// same at both sizes.
import * as results from '@run/contract/endpoints/results';

import { openAdmin } from '../support/admin.js';
import { benchClient, createOpenMarathon, getMarathon, nameOf, timedCall } from '../support/api.js';
import { firstDistanceId } from '../support/section-race.js';
import { signUp, type Runner } from '../support/auth-emulator.js';
import {
  LONG_QUIET_MS,
  readStats,
  resetStats,
  waitUntilQuiet,
} from '../support/firestore-stats.js';
import { emptyResult, type Progress, type Section, type SectionTarget } from '../support/report.js';
import { runnerFields, seedResults, timingCsv } from '../support/results-data.js';
import { seedRegistrations } from '../support/seed.js';
import { round, summarize } from '../support/stats.js';

export interface ResultsBenchOptions extends SectionTarget {
  /** Hosting's API URL: the import and the reads go where the browser sends them. */
  hostingApiUrl: string;
  /** Rows of the imported CSV (default 30,000). */
  importRows: number;
  /** Results of the big race (default 100,000; the small one has 100). */
  bigResults: number;
}

const SMALL = 100;
const SAMPLES = 5;
const IMPORT_BUDGET_S = 30;

async function raceWithDistance(options: ResultsBenchOptions, organiser: Runner, label: string) {
  const id = await createOpenMarathon(
    options.apiUrl,
    organiser,
    `Bench results ${label} ${options.tag}`,
    { runningDistance: '42.195 km' },
  );
  const race = await getMarathon(options.apiUrl, id, organiser.idToken);
  return { id, distanceId: firstDistanceId(race), start: race.marathonStartDate };
}

async function timedImport(options: ResultsBenchOptions, organiser: Runner, progress: Progress) {
  const race = await raceWithDistance(options, organiser, `import ${options.importRows}`);
  progress(`  seeding ${options.importRows.toLocaleString('en-US')} runners with bibs...`);
  const admin = openAdmin(options.firestoreHost);
  let seedSeconds: number;
  try {
    const seeded = await seedRegistrations(
      admin.db,
      race.id,
      options.importRows,
      {
        prefix: `bench-results-${options.tag}`,
        distanceId: race.distanceId,
        fields: runnerFields(race.distanceId),
      },
      progress,
    );
    seedSeconds = seeded.seconds;
  } finally {
    await admin.close();
  }
  const csv = timingCsv(options.importRows);
  progress(
    `  importing a CSV of ${options.importRows.toLocaleString('en-US')} rows (${round(csv.length / 1024 / 1024, 2)} MB)...`,
  );
  const res = await timedCall(options.hostingApiUrl, results.importResults, {
    params: { id: race.id },
    token: organiser.idToken,
    body: { distanceId: race.distanceId, csv },
  });
  const answer =
    res.status === 200 ? (JSON.parse(res.body) as { matched: number; rows: number }) : null;
  return {
    race,
    seedSeconds,
    ms: res.ms,
    status: res.status,
    answer,
    bytes: csv.length,
    error: answer ? null : res.body.slice(0, 200),
  };
}

interface Call {
  label: string;
  query: Record<string, string | number>;
}

const FIRST_PAGE = 'first page (50)';
const NAME_SEARCH = 'name search "garc" (page of 10)';
const BUDGET_CALLS = [FIRST_PAGE, NAME_SEARCH];

const CALLS: Call[] = [
  { label: FIRST_PAGE, query: {} },
  { label: 'women, first page', query: { gender: 'F' } },
  { label: NAME_SEARCH, query: { q: 'garc', limit: 10 } },
  { label: 'name search "maria gar" (page of 10)', query: { q: 'maria gar', limit: 10 } },
  { label: 'bib 42', query: { q: '42' } },
];

/** Each call's reads (fewest of the samples, and all) and latency on one race, anonymously. */
async function readsOf(options: ResultsBenchOptions, race: { id: string; distanceId: string }) {
  const measured = new Map<string, { reads: number[]; ms: number[]; results: number }>();
  const first = await benchClient(options.hostingApiUrl).ok(results.listResults, {
    params: { id: race.id },
    query: { distanceId: race.distanceId },
  });
  const calls = [
    ...CALLS,
    ...(first.nextCursor ? [{ label: 'next page (50)', query: { cursor: first.nextCursor } }] : []),
  ];
  for (const call of calls) {
    const reads: number[] = [];
    const ms: number[] = [];
    let count = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      await resetStats(options.firestoreHost);
      const res = await timedCall(options.hostingApiUrl, results.listResults, {
        params: { id: race.id },
        query: { distanceId: race.distanceId, ...call.query },
      });
      reads.push((await readStats(options.firestoreHost))?.documentsRead ?? Number.NaN);
      ms.push(res.ms);
      if (res.status === 200)
        count = (JSON.parse(res.body) as { results: unknown[] }).results.length;
    }
    measured.set(call.label, { reads, ms, results: count });
  }
  return measured;
}

export const runResults: Section<ResultsBenchOptions> = async (options, progress) => {
  const result = emptyResult();
  const organiser = await signUp(options.authUrl, `${options.tag}-results@bench.run.test`);

  progress(
    `  writing ${SMALL} and ${options.bigResults.toLocaleString('en-US')} results straight into Firestore...`,
  );
  const small = await raceWithDistance(options, organiser, `${SMALL}`);
  const big = await raceWithDistance(options, organiser, `${options.bigResults}`);
  const admin = openAdmin(options.firestoreHost);
  let bigSeconds: number;
  try {
    await seedResults(admin.db, small.id, small.distanceId, SMALL, small.start, progress);
    bigSeconds = await seedResults(
      admin.db,
      big.id,
      big.distanceId,
      options.bigResults,
      big.start,
      progress,
    );
  } finally {
    await admin.close();
  }
  // Each request's reads alone: the stack's earlier work (the sample's triggers) done first.
  const waited = await waitUntilQuiet(options.firestoreHost, 3_000, LONG_QUIET_MS);
  progress(
    `  reads per request at ${SMALL} and ${options.bigResults} results (quiet after ${waited} s)...`,
  );
  const atSmall = await readsOf(options, small);
  const atBig = await readsOf(options, big);

  // Last: the import's seeded registrations each start the activity trigger, whose reads would be
  // counted in the requests above for a long while.
  const imported = await timedImport(options, organiser, progress);
  const importSeconds = round(imported.ms / 1000, 1);

  const rows = [...atSmall].map(([label, s]) => {
    const b = atBig.get(label);
    const fewest = (r: number[] | undefined) => (r ? Math.min(...r) : Number.NaN);
    return {
      label,
      small: {
        fewest: fewest(s.reads),
        reads: s.reads,
        results: s.results,
        p50: summarize(s.ms).p50,
      },
      big: {
        fewest: fewest(b?.reads),
        reads: b?.reads ?? [],
        results: b?.results ?? 0,
        p50: summarize(b?.ms ?? []).p50,
      },
    };
  });
  result.figures = {
    import: {
      rows: options.importRows,
      csvBytes: imported.bytes,
      seedSeconds: imported.seedSeconds,
      seconds: importSeconds,
      status: imported.status,
      matched: imported.answer?.matched ?? null,
      error: imported.error,
    },
    reads: { small: SMALL, big: options.bigResults, bigSeedSeconds: bigSeconds, calls: rows },
  };
  result.tables.push({
    title: `Results: importing ${options.importRows.toLocaleString('en-US')} rows through Hosting`,
    header: ['rows', 'CSV MB', 'status', 'matched', 'seconds'],
    rows: [
      [
        options.importRows,
        round(imported.bytes / 1024 / 1024, 2),
        imported.status,
        imported.answer?.matched ?? '—',
        importSeconds,
      ],
    ],
    note:
      `${nameOf(results.importResults, '/api')} as the organiser, one request (read the distance's registrations, match bibs, compute places, write every result in batches of 500). ` +
      `Its ${options.importRows.toLocaleString('en-US')} runners (bibs and names) were seeded straight into Firestore first, in ${imported.seedSeconds} s.` +
      (imported.error ? ` Error: ${imported.error}` : ''),
  });
  result.tables.push({
    title: `Results: document reads per request at ${SMALL} and ${options.bigResults.toLocaleString('en-US')} results`,
    header: [
      'call',
      `reads at ${SMALL}`,
      `reads at ${options.bigResults.toLocaleString('en-US')}`,
      'results shown',
      `p50 ms at ${SMALL}`,
      `p50 ms at ${options.bigResults.toLocaleString('en-US')}`,
    ],
    rows: rows.map((r) => [
      r.label,
      r.small.reads.join(', '),
      r.big.reads.join(', '),
      `${r.small.results} / ${r.big.results}`,
      r.small.p50,
      r.big.p50,
    ]),
    note:
      `${nameOf(results.listResults, '/api')} anonymously through Hosting, ${SAMPLES} sequential samples each; documentsRead of the local Firestore server, reset before each request ` +
      `(the marathon, then the page and one more to know there is a next). The ${options.bigResults.toLocaleString('en-US')} results were written in ${bigSeconds} s.`,
  });
  result.budgets.push({
    budget: `Results: importing ${options.importRows.toLocaleString('en-US')} rows`,
    limit: `at most ${IMPORT_BUDGET_S} s, every row matched`,
    actual: `${importSeconds} s, status ${imported.status}, ${imported.answer?.matched ?? 0} matched`,
    pass:
      imported.status === 200 &&
      imported.answer?.matched === options.importRows &&
      importSeconds <= IMPORT_BUDGET_S,
  });
  // The budget's two calls; the others are reported (a full name matches one runner of 100).
  const judged = rows.filter((r) => BUDGET_CALLS.includes(r.label));
  result.budgets.push({
    budget: `Results: reads of the first page and a name search at ${options.bigResults.toLocaleString('en-US')} results`,
    limit: `the same as at ${SMALL}`,
    actual: judged.map((r) => `${r.label}: ${r.small.fewest} / ${r.big.fewest}`).join('; '),
    pass:
      judged.length === BUDGET_CALLS.length && judged.every((r) => r.small.fewest === r.big.fewest),
  });

  return result;
};
