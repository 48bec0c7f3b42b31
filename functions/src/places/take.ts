// Taking one place of a distance with a field limit, exactly, at any rate of arrival.
//
// Each counter shard holds its share of the distance's places (capacity.ts). A registration reads one
// shard and, if it has a free place, commits its registration document together with the shard's
// increment under the precondition that the shard is unchanged since that read (Firestore's
// `lastUpdateTime`): a compare-and-set, so two registrations can never both take a shard's last place.
// A registration that finds its shard full (or loses the race) reads a random sample of 16 shards and
// tries those with room; when the sample has none, it asks for the shards with the most room
// (`free > 0`, a query returning a few documents rather than a read of every shard), and so on in turn.
// Only when that consistent query finds no free place anywhere is the runner told "sold out", so the
// message is never false. Each registrant writes its own document and one shard, never a document
// every registrant writes.
//
// Why a burst used to fall over here and not on the unlimited path: every runner of one API instance
// raced every other for the same shards, so near the end most commits were lost compare-and-sets, each
// costing a read and a commit more, until the 25 s deadline answered 503. Now one instance never
// sends two commits for the same shard at once (`leases` below): a runner whose shard is busy tries
// another with room, or waits for that commit and reads the shard again. Lost races remain only
// between instances, and the sold-out mark makes every runner after a sell-out cost one read.
import {
  Timestamp,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { BoundedMap } from '../lib/bounded-map.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { serviceUnavailable, soldOut } from '../lib/http-error.js';
import { freePlaces, placedShards, shardState } from './capacity.js';
import {
  COUNTER_COLLECTION,
  increment,
  ofDistance,
  randomShard,
  writableShards,
} from './counters.js';
import { distancesField, distancesOf, type StoredDistance } from '../store/distances.js';

/** Shards read per look: enough to find room, few enough to stay cheap. */
const LOOK = 16;

const shuffled = <T>(items: T[]): T[] => items.sort(() => Math.random() - 0.5);

/**
 * The shards this instance is committing to right now, by path, with the commit's settling. Shared
 * by all requests of the process (one event loop), so checking and taking a lease is atomic.
 */
const leases = new Map<string, Promise<void>>();

async function leased<T>(ref: DocumentReference, commit: () => Promise<T>): Promise<T> {
  const run = commit();
  const done = run.then(
    () => undefined,
    () => undefined,
  );
  leases.set(ref.path, done);
  try {
    return await run;
  } finally {
    if (leases.get(ref.path) === done) leases.delete(ref.path);
  }
}

/**
 * Where each capped distance's places are, as this instance last found them: by marathon and the
 * distance id the runner sent ('' for none), the shards that hold places. The next runner reads its
 * first shard together with the marathon, in one round trip instead of two (registrations.service.ts);
 * takePlace keeps the guess only if the marathon it read still has that shard among the distance's
 * places. A distance marked sold out is forgotten, so its runners read the marathon alone.
 */
const layouts = new BoundedMap<string, DocumentReference[]>(256);
const layoutKey = (marathon: DocumentReference, asked: string | undefined) =>
  `${marathon.path}#${asked ?? ''}`;

/** A shard to read with the marathon for a runner asking for `asked`, when this instance knows one. */
export function firstShardGuess(
  marathon: DocumentReference,
  asked: string | undefined,
): DocumentReference | undefined {
  const refs = layouts.get(layoutKey(marathon, asked));
  return refs?.[Math.floor(Math.random() * refs.length)];
}

function learnLayout(
  marathon: DocumentReference,
  asked: string | undefined,
  refs: DocumentReference[],
) {
  layouts.set(layoutKey(marathon, asked), refs);
}

/** A random sample of the shards, those with room, in random order. */
async function sample(refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  const picked = shuffled([...refs]).slice(0, LOOK);
  const snaps = await db().getAll(...picked);
  return snaps.filter((s) => freePlaces(shardState(s)) > 0);
}

/** The distance's shards with the most room, in random order; none means sold out (consistent). */
async function roomiest(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
): Promise<DocumentSnapshot[]> {
  const shards = ofDistance(
    marathon.ref.collection(COUNTER_COLLECTION),
    distancesOf(marathon),
    distance,
  );
  const roomy = await shards.where('free', '>', 0).orderBy('free', 'desc').limit(LOOK).get();
  return shuffled(roomy.docs);
}

/**
 * Set on the distance by the first runner whose consistent query finds no free place; settle.ts
 * clears it in the same transaction as anything that frees a place. While it is set, a registration
 * answers "sold out" from the marathon it has already read: a sell-out costs the runners after it
 * nothing more, instead of a sample of 16 shards and a query each.
 */
export const knownSoldOut = (distance: StoredDistance): boolean => distance.soldOutAt !== undefined;

/**
 * The sell-outs this instance marked: by marathon and distance, the marathon's update time the mark
 * was made against. Every runner of a burst read the marathon before the mark, so none of them sees
 * it in its snapshot; without this, each would go on to a sample of 16 shards and a query of its own
 * (the tail of the burst). A runner whose snapshot is that same version may answer "sold out" at once,
 * and truthfully: every write that frees a place also writes the marathon (settle.ts), so no place
 * was freed between that version and the mark, and the consistent query that found no room ran while
 * this runner was waiting (after its marathon read, before the mark). Only the last few are kept.
 */
const marked = new BoundedMap<string, Timestamp>(256);
const markKey = (marathon: DocumentSnapshot, distance: StoredDistance) =>
  `${marathon.ref.path}#${distance.id}`;

/** Sold out for this runner: marked in its snapshot, or marked by this instance against it. */
function soldOutFor(marathon: DocumentSnapshot, distance: StoredDistance): boolean {
  if (knownSoldOut(distance)) return true;
  const against = marked.get(markKey(marathon, distance));
  return against !== undefined && marathon.updateTime?.isEqual(against) === true;
}

/**
 * Marks the distance sold out, only if the marathon is unchanged since `marathon` was read (before
 * the query that found no room): settle.ts writes the marathon whenever it frees a place, so a place
 * freed after that read makes this write fail instead of hiding the place.
 */
async function markSoldOut(marathon: DocumentSnapshot, distance: StoredDistance): Promise<void> {
  const version = marathon.updateTime;
  if (version === undefined) return;
  const withMark = distancesOf(marathon).map((d) =>
    d.id === distance.id ? { ...d, soldOutAt: Timestamp.now() } : d,
  );
  try {
    await marathon.ref.update({ distances: distancesField(withMark) }, { lastUpdateTime: version });
  } catch (err) {
    const code = grpcCode(err);
    // Changed or deleted meanwhile: the next runner looks again.
    if (code !== GRPC.FAILED_PRECONDITION && code !== GRPC.NOT_FOUND) throw err;
    return;
  }
  marked.set(markKey(marathon, distance), version);
  layouts.delete(layoutKey(marathon.ref, distance.id));
  layouts.delete(layoutKey(marathon.ref, undefined));
}

/** Conditional commits one registration may try before giving up with a 503 (never seen in tests). */
const MAX_COMMITS = 200;

export type TakeResult = 'taken' | 'soldOut';

/**
 * The next shard to try: the last candidate this instance is not committing to; when all are busy,
 * the last one read again after its commit settles. Undefined when there are no candidates.
 */
async function nextFree(candidates: DocumentSnapshot[]): Promise<DocumentSnapshot | undefined> {
  for (;;) {
    const free = candidates.findLastIndex((c) => !leases.has(c.ref.path));
    if (free >= 0) return candidates.splice(free, 1)[0];
    const busy = candidates.pop();
    if (busy === undefined) return undefined;
    await leases.get(busy.ref.path);
    const fresh = await busy.ref.get();
    if (freePlaces(shardState(fresh)) > 0) candidates.push(fresh);
  }
}

/** What the runner asked for, and the shard read with the marathon (firstShardGuess), if any. */
export interface TakeOptions {
  asked: string | undefined;
  guessed?: DocumentSnapshot | undefined;
}

/**
 * The one door by which a registration takes a place of `distance`, with or without a field limit,
 * committed together with the writes `addWrites` stages (the registration document, its mail), or
 * reports sold out. Errors other than a lost race (ALREADY_EXISTS for a second registration,
 * NOT_FOUND for a deleted marathon) are thrown to the caller.
 */
export async function takePlace(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  addWrites: (batch: WriteBatch) => void,
  options: TakeOptions,
): Promise<TakeResult> {
  if (distance.capacity === null) {
    // No field limit: a blind increment of a random shard, as fast as ever.
    const batch = db().batch();
    addWrites(batch);
    batch.update(randomShard(marathon, distance), increment(1));
    await batch.commit();
    return 'taken';
  }
  return takeLimitedPlace(
    marathon,
    { ...distance, capacity: distance.capacity },
    addWrites,
    options,
  );
}

async function takeLimitedPlace(
  marathon: DocumentSnapshot,
  distance: StoredDistance & { capacity: number },
  addWrites: (batch: WriteBatch) => void,
  { asked, guessed }: TakeOptions,
): Promise<TakeResult> {
  if (soldOutFor(marathon, distance)) return 'soldOut';
  const refs = writableShards(marathon, distance).slice(
    0,
    placedShards(distance.capacity, distance.counterShards),
  );
  learnLayout(marathon.ref, asked, refs);
  const first = refs[Math.floor(Math.random() * refs.length)];
  const known = guessed !== undefined && refs.some((r) => r.path === guessed.ref.path);
  let candidates: DocumentSnapshot[] = known ? [guessed] : first ? [await first.get()] : [];
  let sampled = false;
  for (let commits = 0; commits < MAX_COMMITS;) {
    if (soldOutFor(marathon, distance)) return 'soldOut';
    const snap = await nextFree(candidates);
    if (snap === undefined) {
      candidates = sampled ? await roomiest(marathon, distance) : await sample(refs);
      // Alternate: a random sample spreads racers over the shards; when it finds no room, the
      // query for the roomiest shards tells where room is left, or that none is (sold out).
      if (sampled && candidates.length === 0) {
        await markSoldOut(marathon, distance);
        return 'soldOut';
      }
      sampled = !sampled;
      continue;
    }
    if (freePlaces(shardState(snap)) <= 0 || snap.updateTime === undefined) continue;
    const batch = db().batch();
    addWrites(batch);
    batch.update(
      snap.ref,
      { count: FieldValue.increment(1), free: FieldValue.increment(-1) },
      { lastUpdateTime: snap.updateTime },
    );
    commits += 1;
    try {
      await leased(snap.ref, () => batch.commit());
      return 'taken';
    } catch (err) {
      // Lost the race for this shard (to another instance): the next candidate, or look again.
      if (grpcCode(err) !== GRPC.FAILED_PRECONDITION) throw err;
    }
  }
  throw serviceUnavailable('Too many runners are registering at this moment. Please try again.');
}

/**
 * The 409 for a full distance: the spec's sentence for a race of one, the distance's name (and id, so
 * a client can offer that distance's waitlist) for a race of several.
 */
export function soldOutError(distances: readonly StoredDistance[], distance: StoredDistance) {
  return distances.length === 1
    ? soldOut('This marathon is sold out.')
    : soldOut(`${distance.name} is sold out.`, distance.id);
}
