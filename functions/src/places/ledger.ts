// What a settlement (settle.ts) carries, and the shard arithmetic only places/ does with it. A change
// handed to `settle` sees the `Settlement`: its transaction, the race as read, where to stage writes.
// The counters it read and the runners leaving the waitlist are the `Ledger`, reached through
// `ledgerOf` by the files of places/ alone: code outside moves a place by a verb of places.ts
// (take, release, move, change distance, accept an offer), never a count or a shard.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';

import { freePlaces, type ShardState } from './capacity.js';
import type { OfferHooks } from './hooks.js';
import { distanceOfRecord, type StoredDistance } from '../store/distances.js';
import { waitlistEntryOf, type WaitlistRead } from '../store/waitlist-doc.js';

/** What a change applied in a settlement sees of it. */
export interface Settlement {
  readonly tx: Transaction;
  readonly marathon: DocumentSnapshot;
  readonly now: Timestamp;
  /** The race's distances after the change (a change may replace the list). */
  distances: StoredDistance[];
  readonly marathonUpdate: DocumentData;
  /** Writes to run after every read (Firestore transactions read first). */
  readonly writes: Array<() => void>;
}

export type Change<R> = (s: Settlement) => Promise<R> | R;

/** One distance's counter in a settlement. */
export interface DistancePlaces {
  /** As it is after the change (a change may set its capacity). */
  distance: StoredDistance;
  readonly refs: DocumentReference[];
  /** Mutable; a shard changed is marked in `dirty`, to be written back. */
  readonly shards: ShardState[];
  readonly dirty: Set<number>;
}

/** A settlement as places/ sees it: with its counters and its waitlist bookkeeping. */
export interface Ledger extends Settlement {
  /** Every counter read, by distance id. */
  readonly places: Map<string, DistancePlaces>;
  /** Runners leaving the list in this change: not offered, not counted. */
  readonly leaving: Set<string>;
  /** What an offer made or lapsed sets off (the runner's mail), staged with it. */
  readonly offers: OfferHooks;
}

/** The ledgers of the settlements under way, by the settlement their change was handed. */
const ledgers = new WeakMap<Settlement, Ledger>();

/** Makes `ledger` the one `ledgerOf` finds for the settlement it is. */
export function openLedger(ledger: Ledger): Ledger {
  ledgers.set(ledger, ledger);
  return ledger;
}

export function ledgerOf(s: Settlement): Ledger {
  const ledger = ledgers.get(s);
  // Unreachable: a Settlement is only ever made by settle.ts, which opens its ledger first.
  if (ledger === undefined) throw new Error('A settlement not made by places/settle.ts');
  return ledger;
}

/** The counter of `distance`; a settlement reads every distance's. */
export function placesOf(s: Ledger, distance: StoredDistance): DistancePlaces {
  const places = s.places.get(distance.id);
  if (places === undefined) throw new Error(`No counter read for distance ${distance.id}`);
  return places;
}

/** Index of a shard satisfying `test`, preferring `preferred`, else a random one; -1 if none. */
export function pickShard(
  shards: ShardState[],
  test: (s: ShardState) => boolean,
  preferred?: number,
): number {
  const preferredShard = preferred === undefined ? undefined : shards[preferred];
  if (preferred !== undefined && preferredShard !== undefined && test(preferredShard))
    return preferred;
  const matching = shards.flatMap((s, i) => (test(s) ? [i] : []));
  return matching[Math.floor(Math.random() * matching.length)] ?? -1;
}

/** Adds `by` to the count of one of the distance's shards (one with room when adding to a limit). */
export function moveCount(places: DistancePlaces, by: 1 | -1, preferred?: number): boolean {
  const limited = places.distance.capacity !== null;
  const i = pickShard(
    places.shards,
    (x) => (by < 0 ? x.count > 0 : !limited || freePlaces(x) > 0),
    preferred,
  );
  const shard = places.shards[i];
  if (shard === undefined) return false;
  shard.count += by;
  places.dirty.add(i);
  return true;
}

/**
 * Gives back the place an offer held (any shard of its distance holding an offer will do: totals are
 * what count); returns the shard's index, -1 when none holds one (hand-edited data).
 */
export function releaseOffer(s: Ledger, entry: WaitlistRead): number {
  const { distanceId, offerShard } = waitlistEntryOf(entry);
  const places = placesOf(s, distanceOfRecord({ distanceId }, s.distances));
  const i = pickShard(places.shards, (x) => x.offers > 0, offerShard ?? undefined);
  const shard = places.shards[i];
  if (shard === undefined) return -1;
  shard.offers -= 1;
  places.dirty.add(i);
  return i;
}
