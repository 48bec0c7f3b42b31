// Firestore work for marathons: lists, search, featured, one marathon, create, update, delete.
import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';
import type { Marathon, Participant } from '@run/contract/domain/api-types';
import type { MarathonInput } from '@run/contract/domain/schemas';
import { isDocId } from '@run/contract/domain/ids';
import { mayCall } from '@run/contract/domain/race-roles';
import { routes } from '@run/contract/http/routes';

import type { Caller } from '../../lib/auth.js';
import { decodeCursor, encodeCursor, isTimestampParts } from '../../lib/cursor.js';
import { db } from '../../lib/firestore.js';
import { notFound } from '../../lib/http-error.js';
import {
  countsFromShards,
  createShards,
  registrationCounts,
  SHARDS,
} from '../../places/counters.js';
import { distanceShardRefs, distancesOf, shardRef } from '../../store/distances.js';
import { listParticipants } from '../../store/registration-doc.js';
import { settleDue } from '../../places/due.js';
import {
  editableFields,
  MARATHON_FIELDS,
  raceRoleOf,
  NO_COUNTS,
  toMarathon,
} from '../../store/marathon-doc.js';
import { queueFanOut } from '../../mail/fan-out.js';
import { raceOfSnapshot } from '../../mail/notify.js';
import { createdPlaces, updateMarathonAndPlaces } from './marathon-edit.js';
import { organiserFor, organiserNames } from '../../store/organisers.js';
import { indexGram, matchesSearch } from '../../store/search.js';
import { COLLECTIONS } from '../../store/collections.js';

const marathons = () => db().collection(COLLECTIONS.marathons);

/**
 * A search reads at most this many marathons per request (billed reads), then hands back a cursor.
 * With the per-client search limit (search-limit.ts) this bounds what one client can cost a minute.
 */
const MAX_SCAN = 300;
/** The creator's detail view embeds the first participants; the rest page through /registrations. */
const EMBEDDED_PARTICIPANTS = 100;

type ListCursor = [seconds: number, nanoseconds: number, id: string];

function isListCursor(value: unknown): value is ListCursor {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    isTimestampParts(value[0], value[1]) &&
    isDocId(value[2])
  );
}

function cursorOf(snapshot: DocumentSnapshot): string {
  const createdAt: unknown = snapshot.get('createdAt');
  const ts = createdAt instanceof Timestamp ? createdAt : Timestamp.fromMillis(0);
  return encodeCursor([ts.seconds, ts.nanoseconds, snapshot.id] satisfies ListCursor);
}

async function withCounts(listed: DocumentSnapshot[], caller?: Caller): Promise<Marathon[]> {
  const snapshots = await settleDue(listed);
  const [counts, names] = await Promise.all([
    registrationCounts(snapshots),
    organiserNames(snapshots, caller),
  ]);
  return snapshots.map((s) =>
    toMarathon(s, counts.get(s.id) ?? NO_COUNTS, organiserFor(s, names, caller)),
  );
}

export interface MarathonPage {
  marathons: Marathon[];
  nextCursor: string | undefined;
}

/** Newest first; with `q`, only marathons whose title or location contains it. */
export async function listMarathons(options: {
  limit: number;
  cursor?: string;
  q?: string;
}): Promise<MarathonPage> {
  let query: Query = marathons()
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .select(...MARATHON_FIELDS);
  const q = options.q?.trim();
  const gram = q ? indexGram(q) : null;
  if (gram) query = query.where('searchGrams', 'array-contains', gram);
  if (options.cursor) {
    const [seconds, nanos, id] = decodeCursor(options.cursor, isListCursor);
    query = query.startAfter(new Timestamp(seconds, nanos), id);
  }

  if (!q) {
    const snap = await query.limit(options.limit + 1).get();
    const page = snap.docs.slice(0, options.limit);
    const last = page.at(-1);
    return {
      marathons: await withCounts(page),
      nextCursor: snap.docs.length > options.limit && last ? cursorOf(last) : undefined,
    };
  }

  // Filtered: read batches until a full page plus one more match is found, the data ends, or the scan
  // bound is reached (then the cursor continues the scan where it stopped).
  const batchSize = Math.min(Math.max(options.limit * 2, 50), 300);
  const matches: DocumentSnapshot[] = [];
  let scanned = 0;
  let lastScanned: DocumentSnapshot | undefined;
  let exhausted = false;
  while (matches.length <= options.limit && scanned < MAX_SCAN) {
    const batchQuery: Query = lastScanned ? query.startAfter(lastScanned) : query;
    const snap = await batchQuery.limit(batchSize).get();
    for (const doc of snap.docs) {
      scanned += 1;
      lastScanned = doc;
      const data = doc.data();
      const fields = { title: String(data.title ?? ''), location: String(data.location ?? '') };
      if (matchesSearch(fields, q)) {
        matches.push(doc);
        if (matches.length > options.limit) break;
      }
    }
    if (snap.docs.length < batchSize) {
      exhausted = true;
      break;
    }
  }
  const page = matches.slice(0, options.limit);
  let nextCursor: string | undefined;
  if (matches.length > options.limit) {
    const last = page.at(-1);
    nextCursor = last ? cursorOf(last) : undefined;
  } else if (!exhausted && lastScanned) {
    nextCursor = cursorOf(lastScanned);
  }
  return { marathons: await withCounts(page), nextCursor };
}

