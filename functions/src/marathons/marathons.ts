// Firestore work for marathons: lists, search, featured, one marathon, create, update, delete.
import {
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';
import type { Marathon, Participant } from '@run/contract/domain/api-types';
import type { MarathonInput } from '@run/contract/domain/schemas';
import { isDocId } from '@run/contract/domain/ids';
import { bucketOf, type DistanceBucket, type RaceSort } from '@run/contract/domain/race-filters';
import { registrationWindow } from '@run/contract/domain/registration-window';
import { mayCall } from '@run/contract/domain/race-roles';
import { routes } from '@run/contract/http/routes';

import { holdExpiry } from '../payments/expiry.js';
import type { Caller } from '../lib/auth.js';
import type { ClientKeys } from '../lib/client-ip.js';
import { decodeCursor, encodeCursor, isTimestampParts } from '../lib/cursor.js';
import { db } from '../lib/firestore.js';
import { notFound } from '../lib/http-error.js';
import { countsFromShards, createShards, registrationCounts, SHARDS } from '../places/counters.js';
import { distanceShardRefs, shardRef } from '../store/distances.js';
import { listParticipants } from '../store/registration-doc.js';
import { settleDue } from '../places/due.js';
import {
  editableFields,
  eventDates,
  MARATHON_FIELDS,
  marathonOf,
  raceRoleOf,
  NO_COUNTS,
  toMarathon,
  type MarathonDoc,
} from '../store/marathon-doc.js';
import { queueFanOut } from '../mail/fan-out.js';
import { raceOfModel } from '../mail/notify.js';
import { createdPlaces, updateMarathonAndPlaces } from './marathon-edit.js';
import { countSearch } from './search-limit.js';
import { organiserFor, organiserNames } from '../store/organisers.js';
import { matchesSearch } from '../store/search.js';
import {
  bucketsOf,
  raceListFields,
  raceListPlan,
  SORT_FIELD,
  type RaceListOptions,
} from '../store/race-list-fields.js';
import { applyPlan } from '../lib/query-plan.js';
import { COLLECTIONS } from '../store/collections.js';

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

/** The cursor after `marathon`: the value of the order's field and the document id. */
function cursorOf(marathon: MarathonDoc, sort: RaceSort): string {
  const ts = marathon[SORT_FIELD[sort]] ?? Timestamp.fromMillis(0);
  return encodeCursor([ts.seconds, ts.nanoseconds, marathon.id] satisfies ListCursor);
}

/**
 * Each listed snapshot read into its model once, though a search reads it to check it and again to
 * answer it (a snapshot the settlement read again is a new one, read anew).
 */
function modelsOnce(): (snapshot: DocumentSnapshot) => MarathonDoc {
  const read = new WeakMap<DocumentSnapshot, MarathonDoc>();
  return (snapshot) => {
    const known = read.get(snapshot);
    if (known) return known;
    const m = marathonOf(snapshot);
    read.set(snapshot, m);
    return m;
  };
}

async function withCounts(
  listed: DocumentSnapshot[],
  caller?: Caller,
  modelOf = modelsOnce(),
): Promise<Marathon[]> {
  const snapshots = await settleDue(listed, holdExpiry);
  const models = snapshots.map(modelOf);
  const [counts, names] = await Promise.all([
    registrationCounts(snapshots),
    organiserNames(models, caller),
  ]);
  return models.map((m) =>
    toMarathon(m, counts.get(m.id) ?? NO_COUNTS, organiserFor(m, names, caller)),
  );
}

export interface MarathonPage {
  marathons: Marathon[];
  nextCursor: string | undefined;
}

/** Whether one of the race's distances (of the bucket, when filtering by one) has a place left. */
function hasPlaceLeft(marathon: Marathon, bucket: DistanceBucket | undefined): boolean {
  return marathon.distances.some(
    (d) =>
      (bucket === undefined || bucketOf(d.runningDistance) === bucket) &&
      (d.placesLeft === null || d.placesLeft > 0),
  );
}

/**
 * A page of the list in the order of `sort` (newest added first by default), filtered by `q`,
 * `distance`, `month` and `open` (docs/search.md). The query is `raceListPlan`'s, answered by an index;
 * what the index cannot say exactly (the substring of `q`, the distance beside a search, whether the
 * window is open now and a place is left) is checked on its candidates, reading at most MAX_SCAN
 * races a request and handing back a cursor to go on.
 */
export async function listMarathons(
  options: RaceListOptions & { limit: number; cursor?: string | undefined },
  client: () => ClientKeys,
  now = new Date(),
): Promise<MarathonPage> {
  // A search or `open` reads candidates beyond its page: counted like a search (docs/search.md).
  if (options.q?.trim() || options.open) await countSearch(client());
  const { plan, checkDistance } = raceListPlan(options, now);
  let query: Query = applyPlan(marathons(), plan).select(...MARATHON_FIELDS);
  if (options.cursor) {
    const [seconds, nanos, id] = decodeCursor(options.cursor, isListCursor);
    query = query.startAfter(new Timestamp(seconds, nanos), id);
  }
  const q = options.q?.trim();
  const { sort, distance, open } = options;

  if (!q && !open) {
    const snap = await query.limit(options.limit + 1).get();
    const page = snap.docs.slice(0, options.limit);
    const read = modelsOnce();
    const last = page.at(-1);
    return {
      marathons: await withCounts(page, undefined, read),
      nextCursor: snap.docs.length > options.limit && last ? cursorOf(read(last), sort) : undefined,
    };
  }

  const read = modelsOnce();
  const candidate = (doc: DocumentSnapshot): boolean => {
    const m = read(doc);
    if (q && !matchesSearch(m, q)) return false;
    if (checkDistance && !bucketsOf(m.distances).some((b) => b === distance)) return false;
    return !open || registrationWindow(eventDates(m), now) === 'open';
  };
  // Read batches until a full page plus one more match is found, the data ends, or the scan bound is
  // reached (then the cursor continues the scan where it stopped).
  const batchSize = Math.min(Math.max(options.limit * 2, 50), MAX_SCAN);
  const matches: Array<{ doc: DocumentSnapshot; marathon: Marathon }> = [];
  let scanned = 0;
  let lastScanned: DocumentSnapshot | undefined;
  let exhausted = false;
  while (matches.length <= options.limit && scanned < MAX_SCAN) {
    const batchQuery: Query = lastScanned ? query.startAfter(lastScanned) : query;
    const snap = await batchQuery.limit(batchSize).get();
    scanned += snap.docs.length;
    lastScanned = snap.docs.at(-1) ?? lastScanned;
    const docs = snap.docs.filter(candidate);
    const counted = await withCounts(docs, undefined, read);
    counted.forEach((marathon, i) => {
      const doc = docs[i];
      if (doc && (!open || hasPlaceLeft(marathon, distance))) matches.push({ doc, marathon });
    });
    if (snap.docs.length < batchSize) {
      exhausted = true;
      break;
    }
  }
  const page = matches.slice(0, options.limit);
  let nextCursor: string | undefined;
  if (matches.length > options.limit) {
    const last = page.at(-1);
    nextCursor = last ? cursorOf(read(last.doc), sort) : undefined;
  } else if (!exhausted && lastScanned) {
    nextCursor = cursorOf(read(lastScanned), sort);
  }
  return { marathons: page.map((m) => m.marathon), nextCursor };
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
  const [snap = read] = await settleDue([read], holdExpiry);
  const race = marathonOf(snap);
  const [counts, names] = await Promise.all([
    (snap === read ? countsFromShards(snap, shards) : null) ??
      registrationCounts([snap]).then((all) => all.get(snap.id) ?? NO_COUNTS),
    organiserNames([race], caller),
  ]);
  const marathon = toMarathon(race, counts, organiserFor(race, names, caller), true);
  if (caller && mayCall(raceRoleOf(race, caller), routes.listParticipants)) {
    const page = await listParticipants(race, { limit: EMBEDDED_PARTICIPANTS });
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
    ...raceListFields(input, places.distances),
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
  const race = marathonOf(snap);
  for (const distance of race.distances) {
    for (const ref of distanceShardRefs(snap.ref, distance)) batch.delete(ref);
  }
  // The registrations go with their runners' mails, page by page, in the fan-out (mail/fan-out.ts).
  queueFanOut(batch, { kind: 'deleted', race: raceOfModel(race) });
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

export { marathonCalendar } from './calendar.js';
