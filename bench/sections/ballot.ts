// The ballot (docs/ballot.md, docs/budgets.md), in two parts on two races:
// - arrivals: `arrivals` runners enter one ballot through the API at 500 a second; every 201 must be
//   stored exactly once (no entry lost or doubled), no 5xx, and no document written more than once a
//   second sustained (the local server counts each document's writes per second).
// - the draw: `draw` entries stored as the API stores them (written straight into Firestore: signing
//   up 100,000 accounts would take the Auth emulator most of an hour), then the draw made by the
//   stack's scheduler after its time, timed from its claim to its record on the draw document; the
//   winners and reserves stored are counted.
import { randomBytes } from 'node:crypto';

import type { Firestore, Timestamp } from 'firebase-admin/firestore';

import { enterBallot } from '@run/contract/endpoints/ballot';

import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { openAdmin } from '../support/admin.js';
import { createOpenMarathon, registrationForm, timedCall } from '../support/api.js';
import { organiserWithRace } from '../support/section-race.js';
import { creatorAndRunners, type Runner } from '../support/auth-emulator.js';
import { measured } from '../support/bursts.js';
import {
  busiestDocuments,
  resetStats,
  busiestSustained,
  SUSTAINED_S,
  untilQuiet,
} from '../support/firestore-stats.js';
import { emptyResult, type Progress, type Section, type SectionTarget } from '../support/report.js';
import { seededRunner, seededUid, writeInBatches } from '../support/seed.js';
import { LATENCY_COLUMNS, latencyCells, round } from '../support/stats.js';

export interface BallotOptions extends SectionTarget {
  /** Runners entering through the API at 500 a second. */
  arrivals: number;
  /** Entries of the draw. */
  draw: number;
}

const PER_SECOND = 500;
/** docs/budgets.md: the draw of 100,000 entries within this. */
const DRAW_BUDGET_S = 60;
const HOUR = 3_600_000;
/** The draw's places: London's field is about a third of its ballot's size. */
const PLACES_SHARE = 0.3;

