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

/** A query for shards with room: when it started (`performance.now()`) and how many it found. */
interface Look {
  startedAt: number;
  found: Promise<number>;
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

  /** Returns a lent shard as it now is (undefined: as it was, unknown after a failed write). */
  giveBack(path: string, now: KnownShard | undefined): void {
    this.lent.delete(path);
    if (now !== undefined) this.offer(now);
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
        if ((await current.found) > 0) return true;
        if (current.startedAt >= since) return false;
        // Began before this runner did: its "none" may be stale for it; ask again.
        continue;
      }
      if (this.foundNone !== null && this.foundNone.startedAt >= since) return false;
      return (await this.startLook(roomiest).found) > 0;
    }
  }

  private startLook(roomiest: () => Promise<DocumentSnapshot[]>): Look {
    const look: Look = { startedAt: performance.now(), found: Promise.resolve(0) };
    look.found = roomiest()
      .then((snaps) => {
        for (const snap of snaps) {
          const shard = knownShard(snap);
          if (shard !== undefined) this.offer(shard);
        }
        if (snaps.length === 0) this.foundNone = look;
        return snaps.length;
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
