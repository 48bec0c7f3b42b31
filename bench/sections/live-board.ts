// The results board at the finish (docs/race-day.md, "Live documents"): a timing partner pushes
// finishers through its API at a finish line's rate, 25 a second in one push a second, while a board
// listens to the distance's `live/finishers-{distanceId}` document; the time from each push to the
// board's first snapshot that shows its finishers. The race holds `runners` registrations (30,000 by
// default) and the run pushes the first `finishers` of them: at the full rate, for
// finishers / 25 seconds (bench/README.md says how a shorter run maps to a race's 20 minutes).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { createApiKey, pushResults } from '@run/contract/endpoints/partner';
import { publishResults } from '@run/contract/endpoints/results';
import { LIVE_FINISHERS, liveFinishersId } from '@run/contract/domain/live';

import { openAdmin } from '../support/admin.js';
import { benchClient, getMarathon, timedCall } from '../support/api.js';
import { firstDistanceId, organiserWithRace } from '../support/section-race.js';
import { LONG_QUIET_MS, waitUntilQuiet } from '../support/firestore-stats.js';
import { variedName } from '../support/race-day-runners.js';
import { emptyResult, type Progress, type Section, type SectionTarget } from '../support/report.js';
import { seedRegistrations } from '../support/seed.js';
import { LATENCY_COLUMNS, latencyCells, round, summarize } from '../support/stats.js';

export interface LiveBoardOptions extends SectionTarget {
  /** Registrations of the race (the distance the pushes place runners in). */
  runners: number;
  /** Finishers pushed, 25 a second. */
  finishers: number;
}

/** A finish line's rate: 30,000 finishers over 20 minutes. */
export const PER_SECOND = 25;
/** docs/budgets.md: a finisher reaches a listening board within this (p95). */
const BOARD_BUDGET_MS = 2_000;
/** How long the board may take to show the last push once the pushes are over. */
const DRAIN_MS = 15_000;
/** The winner's chip time; each later finisher is a little slower, as at a finish line. */
const FIRST_FINISH_S = 2 * 3600 + 5 * 60;

