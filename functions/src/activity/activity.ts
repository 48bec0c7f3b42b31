// Firestore work for the registration audit trail: record one event (idempotent), list a page.
import type { ActivityPage } from '@run/contract/domain/api-types';
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { isStoredId } from '@run/contract/domain/ids';

import { decodeCursor, isTimestampIso } from '../lib/cursor.js';
import { activityOf, toActivityEntry } from '../store/activity-doc.js';
import { pageOf } from '../store/id-page.js';

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
  const query = activityOf(marathon).orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
  let after: [Timestamp, string] | undefined;
  if (options.cursor) {
    const [at, id] = decodeCursor(options.cursor, isActivityCursor);
    after = [Timestamp.fromDate(new Date(at)), id];
  }
  const page = await pageOf(
    query,
    { limit: options.limit, after },
    (d) => toActivityEntry(d.data()),
    (_doc, last) => [last.at, last.id] satisfies ActivityCursor,
  );
  return { activity: page.items, nextCursor: page.nextCursor };
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
