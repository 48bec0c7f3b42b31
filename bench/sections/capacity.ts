// Capacity (docs/budgets.md and docs/places.md): a burst of N runners at once for N/2 places, a
// burst of N runners spread over a race of three distances (two of N/4 places, one without a
// limit), each against the unlimited burst's p99 of the same run, then a sustained Berlin-style
// opening (67 registrations a second) reporting the most writes any one document took per second,
// as the local Firestore server counts them.
import { applyToMarathon } from '@run/contract/endpoints/registrations';

import { openAdmin, storedRegistrations } from '../support/admin.js';
import { createOpenMarathon, getMarathon, nameOf } from '../support/api.js';
import { creatorAndRunners, type Runner } from '../support/auth-emulator.js';
import { measured } from '../support/bursts.js';
import { distanceOf, spread, threeDistances } from '../support/distances.js';
import {
  busiestDocuments,
  resetStats,
  untilQuiet,
  type DocumentWrites,
} from '../support/firestore-stats.js';
import {
  emptyResult,
  type BudgetCheck,
  type Section,
  type SectionTarget,
} from '../support/report.js';
import {
  LATENCY_COLUMNS,
  latencyCells,
  p99Ratio,
  round,
  type LatencySummary,
} from '../support/stats.js';
import { apply, type Outcome } from './api-burst.js';

/** Berlin 2013: 10,000 registrations in 2.5 minutes. */
export const BERLIN_RATE = 67;
/** Firestore's sustained write rate per document. */
const DOC_WRITES_PER_SECOND = 1;
/** The sliding window over which "sustained" is also reported. */
const WINDOW_SECONDS = 10;
/** docs/budgets.md: a limited race's burst p99 at most this times the unlimited burst's. */
const P99_RATIO_MAX = 1.5;
/**
 * docs/budgets.md's p99 budget for a limited burst, or null without an unlimited burst to compare
 * with. Judged on the exact figures: a ratio of 1.502 shows as 1.5 but misses.
 */
export function p99Budget(
  label: string,
  burst: { latencyMs: LatencySummary; serverErrors: number; p99Ratio: number | null },
  unlimitedP99: number | null,
): BudgetCheck | null {
  if (unlimitedP99 === null || burst.p99Ratio === null) return null;
  return {
    budget: `${label}: burst p99 against the unlimited burst's in this run, zero 5xx`,
    limit: `<= ${P99_RATIO_MAX}x, 0 5xx`,
    actual: `${burst.p99Ratio}x (${burst.latencyMs.p99} ms vs ${unlimitedP99} ms), ${burst.serverErrors} 5xx`,
    pass: burst.latencyMs.p99 <= P99_RATIO_MAX * unlimitedP99 && burst.serverErrors === 0,
  };
}
/** Where registrations store their distance (functions/src/store/distances.ts). */
const DISTANCE_FIELD = 'distanceId';

export interface CapacityOptions extends SectionTarget {
  runners: number;
  openingSeconds: number;
  /** The unlimited burst's p99 in this run (the api section's), or null when it did not run. */
  unlimitedP99: number | null;
}

/** A 409 `{soldOut: true}`, for `distanceId` when given (the sold-out answer must name it). */
function isSoldOut(o: Outcome, distanceId?: string): boolean {
  if (o.status !== 409 || o.error === null) return false;
  try {
    const body = JSON.parse(o.error) as { soldOut?: unknown; distanceId?: unknown };
    return body.soldOut === true && (distanceId === undefined || body.distanceId === distanceId);
  } catch {
    return false;
  }
}

