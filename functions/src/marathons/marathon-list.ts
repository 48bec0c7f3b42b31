// The lists of marathons: the public list with its search and filters (docs/search.md), the featured
// races and the creator's own, each with its counts and what the reader may see of its organiser.
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { Marathon } from '@run/contract/domain/api-types';
import { isDocId } from '@run/contract/domain/ids';
import { bucketOf, type DistanceBucket, type RaceSort } from '@run/contract/domain/race-filters';
import { registrationWindow } from '@run/contract/domain/registration-window';

import { holdExpiry } from '../payments/payments.js';
import type { Caller } from '../lib/auth.js';
import type { ClientKeys } from '../lib/client-ip.js';
import { decodeCursor, encodeCursor, isTimestampParts } from '../lib/cursor.js';
import { registrationCounts, settleDue } from '../places/places.js';
import { pageOf } from '../store/id-page.js';
import {
  eventDates,
  MARATHON_FIELDS,
  marathonOf,
  marathonsPlain,
  NO_COUNTS,
  type MarathonDoc,
} from '../store/marathon-doc.js';
import { toMarathon } from '../store/marathon-view.js';
import { countSearch } from './search-limit.js';
import { organiserFor, organiserNames } from '../store/organisers.js';
import { matchesSearch } from '../store/search.js';
import {
  bucketsOf,
  raceListPlan,
  SORT_FIELD,
  type RaceListOptions,
} from '../store/race-list-fields.js';
import { applyPlan } from '../lib/query-plan.js';

/**
 * A search reads at most this many marathons per request (billed reads), then hands back a cursor.
 * With the per-client search limit (search-limit.ts) this bounds what one client can cost a minute.
 */
const MAX_SCAN = 300;

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
function cursorOf(marathon: MarathonDoc, sort: RaceSort): ListCursor {
  const ts = marathon[SORT_FIELD[sort]] ?? Timestamp.fromMillis(0);
  return [ts.seconds, ts.nanoseconds, marathon.id];
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
  let query: Query = applyPlan(marathonsPlain(), plan).select(...MARATHON_FIELDS);
  if (options.cursor) {
    const [seconds, nanos, id] = decodeCursor(options.cursor, isListCursor);
    query = query.startAfter(new Timestamp(seconds, nanos), id);
  }
  const q = options.q?.trim();
  const { sort, distance, open } = options;

  if (!q && !open) {
    const read = modelsOnce();
    const page = await pageOf(
      query,
      { limit: options.limit },
      (doc) => doc,
      (last) => cursorOf(read(last), sort),
    );
    return {
      marathons: await withCounts(page.items, undefined, read),
      nextCursor: page.nextCursor ?? undefined,
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
    nextCursor = last ? encodeCursor(cursorOf(read(last.doc), sort)) : undefined;
  } else if (!exhausted && lastScanned) {
    nextCursor = encodeCursor(cursorOf(read(lastScanned), sort));
  }
  return { marathons: page.map((m) => m.marathon), nextCursor };
}

/** Up to 6: upcoming races soonest first, then the most recent past ones. */
export async function featuredMarathons(now = new Date()): Promise<Marathon[]> {
  const nowTs = Timestamp.fromDate(now);
  const nearest = (side: '>=' | '<', direction: 'asc' | 'desc') =>
    marathonsPlain()
      .where('marathonStartDate', side, nowTs)
      .orderBy('marathonStartDate', direction)
      .select(...MARATHON_FIELDS)
      .limit(6)
      .get();
  const [upcoming, past] = await Promise.all([nearest('>=', 'asc'), nearest('<', 'desc')]);
  return withCounts([...upcoming.docs, ...past.docs].slice(0, 6));
}

/** Marathons the caller created, newest first, with counts. */
export async function marathonsCreatedBy(caller: Caller): Promise<Marathon[]> {
  const snap = await marathonsPlain()
    .where('createdByUid', '==', caller.uid)
    .orderBy('createdAt', 'desc')
    .select(...MARATHON_FIELDS)
    .limit(500)
    .get();
  return withCounts(snap.docs, caller);
}
