// Runs a StructuredQuery over one database: candidates, filters, order, cursors, offset, limit.
import type { Database, StoredDoc } from '../storage/database.js';
import { parseFieldPath } from './field-paths.js';
import type { Getter } from './filters.js';
import { NAME, QueryError, compileFilter, getter } from './filters.js';
import type { Cursor, Filter, Order, StructuredQuery } from './proto-types.js';
import type { Value } from './values.js';
import {
  compareIds,
  compareSegmentLists,
  compareValues,
  kindOf,
  referenceSegments,
} from './values.js';

export interface QueryScope {
  /** Relative path of the parent document ('' = database root). */
  parentPath: string;
  collectionId: string;
  allDescendants: boolean;
}

export function queryScope(parentPath: string, query: StructuredQuery): QueryScope {
  const from = query.from ?? [];
  if (from.length !== 1) throw new QueryError('A query must select exactly one collection.');
  const f = from[0] ?? {};
  return {
    parentPath,
    collectionId: f.collectionId ?? '',
    allDescendants: f.allDescendants ?? false,
  };
}

/** Whether a document path lies in the scope of a query (used for predicate locks). */
export function pathInScope(path: string, scope: QueryScope): boolean {
  const i = path.lastIndexOf('/');
  const collection = path.slice(0, i);
  if (!scope.allDescendants) {
    const expected =
      scope.parentPath === '' ? scope.collectionId : `${scope.parentPath}/${scope.collectionId}`;
    return collection === expected;
  }
  const prefix = scope.parentPath === '' ? '' : `${scope.parentPath}/`;
  if (!collection.startsWith(prefix)) return false;
  return (
    scope.collectionId === '' ||
    collection.slice(collection.lastIndexOf('/') + 1) === scope.collectionId
  );
}

const INEQUALITY = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

function inequalityFields(filter: Filter | undefined, out: Set<string>): Set<string> {
  if (!filter) return out;
  if (filter.compositeFilter) {
    for (const f of filter.compositeFilter.filters ?? []) inequalityFields(f, out);
  } else if (filter.fieldFilter && INEQUALITY.has(filter.fieldFilter.op ?? '')) {
    out.add(filter.fieldFilter.field?.fieldPath ?? '');
  } else if (filter.unaryFilter && filter.unaryFilter.op?.startsWith('IS_NOT')) {
    out.add(filter.unaryFilter.field?.fieldPath ?? '');
  }
  return out;
}

/** Whether `filter` has `__name__ ==` (Firestore's "equality on key"). */
function hasKeyEquality(filter: Filter | undefined): boolean {
  if (!filter) return false;
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).some(hasKeyEquality);
  return filter.fieldFilter?.op === 'EQUAL' && filter.fieldFilter.field?.fieldPath === NAME;
}

interface ResolvedOrder {
  path: string;
  descending: boolean;
}

/** Explicit orders, then inequality fields, then `__name__`, as Firestore normalises them. */
export function effectiveOrder(query: StructuredQuery): ResolvedOrder[] {
  const orders: ResolvedOrder[] = (query.orderBy ?? []).map((o: Order) => ({
    path: o.field?.fieldPath ?? '',
    descending: o.direction === 'DESCENDING',
  }));
  const seen = new Set(orders.map((o) => o.path));
  const lastDescending =
    orders.length > 0 ? (orders[orders.length - 1] as ResolvedOrder).descending : false;
  // Inequality fields in field-path order; `__name__` always comes last.
  const extra = [...inequalityFields(query.where, new Set())]
    .filter((p) => !seen.has(p) && p !== NAME)
    .sort((a, b) => compareSegmentLists(parseFieldPath(a), parseFieldPath(b)));
  for (const p of extra) {
    orders.push({ path: p, descending: lastDescending });
    seen.add(p);
  }
  if (!seen.has(NAME)) orders.push({ path: NAME, descending: lastDescending });
  return orders;
}

/**
 * Query shapes Firestore refuses with INVALID_ARGUMENT before reading anything (the SDKs check most of
 * these too, but a raw or older client reaches the server with them).
 */