/** Up to 6: upcoming races soonest first, then the most recent past ones. */
export async function featuredMarathons(now = new Date()): Promise<Marathon[]> {
  const nowTs = Timestamp.fromDate(now);
  const nearest = (side: '>=' | '<', direction: 'asc' | 'desc') =>
    marathons()
      .where('marathonStartDate', side, nowTs)
      .orderBy('marathonStartDate', direction)
      .select(...MARATHON_FIELDS)
      .limit(6)
      .get();
  const [upcoming, past] = await Promise.all([nearest('>=', 'asc'), nearest('<', 'desc')]);
  return withCounts([...upcoming.docs, ...past.docs].slice(0, 6));
}

/**
 * One marathon and its count in one round trip (a race of one unlimited distance, most of them); the
 * creator also gets the first participants.
 */
export async function getMarathon(id: string, caller: Caller | undefined): Promise<Marathon> {
  const ref = marathons().doc(id);
  const firstShards = Array.from({ length: SHARDS }, (_, i) => shardRef(ref, i));
  const [read, ...shards] = await db().getAll(ref, ...firstShards);
  if (!read?.exists) throw notFound('Marathon not found.');
  const [snap = read] = await settleDue([read]);
  const [counts, names] = await Promise.all([
    (snap === read ? countsFromShards(snap, shards) : null) ??
      registrationCounts([snap]).then((all) => all.get(snap.id) ?? NO_COUNTS),
    organiserNames([snap], caller),
  ]);
  const marathon = toMarathon(snap, counts, organiserFor(snap, names, caller), true);
  if (caller && mayCall(raceRoleOf(snap, caller), routes.listParticipants)) {
    const page = await listParticipants(snap, { limit: EMBEDDED_PARTICIPANTS });
    const participants: Participant[] = page.participants;
    return { ...marathon, participants };
  }
  return marathon;
}

/** Marathons the caller created, newest first, with counts. */
export async function marathonsCreatedBy(caller: Caller): Promise<Marathon[]> {
  const snap = await marathons()
    .where('createdByUid', '==', caller.uid)
    .orderBy('createdAt', 'desc')
    .select(...MARATHON_FIELDS)
    .limit(500)
    .get();
  return withCounts(snap.docs, caller);
}

export async function createMarathon(
  input: MarathonInput,
  caller: Caller,
  email: string,
): Promise<string> {
  const ref = marathons().doc();
  const batch = db().batch();
  const places = createdPlaces(input);
  batch.create(ref, {
    ...editableFields(input),
    ...places.fields,
    createdBy: email,
    createdByUid: caller.uid,
    createdAt: Timestamp.now(),
  });
  for (const distance of places.distances) createShards(batch, ref, distance);
  await batch.commit();
  return ref.id;
}

/** Editable fields only: the strict schema already refused createdBy, counts and anything else. */
export async function updateMarathon(race: DocumentSnapshot, input: MarathonInput) {
  return updateMarathonAndPlaces(race.ref, input);
}

/** Deletes a collection in batches, reading only document names. */
async function deleteCollection(collection: CollectionReference): Promise<void> {
  for (;;) {
    const page = await collection.select().limit(400).get();
    if (page.empty) return;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/**
 * The marathon and its counter go first, in one batch: from then on a racing registration fails its
 * shard precondition, so none can be added behind the cleanup. Then the registrations are deleted
 * page by page (explicitly rather than with recursiveDelete: the subcollections are known, and it
 * behaves the same on every Firestore backend).
 */
export async function deleteMarathon(snap: DocumentSnapshot): Promise<{ deletedCount: number }> {
  const batch = db().batch();
  batch.delete(snap.ref);
  // A marathon made outside the API and never migrated has no shards to delete.
  for (const distance of distancesOf(snap)) {
    for (const ref of distanceShardRefs(snap.ref, distance)) batch.delete(ref);
  }
  // The registrations go with their runners' mails, page by page, in the fan-out (mail/fan-out.ts).
  queueFanOut(batch, { kind: 'deleted', race: raceOfSnapshot(snap) });
  await batch.commit();
  await deleteCollection(snap.ref.collection(COLLECTIONS.waitlist));
  await deleteCollection(snap.ref.collection(COLLECTIONS.registrationCounters));
  for (const name of [
    COLLECTIONS.activity,
    COLLECTIONS.dailyCounts,
    COLLECTIONS.bibs,
    COLLECTIONS.bibJobs,
    COLLECTIONS.staff,
  ]) {
    await deleteCollection(snap.ref.collection(name));
  }
  return { deletedCount: 1 };
}
