// Scale: a marathon with 100,000 registrations against one with 10. Both are created through the API;
// their registrations are seeded straight into Firestore (batched commits), shaped as the API writes
// them, and the sharded counter is raised to match. Then the details call, its count and the first
// page of participants are timed, alternating between the two so drift hits both alike.
import { getMarathon } from '@run/contract/endpoints/marathons';
import type { MarathonStats } from '@run/contract/domain/api-types';
import { marathonStats } from '@run/contract/endpoints/race-day';
import { listParticipants } from '@run/contract/endpoints/registrations';
import type { EndpointSpec } from '@run/contract/http/endpoint';

import { openAdmin, storedRegistrations } from '../support/admin.js';
import { datesFor } from '../../test-support/factories.js';
import { createOpenMarathon, nameOf, timedCall } from '../support/api.js';
import { signUp, type Runner } from '../support/auth-emulator.js';
import { readStats, resetStats } from '../support/firestore-stats.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import { seedRegistrations } from '../support/seed.js';
import { LATENCY_COLUMNS, round, summarize, type LatencySummary } from '../support/stats.js';

const SAMPLES = 30;
const WARMUP = 3;
const SMALL = 10;
const ALLOWED_RATIO = 1.5;

interface Probe {
  label: string;
  /** Called with the marathon's id as its `id` parameter. */
  endpoint: EndpointSpec;
  token: string | null;
}

interface ProbeResult {
  label: string;
  small: LatencySummary;
  big: LatencySummary;
  ratioP50: number;
}

async function measure(
  apiUrl: string,
  probe: Probe,
  smallId: string,
  bigId: string,
): Promise<ProbeResult> {
  const samples: Record<'small' | 'big', number[]> = { small: [], big: [] };
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    for (const [which, id] of [
      ['small', smallId],
      ['big', bigId],
    ] as const) {
      const res = await timedCall(apiUrl, probe.endpoint, { params: { id }, token: probe.token });
      if (res.status !== 200)
        throw new Error(
          `${probe.label} (${which}) answered ${res.status}: ${res.body.slice(0, 200)}`,
        );
      if (i >= WARMUP) samples[which].push(res.ms);
    }
  }
  const small = summarize(samples.small);
  const big = summarize(samples.big);
  return { label: probe.label, small, big, ratioP50: round(big.p50 / small.p50, 2) };
}

const READ_SAMPLES = 10;

interface StatsReads {
  /** documentsRead of each request, as the local Firestore server counts them. */
  reads: number[];
  /** Aggregation queries of each request (triggers never run one, so these are the request's own). */
  aggregations: number[];
  /** The statistics' own totals: registrations and the sum of registrations by day. */
  total: number;
  byDaySum: number;
  days: number;
}

/**
 * Reads per statistics request of each marathon, alternating, the server's counter reset before each.
 * Trail triggers still running for the seeded writes also read (one marathon read per event), so the
 * fewest of the samples is the request's own figure; every sample is reported.
 */
async function statsReads(
  apiUrl: string,
  firestoreHost: string,
  ids: { small: string; big: string },
  token: string,
): Promise<Record<'small' | 'big', StatsReads> | null> {
  if (!(await resetStats(firestoreHost)) || (await readStats(firestoreHost)) === null) return null;
  const out = {} as Record<'small' | 'big', StatsReads>;
  for (let i = 0; i < READ_SAMPLES; i += 1) {
    for (const which of ['small', 'big'] as const) {
      await resetStats(firestoreHost);
      const res = await timedCall(apiUrl, marathonStats, { params: { id: ids[which] }, token });
      const counted = await readStats(firestoreHost);
      const reads = counted?.documentsRead ?? Number.NaN;
      const aggregations = typeof counted?.aggregations === 'number' ? counted.aggregations : NaN;
      const body = JSON.parse(res.body) as MarathonStats;
      out[which] = {
        reads: [...(out[which]?.reads ?? []), reads],
        aggregations: [...(out[which]?.aggregations ?? []), aggregations],
        total: body.registrations.total,
        byDaySum: body.registrations.byDay.reduce((a, d) => a + d.count, 0),
        days: body.registrations.byDay.length,
      };
    }
  }
  return out;
}

async function countVia(apiUrl: string, id: string): Promise<number> {
  const res = await timedCall(apiUrl, getMarathon, { params: { id } });
  return (JSON.parse(res.body) as { registrationCount: number }).registrationCount;
}

