// Firestore work for the registration audit trail: record one event (idempotent), list a page.
import type { ActivityPage } from '@run/contract/domain/api-types';
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { isStoredId } from '@run/contract/domain/ids';

import { decodeCursor, encodeCursor, isTimestampIso } from '../lib/cursor.js';
import { activityOf, toActivityEntry } from '../store/activity-doc.js';

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
  let query = activityOf(marathon).orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (options.cursor) {
    const [at, id] = decodeCursor(options.cursor, isActivityCursor);
    query = query.startAfter(Timestamp.fromDate(new Date(at)), id);
  }
  const snap = await query.limit(options.limit + 1).get();
  const page = snap.docs.slice(0, options.limit).map((d) => toActivityEntry(d.data()));
  const last = page.at(-1);
  return {
    activity: page,
    nextCursor:
      snap.docs.length > options.limit && last
        ? encodeCursor([last.at, last.id] satisfies ActivityCursor)
        : null,
  };
}

/** A page of the race's audit trail (the adapter has checked the caller's role). */
export async function marathonActivity(
  marathon: DocumentSnapshot,
  query: { limit: number; cursor?: string | undefined },
): Promise<ActivityPage> {
  const { limit, cursor } = query;
  return listActivity(marathon.ref, cursor ? { limit, cursor } : { limit });
}

export { marathonStats } from './race-stats.js';
