// A marathon's registration audit trail: `marathons/{id}/activity/{eventId}` documents, written only by
// the registrationActivity trigger, read by the creator through GET /marathon/{id}/activity.
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import type { ActivityEntry, ActivityType } from '@run/contract/domain/api-types';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { marathonRef } from './marathon-doc.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn } from './field-values.js';
import type { RegistrationDoc } from './registration-doc.js';
import { timeIn, toIso } from './stored-time.js';

/** The runner's name as a registration's form gives it. */
type Runner = Pick<RegistrationDoc, 'firstName' | 'lastName' | 'createdAt'>;

/**
 * What a write of `marathons/{id}/registrations/{userId}` means for the trail; null when nothing
 * changed hands (a write of a missing document that stays missing).
 */
export function activityFor(
  userId: string,
  before: Runner | undefined,
  after: Runner | undefined,
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
  const runnerName = `${runner?.firstName ?? ''} ${runner?.lastName ?? ''}`.trim();
  return { type, userId, runnerName, at: Timestamp.fromDate(at) };
}

const TYPES: readonly ActivityType[] = ['registered', 'updated', 'withdrawn'];

/** An entry of the trail as the code reads it. */
export interface ActivityDoc {
  id: string;
  /** An entry of no known type reads as `updated`. */
  type: ActivityType;
  userId: string;
  runnerName: string;
  at: Timestamp | null;
}

export const activityDocs = converterOf<ActivityDoc>((data, id) => ({
  id,
  type: TYPES.find((t) => t === data.type) ?? 'updated',
  userId: textIn(data.userId),
  runnerName: textIn(data.runnerName),
  at: timeIn(data.at),
}));

/** A race's trail, read as its models. */
export const activityOf = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.activity).withConverter(activityDocs);

export function toActivityEntry(entry: ActivityDoc): ActivityEntry {
  return {
    id: entry.id,
    type: entry.type,
    userId: entry.userId,
    runnerName: entry.runnerName,
    at: toIso(entry.at),
  };
}

/**
 * Registrations held now by the day each registered (UTC), for the race's statistics: shards
 * `marathons/{id}/dailyCounts/{day}-{n}` `{day, count}`, kept by this trail's trigger (never by the
 * registrant's own request). 100 shards a day keep each under one write a second even at a
 * Berlin-style opening (67 a second); the statistics sum a day's shards with one aggregation.
 */
export const DAY_SHARDS = 100;

/** A race's day-count shards, plain: `{day, count}`, summed by activity/race-stats.ts. */
export const dailyCountsOf = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(COLLECTIONS.dailyCounts);

export const dayOf = (at: unknown): string | null =>
  at instanceof Timestamp ? at.toDate().toISOString().slice(0, 10) : null;

/** +1 for a registration made on its day, -1 for one withdrawn (on the day it was made). */
export function dayCountFor(
  before: Runner | undefined,
  after: Runner | undefined,
): { day: string; by: 1 | -1 } | null {
  if (before === undefined && after !== undefined) {
    const day = dayOf(after.createdAt);
    return day ? { day, by: 1 } : null;
  }
  if (before !== undefined && after === undefined) {
    const day = dayOf(before.createdAt);
    return day ? { day, by: -1 } : null;
  }
  return null;
}

/**
 * Writes the entry under the event's id, once, with its day count in the same batch: a retried event
 * finds its entry, and neither is written again. No transaction (every registration of a marathon
 * would queue on the marathon's lock); instead an entry written after its marathon was deleted is
 * removed again: deleteMarathon deletes the marathon before its activity, so either that cleanup or
 * this check sees the entry.
 */
export async function recordActivity(
  marathonId: string,
  eventId: string,
  entry: DocumentData,
  dayCount: { day: string; by: 1 | -1 } | null = null,
): Promise<boolean> {
  const marathon = marathonRef(marathonId);
  const ref = marathon.collection(COLLECTIONS.activity).doc(eventId);
  const batch = db().batch();
  batch.create(ref, entry);
  if (dayCount) {
    const shard = Math.floor(Math.random() * DAY_SHARDS);
    batch.set(
      dailyCountsOf(marathon).doc(`${dayCount.day}-${shard}`),
      { day: dayCount.day, count: FieldValue.increment(dayCount.by) },
      { merge: true },
    );
  }
  try {
    await batch.commit();
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
