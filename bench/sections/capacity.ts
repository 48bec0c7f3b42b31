// Capacity (DESIGN.md section 7): a burst of N runners at once for N/2 places, then a sustained
// Berlin-style opening (67 registrations a second) reporting the most writes any one document took
// per second, as the local Firestore server counts them.
import { applyToMarathon } from '@run/contract/endpoints/registrations';

import { openAdmin, storedRegistrations } from '../support/admin.js';
import { createOpenMarathon, getMarathon, nameOf } from '../support/api.js';
import { createRunners, type Runner } from '../support/auth-emulator.js';
import { busiestDocuments, resetStats, type DocumentWrites } from '../support/firestore-stats.js';
import { emptyResult, type SectionResult } from '../support/report.js';
import { LATENCY_COLUMNS, latencyCells, round, summarize } from '../support/stats.js';
import { apply, type Outcome } from './api-burst.js';

/** Berlin 2013: 10,000 registrations in 2.5 minutes. */
export const BERLIN_RATE = 67;
/** Firestore's sustained write rate per document. */
const DOC_WRITES_PER_SECOND = 1;
/** The sliding window over which "sustained" is also reported. */
const WINDOW_SECONDS = 10;

export interface CapacityOptions {
  apiUrl: string;
  authUrl: string;
  firestoreHost: string;
  target: string;
  runners: number;
  openingSeconds: number;
  tag: string;
}

const isSoldOut = (o: Outcome) => o.status === 409 && (o.error ?? '').includes('"soldOut":true');

function tally(outcomes: Outcome[]) {
  return {
    accepted: outcomes.filter((o) => o.modifiedCount === 1).length,
    soldOut: outcomes.filter(isSoldOut).length,
    errors: outcomes.filter((o) => o.status !== 200 && !isSoldOut(o)).length,
    serverErrors: outcomes.filter((o) => o.status >= 500 || o.status === 0).length,
    latencyMs: summarize(outcomes.filter((o) => o.status !== 0).map((o) => o.ms)),
    firstErrors: [
      ...new Set(
        outcomes
          .filter((o) => o.status !== 200 && !isSoldOut(o))
          .map((o) => `${o.status}: ${o.error ?? ''}`),
      ),
    ].slice(0, 5),
  };
}

/** Busiest second, busiest sliding window (per second) and the average over the opening. */
export function writeRates(doc: DocumentWrites, openingSeconds: number) {
  const seconds = Object.entries(doc.perSecond).map(([s, n]) => [Number(s), n] as const);
  const peak = Math.max(0, ...seconds.map(([, n]) => n));
  let window = 0;
  for (const [start] of seconds) {
    const inWindow = seconds
      .filter(([s]) => s >= start && s < start + WINDOW_SECONDS)
      .reduce((a, [, n]) => a + n, 0);
    window = Math.max(window, inWindow);
  }
  return {
    peakSecond: peak,
    busiestWindow: round(window / WINDOW_SECONDS, 2),
    openingAverage: round(doc.writes / openingSeconds, 2),
  };
}

async function stored(firestoreHost: string, marathonId: string): Promise<number> {
  const admin = openAdmin(firestoreHost);
  try {
    return await storedRegistrations(admin.db, marathonId);
  } finally {
    await admin.close();
  }
}

async function burst(options: CapacityOptions, creator: Runner, runners: Runner[]) {
  const places = Math.floor(runners.length / 2);
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench capacity ${options.tag}`,
    { capacity: places },
  );
  const start = performance.now();
  const outcomes = await Promise.all(
    runners.map((r, i) => apply(options.apiUrl, marathonId, r, i)),
  );
  const wallSeconds = round((performance.now() - start) / 1000, 2);
  const counts = await getMarathon(options.apiUrl, marathonId);
  return {
    places,
    marathonId,
    wallSeconds,
    ...tally(outcomes),
    stored: await stored(options.firestoreHost, marathonId),
    counted: counts.registrationCount,
  };
}

async function opening(options: CapacityOptions, creator: Runner, runners: Runner[]) {
  // Places to spare: the opening measures the rate, not the sell-out.
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench opening ${options.tag}`,
    { capacity: 100_000 },
  );
  await resetStats(options.firestoreHost);
  const start = performance.now();
  const outcomes = await Promise.all(
    runners.map(async (r, i) => {
      const due = (i * 1000) / BERLIN_RATE - (performance.now() - start);
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      return apply(options.apiUrl, marathonId, r, i);
    }),
  );
  const wallSeconds = round((performance.now() - start) / 1000, 2);
  const busiest = (await busiestDocuments(options.firestoreHost, 5)) ?? [];
  const rates = busiest.map((d) => ({
    path: d.path,
    writes: d.writes,
    ...writeRates(d, wallSeconds),
  }));
  const top = [...rates].sort((a, b) => b.busiestWindow - a.busiestWindow)[0] ?? null;
  const registered = await stored(options.firestoreHost, marathonId);
  // Where the machine cannot serve 67 a second, the busiest document's share of the registrations
  // stored, times 67, is the rate it would take at Berlin's pace.
  const atBerlinRate =
    top === null || registered === 0
      ? null
      : round((Math.max(...rates.map((r) => r.writes)) / registered) * BERLIN_RATE, 2);
  return {
    marathonId,
    wallSeconds,
    achievedRate: round(runners.length / wallSeconds),
    ...tally(outcomes),
    stored: registered,
    busiest: rates,
    top,
    atBerlinRate,
  };
}

