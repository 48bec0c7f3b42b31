// A marathon's registration audit trail: `marathons/{id}/activity/{eventId}` documents, written only by
// the registrationActivity trigger, read by the creator through GET /marathon/{id}/activity.
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { ActivityEntry, ActivityType } from '@run/contract/domain/api-types';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { toIso } from './marathon-doc.js';
import { COLLECTIONS } from './collections.js';

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
  const marathon = db().collection(COLLECTIONS.marathons).doc(marathonId);
  const ref = marathon.collection(COLLECTIONS.activity).doc(eventId);
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
