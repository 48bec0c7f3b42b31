// Pure rules of a distance's field limit: how the places are shared among counter shards, and how the shards
// are rebalanced when the limit changes. Each shard holds `places` (its share), `count` (registrations)
// and `offers` (places held for waitlisted runners). A place is taken only from a shard whose
// count + offers is below its places, so no shard ever exceeds its share and the sum never exceeds the
// capacity, however many registrations run at once.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

export interface ShardState {
  count: number;
  offers: number;
  places: number;
}

export const freePlaces = (s: ShardState): number => s.places - s.count - s.offers;

/**
 * A shard as stored: with `free`, kept equal to places - count - offers by every write, so a
 * registration finds shards with room by a query (`free > 0`) instead of reading every shard.
 */
export const shardDoc = (s: ShardState) => ({ ...s, free: freePlaces(s) });

/** `capacity` spread as evenly as possible: the first `capacity % shards` shards hold one more. */
export function sharePlaces(capacity: number, shards: number): number[] {
  const base = Math.floor(capacity / shards);
  return Array.from({ length: shards }, (_, i) => base + (i < capacity % shards ? 1 : 0));
}

/** Shards that hold places: a random one of them is where a registration first tries. */
export const placedShards = (capacity: number, shards: number): number =>
  Math.min(capacity, shards);

/** Spreads `total` units over shards in proportion to `room`, never above a shard's room. */
function spread(total: number, room: number[]): number[] {
  const roomTotal = room.reduce((a, b) => a + b, 0);
  const out = room.map((r) => (roomTotal === 0 ? 0 : Math.floor((total * r) / roomTotal)));
  let left = total - out.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < room.length; i += 1) {
    const extra = Math.min(left, (room[i] ?? 0) - (out[i] ?? 0));
    out[i] = (out[i] ?? 0) + extra;
    left -= extra;
  }
  return out;
}

/**
 * The shards after a change of capacity: the same registrations and offers in total, the new capacity
 * shared out, every shard within its share. Null when the places taken exceed the new capacity.
 */
export function rebalance(shards: ShardState[], capacity: number): ShardState[] | null {
  const count = Math.max(
    0,
    shards.reduce((a, s) => a + s.count, 0),
  );
  const offers = Math.max(
    0,
    shards.reduce((a, s) => a + s.offers, 0),
  );
  if (count + offers > capacity) return null;
  const places = sharePlaces(capacity, shards.length);
  const counts = spread(count, places);
  const held = spread(
    offers,
    places.map((p, i) => p - (counts[i] ?? 0)),
  );
  return places.map((p, i) => ({ places: p, count: counts[i] ?? 0, offers: held[i] ?? 0 }));
}

export const placesTaken = (shards: ShardState[]): number =>
  Math.max(
    0,
    shards.reduce((a, s) => a + s.count + s.offers, 0),
  );

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

export function shardState(snapshot: DocumentSnapshot | undefined): ShardState {
  const num = (field: string) => wholeNumber(snapshot?.get(field)) ?? 0;
  return { count: num('count'), offers: num('offers'), places: num('places') };
}
