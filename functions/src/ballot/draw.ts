// The draw of a distance's ballot (docs/ballot.md): at `drawAt` the standing entries are put in the
// order their keys give (order.ts); the first entries up to the places left win (a registration
// held unpaid until `payDays` after the draw, or confirmed when free), the rest are put on the
// race's waitlist in that order with their reserve numbers, so a place that comes free later goes
// down the order by the waitlist's own offers. A run holds a lease on the distance's draw; a run
// that dies is taken up by the next after the lease, and every write it made is skipped, not made
// twice (each entry's state says how far it got).
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { inPool } from '../lib/pool.js';
import { registrationCounts, takePlacesInBulk } from '../places/places.js';
import {
  ballotEntryDocs,
  ballotEntryRef,
  drawRef,
  dueDraws,
  entriesOfDistance,
  type BallotEntryDoc,
} from '../store/ballot-doc.js';
import { distancesField, distancesOf, type StoredDistance } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { ZERO } from '../store/place-counts.js';
import { registrationRef } from '../store/registration-doc.js';
import { drawDue, inDrawOrder } from './order.js';
import { reserveWrites, resultsMailJob, winnerWrites } from './outcome.js';
import { syncedDraw } from './seed.js';

/** How long a run may hold a distance's draw before another takes it up. */
const LEASE_MS = 5 * 60_000;
/** Reserves of one batch: a reserve's two writes (waitlist entry, ballot entry), within 500. */
const RESERVES_PER_BATCH = 240;
/** Batches in flight at once: each starts as soon as one ends, not in waves. */
const PARALLEL_BATCHES = 8;
/** A winner's writes: the registration, its order and the ballot entry (the chunk adds one shard). */
const WINNER_WRITES = 3;

/** Claims the distance's draw; the seed when this run is to make it, null when it is not. */
async function claim(marathon: DocumentReference, distanceId: string): Promise<string | null> {
  const ref = drawRef(marathon);
  return db().runTransaction(async (tx) => {
    const draw = (await tx.get(ref)).data();
    if (draw === undefined) return null;
    const current = draw.draws[distanceId];
    if (current?.state === 'drawn') return null;
    const now = Timestamp.now();
    if (current?.leaseAt && now.toMillis() - current.leaseAt.toMillis() < LEASE_MS) return null;
    tx.update(ref.withConverter(null), new FieldPath('draws', distanceId), {
      state: 'drawing',
      leaseAt: now,
      drawnAt: null,
      places: null,
      winners: 0,
    });
    return draw.seed;
  });
}

/** The places the draw gives: those left now, plus those its own earlier run already gave. */
async function placesToGive(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  alreadyDrawn: number,
  entries: number,
): Promise<number> {
  if (distance.capacity === null) return entries;
  const counts = (await registrationCounts([marathon])).get(marathon.id)?.get(distance.id) ?? ZERO;
  const outside = counts.registrations - alreadyDrawn;
  return Math.max(0, distance.capacity - outside - counts.offers);
}

/** Runs `work` over `items` in batches of `size`, a few at once. */
async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (chunk: T[]) => Promise<void>,
) {
  const chunks = Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
  await inPool(chunks, PARALLEL_BATCHES, work);
}

/**
 * The winners: the first entries of the order up to `places`, skipping (and withdrawing) a runner who
 * registered meanwhile with a guaranteed code. Returns the winners and the entries left as reserves.
 */
async function drawWinners(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  ordered: BallotEntryDoc[],
  places: number,
): Promise<{ winners: BallotEntryDoc[]; reserves: BallotEntryDoc[] }> {
  const winners: BallotEntryDoc[] = [];
  let next = 0;
  const rank = new Map(ordered.map((e, i) => [e.id, i + 1]));
  while (winners.length < places && next < ordered.length) {
    const chunk = ordered.slice(next, next + (places - winners.length));
    next += chunk.length;
    const fresh = chunk.filter((e) => e.state === 'entered');
    const registered = new Set<string>();
    await inBatches(fresh, 300, async (some) => {
      const refs = some.map((e) => registrationRef(marathon.ref, e.id));
      (await db().getAll(...refs)).forEach((r) => r.exists && registered.add(r.id));
    });
    if (registered.size > 0) {
      const batch = db().batch();
      fresh
        .filter((e) => registered.has(e.id))
        .forEach((e) => batch.update(ballotEntryRef(marathon.ref, e.id), { state: 'withdrawn' }));
      await batch.commit();
    }
    const toPlace = fresh.filter((e) => !registered.has(e.id));
    const unplaced = await takePlacesInBulk(
      marathon,
      distance,
      toPlace,
      (batch, entry) => winnerWrites(batch, marathon, distance, entry, rank.get(entry.id) ?? 0),
      WINNER_WRITES,
    );
    const missed = new Set(unplaced.map((e) => e.id));
    winners.push(
      ...chunk.filter(
        (e) =>
          e.state === 'drawn' ||
          (!registered.has(e.id) && !missed.has(e.id) && e.state === 'entered'),
      ),
    );
    if (unplaced.length > 0) {
      // Full: a guaranteed registration took the last places meanwhile; the rest are reserves.
      const rest = [...unplaced, ...ordered.slice(next)];
      return { winners, reserves: rest };
    }
  }
  return { winners, reserves: ordered.slice(next) };
}

