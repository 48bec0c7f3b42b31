// Race day (docs/race-day.md): a race of 30,000 registrations seeded straight into
// Firestore (shaped as the API writes them, each with its race pass, and as a real race's runners are:
// Firebase-length random uids, varied names, bibs); the whole roster downloaded as the
// check-in screen keeps it (one answer in columns, as the organiser); then 10 devices checking
// distinct runners in by pass at once, and 10 devices checking the same pass at once.
import { gzipSync } from 'node:zlib';

import type { CheckInResult, Roster } from '@run/contract/domain/api-types';
import { checkIn, compactRoster } from '@run/contract/endpoints/race-day';

import { openAdmin, storedRegistrations } from '../support/admin.js';
import { getMarathon, nameOf, timedCall } from '../support/api.js';
import { firstDistanceId, organiserWithRace } from '../support/section-race.js';
import { measured } from '../support/bursts.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import {
  LONG_QUIET_MS,
  readStats,
  resetStats,
  waitUntilQuiet,
  type FirestoreStats,
} from '../support/firestore-stats.js';
import { firebaseUid, shuffledBibs, variedName } from '../support/race-day-runners.js';
import { seedRegistrations } from '../support/seed.js';
import { LATENCY_COLUMNS, latencyCells, round } from '../support/stats.js';

export const DEVICES = 10;
/** Downloads of the roster in a row; the budget is judged on their median. */
const DOWNLOADS = 3;

export interface RaceDayOptions extends SectionTarget {
  /** Registrations of the race (default 30,000). */
  runners: number;
  /** Check-ins each device makes, each of a runner no other device scans. */
  checkInsPerDevice: number;
}

/**
 * What the local server counted per check-in: while the devices sent them (the API's own reads and
 * writes, and the triggers that kept up), and once the triggers they fired were done too. The
 * official emulator counts nothing: then null.
 */
function perCheckIn(stats: FirestoreStats | null, checkIns: number) {
  if (stats === null || checkIns === 0) return null;
  const each = (n: unknown) => round(Number(n) / checkIns, 2);
  return {
    reads: each(stats.documentsRead),
    writes: each(stats.documentsWritten),
    queries: each(stats.queries),
    aggregations: each(stats.aggregations),
  };
}

const countsCell = (c: ReturnType<typeof perCheckIn>) =>
  c === null
    ? 'n/a'
    : `${c.reads} reads, ${c.writes} writes, ${c.queries} queries, ${c.aggregations} counts`;

interface CheckInOutcome {
  ms: number;
  status: number;
  already: boolean | null;
  error: string | null;
}

async function checkInPass(
  apiUrl: string,
  marathonId: string,
  passId: string,
  token: string,
): Promise<CheckInOutcome> {
  try {
    const res = await timedCall(apiUrl, checkIn, {
      params: { id: marathonId },
      body: { passId },
      token,
    });
    if (res.status !== 200)
      return { ms: res.ms, status: res.status, already: null, error: res.body.slice(0, 200) };
    const body = JSON.parse(res.body) as CheckInResult;
    return { ms: res.ms, status: res.status, already: body.alreadyCheckedIn, error: null };
  } catch (error) {
    return { ms: Number.NaN, status: 0, already: null, error: String(error) };
  }
}

/** The whole roster as the check-in screen fetches it: one answer, in columns. */
async function downloadRoster(apiUrl: string, marathonId: string, token: string) {
  const started = performance.now();
  const res = await timedCall(apiUrl, compactRoster, { params: { id: marathonId }, token });
  if (res.status !== 200)
    throw new Error(`The roster answered ${res.status}: ${res.body.slice(0, 200)}`);
  const columns = (JSON.parse(res.body) as Roster).runners;
  const seconds = round((performance.now() - started) / 1000, 2);
  return {
    seconds,
    runners: columns.distance.length,
    bytes: Buffer.byteLength(res.body),
    gzipBytes: gzipSync(res.body, { level: 6 }).length,
    withPass: new Set(columns.passKey.filter((k) => k !== null)).size,
  };
}

