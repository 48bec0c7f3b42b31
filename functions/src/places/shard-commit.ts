// One commit against a shard with room, exactly, at any rate of arrival: the loop a place (take.ts)
// and a discount code's use (coupons/uses.ts) share. The caller stages its writes and the shard's
// compare-and-set update; a lost race re-reads that shard and tries another, and only a consistent
// query begun during the request that finds no room anywhere answers 'none' (pool.ts).
import type {
  DocumentReference,
  DocumentSnapshot,
  WriteBatch,
  WriteResult,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { serviceUnavailable } from '../lib/http-error.js';
import { knownShard, type KnownShard, type PlacePool } from './pool.js';

/** Commits and queries one request may try before giving up with a 503 (never seen in tests). */
const MAX_TRIES = 200;

/**
 * Commits `stage`'s batch (its last write the shard's update under `lastUpdateTime: shard.version`,
 * counting one more) on a shard of `pool` with room: 'committed', or 'none' when no shard has room
 * (or `stop` says there is no use looking). Errors other than a lost race are thrown.
 */
export async function commitOnRoomyShard(
  pool: PlacePool,
  since: number,
  roomiest: () => Promise<DocumentSnapshot[]>,
  stage: (batch: WriteBatch, shard: KnownShard) => void,
  stop: () => boolean = () => false,
): Promise<'committed' | 'none'> {
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    if (stop()) return 'none';
    const shard = await pool.borrow();
    if (shard === null) {
      if (!(await pool.lookFor(since, roomiest))) return 'none';
      continue;
    }
    let results: WriteResult[];
    try {
      // Inside the try: a write refused while staged (bad data) still gives the shard back, or it
      // would stay lent and every later request of this instance would queue for it.
      const batch = db().batch();
      stage(batch, shard);
      results = await batch.commit();
    } catch (err) {
      const code = grpcCode(err);
      if (code !== GRPC.FAILED_PRECONDITION) {
        // Nothing was written: the shard is as it was, unless NOT_FOUND says it may be gone (its
        // distance removed), when it is forgotten rather than lent to the next request to fail on.
        pool.giveBack(shard.ref.path, code === GRPC.NOT_FOUND ? undefined : shard);
        throw err;
      }
      // The shard changed since this instance knew it (another instance, a withdrawal, an offer).
      pool.giveBack(shard.ref.path, await reread(shard.ref));
      continue;
    }
    // The shard's update is the batch's last write; its update time is the shard's new version.
    const written = results[results.length - 1];
    const { count, offers, places } = shard.state;
    pool.giveBack(
      shard.ref.path,
      written && {
        ref: shard.ref,
        state: { count: count + 1, offers, places },
        version: written.writeTime,
      },
    );
    return 'committed';
  }
  throw serviceUnavailable('registration_rush');
}

/** A shard read again after a lost compare-and-set; undefined when even that read fails. */
async function reread(ref: DocumentReference) {
  try {
    return knownShard(await ref.get());
  } catch {
    return undefined;
  }
}
