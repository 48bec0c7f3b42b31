// Taking one place of a race with a field limit, exactly, at any rate of arrival.
//
// Each counter shard holds its share of the places (capacity.ts). A registration reads one shard and,
// if it has a free place, commits its registration document together with the shard's increment under
// the precondition that the shard is unchanged since that read (Firestore's `lastUpdateTime`): a
// compare-and-set, so two registrations can never both take a shard's last place. A registration that
// finds its shard full (or loses the race) reads a random sample of 16 shards and tries those with room;
// when the sample has none, it asks for the shards with the most room (`free > 0`, a query returning a
// few documents rather than a read of every shard), and so on in turn. Racers are spread over all the
// shards, not sent to the same few. Only when that consistent query finds no free place anywhere is
// the runner told "sold out", so the message is never false. Each registrant writes its own document and one of
// `CAPACITY_SHARDS` shards, never a document every registrant writes.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { serviceUnavailable } from '../lib/http-error.js';
import { freePlaces, placedShards, shardState } from './capacity.js';
import { COUNTER_COLLECTION, shardRefs } from '../store/registration-counter.js';

/** Shards read per look: enough to find room, few enough to stay cheap. */
const LOOK = 16;

const shuffled = <T>(items: T[]): T[] => items.sort(() => Math.random() - 0.5);

/** A random sample of the shards, those with room, in random order. */
async function sample(refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  const picked = shuffled([...refs]).slice(0, LOOK);
  const snaps = await db().getAll(...picked);
  return snaps.filter((s) => freePlaces(shardState(s)) > 0);
}

/** The shards with the most room, in random order; none means sold out (a consistent query). */
async function roomiest(marathon: DocumentSnapshot): Promise<DocumentSnapshot[]> {
  const roomy = await marathon.ref
    .collection(COUNTER_COLLECTION)
    .where('free', '>', 0)
    .orderBy('free', 'desc')
    .limit(LOOK)
    .get();
  return shuffled(roomy.docs);
}

/**
 * Set on the marathon by the first runner whose consistent query finds no free place; settle.ts
 * clears it in the same transaction as anything that frees a place. While it is set, a registration
 * answers "sold out" from the marathon it has already read: a sell-out costs the runners after it
 * nothing more, instead of a sample of 16 shards and a query each.
 */
export const SOLD_OUT = 'soldOutAt';

export const knownSoldOut = (marathon: DocumentSnapshot): boolean =>
  marathon.get(SOLD_OUT) !== undefined && marathon.get(SOLD_OUT) !== null;

/**
 * Marks the race sold out, only if the marathon is unchanged since `marathon` was read (before the
 * query that found no room): settle.ts writes the marathon whenever it frees a place, so a place
 * freed after that read makes this write fail instead of hiding the place.
 */
async function markSoldOut(marathon: DocumentSnapshot): Promise<void> {
  if (marathon.updateTime === undefined) return;
  try {
    await marathon.ref.update(
      { [SOLD_OUT]: FieldValue.serverTimestamp() },
      { lastUpdateTime: marathon.updateTime },
    );
  } catch (err) {
    const code = grpcCode(err);
    // Changed or deleted meanwhile: the next runner looks again.
    if (code !== GRPC.FAILED_PRECONDITION && code !== GRPC.NOT_FOUND) throw err;
  }
}

/** Conditional commits one registration may try before giving up with a 503 (never seen in tests). */
const MAX_COMMITS = 200;

export type TakeResult = 'taken' | 'soldOut';

/**
 * Takes a place for the writes `addWrites` stages (the registration document), or reports sold out.
 * Errors other than a lost race (ALREADY_EXISTS for a second registration, NOT_FOUND for a deleted
 * marathon) are thrown to the caller.
 */
export async function takePlace(
  marathon: DocumentSnapshot,
  shards: number,
  capacity: number,
  addWrites: (batch: WriteBatch) => void,
): Promise<TakeResult> {
  if (knownSoldOut(marathon)) return 'soldOut';
  const refs = shardRefs(marathon.ref, shards).slice(0, placedShards(capacity, shards));
  const first = refs[Math.floor(Math.random() * refs.length)];
  let candidates: DocumentSnapshot[] = first ? [await first.get()] : [];
  let sampled = false;
  for (let commits = 0; commits < MAX_COMMITS;) {
    const snap = candidates.pop();
    if (snap === undefined) {
      candidates = sampled ? await roomiest(marathon) : await sample(refs);
      // Alternate: a random sample spreads racers over the shards; when it finds no room, the
      // query for the roomiest shards tells where room is left, or that none is (sold out).
      if (sampled && candidates.length === 0) {
        await markSoldOut(marathon);
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
      await batch.commit();
      return 'taken';
    } catch (err) {
      // Lost the race for this shard: the next candidate, or look again.
      if (grpcCode(err) !== GRPC.FAILED_PRECONDITION) throw err;
    }
  }
  throw serviceUnavailable('Too many runners are registering at this moment. Please try again.');
}