export const runScale: Section<SectionTarget & { registrations: number }> = async (
  options,
  progress,
) => {
  const result = emptyResult();
  const creator: Runner = await signUp(
    options.authUrl,
    `${options.tag}-scale-creator@bench.run.test`,
  );
  // One registration window for both, so the statistics sum the same days (one aggregation a day).
  const window = datesFor('open');
  const bigId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench scale ${options.registrations} ${options.tag}`,
    window,
  );
  const smallId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench scale ${SMALL} ${options.tag}`,
    window,
  );

  const admin = openAdmin(options.firestoreHost);
  let seedSeconds: number;
  let storedBig: number;
  try {
    progress(`  seeding ${options.registrations.toLocaleString('en-US')} registrations...`);
    // The day shards are written here too: the trail trigger would take hours for 100,000 writes.
    const seed = { prefix: 'bench-scale', dailyCounts: true };
    seedSeconds = (await seedRegistrations(admin.db, bigId, options.registrations, seed, progress))
      .seconds;
    await seedRegistrations(admin.db, smallId, SMALL, seed);
    storedBig = await storedRegistrations(admin.db, bigId);
  } finally {
    await admin.close();
  }

  progress(`  timing ${SAMPLES} calls each, alternating the two marathons...`);
  const probes: Probe[] = [
    { label: `${nameOf(getMarathon)} (details, anyone)`, endpoint: getMarathon, token: null },
    {
      label: `${nameOf(getMarathon)} (details, creator: + first participants)`,
      endpoint: getMarathon,
      token: creator.idToken,
    },
    {
      label: `${nameOf(listParticipants)} (first page, creator)`,
      endpoint: listParticipants,
      token: creator.idToken,
    },
    {
      label: `${nameOf(marathonStats)} (statistics, creator)`,
      endpoint: marathonStats,
      token: creator.idToken,
    },
  ];
  const measured: ProbeResult[] = [];
  for (const probe of probes) measured.push(await measure(options.apiUrl, probe, smallId, bigId));
  const counts = {
    small: await countVia(options.apiUrl, smallId),
    big: await countVia(options.apiUrl, bigId),
  };
  const reads = await statsReads(
    options.apiUrl,
    options.firestoreHost,
    { small: smallId, big: bigId },
    creator.idToken,
  );

  result.figures = {
    target: options.target,
    registrations: options.registrations,
    small: SMALL,
    seedSeconds,
    storedBig,
    registrationCount: counts,
    samples: SAMPLES,
    probes: measured,
    statsReads: reads,
  };
  result.tables.push({
    title: `Scale via ${options.target}: ${options.registrations.toLocaleString('en-US')} registrations vs ${SMALL}`,
    header: [
      'call',
      `p50 ms @${SMALL}`,
      `p95 ms @${SMALL}`,
      'p50 ms @big',
      'p95 ms @big',
      'p50 ratio',
    ],
    rows: measured.map((m) => [
      m.label,
      m.small.p50,
      m.small.p95,
      m.big.p50,
      m.big.p95,
      m.ratioP50,
    ]),
    note:
      `${SAMPLES} sequential calls per marathon after ${WARMUP} warm-ups, alternating. registrationCount in the details: ` +
      `${counts.big.toLocaleString('en-US')} (big, ${storedBig.toLocaleString('en-US')} stored) and ${counts.small} (small). ` +
      `Seeding took ${seedSeconds} s.`,
  });
  for (const m of measured.slice(0, 2)) {
    result.budgets.push({
      budget: `Scale: ${m.label} at ${options.registrations.toLocaleString('en-US')} vs ${SMALL} (p50)`,
      limit: `<= ${ALLOWED_RATIO}x`,
      actual: `${m.ratioP50}x (${m.big.p50} ms vs ${m.small.p50} ms)`,
      pass: m.ratioP50 <= ALLOWED_RATIO,
    });
  }
  result.budgets.push({
    budget: 'Scale: the count is exact at both sizes',
    limit: `${options.registrations} and ${SMALL}`,
    actual: `${counts.big} and ${counts.small}`,
    pass:
      counts.big === options.registrations &&
      counts.small === SMALL &&
      storedBig === options.registrations,
  });
  const stats = measured.find((m) => m.label.includes(marathonStats.path));
  if (reads === null) {
    result.warnings.push(
      `No stats endpoint at http://${options.firestoreHost}/run/v1/stats: the statistics' reads not measured.`,
    );
  } else if (stats !== undefined) {
    const fewest = (r: StatsReads) => Math.min(...r.reads);
    result.tables.push({
      title: `Statistics (${nameOf(marathonStats)}, creator): ${options.registrations.toLocaleString('en-US')} registrations vs ${SMALL}`,
      header: [
        'race',
        ...LATENCY_COLUMNS.slice(0, 2),
        'reads (each sample)',
        'fewest reads',
        'aggregations',
        'total',
        'by day (sum, days)',
      ],
      rows: (['small', 'big'] as const).map((w) => [
        w === 'small' ? SMALL : options.registrations,
        stats[w].p50,
        stats[w].p95,
        reads[w].reads.join(', '),
        fewest(reads[w]),
        [...new Set(reads[w].aggregations)].join(', '),
        reads[w].total,
        `${reads[w].byDaySum} over ${reads[w].days}`,
      ]),
      note:
        `${SAMPLES} sequential calls each after ${WARMUP} warm-ups, alternating; documentsRead of the local Firestore ` +
        `server, reset before each of ${READ_SAMPLES} further calls (alternating); the trail triggers of the seeded writes also read meanwhile, so the fewest is the request's own. Both races have the same registration window. ` +
        'The day shards were written with the seeded registrations (the trail trigger lags far behind 100,000 direct writes; ' +
        'what it adds meanwhile shows in "by day").',
    });
    result.budgets.push({
      budget: `Statistics at ${options.registrations.toLocaleString('en-US')} vs ${SMALL}: as fast (p50) and no more reads`,
      limit: `<= ${ALLOWED_RATIO}x p50, reads equal`,
      actual:
        `${stats.ratioP50}x (${stats.big.p50} ms vs ${stats.small.p50} ms), ` +
        `${fewest(reads.big)} vs ${fewest(reads.small)} reads, totals ${reads.big.total} and ${reads.small.total}`,
      pass:
        stats.ratioP50 <= ALLOWED_RATIO &&
        fewest(reads.big) <= fewest(reads.small) &&
        reads.big.total === options.registrations &&
        reads.small.total === SMALL,
    });
  }
  return result;
};