/** Anything but `{modifiedCount: 1}` or sold out is an error (docs/budgets.md). */
export function tallyPlaces(outcomes: Outcome[], distanceId?: string) {
  const accepted = (o: Outcome) => o.status === 200 && o.modifiedCount === 1;
  const other = outcomes.filter((o) => !accepted(o) && !isSoldOut(o, distanceId));
  return {
    accepted: outcomes.filter(accepted).length,
    soldOut: outcomes.filter((o) => isSoldOut(o, distanceId)).length,
    errors: other.length,
    ...measured(outcomes),
    firstErrors: [...new Set(other.map((o) => `${o.status}: ${o.error ?? ''}`))].slice(0, 5),
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

/** Registrations stored for each of a marathon's distances: a count() per distance. */
async function storedPerDistance(
  firestoreHost: string,
  marathonId: string,
  distanceIds: readonly string[],
): Promise<number[]> {
  const admin = openAdmin(firestoreHost);
  try {
    const registrations = admin.db
      .collection('marathons')
      .doc(marathonId)
      .collection('registrations');
    return await Promise.all(
      distanceIds.map(
        async (id) =>
          (await registrations.where(DISTANCE_FIELD, '==', id).count().get()).data().count,
      ),
    );
  } finally {
    await admin.close();
  }
}

/**
 * N runners at once for N/2 places in a race made of `race(places)` (a plain capacity here; one
 * priced distance in the payments section): the tally, the p99 ratio, what is stored and counted,
 * and every answer (`outcomes`, for the caller's own checks; not a figure).
 */
export async function halfPlacesBurst(
  options: SectionTarget & { unlimitedP99: number | null },
  creator: Runner,
  runners: Runner[],
  title: string,
  race: (places: number) => Record<string, unknown>,
) {
  const places = Math.floor(runners.length / 2);
  const marathonId = await createOpenMarathon(options.apiUrl, creator, title, race(places));
  const start = performance.now();
  const outcomes = await Promise.all(
    runners.map((r, i) => apply(options.apiUrl, marathonId, r, i)),
  );
  const wallSeconds = round((performance.now() - start) / 1000, 2);
  const counts = await getMarathon(options.apiUrl, marathonId);
  const t = tallyPlaces(outcomes);
  return {
    places,
    marathonId,
    wallSeconds,
    ...t,
    p99Ratio: p99Ratio(t.latencyMs.p99, options.unlimitedP99),
    stored: await stored(options.firestoreHost, marathonId),
    counted: counts.registrationCount,
    outcomes,
  };
}

/** N runners at once over three distances (`threeDistances`), runner i for distance i mod 3. */
async function distancesBurst(options: CapacityOptions, creator: Runner, runners: Runner[]) {
  const race = threeDistances(runners.length);
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench distances ${options.tag}`,
    { distances: race },
  );
  const created = await getMarathon(options.apiUrl, marathonId);
  const ids = race.map((d) => {
    const id = created.distances.find((c) => c.name === d.name)?.id;
    if (id === undefined) throw new Error(`The new marathon has no distance "${d.name}".`);
    return id;
  });
  const shares = spread(
    runners.length,
    race.map((d) => d.capacity),
  );
  const idOf = (i: number) => ids[distanceOf(i, ids.length)];
  const start = performance.now();
  const outcomes = await Promise.all(
    runners.map((r, i) => apply(options.apiUrl, marathonId, r, i, idOf(i))),
  );
  const wallSeconds = round((performance.now() - start) / 1000, 2);
  const after = await getMarathon(options.apiUrl, marathonId);
  const stored = await storedPerDistance(options.firestoreHost, marathonId, ids);
  const distances = race.map((d, k) => {
    const id = ids[k] ?? '';
    const share = shares[k] ?? { sent: 0, places: 0, soldOut: 0 };
    return {
      id,
      name: d.name,
      capacity: d.capacity,
      sent: share.sent,
      places: share.places,
      ...tallyPlaces(
        outcomes.filter((_, i) => distanceOf(i, ids.length) === k),
        id,
      ),
      stored: stored[k] ?? 0,
      counted: after.distances.find((c) => c.id === id)?.registrationCount ?? null,
    };
  });
  const all = tallyPlaces(outcomes);
  const sum = (pick: (d: (typeof distances)[number]) => number) =>
    distances.reduce((a, d) => a + pick(d), 0);
  return {
    marathonId,
    wallSeconds,
    distances,
    // Sold out and errors as each distance judged them (a sold-out answer naming another distance is an error).
    accepted: all.accepted,
    soldOut: sum((d) => d.soldOut),
    errors: sum((d) => d.errors),
    serverErrors: all.serverErrors,
    statuses: all.statuses,
    latencyMs: all.latencyMs,
    firstErrors: [...new Set(distances.flatMap((d) => d.firstErrors))].slice(0, 5),
    p99Ratio: p99Ratio(all.latencyMs.p99, options.unlimitedP99),
    stored: sum((d) => d.stored),
    counted: after.registrationCount,
    exact: distances.every(
      (d) =>
        d.accepted === d.places &&
        d.stored === d.places &&
        d.counted === d.places &&
        d.soldOut === d.sent - d.places,
    ),
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
    ...tallyPlaces(outcomes),
    stored: registered,
    busiest: rates,
    top,
    atBerlinRate,
  };
}

export const runCapacity: Section<CapacityOptions> = async (options, progress) => {
  const result = emptyResult();
  const openingRunners = BERLIN_RATE * options.openingSeconds;
  const { creator, runners: all } = await creatorAndRunners(
    options,
    'capacity',
    2 * options.runners + openingRunners,
    progress,
  );
  // Each burst starts on an idle stack: the triggers of what ran before it (the unlimited burst's
  // mails and trail, the previous burst's) are done, so the ratios compare like with like.
  const quiet = untilQuiet(options.firestoreHost, progress);
  await quiet();
  progress(
    `  [${options.target}] ${options.runners} runners at once for ${Math.floor(options.runners / 2)} places...`,
  );
  const { outcomes: _answers, ...b } = await halfPlacesBurst(
    options,
    creator,
    all.slice(0, options.runners),
    `Bench capacity ${options.tag}`,
    (places) => ({ capacity: places }),
  );
  const race = threeDistances(options.runners);
  await quiet();
  progress(
    `  [${options.target}] ${options.runners} runners at once over three distances (${race.map((d) => d.capacity ?? 'no limit').join(', ')} places)...`,
  );
  const d = await distancesBurst(options, creator, all.slice(options.runners, 2 * options.runners));
  await quiet();
  progress(
    `  [${options.target}] opening: ${BERLIN_RATE} registrations a second for ${options.openingSeconds} s...`,
  );
  const o = await opening(options, creator, all.slice(2 * options.runners));

  result.figures = {
    target: options.target,
    unlimitedP99: options.unlimitedP99,
    burst: b,
    distancesBurst: d,
    opening: o,
  };
  const ratioNote =
    options.unlimitedP99 === null
      ? 'No unlimited burst ran before it (the api section), so no p99 ratio.'
      : `The p99 ratio is against the unlimited burst's p99 in this run, ${options.unlimitedP99} ms.`;
  result.tables.push({
    title: `Capacity burst via ${options.target}: ${options.runners} runners at once for ${b.places} places`,
    header: [
      'accepted',
      'sold out',
      'errors',
      '5xx',
      ...LATENCY_COLUMNS,
      'p99 ÷ unlimited p99',
      'wall s',
    ],
    rows: [
      [
        b.accepted,
        b.soldOut,
        b.errors,
        b.serverErrors,
        ...latencyCells(b.latencyMs),
        b.p99Ratio,
        b.wallSeconds,
      ],
    ],
    note:
      `${nameOf(applyToMarathon, '/api')} for a marathon with capacity ${b.places}; "sold out" = 409 ` +
      `{soldOut: true}. Afterwards Firestore holds ${b.stored} registrations and the API counts ${b.counted}. ` +
      `${ratioNote} Statuses: ${JSON.stringify(b.statuses)}.` +
      (b.firstErrors.length > 0 ? ` First errors: ${b.firstErrors.join(' | ')}` : ''),
  });
  result.tables.push({
    title: `Three-distance burst via ${options.target}: ${options.runners} runners at once over three distances`,
    header: [
      'distance',
      'places',
      'runners',
      'accepted',
      'sold out',
      'errors',
      '5xx',
      ...LATENCY_COLUMNS,
      'stored',
      'counted',
    ],
    rows: [
      ...d.distances.map((x) => [
        x.name,
        x.capacity ?? 'no limit',
        x.sent,
        x.accepted,
        x.soldOut,
        x.errors,
        x.serverErrors,
        ...latencyCells(x.latencyMs),
        x.stored,
        x.counted,
      ]),
      [
        'all',
        '-',
        options.runners,
        d.accepted,
        d.soldOut,
        d.errors,
        d.serverErrors,
        ...latencyCells(d.latencyMs),
        d.stored,
        d.counted,
      ],
    ],
    note:
      `${nameOf(applyToMarathon, '/api')} with distanceId, runner i for distance i mod 3, all sent at once ` +
      `(wall ${d.wallSeconds} s); "sold out" = 409 {soldOut: true} naming the runner's distance. "stored" ` +
      `counts the registrations Firestore holds with that distanceId, "counted" is the distance's ` +
      `registrationCount in the API's answer. ${ratioNote}` +
      (d.p99Ratio === null ? '' : ` All runners' p99 ÷ that: ${d.p99Ratio}.`) +
      ` Statuses: ${JSON.stringify(d.statuses)}.` +
      (d.firstErrors.length > 0 ? ` First errors: ${d.firstErrors.join(' | ')}` : ''),
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
  const capacityP99 = p99Budget('Capacity', b, options.unlimitedP99);
  if (capacityP99 !== null) result.budgets.push(capacityP99);
  result.budgets.push({
    budget: `Distances: ${options.runners} runners at once over ${race.length} distances (${race.map((x) => x.capacity ?? 'no limit').join(' / ')} places), exact per distance, zero 5xx`,
    limit: `each distance: ${d.distances.map((x) => `${x.places}`).join(' / ')} accepted, stored and counted; ${d.distances.map((x) => x.sent - x.places).join(' / ')} sold out; 0 errors`,
    actual:
      d.distances
        .map((x) => `${x.accepted}/${x.stored}/${x.counted ?? '-'} (sold out ${x.soldOut})`)
        .join(', ') + `; ${d.errors} errors, ${d.serverErrors} 5xx`,
    pass: d.exact && d.errors === 0 && d.serverErrors === 0,
  });
  const distancesP99 = p99Budget('Distances', d, options.unlimitedP99);
  if (distancesP99 !== null) result.budgets.push(distancesP99);
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
  for (const part of [b, d, o]) {
    if (part.firstErrors.length > 0)
      result.warnings.push(`Capacity: ${part.firstErrors.join(' | ')}`);
  }
  return result;
};
