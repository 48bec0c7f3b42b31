// What one server instance knows of a capped distance's shards, so that a burst of registrations
// neither reads a shard before each commit nor sends two commits for one shard at once.
//
// A shard is known as exact state at an exact version (its update time): read from Firestore, or the
// state this instance itself committed, at the version its commit returned. A registration commits
// against a known shard under that version (take.ts), so a place costs one commit and no read, and
// knowledge gone stale (another instance, a withdrawal, an offer) costs one failed commit and a
// re-read, never a wrong count. Correctness rests on those preconditions alone; the pool only decides
// which shard each runner tries and in what order.
//
// A shard is lent to one runner at a time. A runner finding every known shard lent out queues, and a
// shard that comes back with room goes to the first in the queue (first come, first served, which
// keeps a burst's slowest answers close to its typical one). When nothing is known with room and
// nothing is lent out, the runners ask Firestore where room is: one query at a time per distance, whose
// answer serves every runner waiting on it.
import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import { BoundedMap } from '../lib/bounded-map.js';
import { shuffled } from '../lib/shuffled.js';
import { freePlaces, shardState, type ShardState } from './capacity.js';

export interface KnownShard {
  ref: DocumentReference;
  state: ShardState;
  /** The update time `state` is exact for: the precondition of a commit against it. */
  version: Timestamp;
}

export function knownShard(snap: DocumentSnapshot): KnownShard | undefined {
  return snap.exists && snap.updateTime !== undefined
    ? { ref: snap.ref, state: shardState(snap), version: snap.updateTime }
    : undefined;
}

const newer = (a: Timestamp, b: Timestamp): boolean =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);

/**
 * A query for shards with room: when it started (`performance.now()`), how many shards it found and
 * how many free places they hold together.
 */
interface Look {
  startedAt: number;
  found: Promise<{ shards: number; free: number }>;
}

export class PlacePool {
  /** Known with room and lent to no one, by path. */
  private readonly roomy = new Map<string, KnownShard>();
  /** Lent out: a runner is committing against them. */
  private readonly lent = new Set<string>();
  /** Runners waiting for a shard: each gets one with room, or null when there is none to wait for. */
  private queue: ((shard: KnownShard | null) => void)[] = [];
  /** The query under way, if any. */
  private looking: Look | null = null;
  /** The latest query that found no room. */
  private foundNone: Look | null = null;
  /** Orders waiting for any lent shard to come back (`returned`). */
  private returnWaiters: (() => void)[] = [];

  /**
   * A known shard with room, lent to the caller until `giveBack`; waits while others hold shards that
   * may come back with room; null when nothing is known with room and nothing is lent out (`lookFor`).
   */
  borrow(): KnownShard | null | Promise<KnownShard | null> {
    if (this.roomy.size > 0) {
      // A random one: the instances of a big race spread over the shards instead of racing.
      let pick = Math.floor(Math.random() * this.roomy.size);
      for (const shard of this.roomy.values()) {
        if (pick-- === 0) return this.lend(shard);
      }
    }
    if (this.lent.size === 0) return null;
    return new Promise((resolve) => this.queue.push(resolve));
  }

  /**
   * Shards with room for `wanted` places together (one that holds them all if there is one, else
   * as many as it takes, picked at random), all lent at once; or null, lending none, when the shards
   * known with room and not lent hold fewer. An order never keeps some shards while it waits for
   * more, so two orders never wait on each other.
   */
  borrowPlaces(wanted: number): KnownShard[] | null {
    const known = shuffled([...this.roomy.values()]);
    const alone = known.find((s) => freePlaces(s.state) >= wanted);
    if (alone !== undefined) return [this.lend(alone)];
    const picked: KnownShard[] = [];
    let left = wanted;
    for (const shard of known) {
      if (left <= 0) break;
      picked.push(shard);
      left -= freePlaces(shard.state);
    }
    return left > 0 ? null : picked.map((s) => this.lend(s));
  }

  /** Whether some shard is lent out now, and may come back with room. */
  get lending(): boolean {
    return this.lent.size > 0;
  }

  /** Resolves when the next lent shard comes back. */
  returned(): Promise<void> {
    return new Promise((resolve) => this.returnWaiters.push(resolve));
  }

