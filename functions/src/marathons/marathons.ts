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
import {
  createShards,
  deleteShards,
  readWithCounts,
  registrationCounts,
  settleDue,
} from '../places/places.js';
import { distancesOf } from '../store/distances.js';
import { listParticipants } from '../store/registration-doc.js';
import { pageOf } from '../store/id-page.js';
import {
  editableFields,
  eventDates,
  MARATHON_FIELDS,
  raceRoleOf,
  NO_COUNTS,
  toMarathon,
} from '../store/marathon-doc.js';
import { queueFanOut } from '../mail/fan-out.js';
import { raceOfSnapshot } from '../mail/notify.js';
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

/** The cursor after `snapshot`: the value of the order's field and the document id. */
function cursorOf(snapshot: DocumentSnapshot, sort: RaceSort): ListCursor {
  const at: unknown = snapshot.get(SORT_FIELD[sort]);
  const ts = at instanceof Timestamp ? at : Timestamp.fromMillis(0);
  return [ts.seconds, ts.nanoseconds, snapshot.id];
}

async function withCounts(listed: DocumentSnapshot[], caller?: Caller): Promise<Marathon[]> {
  const snapshots = await settleDue(listed, holdExpiry);
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
    const page = await pageOf(
      query,
      { limit: options.limit },
      (doc) => doc,
      (last) => cursorOf(last, sort),
    );
    return { marathons: await withCounts(page.items), nextCursor: page.nextCursor ?? undefined };
  }

  const candidate = (doc: DocumentSnapshot): boolean => {
    const data = doc.data() ?? {};
    const fields = { title: String(data.title ?? ''), location: String(data.location ?? '') };
    if (q && !matchesSearch(fields, q)) return false;
    if (checkDistance && !bucketsOf(distancesOf(doc)).some((b) => b === distance)) return false;
    return !open || registrationWindow(eventDates(doc), now) === 'open';
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
    const counted = await withCounts(docs);
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
    nextCursor = last ? encodeCursor(cursorOf(last.doc, sort)) : undefined;
  } else if (!exhausted && lastScanned) {
    nextCursor = encodeCursor(cursorOf(lastScanned, sort));
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
  const { marathon: read, counts: asRead } = await readWithCounts(ref);
  if (!read?.exists) throw notFound('Marathon not found.');
  const [snap = read] = await settleDue([read], holdExpiry);
  const [counts, names] = await Promise.all([
    (snap === read ? asRead : null) ??
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
  deleteShards(batch, snap);
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

export { marathonCalendar } from './calendar.js';