export const runRaceDay: Section<RaceDayOptions> = async (options, progress) => {
  const result = emptyResult();
  const { organiser, marathonId } = await organiserWithRace(
    options,
    'raceday',
    `Bench race day ${options.runners} ${options.tag}`,
  );
  const distanceId = firstDistanceId(
    await getMarathon(options.apiUrl, marathonId, organiser.idToken),
  );

  progress(
    `  seeding ${options.runners.toLocaleString('en-US')} registrations with race passes, random uids, varied names and bibs...`,
  );
  const admin = openAdmin(options.firestoreHost);
  let passes: string[];
  let seedSeconds: number;
  let stored: number;
  let distinctNames = 0;
  try {
    const uids = Array.from({ length: options.runners }, firebaseUid);
    const bibs = shuffledBibs(options.runners);
    const names = Array.from({ length: options.runners }, variedName);
    distinctNames = new Set(names.map((n) => `${n.firstName} ${n.lastName}`)).size;
    const seeded = await seedRegistrations(
      admin.db,
      marathonId,
      options.runners,
      {
        prefix: 'bench-raceday',
        uid: (i) => uids[i] ?? firebaseUid(),
        distanceId,
        passes: true,
        fields: (i) => ({ ...names[i], bib: bibs[i] ?? null }),
      },
      progress,
    );
    passes = seeded.passes;
    seedSeconds = seeded.seconds;
    stored = await storedRegistrations(admin.db, marathonId);
  } finally {
    await admin.close();
  }

  // The seeded writes fire the stack's triggers (the activity trail) for a while; a device fetches the
  // roster on race morning, long after registrations settled, so it is timed on an idle stack.
  const waited = await waitUntilQuiet(options.firestoreHost, 3_000, LONG_QUIET_MS);
  progress(`  the stack is idle (waited ${waited} s for its triggers); downloading the roster...`);
  const downloads = [];
  for (let n = 0; n < DOWNLOADS; n += 1) {
    const d = await downloadRoster(options.apiUrl, marathonId, organiser.idToken);
    progress(
      `    roster ${n + 1}: ${d.seconds} s, ${round(d.bytes / 1024)} KB JSON, ${round(d.gzipBytes / 1024)} KB gzip`,
    );
    downloads.push(d);
  }
  const bySeconds = [...downloads].sort((a, b) => a.seconds - b.seconds);
  const download = bySeconds[Math.floor(DOWNLOADS / 2)] ?? bySeconds[0];
  if (download === undefined) throw new Error('No roster download.');

  const perDevice = Math.min(
    options.checkInsPerDevice,
    Math.floor((options.runners - 1) / DEVICES),
  );
  progress(`  ${DEVICES} devices check in ${perDevice} runners each, at once...`);
  await resetStats(options.firestoreHost);
  const started = performance.now();
  const byDevice = await Promise.all(
    Array.from({ length: DEVICES }, async (_, d) => {
      const outcomes: CheckInOutcome[] = [];
      for (let k = 0; k < perDevice; k += 1) {
        // Device d scans runners d, d + 10, d + 20...: spread over the whole race, never another's.
        const pass = passes[d + k * DEVICES] ?? '';
        outcomes.push(await checkInPass(options.apiUrl, marathonId, pass, organiser.idToken));
      }
      return outcomes;
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const all = byDevice.flat();
  const during = perCheckIn(await readStats(options.firestoreHost), all.length);
  const quietAfter = await waitUntilQuiet(options.firestoreHost);
  const withTriggers = perCheckIn(await readStats(options.firestoreHost), all.length);
  progress(
    `  per check-in: ${countsCell(during)} while sent; ${countsCell(withTriggers)} with their triggers (${quietAfter} s to idle)`,
  );
  const firstTime = all.filter((o) => o.already === false).length;
  const errors = all.filter((o) => o.status !== 200);
  const latency = measured(all).latencyMs;

  progress(`  ${DEVICES} devices check the same pass in at once...`);
  const samePass = passes.at(-1) ?? '';
  const same = await Promise.all(
    Array.from({ length: DEVICES }, () =>
      checkInPass(options.apiUrl, marathonId, samePass, organiser.idToken),
    ),
  );
  const sameFirst = same.filter((o) => o.already === false).length;
  const sameAlready = same.filter((o) => o.already === true).length;
  const sameErrors = same.filter((o) => o.status !== 200);
  const firstErrors = [
    ...new Set([...errors, ...sameErrors].map((o) => `${o.status}: ${o.error ?? ''}`)),
  ].slice(0, 5);

  result.figures = {
    target: options.target,
    marathonId,
    runners: options.runners,
    seedSeconds,
    stored,
    roster: { ...download, each: downloads.map((d) => d.seconds) },
    checkIns: {
      devices: DEVICES,
      perDevice,
      sent: all.length,
      firstTime,
      errors: errors.length,
      wallSeconds: round(wallSeconds, 2),
      perSecond: round(all.length / wallSeconds),
      latencyMs: latency,
      perCheckIn: { whileSent: during, withTriggers },
    },
    samePass: {
      devices: DEVICES,
      first: sameFirst,
      already: sameAlready,
      errors: sameErrors.length,
    },
    firstErrors,
  };
  result.tables.push({
    title: `Race day via ${options.target}: the roster of ${options.runners.toLocaleString('en-US')} runners`,
    header: [
      'seconds (median)',
      'each',
      'runners',
      'distinct pass keys',
      'JSON KB',
      'gzip KB (level 6)',
    ],
    rows: [
      [
        download.seconds,
        downloads.map((d) => d.seconds).join(' / '),
        download.runners,
        download.withPass,
        round(download.bytes / 1024),
        round(download.gzipBytes / 1024),
      ],
    ],
    note: `${nameOf(compactRoster, '/api')} as the organiser, one answer in columns (the check-in screen's download; the time includes parsing it), ${DOWNLOADS} times in a row once the stack was idle (${waited} s after seeding). Seeded straight into Firestore in ${seedSeconds} s; ${stored.toLocaleString('en-US')} stored, each with a uid of 28 random characters and a bib, ${distinctNames.toLocaleString('en-US')} distinct names.`,
  });
  result.tables.push({
    title: `Check-ins by race pass from ${DEVICES} devices at once (via ${options.target})`,
    header: ['check-ins', 'first time', 'errors', ...LATENCY_COLUMNS, 'per s', 'wall s'],
    rows: [
      [
        all.length,
        firstTime,
        errors.length,
        ...latencyCells(latency),
        round(all.length / wallSeconds),
        round(wallSeconds, 2),
      ],
    ],
    note:
      `${nameOf(checkIn, '/api')} {passId}, ${DEVICES} loops at once, each ${perDevice} runners no other device scans, as the organiser. ` +
      `Then ${DEVICES} devices at once with one pass: ${sameFirst} checked in, ${sameAlready} already, ${sameErrors.length} errors. ` +
      `Counted by the local Firestore server per check-in: ${countsCell(during)} while they were sent; ${countsCell(withTriggers)} once the triggers they fired were done.` +
      (firstErrors.length > 0 ? ` First errors: ${firstErrors.join(' | ')}` : ''),
  });
  result.budgets.push({
    budget: `Race day: check-ins from ${DEVICES} devices at once, zero errors`,
    limit: `${all.length} first check-ins, 0 errors`,
    actual: `${firstTime} first, ${errors.length} errors, p99 ${latency.p99} ms`,
    pass: firstTime === all.length && errors.length === 0,
  });
  result.budgets.push({
    budget: `Race day: check-ins from ${DEVICES} devices, p95`,
    limit: '< 300 ms',
    actual: `${latency.p95} ms`,
    pass: latency.p95 < 300,
  });
  result.budgets.push({
    budget: `Race day: ${DEVICES} devices check one pass in at once`,
    limit: `1 checked in, ${DEVICES - 1} already, 0 errors`,
    actual: `${sameFirst} checked in, ${sameAlready} already, ${sameErrors.length} errors`,
    pass: sameFirst === 1 && sameAlready === DEVICES - 1 && sameErrors.length === 0,
  });
  result.budgets.push({
    budget: `Race day: the whole roster of ${options.runners.toLocaleString('en-US')} on the device`,
    limit: `${options.runners} runners, each with its own pass key`,
    actual: `${download.runners} runners, ${download.withPass} pass keys, ${download.seconds} s`,
    pass: download.runners === options.runners && download.withPass === options.runners,
  });
  result.budgets.push({
    budget: `Race day: the roster of ${options.runners.toLocaleString('en-US')} reaches a device`,
    limit: `< 2 s (median of ${DOWNLOADS}), <= 400 KB gzip`,
    actual: `${download.seconds} s, ${round(download.gzipBytes / 1024)} KB gzip`,
    pass: download.seconds < 2 && download.gzipBytes <= 400 * 1024,
  });
  if (firstErrors.length > 0) result.warnings.push(`Race day: ${firstErrors.join(' | ')}`);
  return result;
};
