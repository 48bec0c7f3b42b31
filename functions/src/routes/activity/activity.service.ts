// Firestore work for the registration audit trail: record one event (idempotent), list a page.
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';

import type { Caller } from '../../lib/auth.js';
import { decodeCursor, encodeCursor, isTimestampIso } from '../../lib/cursor.js';
import { isStoredId } from '../../lib/doc-id.js';
import { GRPC, grpcCode } from '../../lib/grpc.js';
import { db } from '../../lib/firestore.js';
import { creatorsMarathon } from '../../store/marathon-doc.js';
import { toActivityEntry, type ActivityPage } from './activity-doc.js';

/**
 * Writes the entry under the event's id, once: a retried event finds its entry and writes nothing.
 * No transaction (every registration of a marathon would queue on the marathon's lock); instead an
 * entry written after its marathon was deleted is removed again: deleteMarathon deletes the marathon
 * before its activity, so either that cleanup or this check sees the entry.
 */
export async function recordActivity(
  marathonId: string,
  eventId: string,
  entry: DocumentData,
): Promise<boolean> {
  const marathon = db().collection('marathons').doc(marathonId);
  const ref = marathon.collection('activity').doc(eventId);
  try {
    await ref.create(entry);
  } catch (error) {
    if (grpcCode(error) === GRPC.ALREADY_EXISTS) return false;
    throw error;
  }
  if (!(await marathon.get()).exists) {
    await ref.delete();
    return false;
  }
  return true;
}

type ActivityCursor = [atIso: string, id: string];

function isActivityCursor(value: unknown): value is ActivityCursor {
  return (
    Array.isArray(value) && value.length === 2 && isTimestampIso(value[0]) && isStoredId(value[1])
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

/** A page of the audit trail, for the marathon's creator only. */
export async function marathonActivity(
  id: string,
  caller: Caller,
  query: { limit: number; cursor?: string | undefined },
): Promise<ActivityPage> {
  const marathon = await creatorsMarathon(
    id,
    caller,
    'Only the marathon’s creator can see its activity.',
  );
  const { limit, cursor } = query;
  return listActivity(marathon.ref, cursor ? { limit, cursor } : { limit });
}