function validateShape(query: StructuredQuery): void {
  const explicit = (query.orderBy ?? []).map((o) => o.field?.fieldPath ?? '');
  if (new Set(explicit).size !== explicit.length) {
    throw new QueryError('Order by clause cannot contain duplicate fields.');
  }
  const name = explicit.indexOf(NAME);
  if (name >= 0 && name !== explicit.length - 1) {
    throw new QueryError('Order by clause cannot contain more fields after the key __name__.');
  }
  const inequalities = inequalityFields(query.where, new Set());
  if (inequalities.size > 0 && !inequalities.has(NAME) && hasKeyEquality(query.where)) {
    // Firestore's own words, which say "key" for `__name__`.
    throw new QueryError(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
  const orders = effectiveOrder(query).length;
  for (const cursor of [query.startAt, query.endAt]) {
    if ((cursor?.values?.length ?? 0) > orders) throw new QueryError('Cursor has too many values.');
  }
}

interface Entry {
  doc: StoredDoc;
  /** The document's value for each order (`__name__` as its path). */
  keys: (Value | string | undefined)[];
}

function orderKeys(getters: (Getter | null)[], doc: StoredDoc): Entry['keys'] {
  return getters.map((g) => (g ? g(doc) : doc.path));
}

function compareEntries(a: Entry, b: Entry, orders: ResolvedOrder[]): number {
  for (let i = 0; i < orders.length; i++) {
    const x = a.keys[i];
    const y = b.keys[i];
    const c =
      typeof x === 'string'
        ? comparePaths(x, y as string)
        : compareValues((x ?? NULL) as Value, (y ?? NULL) as Value);
    if (c !== 0) return (orders[i] as ResolvedOrder).descending ? -c : c;
  }
  return 0;
}

const NULL: Value = { nullValue: 'NULL_VALUE' };

/** Compares document paths segment by segment without splitting them. */
function comparePaths(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  let j = 0;
  for (;;) {
    const ea = a.indexOf('/', i);
    const eb = b.indexOf('/', j);
    const sa = a.slice(i, ea < 0 ? a.length : ea);
    const sb = b.slice(j, eb < 0 ? b.length : eb);
    const c = compareIds(sa, sb);
    if (c !== 0) return c;
    if (ea < 0 || eb < 0) return ea < 0 ? (eb < 0 ? 0 : -1) : 1;
    i = ea + 1;
    j = eb + 1;
  }
}

/** The first `k` entries in order, without sorting everything (orderBy + limit over a large result). */
function topEntries(
  docs: StoredDoc[],
  getters: (Getter | null)[],
  k: number,
  compare: (a: Entry, b: Entry) => number,
): Entry[] {
  const top: Entry[] = [];
  for (const doc of docs) {
    const e = { doc, keys: orderKeys(getters, doc) };
    if (top.length === k && compare(e, top[k - 1] as Entry) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(top[mid] as Entry, e) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, e);
    if (top.length > k) top.pop();
  }
  return top;
}

function compareToCursor(
  db: Database,
  entry: Entry,
  cursor: Cursor,
  orders: ResolvedOrder[],
): number {
  const values = cursor.values ?? [];
  for (let i = 0; i < values.length; i++) {
    const o = orders[i] as ResolvedOrder;
    let target = values[i] as Value;
    let c: number;
    if (o.path === NAME) {
      if (kindOf(target) === 'stringValue') {
        // A cursor may name a document by its path relative to the database.
        target = { referenceValue: `${db.name}/documents/${target.stringValue ?? ''}` };
      }
      c =
        kindOf(target) === 'referenceValue'
          ? compareSegmentLists(
              entry.doc.path.split('/'),
              referenceSegments(target.referenceValue ?? ''),
            )
          : compareValues({ referenceValue: `${db.name}/documents/${entry.doc.path}` }, target);
    } else {
      c = compareValues((entry.keys[i] ?? NULL) as Value, target);
    }
    if (c !== 0) return o.descending ? -c : c;
  }
  return 0;
}

/**
 * A `==` filter every result must pass, on a field (top-level or in a map): the AND of the query's
 * filter (or the filter itself) holds it. The candidates can then come from the collection's equality
 * index.
 */
function requiredEquality(where: Filter | undefined): { segments: string[]; value: Value } | null {
  const filters =
    where?.compositeFilter?.op === 'AND'
      ? (where.compositeFilter.filters ?? [])
      : where
        ? [where]
        : [];
  for (const f of filters) {
    const ff = f.fieldFilter;
    const path = ff?.field?.fieldPath;
    if (ff?.op !== 'EQUAL' || ff.value === undefined || path === undefined || path === NAME)
      continue;
    return { segments: parseFieldPath(path), value: ff.value };
  }
  return null;
}

function candidates(
  db: Database,
  scope: QueryScope,
  readMicros: number | undefined,
  where: Filter | undefined,
): { docs: readonly StoredDoc[]; ordered: boolean } {
  const now = readMicros === undefined || db.history.size === 0;
  // A read at a past time starts from every current document: one that matched then may not now.
  const current = currentCandidates(db, scope, now ? where : undefined);
  if (now) return current;
  // A snapshot read: swap in earlier versions and bring back documents deleted since.
  const out: StoredDoc[] = [];
  for (const doc of current.docs) {
    const v = db.history.has(doc.path) ? db.versionAt(doc.path, readMicros) : doc;
    if (v) out.push(v);
  }
  for (const path of db.history.paths()) {
    if (db.get(path) || !pathInScope(path, scope)) continue;
    const v = db.versionAt(path, readMicros);
    if (v) out.push(v);
  }
  return { docs: out, ordered: false };
}

function currentCandidates(
  db: Database,
  scope: QueryScope,
  where: Filter | undefined,
): { docs: readonly StoredDoc[]; ordered: boolean } {
  if (!scope.allDescendants) {
    const coll =
      scope.parentPath === '' ? scope.collectionId : `${scope.parentPath}/${scope.collectionId}`;
    const equality = requiredEquality(where);
    const narrowed = equality && db.scanEqual(coll, equality.segments, equality.value);
    return { docs: narrowed ?? db.scanCollection(coll), ordered: true };
  }
  const colls = db.groupCollections(scope.collectionId, scope.parentPath);
  if (colls.length === 1) return { docs: db.scanCollection(colls[0] as string), ordered: true };
  return { docs: colls.flatMap((c) => db.scanCollection(c)), ordered: false };
}

/** Documents matching the query, in query order, after cursors, offset and limit. */
export function runQuery(
  db: Database,
  parentPath: string,
  query: StructuredQuery,
  readMicros?: number,
): StoredDoc[] {
  if (query.findNearest) throw new QueryError('UNIMPLEMENTED:findNearest (vector search)');
  const scope = queryScope(parentPath, query);
  validateShape(query);
  const orders = effectiveOrder(query);
  const naturalOrder = orders.length === 1 && orders[0]?.path === NAME && !orders[0].descending;
  const getters = orders.map((o) => (o.path === NAME ? null : getter(db, o.path)));
  const fieldGetters = getters.filter((g): g is Getter => g !== null);
  const { docs, ordered } = candidates(db, scope, readMicros, query.where);
  const offset = query.offset ?? 0;
  const limit = query.limit?.value;
  const inOrder = naturalOrder && ordered;
  const where = query.where ? compileFilter(db, query.where) : undefined;

  if (inOrder && !query.endAt) {
    const from = query.startAt ? cursorIndex(db, docs, query.startAt, orders) : 0;
    return pageFrom(docs, from, where, offset, limit);
  }
  const matched: StoredDoc[] = [];
  for (const doc of docs) {
    // Ordering by a field implies the field exists.
    if (fieldGetters.length > 0 && fieldGetters.some((g) => g(doc) === undefined)) continue;
    if (where && !where(doc)) continue;
    matched.push(doc);
  }
  const cmpEntries = (a: Entry, b: Entry): number => compareEntries(a, b, orders);
  let entries: Entry[];
  const wanted = limit === undefined ? Infinity : offset + limit;
  if (!inOrder && !query.startAt && !query.endAt && wanted * 4 < matched.length) {
    entries = topEntries(matched, getters, wanted, cmpEntries);
  } else {
    entries = matched.map((doc) => ({ doc, keys: orderKeys(getters, doc) }));
    if (!inOrder) entries.sort(cmpEntries);
  }

  let start = 0;
  let end = entries.length;
  if (query.startAt) {
    const cursor = query.startAt;
    const inclusive = cursor.before ?? false;
    while (start < end) {
      const c = compareToCursor(db, entries[start] as Entry, cursor, orders);
      if (c > 0 || (inclusive && c === 0)) break;
      start++;
    }
  }
  if (query.endAt) {
    const cursor = query.endAt;
    const inclusive = !(cursor.before ?? false);
    while (end > start) {
      const c = compareToCursor(db, entries[end - 1] as Entry, cursor, orders);
      if (c < 0 || (inclusive && c === 0)) break;
      end--;
    }
  }
  start += offset;
  if (limit !== undefined) end = Math.min(end, start + limit);
  return start >= end ? [] : entries.slice(start, end).map((e) => e.doc);
}

/**
 * Where the documents after `cursor` begin in `docs`, already in natural (id) order: found by binary
 * search, so a paged job's page does not walk the collection to its cursor.
 */
function cursorIndex(
  db: Database,
  docs: readonly StoredDoc[],
  cursor: Cursor,
  orders: ResolvedOrder[],
): number {
  const inclusive = cursor.before ?? false;
  const after = (doc: StoredDoc): boolean => {
    const c = compareToCursor(db, { doc, keys: [] }, cursor, orders);
    return c > 0 || (inclusive && c === 0);
  };
  let lo = 0;
  let hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (after(docs[mid] as StoredDoc)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The matching documents of `docs` (in query order) from index `from`, after `offset`, up to `limit`:
 * the scan stops once it has them, so a page of a large collection reads about a page.
 */
function pageFrom(
  docs: readonly StoredDoc[],
  from: number,
  where: ((doc: StoredDoc) => boolean) | undefined,
  offset: number,
  limit: number | undefined,
): StoredDoc[] {
  const wanted = limit === undefined ? Infinity : offset + limit;
  const matched: StoredDoc[] = [];
  for (let i = from; i < docs.length && matched.length < wanted; i++) {
    const doc = docs[i] as StoredDoc;
    if (!where || where(doc)) matched.push(doc);
  }
  return matched.slice(offset);
}