/** Makes the distance's draw, if it is due and no other run is making it; true when it was made. */
export async function drawDistance(
  marathonRefNow: DocumentReference,
  distanceId: string,
): Promise<boolean> {
  const seed = await claim(marathonRefNow, distanceId);
  if (seed === null) return false;
  const marathon = await marathonRefNow.get();
  const distance = distancesOf(marathon).find((d) => d.id === distanceId);
  if (!distance?.ballot) return false;
  const since = performance.now();
  const read = await entriesOfDistance(marathon.ref, distanceId).get();
  const standing = read.docs
    .map((d) => ballotEntryDocs.of(d))
    .filter((e) => e.state !== 'withdrawn');
  const ordered = inDrawOrder(seed, standing);
  const alreadyDrawn = ordered.filter((e) => e.state === 'drawn').length;
  const places = await placesToGive(marathon, distance, alreadyDrawn, ordered.length);
  const readMs = performance.now() - since;
  const { winners, reserves } = await drawWinners(marathon, distance, ordered, places);
  const winnersMs = performance.now() - since - readMs;
  const drawMs = Date.parse(distance.ballot.drawAt);
  const numbered = reserves.map((entry, i) => ({ entry, number: i + 1 }));
  await inBatches(
    numbered.filter((r) => r.entry.state === 'entered'),
    RESERVES_PER_BATCH,
    async (chunk) => {
      const batch = db().batch();
      chunk.forEach(({ entry, number }) =>
        reserveWrites(batch, marathon, distance, entry, number, drawMs),
      );
      await batch.commit();
    },
  );
  await recordDrawn(marathon, distance, places, winners.length);
  logger.info('ballot drawn', {
    marathonId: marathon.id,
    distanceId,
    entries: ordered.length,
    winners: winners.length,
    reserves: reserves.length,
    ms: Math.round(performance.now() - since),
    // Where a slow draw spends its time: reading and ordering, the winners' holds, the reserves.
    readMs: Math.round(readMs),
    winnersMs: Math.round(winnersMs),
  });
  return true;
}

/**
 * The draw made: on the draw document and on the distance (its state, and the schedule's next), with
 * the job that mails its results.
 */
async function recordDrawn(
  drawnIn: DocumentSnapshot,
  distance: StoredDistance,
  places: number,
  winners: number,
): Promise<void> {
  const now = Timestamp.now();
  const { ref } = drawnIn;
  const distanceId = distance.id;
  await db().runTransaction(async (tx) => {
    const marathon = await tx.get(ref);
    const distances = distancesOf(marathon).map((d) =>
      d.id === distanceId && d.ballot
        ? { ...d, ballot: { ...d.ballot, drawnAt: now.toDate().toISOString() } }
        : d,
    );
    const pending = distances.flatMap((d) =>
      d.ballot && d.ballot.drawnAt === null ? [Date.parse(d.ballot.drawAt)] : [],
    );
    tx.update(ref, { distances: distancesField(distances) });
    tx.update(
      drawRef(ref).withConverter(null),
      new FieldPath('draws', distanceId),
      {
        state: 'drawn',
        leaseAt: null,
        drawnAt: now,
        places,
        winners,
      },
      'nextDrawAt',
      pending.length === 0 ? null : Timestamp.fromMillis(Math.min(...pending)),
    );
    resultsMailJob(tx, drawnIn, marathonOf(drawnIn), distance);
  });
}

/** Makes every due draw of the race; the marathon as it is after them. */
export async function drawDueIn(marathon: DocumentSnapshot): Promise<DocumentSnapshot> {
  if (!marathon.exists) return marathon;
  const now = Date.now();
  const due = distancesOf(marathon).filter((d) => d.ballot && drawDue(d.ballot, now));
  if (due.length === 0) return marathon;
  await syncedDraw(marathon);
  let drew = false;
  for (const d of due) drew = (await drawDistance(marathon.ref, d.id)) || drew;
  return drew ? marathon.ref.get() : marathon;
}

/** The schedule's pass: every race with a draw due. */
export async function drawDueEverywhere(now = Timestamp.now()): Promise<number> {
  const due = await dueDraws(now).limit(50).get();
  const races = due.docs.flatMap((d) => (d.ref.parent.parent ? [d.ref.parent.parent] : []));
  for (const race of races) {
    try {
      await drawDueIn(await race.get());
    } catch (err) {
      logger.warn('draw failed', { marathonId: race.id, error: String(err) });
    }
  }
  return races.length;
}