export async function runCapacity(
  options: CapacityOptions,
  progress: (line: string) => void,
): Promise<SectionResult> {
  const result = emptyResult();
  const openingRunners = BERLIN_RATE * options.openingSeconds;
  progress(`  creating ${options.runners + openingRunners + 1} accounts in the Auth emulator...`);
  const [creator, ...all] = await createRunners(
    options.authUrl,
    `${options.tag}-capacity`,
    options.runners + openingRunners + 1,
  );
  if (creator === undefined) throw new Error('Account creation returned no accounts.');
  progress(
    `  [${options.target}] ${options.runners} runners at once for ${Math.floor(options.runners / 2)} places...`,
  );
  const b = await burst(options, creator, all.slice(0, options.runners));
  progress(
    `  [${options.target}] opening: ${BERLIN_RATE} registrations a second for ${options.openingSeconds} s...`,
  );
  const o = await opening(options, creator, all.slice(options.runners));

  result.figures = { target: options.target, burst: b, opening: o };
  result.tables.push({
    title: `Capacity burst via ${options.target}: ${options.runners} runners at once for ${b.places} places`,
    header: ['accepted', 'sold out', 'errors', '5xx', ...LATENCY_COLUMNS, 'wall s'],
    rows: [
      [
        b.accepted,
        b.soldOut,
        b.errors,
        b.serverErrors,
        ...latencyCells(b.latencyMs),
        b.wallSeconds,
      ],
    ],
    note:
      `${nameOf(applyToMarathon, '/api')} for a marathon with capacity ${b.places}; "sold out" = 409 ` +
      `{soldOut: true}. Afterwards Firestore holds ${b.stored} registrations and the API counts ${b.counted}.` +
      (b.firstErrors.length > 0 ? ` First errors: ${b.firstErrors.join(' | ')}` : ''),
  });
  result.tables.push({
    title: `Opening via ${options.target}: ${BERLIN_RATE} registrations a second for ${options.openingSeconds} s, the busiest documents`,
    header: [
      'document',
      'writes',
      'busiest second',
      `busiest ${WINDOW_SECONDS} s, per s`,
      'opening average, per s',
    ],
    rows: o.busiest.map((d) => [
      d.path.replace(/^.*?marathons\//u, 'marathons/'),
      d.writes,
      d.peakSecond,
      d.busiestWindow,
      d.openingAverage,
    ]),
    note:
      `${openingRunners} runners sent on a fixed schedule (achieved ${o.achievedRate}/s): ${o.accepted} accepted, ` +
      `${o.errors} errors, ${o.serverErrors} 5xx, p50/p95/p99 ${o.latencyMs.p50}/${o.latencyMs.p95}/${o.latencyMs.p99} ms, ` +
      `${o.stored} stored. Writes per document per second from the local Firestore server ` +
      `(GET /run/v1/stats/writes, reset at the start). The busiest document's share of the stored ` +
      `registrations, times ${BERLIN_RATE}: ${o.atBerlinRate ?? '-'} writes a second at Berlin's pace.`,
  });
  result.budgets.push({
    budget: `Capacity: ${options.runners} runners at once for ${b.places} places, exact, zero 5xx`,
    limit: `${b.places} accepted and stored, ${options.runners - b.places} sold out, 0 5xx`,
    actual: `${b.accepted} accepted, ${b.stored} stored, ${b.counted} counted, ${b.soldOut} sold out, ${b.serverErrors} 5xx`,
    pass:
      b.accepted === b.places &&
      b.stored === b.places &&
      b.counted === b.places &&
      b.soldOut === options.runners - b.places &&
      b.serverErrors === 0,
  });
  result.budgets.push({
    budget: `Capacity: busiest document over a ${BERLIN_RATE}/s opening of ${options.openingSeconds} s`,
    limit: `<= ${DOC_WRITES_PER_SECOND} write/s sustained (opening average, and its share at ${BERLIN_RATE}/s)`,
    actual:
      o.top === null
        ? 'no per-document counts (not the local server)'
        : `${o.top.openingAverage}/s average (${o.atBerlinRate ?? '-'}/s at ${BERLIN_RATE}/s), ${o.top.busiestWindow}/s busiest ${WINDOW_SECONDS} s, ${o.top.peakSecond} in its busiest second; achieved ${o.achievedRate}/s`,
    pass:
      o.top !== null &&
      o.top.openingAverage <= DOC_WRITES_PER_SECOND &&
      (o.atBerlinRate ?? Infinity) <= DOC_WRITES_PER_SECOND &&
      o.serverErrors === 0,
  });
  for (const part of [b, o]) {
    if (part.firstErrors.length > 0)
      result.warnings.push(`Capacity: ${part.firstErrors.join(' | ')}`);
  }
  return result;
}