const ballotRace = (capacity: number, closesAt: number, drawAt: number) => ({
  distances: [
    {
      id: 'full',
      name: 'Full',
      runningDistance: '42 KM',
      capacity,
      ballot: {
        opensAt: new Date(Date.now() - HOUR).toISOString(),
        closesAt: new Date(closesAt).toISOString(),
        drawAt: new Date(drawAt).toISOString(),
      },
    },
  ],
});

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const entryId = () =>
  Array.from(randomBytes(20), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');

/** `count` entries written as the API writes them (functions/src/ballot/entries.ts). */
async function seedEntries(db: Firestore, marathonId: string, count: number, tag: string) {
  const entries = db.collection(
    `${COLLECTIONS.marathons}/${marathonId}/${COLLECTIONS.ballotEntries}`,
  );
  await writeInBatches(db, count, (batch, i, now) => {
    const uid = seededUid(tag, i);
    batch.create(entries.doc(uid), {
      marathonId,
      ...seededRunner(uid, i),
      distanceId: 'full',
      accountEmail: `${uid}@bench.run.test`,
      entryId: entryId(),
      state: 'entered',
      enteredAt: now,
      rank: null,
      reserveNumber: null,
      dueAt: null,
    });
  });
}

const countOf = async (db: Firestore, path: string, state?: string) => {
  const all = db.collection(path);
  const query = state === undefined ? all : all.where('state', '==', state);
  return (await query.count().get()).data().count;
};

async function arrivals(options: BallotOptions, progress: Progress) {
  const { creator, runners } = await creatorAndRunners(
    options,
    'ballot',
    options.arrivals,
    progress,
  );
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench ballot ${options.tag}`,
    ballotRace(options.arrivals, Date.now() + 6 * HOUR, Date.now() + 7 * HOUR),
  );
  await untilQuiet(options.firestoreHost, progress)();
  await resetStats(options.firestoreHost);
  progress(`  [${options.target}] ${options.arrivals} entries at ${PER_SECOND} a second...`);
  const started = performance.now();
  const outcomes = await Promise.all(
    runners.map(async (runner: Runner, i) => {
      // Paced: runner i is sent at i / 500 s.
      const wait = started + (i * 1000) / PER_SECOND - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // A refused connection is an answer too (status 0), counted with the 5xx.
      return timedCall(options.apiUrl, enterBallot, {
        params: { id: marathonId },
        token: runner.idToken,
        body: registrationForm(runner, i, 'full'),
      }).catch(() => ({ ms: Number.NaN, status: 0, body: '' }));
    }),
  );
  const wallSeconds = round((performance.now() - started) / 1000, 1);
  const busiest = (await busiestDocuments(options.firestoreHost, 200)) ?? [];
  const admin = openAdmin(options.firestoreHost);
  const path = `${COLLECTIONS.marathons}/${marathonId}/${COLLECTIONS.ballotEntries}`;
  const stored = await admin.db
    .collection(path)
    .select('entryId')
    .get()
    .finally(() => admin.close());
  const ids = new Set(stored.docs.map((d) => String(d.get('entryId'))));
  return { outcomes, wallSeconds, busiest, stored: stored.size, distinct: ids.size };
}

interface StoredDrawState {
  state?: string;
  leaseAt?: Timestamp | null;
  drawnAt?: Timestamp | null;
}

/**
 * The draw as the stack's scheduler makes it on its minute (drawBallots; a read never draws), in
 * seconds from its claim (the lease the draw document shows while it runs) to its record. A draw too
 * quick to be seen running counts from when this began to wait.
 */
async function drawnBySchedule(db: Firestore, marathonId: string): Promise<number> {
  const doc = db.doc(`${COLLECTIONS.marathons}/${marathonId}/${COLLECTIONS.ballots}/draw`);
  const waitedFrom = Date.now();
  let claimedAt: number | null = null;
  for (;;) {
    const draw = (await doc.get()).get('draws.full') as StoredDrawState | undefined;
    if (draw?.state === 'drawing' && draw.leaseAt) claimedAt ??= draw.leaseAt.toMillis();
    if (draw?.state === 'drawn' && draw.drawnAt) {
      return round((draw.drawnAt.toMillis() - (claimedAt ?? waitedFrom)) / 1000, 1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function theDraw(options: BallotOptions, progress: Progress) {
  const places = Math.max(1, Math.floor(options.draw * PLACES_SHARE));
  const closes = Date.now() + 20_000;
  const { marathonId } = await organiserWithRace(
    options,
    'ballot-draw',
    `Bench draw ${options.tag}`,
    ballotRace(places, closes, closes),
  );
  const admin = openAdmin(options.firestoreHost);
  try {
    progress(`  [${options.target}] storing ${options.draw} entries for the draw...`);
    await seedEntries(admin.db, marathonId, options.draw, `${options.tag}-bd`);
    await untilQuiet(options.firestoreHost, progress)();
    const wait = closes - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    progress(`  [${options.target}] drawing ${options.draw} entries for ${places} places...`);
    const seconds = await drawnBySchedule(admin.db, marathonId);
    const path = `${COLLECTIONS.marathons}/${marathonId}`;
    const [winners, reserves, registrations, waiting] = await Promise.all([
      countOf(admin.db, `${path}/${COLLECTIONS.ballotEntries}`, 'drawn'),
      countOf(admin.db, `${path}/${COLLECTIONS.ballotEntries}`, 'reserve'),
      countOf(admin.db, `${path}/${COLLECTIONS.registrations}`),
      countOf(admin.db, `${path}/${COLLECTIONS.waitlist}`),
    ]);
    return { seconds, places, winners, reserves, registrations, waiting };
  } finally {
    await admin.close();
  }
}

export const runBallot: Section<BallotOptions> = async (options, progress) => {
  const result = emptyResult();
  const arrived = await arrivals(options, progress);
  const o = arrived.outcomes;
  const entered = o.filter((x) => x.status === 201).length;
  const { serverErrors: fiveXx, latencyMs: latency } = measured(o);
  // The documents written most in any one second, judged by their rate over SUSTAINED_S seconds.
  const busiest = busiestSustained(arrived.busiest);
  const busiestPerSecond = busiest?.rate ?? null;
  const drawn = await theDraw(options, progress);
  result.figures = {
    target: options.target,
    arrivals: { ...arrived, outcomes: undefined, entered, serverErrors: fiveXx, latency },
    draw: drawn,
  };
  result.tables.push({
    title: `Ballot entries via ${options.target}: ${options.arrivals} runners at ${PER_SECOND} a second`,
    header: [
      'entered (201)',
      'stored',
      'distinct ids',
      'other',
      '5xx',
      ...LATENCY_COLUMNS,
      'wall s',
      `busiest doc writes/s over ${SUSTAINED_S} s`,
    ],
    rows: [
      [
        entered,
        arrived.stored,
        arrived.distinct,
        o.length - entered,
        fiveXx,
        ...latencyCells(latency),
        arrived.wallSeconds,
        busiest ? `${busiestPerSecond} (${busiest.path.split('/').slice(-2).join('/')})` : '-',
      ],
    ],
    note: `POST /marathon/{id}/ballot/entries paced at ${PER_SECOND} a second; "stored" counts the race's entry documents afterwards, "distinct ids" their public ids; the busiest document: of the 200 the local server saw written most in any one second, the one with the highest rate averaged over ${SUSTAINED_S} seconds in a row.`,
  });
  result.tables.push({
    title: `The draw via ${options.target}: ${options.draw} entries for ${drawn.places} places`,
    header: ['entries', 'places', 'winners', 'registrations', 'reserves', 'waitlist', 'draw s'],
    rows: [
      [
        options.draw,
        drawn.places,
        drawn.winners,
        drawn.registrations,
        drawn.reserves,
        drawn.waiting,
        drawn.seconds,
      ],
    ],
    note: 'Entries stored as the API stores them; the draw made by GET /marathon/{id}/ballot after its time (the schedule does the same in production), timed until the ballot reads drawn.',
  });
  result.budgets.push({
    budget: `Ballot: ${options.arrivals} entries at ${PER_SECOND}/s, each stored once, 0 5xx`,
    limit: `${options.arrivals} stored, distinct, 0 5xx`,
    actual: `${entered} entered, ${arrived.stored} stored, ${arrived.distinct} distinct, ${fiveXx} 5xx`,
    pass:
      entered === options.arrivals &&
      arrived.stored === entered &&
      arrived.distinct === entered &&
      fiveXx === 0,
  });
  if (busiestPerSecond !== null) {
    result.budgets.push({
      budget: 'Ballot entries: no document written more than once a second sustained',
      limit: `the busiest document at most 1 write a second over any ${SUSTAINED_S} s`,
      actual: `${busiestPerSecond} a second (${busiest?.path ?? ''})`,
      pass: busiestPerSecond <= 1,
    });
  }
  result.budgets.push({
    budget: `The draw of ${options.draw} entries within ${DRAW_BUDGET_S} s`,
    limit: `${DRAW_BUDGET_S} s, ${drawn.places} winners, the rest reserves`,
    actual: `${drawn.seconds} s, ${drawn.winners} winners, ${drawn.reserves} reserves`,
    pass:
      drawn.seconds <= DRAW_BUDGET_S &&
      drawn.winners === Math.min(drawn.places, options.draw) &&
      drawn.reserves === options.draw - drawn.winners,
  });
  return result;
};
