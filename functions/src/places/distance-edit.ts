// The capacity edit: a race's list of distances applied to its counters inside a settlement
// (settle.ts). A kept distance with a new capacity has its places shared out again among its shards
// (409 below the places taken), and the same settlement offers new places to its waitlist; a new
// distance gets its counter; a removed one goes with its counter, unless anyone holds or waits for one
// of its places (409). docs/places.md tells the whole design.
import { conflict } from '../lib/http-error.js';
import { placesTaken, rebalance, type ShardState } from './capacity.js';
import { ofDistance } from './counters.js';
import { ledgerOf, placesOf, type Ledger, type Settlement } from './ledger.js';
import { distanceShardRefs, type StoredDistance } from '../store/distances.js';
import { waitlistPlain } from '../store/waitlist-doc.js';

/** Removes a distance and its counter, refused while anyone holds or waits for one of its places. */
async function removeDistance(s: Ledger, distance: StoredDistance): Promise<void> {
  const places = placesOf(s, distance);
  const waiting = await s.tx.get(
    ofDistance(waitlistPlain(s.marathon.ref), s.distances, distance).limit(1),
  );
  if (places.shards.some((x) => x.count > 0 || x.offers > 0) || !waiting.empty) {
    throw conflict('distance_in_use', { distance: distance.name });
  }
  s.places.delete(distance.id);
  s.writes.push(() => places.refs.forEach((ref) => s.tx.delete(ref)));
}

/** A kept distance with a new capacity: its places shared out again (409 below the places taken). */
function recapacity(s: Ledger, before: StoredDistance, after: StoredDistance, several: boolean) {
  const places = placesOf(s, before);
  places.distance = after;
  if (after.capacity === null || after.capacity === before.capacity) return;
  const shared = rebalance(places.shards, after.capacity);
  if (shared === null) {
    const taken = placesTaken(places.shards);
    throw several
      ? conflict('distance_capacity_below_taken', { distance: after.name, taken })
      : conflict('capacity_below_taken', { taken });
  }
  shared.forEach((shard, i) => {
    places.shards[i] = shard;
    places.dirty.add(i);
  });
}

/** A new distance's counter, written by the settlement (its shards are created by the write). */
function addDistance(s: Ledger, distance: StoredDistance): void {
  const fresh: ShardState[] = Array.from({ length: distance.counterShards }, () => ({
    count: 0,
    offers: 0,
    places: 0,
  }));
  const shards =
    distance.capacity === null ? fresh : (rebalance(fresh, distance.capacity) ?? fresh);
  s.places.set(distance.id, {
    distance,
    refs: distanceShardRefs(s.marathon.ref, distance),
    shards,
    dirty: new Set(shards.map((_, i) => i)),
  });
}

/** Applies the edited list of distances to the settlement's counters. */
export async function applyDistances(
  settlement: Settlement,
  next: StoredDistance[],
): Promise<void> {
  const s = ledgerOf(settlement);
  const byId = new Map(next.map((d) => [d.id, d]));
  const several = next.length > 1 || s.distances.length > 1;
  for (const before of s.distances) {
    const after = byId.get(before.id);
    if (after === undefined) await removeDistance(s, before);
    else recapacity(s, before, after, several);
  }
  const known = new Set(s.distances.map((d) => d.id));
  for (const d of next) if (!known.has(d.id)) addDistance(s, d);
  // A race of one distance becoming several: its shards written before distances get their
  // distance, so per-distance queries find them.
  if (s.distances.length === 1 && next.length > 1) {
    for (const places of s.places.values()) places.shards.forEach((_, i) => places.dirty.add(i));
  }
  s.distances = next;
}
