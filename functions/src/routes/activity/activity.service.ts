// Firestore work for the registration audit trail: record one event (idempotent), list a page.
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';

import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { db } from '../../lib/firestore.js';
import { toActivityEntry, type ActivityPage } from './activity-doc.js';

/**
 * Writes the entry under the event's id, once: a retried event finds its entry and writes nothing, and
 * an event arriving after its marathon was deleted leaves nothing behind (the read of the marathon in
 * the same transaction orders this after, or before, the deletion).
 */
export async function recordActivity(
  marathonId: string,
  eventId: string,
  entry: DocumentData,
): Promise<boolean> {
  const marathon = db().collection('marathons').doc(marathonId);
  const ref = marathon.collection('activity').doc(eventId);
  return db().runTransaction(async (txn) => {
    const [marathonSnap, existing] = await txn.getAll(marathon, ref);
    if (!marathonSnap?.exists || existing?.exists) return false;
    txn.create(ref, entry);
    return true;
  });
}

type ActivityCursor = [atIso: string, id: string];

function isActivityCursor(value: unknown): value is ActivityCursor {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    !Number.isNaN(Date.parse(value[0])) &&
    typeof value[1] === 'string' &&
    /^[^/]{1,128}$/u.test(value[1])
  );
}

/** Newest first; entries of one instant in reverse id order, so pages never skip or repeat one. */
export async function listActivity(
  marathon: DocumentReference,
  options: { limit: number; cursor?: string },
): Promise<ActivityPage> {
  let query = marathon
    .collection('activity')
    .orderBy('at', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (options.cursor) {
    const [at, id] = decodeCursor(options.cursor, isActivityCursor);
    query = query.startAfter(Timestamp.fromDate(new Date(at)), id);
  }
  const snap = await query.limit(options.limit + 1).get();
  const page = snap.docs.slice(0, options.limit).map(toActivityEntry);
  const last = page.at(-1);
  return {
    activity: page,
    nextCursor:
      snap.docs.length > options.limit && last
        ? encodeCursor([last.at, last.id] satisfies ActivityCursor)
        : null,
  };
}