  /** Returns a lent shard as it now is (undefined: as it was, unknown after a failed write). */
  giveBack(path: string, now: KnownShard | undefined): void {
    this.lent.delete(path);
    if (now !== undefined) this.offer(now);
    const waiting = this.returnWaiters;
    this.returnWaiters = [];
    for (const resolve of waiting) resolve();
    // Nothing left to wait for: the queue asks Firestore (lookFor).
    if (this.roomy.size === 0 && this.lent.size === 0) {
      const waiting = this.queue;
      this.queue = [];
      for (const resolve of waiting) resolve(null);
    }
  }

  /**
   * Whether a query for the distance's shards with room (`roomiest`) finds any, asked once for all
   * runners at a time. A runner hears "none" only from a query that started after `since` (when its
   * own request began), so that answer is true at a moment of its request: "sold out" is never a
   * stale answer. A query that found room serves anyone.
   */
  async lookFor(since: number, roomiest: () => Promise<DocumentSnapshot[]>): Promise<boolean> {
    for (;;) {
      const current = this.looking;
      if (current !== null) {
        if ((await current.found).shards > 0) return true;
        if (current.startedAt >= since) return false;
        // Began before this runner did: its "none" may be stale for it; ask again.
        continue;
      }
      if (this.foundNone !== null && this.foundNone.startedAt >= since) return false;
      return (await this.startLook(roomiest).found).shards > 0;
    }
  }

  /**
   * The same for an order of `wanted` places: whether the shards with room hold that many together.
   * "Too few" comes only from a query that started after `since`, so it is true at a moment of the
   * order's request.
   */
  async lookForPlaces(
    since: number,
    roomiest: () => Promise<DocumentSnapshot[]>,
    wanted: number,
  ): Promise<boolean> {
    for (;;) {
      const current = this.looking ?? this.startLook(roomiest);
      if ((await current.found).free >= wanted) return true;
      if (current.startedAt >= since) return false;
    }
  }

  private startLook(roomiest: () => Promise<DocumentSnapshot[]>): Look {
    const look: Look = {
      startedAt: performance.now(),
      found: Promise.resolve({ shards: 0, free: 0 }),
    };
    look.found = roomiest()
      .then((snaps) => {
        let free = 0;
        for (const snap of snaps) {
          const shard = knownShard(snap);
          if (shard === undefined) continue;
          free += Math.max(0, freePlaces(shard.state));
          this.offer(shard);
        }
        if (snaps.length === 0) this.foundNone = look;
        return { shards: snaps.length, free };
      })
      .finally(() => {
        // Settled before anyone awaiting it resumes, so none of them sees it as under way.
        if (this.looking === look) this.looking = null;
      });
    this.looking = look;
    return look;
  }

  private lend(shard: KnownShard): KnownShard {
    this.roomy.delete(shard.ref.path);
    this.lent.add(shard.ref.path);
    return shard;
  }

  /** Learns a shard's state: a shard with room goes to the first runner waiting, or waits itself. */
  private offer(shard: KnownShard): void {
    const path = shard.ref.path;
    if (this.lent.has(path)) return;
    const known = this.roomy.get(path);
    if (known !== undefined && !newer(shard.version, known.version)) return;
    if (freePlaces(shard.state) <= 0) {
      this.roomy.delete(path);
      return;
    }
    const next = this.queue.shift();
    if (next === undefined) this.roomy.set(path, shard);
    else next(this.lend(shard));
  }
}

/** The pools of the capped distances this instance served last, by race, distance and layout. */
const pools = new BoundedMap<string, PlacePool>(256);

/**
 * The pool of one distance as laid out now: a new capacity reshares the places over the shards
 * (distance-edit.ts), so it starts a new pool rather than trusting the old one's shards.
 */
export function poolOf(
  marathon: DocumentReference,
  distance: { id: string; capacity: number; counterShards: number },
): PlacePool {
  const key = `${marathon.path}#${distance.id}#${distance.capacity}#${distance.counterShards}`;
  let pool = pools.get(key);
  if (pool === undefined) {
    pool = new PlacePool();
    pools.set(key, pool);
  }
  return pool;
}
