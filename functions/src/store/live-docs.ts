// The race's public live documents (`marathons/{id}/live/...`, their shapes in the contract's
// live.ts) and, beside each, its private refresh state (`marathons/{id}/liveSync/{liveId}`): when the
// live document was last written and whether a refresh already waits (live/coalesce.ts). The live
// documents are the only ones firestore.rules lets a browser read.
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  LIVE_COUNTS_ID,
  liveFinishersId,
  type LiveCounts,
  type LiveFinishers,
} from '@run/contract/domain/live';

import type { QueryPlan } from '../lib/query-plan.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import type { StoredDistance } from './distances.js';

/** A live document as stored: its contents and when the functions wrote it. */
export type StoredLive<T> = T & { updatedAt: Timestamp };

export const liveCountsRef = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.live).doc(LIVE_COUNTS_ID);

export const liveFinishersRef = (marathon: DocumentReference, distanceId: string) =>
  marathon.collection(COLLECTIONS.live).doc(liveFinishersId(distanceId));

/** A new race's counts: nobody registered yet, every limited distance's places all left. */
export function emptyCounts(distances: readonly StoredDistance[]): LiveCounts {
  return {
    registered: 0,
    checkedIn: 0,
    finished: 0,
    placesLeft: Object.fromEntries(distances.map((d) => [d.id, d.capacity])),
  };
}

/** Stages a new race's counts document in the batch that creates the race. */
export function createLiveCounts(
  batch: Pick<WriteBatch, 'create'>,
  marathon: DocumentReference,
  distances: readonly StoredDistance[],
): void {
  const now = Timestamp.now();
  batch.create(liveCountsRef(marathon), { ...emptyCounts(distances), updatedAt: now });
  // A write like any other: the first refresh (the race's own trigger) waits its second after it.
  batch.create(liveSyncRef(marathon, LIVE_COUNTS_ID), {
    pendingSince: null,
    writingSince: null,
    writtenAt: now.toMillis(),
  });
}

export const stored = <T extends LiveCounts | LiveFinishers>(live: T): StoredLive<T> => ({
  ...live,
  updatedAt: Timestamp.now(),
});

/**
 * A distance's results from the last finisher back (the finishers document's query, with a range on
 * `order` below the count of finishers): its index is declared (store/list-indexes.test.ts).
 */
export const latestResultsPlan = (distanceId: string): QueryPlan => ({
  collection: COLLECTIONS.results,
  equals: [['distanceId', distanceId]],
  orderBy: [['order', 'desc']],
});

/** A live document's refresh state. */
export interface LiveSyncDoc {
  /** When a waiting refresh claimed the document (ms); null when none waits. */
  pendingSince: number | null;
  /** When the refresh that released its claim started writing (ms); null once it wrote. */
  writingSince: number | null;
  /** When the live document was last written (ms); 0 before. */
  writtenAt: number;
}

const millis = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const liveSyncDocs = converterOf<LiveSyncDoc>((data) => ({
  pendingSince: millis(data.pendingSince),
  writingSince: millis(data.writingSince),
  writtenAt: millis(data.writtenAt) ?? 0,
}));

export const liveSyncRef = (marathon: DocumentReference, liveId: string) =>
  marathon.collection(COLLECTIONS.liveSync).doc(liveId).withConverter(liveSyncDocs);