/** `h:mm:ss.t` of a time in tenths of a second. */
function chipTime(tenths: number): string {
  const s = Math.floor(tenths / 10);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}.${tenths % 10}`;
}

/** Finisher i (bib i + 1) crosses the line i / 25 s after the winner. */
const finishRow = (i: number) => ({
  bib: i + 1,
  timingPoint: 'finish',
  chipTime: chipTime(FIRST_FINISH_S * 10 + Math.floor((i * 10) / PER_SECOND)),
  status: 'finished',
});

interface Board {
  /** Bib -> ms from the start of its push to the board's first snapshot showing it. */
  shown: Map<number, number>;
  snapshots: number;
  stop(): void;
}

function listen(db: Firestore, path: string, pushedAt: Map<number, number>): Board {
  const board: Board = { shown: new Map(), snapshots: 0, stop: () => undefined };
  board.stop = db.doc(path).onSnapshot((snapshot) => {
    board.snapshots += 1;
    const now = performance.now();
    const finishers = (snapshot.get('finishers') ?? []) as Array<{ bib: number }>;
    for (const { bib } of finishers) {
      const pushed = pushedAt.get(bib);
      if (pushed !== undefined && !board.shown.has(bib)) board.shown.set(bib, now - pushed);
    }
  });
  return board;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));

async function seedRace(options: LiveBoardOptions, progress: Progress) {
  const { organiser, marathonId } = await organiserWithRace(
    options,
    'board',
    `Bench board ${options.runners} ${options.tag}`,
  );
  const distanceId = firstDistanceId(
    await getMarathon(options.apiUrl, marathonId, organiser.idToken),
  );
  progress(`  seeding ${options.runners.toLocaleString('en-US')} registrations with bibs...`);
  const admin = openAdmin(options.firestoreHost);
  try {
    await seedRegistrations(
      admin.db,
      marathonId,
      options.runners,
      {
        prefix: `bench-board-${options.tag}`,
        distanceId,
        fields: (i) => ({ ...variedName(), bib: i + 1 }),
      },
      progress,
    );
    // Results are published only once the race has started: at the finish line it has (two days
    // back, so no start time in any zone is still ahead).
    const now = new Date();
    const started = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 2);
    await admin.db
      .doc(`marathons/${marathonId}`)
      .update({ marathonStartDate: Timestamp.fromMillis(started) });
  } finally {
    await admin.close();
  }
  return { organiser, marathonId, distanceId };
}

export const runLiveBoard: Section<LiveBoardOptions> = async (options, progress) => {
  const result = emptyResult();
  const finishers = Math.min(options.finishers, options.runners);
  const { organiser, marathonId, distanceId } = await seedRace(options, progress);
  const waited = await waitUntilQuiet(options.firestoreHost, 3_000, LONG_QUIET_MS);
  progress(`  the stack is idle (waited ${waited} s); a key for the timing partner...`);
  const api = benchClient(options.apiUrl);
  const { key } = await api.ok(createApiKey, {
    params: { id: marathonId },
    body: { name: 'Bench timing', scopes: ['results:write'] },
    token: organiser.idToken,
  });
  const partner = { authorization: `Bearer ${key}` };
  // The board shows a distance once its results are published (preliminary): the winner first.
  await api.ok(pushResults, {
    params: { id: marathonId },
    body: { results: [finishRow(0)] },
    headers: partner,
  });
  await api.ok(publishResults, {
    params: { id: marathonId },
    body: { distanceId, state: 'preliminary' },
    token: organiser.idToken,
  });

  const admin = openAdmin(options.firestoreHost);
  const pushedAt = new Map<number, number>();
  const board = listen(
    admin.db,
    `marathons/${marathonId}/live/${liveFinishersId(distanceId)}`,
    pushedAt,
  );
  const pushes: Array<{ ms: number; status: number }> = [];
  try {
    progress(
      `  pushing ${finishers - 1} finishers, ${PER_SECOND} a second, to a listening board...`,
    );
    const started = performance.now();
    for (let second = 0, next = 1; next < finishers; second += 1) {
      const rows = Array.from({ length: Math.min(PER_SECOND, finishers - next) }, (_, k) =>
        finishRow(next + k),
      );
      const sentAt = performance.now();
      for (const row of rows) pushedAt.set(row.bib, sentAt);
      const res = await timedCall(options.apiUrl, pushResults, {
        params: { id: marathonId },
        body: { results: rows },
        headers: partner,
      });
      pushes.push({ ms: res.ms, status: res.status });
      next += rows.length;
      await sleep(started + (second + 1) * 1000 - performance.now());
    }
    const deadline = performance.now() + DRAIN_MS;
    while (board.shown.size < pushedAt.size && performance.now() < deadline) await sleep(100);
  } finally {
    board.stop();
    await admin.close();
  }

  const latency = summarize([...board.shown.values()]);
  const pushLatency = summarize(pushes.map((p) => p.ms));
  const failed = pushes.filter((p) => p.status !== 200).length;
  const seconds = pushes.length;
  result.figures.liveBoard = {
    marathonId,
    runners: options.runners,
    pushed: pushedAt.size,
    shown: board.shown.size,
    pushes: pushes.length,
    failedPushes: failed,
    boardSnapshots: board.snapshots,
    boardWritesPerSecond: round(board.snapshots / Math.max(1, seconds), 2),
    pushToBoardMs: latency,
    pushMs: pushLatency,
  };
  result.tables.push({
    title: 'A results board at the finish',
    header: ['', 'finishers', 'shown', ...LATENCY_COLUMNS],
    rows: [
      ['push to the board', pushedAt.size, board.shown.size, ...latencyCells(latency)],
      ['the push itself (API)', pushedAt.size, `${failed} failed`, ...latencyCells(pushLatency)],
    ],
    note: `${PER_SECOND} finishers a second in one push a second for ${seconds} s, into a distance of ${options.runners.toLocaleString('en-US')} runners; one firebase-admin listener on the distance's live finishers document (the latest ${LIVE_FINISHERS}); ${board.snapshots} snapshots (the document is written at most once a second).`,
  });
  result.budgets.push({
    budget: `Race day: a pushed finisher shows on a listening results board (${PER_SECOND} a second)`,
    limit: `every finisher shown, p95 < ${BOARD_BUDGET_MS} ms`,
    actual: `${board.shown.size} of ${pushedAt.size} shown, p95 ${latency.p95} ms`,
    pass: board.shown.size === pushedAt.size && failed === 0 && latency.p95 < BOARD_BUDGET_MS,
  });
  return result;
};
