// A marathon's registration audit trail: `marathons/{id}/activity/{eventId}` documents, written only by
// the registrationActivity trigger, read by the creator through GET /marathon/{id}/activity.
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';

import { toIso } from '../../store/marathon-doc.js';

export type ActivityType = 'registered' | 'updated' | 'withdrawn';

/** One entry as the API returns it. */
export interface ActivityEntry {
  id: string;
  type: ActivityType;
  userId: string;
  /** The runner's first and last name as registered (as they were before a withdrawal). */
  runnerName: string;
  at: string;
}

export interface ActivityPage {
  activity: ActivityEntry[];
  nextCursor: string | null;
}

function text(data: DocumentData | undefined, field: string): string {
  const value: unknown = data?.[field];
  return typeof value === 'string' ? value : '';
}

/**
 * What a write of `marathons/{id}/registrations/{userId}` means for the trail; null when nothing
 * changed hands (a write of a missing document that stays missing).
 */
export function activityFor(
  userId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  at: Date,
): DocumentData | null {
  const type: ActivityType | null =
    before === undefined
      ? after === undefined
        ? null
        : 'registered'
      : after
        ? 'updated'
        : 'withdrawn';
  if (type === null) return null;
  const runner = after ?? before;
  const runnerName = `${text(runner, 'firstName')} ${text(runner, 'lastName')}`.trim();
  return { type, userId, runnerName, at: Timestamp.fromDate(at) };
}

const TYPES = new Set<string>(['registered', 'updated', 'withdrawn']);

export function toActivityEntry(snapshot: DocumentSnapshot): ActivityEntry {
  const data = snapshot.data();
  const type = text(data, 'type');
  return {
    id: snapshot.id,
    type: TYPES.has(type) ? (type as ActivityType) : 'updated',
    userId: text(data, 'userId'),
    runnerName: text(data, 'runnerName'),
    at: toIso(data?.at),
  };
}
