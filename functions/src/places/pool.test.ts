import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { PlacePool, type KnownShard } from './pool.js';

const ref = (n: number) => ({ path: `marathons/m/registrationCounters/${n}` }) as DocumentReference;

function shard(n: number, free: number, at = 1): KnownShard {
  return {
    ref: ref(n),
    state: { places: 3, count: 3 - free, offers: 0 },
    version: new Timestamp(at, 0),
  };
}

/** A query's answer as the Admin SDK gives it: snapshots of shards with room. */
function snapshotOf(s: KnownShard): DocumentSnapshot {
  const fields: Record<string, number> = { ...s.state };
  return {
    exists: true,
    ref: s.ref,
    updateTime: s.version,
    get: (field: string) => fields[field],
  } as unknown as DocumentSnapshot;
}

const answering = (...shards: KnownShard[]) => {
  let asked = 0;
  const roomiest = async () => {
    asked += 1;
    await Promise.resolve();
    return shards.map(snapshotOf);
  };
  return { roomiest, asked: () => asked };
};

describe('PlacePool', () => {
  it('knows nothing at first, and learns the shards a query finds', async () => {
    const pool = new PlacePool();
    expect(pool.borrow()).toBeNull();
    const query = answering(shard(1, 2));
    expect(await pool.lookFor(performance.now(), query.roomiest)).toBe(true);
    const lent = pool.borrow();
    expect(lent).toMatchObject({ ref: { path: ref(1).path } });
  });

  it('lends a shard to one runner at a time and hands it back to the first in the queue', async () => {
    const pool = new PlacePool();
    await pool.lookFor(performance.now(), answering(shard(1, 2)).roomiest);
    const first = pool.borrow() as KnownShard;
    const second = pool.borrow();
    const third = pool.borrow();
    expect(second).toBeInstanceOf(Promise);
    // The first runner's commit took a place: the shard comes back at its new version, one left.
    pool.giveBack(first.ref.path, shard(1, 1, 2));
    expect(await second).toMatchObject({ version: new Timestamp(2, 0) });
    // The second took the last: nothing left and nothing lent, so the third is told to look.
    pool.giveBack(first.ref.path, shard(1, 0, 3));
    expect(await third).toBeNull();
  });

  it('keeps the newer of two versions of a shard', async () => {
    const pool = new PlacePool();
    await pool.lookFor(performance.now(), answering(shard(1, 2, 5)).roomiest);
    const lent = pool.borrow() as KnownShard;
    pool.giveBack(lent.ref.path, shard(1, 1, 6));
    // An older query answer arriving late does not bring back the older version.
    await pool.lookFor(performance.now(), answering(shard(1, 2, 5)).roomiest);
    expect(pool.borrow()).toMatchObject({ version: new Timestamp(6, 0) });
  });

  it('asks once for all runners waiting at one moment', async () => {
    const pool = new PlacePool();
    const since = performance.now();
    const query = answering(shard(1, 2), shard(2, 1));
    const found = await Promise.all([1, 2, 3].map(() => pool.lookFor(since, query.roomiest)));
    expect(found).toEqual([true, true, true]);
    expect(query.asked()).toBe(1);
  });

  it('says "none" only from a query begun after the runner began', async () => {
    const pool = new PlacePool();
    const empty = answering();
    const early = performance.now();
    expect(await pool.lookFor(early, empty.roomiest)).toBe(false);
    // A runner who began before that query may take its answer; one who began after may not.
    expect(await pool.lookFor(early, empty.roomiest)).toBe(false);
    expect(empty.asked()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await pool.lookFor(performance.now(), empty.roomiest)).toBe(false);
    expect(empty.asked()).toBe(2);
  });

  it('never lends a shard without room', async () => {
    const pool = new PlacePool();
    await pool.lookFor(performance.now(), answering(shard(1, 0)).roomiest);
    expect(pool.borrow()).toBeNull();
  });

  it('lends an order the shards for all its places at once, or none of them', async () => {
    const pool = new PlacePool();
    expect(
      await pool.lookForPlaces(performance.now(), answering(shard(1, 2), shard(2, 1)).roomiest, 3),
    ).toBe(true);
    expect(pool.borrowPlaces(4)).toBeNull();
    // Too few: nothing was lent, so a single runner still gets a shard.
    expect(pool.lending).toBe(false);
    const order = pool.borrowPlaces(3) as KnownShard[];
    expect(order.map((s) => s.ref.path).sort()).toEqual([ref(1).path, ref(2).path]);
    expect(pool.lending).toBe(true);
    expect(pool.borrowPlaces(1)).toBeNull();
  });

  it('lends an order one shard that holds all its places when there is one', async () => {
    const pool = new PlacePool();
    await pool.lookFor(performance.now(), answering(shard(1, 1), shard(2, 3)).roomiest);
    expect(pool.borrowPlaces(2)?.map((s) => s.ref.path)).toEqual([ref(2).path]);
  });

  it('wakes an order waiting for a lent shard when it comes back', async () => {
    const pool = new PlacePool();
    await pool.lookFor(performance.now(), answering(shard(1, 2)).roomiest);
    const lent = pool.borrow() as KnownShard;
    let woken = false;
    const waiting = pool.returned().then(() => {
      woken = true;
    });
    await Promise.resolve();
    expect(woken).toBe(false);
    pool.giveBack(lent.ref.path, shard(1, 2, 2));
    await waiting;
    expect(pool.borrowPlaces(2)).toHaveLength(1);
  });

  it('says an order has too few places only from a query begun after it began', async () => {
    const pool = new PlacePool();
    const query = answering(shard(1, 2), shard(2, 1));
    const early = performance.now();
    expect(await pool.lookForPlaces(early, query.roomiest, 4)).toBe(false);
    expect(await pool.lookForPlaces(early, query.roomiest, 3)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await pool.lookForPlaces(performance.now(), query.roomiest, 4)).toBe(false);
    expect(query.asked()).toBe(3);
  });
});
