// Runs a StructuredQuery over one database: candidates, filters, order, cursors, offset, limit.
import type { Database, StoredDoc } from './database.js';
import { getField, parseFieldPath } from './field-paths.js';
import type { Cursor, Filter, Order, StructuredQuery } from './proto-types.js';
import type { Value } from './values.js';
import {
  compareSegmentLists,
  compareStrings,
  compareValues,
  isNaNValue,
  kindOf,
  referenceSegments,
  typeRank,
  valuesEqual,
} from './values.js';

export class QueryError extends Error {}

const NAME = '__name__';

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

function arrayValues(v: Value | undefined): Value[] {
  return v && kindOf(v) === 'arrayValue' ? (v.arrayValue?.values ?? []) : [];
}

function isNull(v: Value): boolean {
  return kindOf(v) === 'nullValue';
}

type Getter = (doc: StoredDoc) => Value | undefined;
type Predicate = (doc: StoredDoc) => boolean;

function getter(db: Database, path: string): Getter {
  if (path === NAME) return (doc) => ({ referenceValue: `${db.name}/documents/${doc.path}` });
  const segments = parseFieldPath(path);
  if (segments.length === 1) {
    const key = segments[0] as string;
    return (doc) => doc.fields[key];
  }
  return (doc) => getField(doc.fields, segments);
}

function compileFieldFilter(op: string | undefined, target: Value): (v: Value) => boolean {
  const rank = typeRank(target);
  const kind = kindOf(target);
  switch (op) {
    case 'EQUAL':
      // Fast paths for the common equality filters; everything else uses Firestore's comparison.
      if (kind === 'stringValue') {
        const s = target.stringValue;
        return (v) => v.stringValue === s && kindOf(v) === 'stringValue';
      }
      if (kind === 'booleanValue') {
        const b = target.booleanValue;
        return (v) => v.booleanValue === b && kindOf(v) === 'booleanValue';
      }
      return (v) => valuesEqual(v, target);
    case 'NOT_EQUAL':
      return (v) => !isNull(v) && !valuesEqual(v, target);
    case 'LESS_THAN':
      return (v) => typeRank(v) === rank && compareValues(v, target) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return (v) => typeRank(v) === rank && compareValues(v, target) <= 0;
    case 'GREATER_THAN':
      return (v) => typeRank(v) === rank && compareValues(v, target) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return (v) => typeRank(v) === rank && compareValues(v, target) >= 0;
    case 'IN': {
      const list = arrayValues(target);
      return (v) => list.some((t) => valuesEqual(v, t));
    }
    case 'NOT_IN': {
      const list = arrayValues(target);
      if (list.some(isNull)) return () => false;
      return (v) => !isNull(v) && !list.some((t) => valuesEqual(v, t));
    }
    case 'ARRAY_CONTAINS':
      return (v) => arrayValues(v).some((e) => valuesEqual(e, target));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = arrayValues(target);
      return (v) => arrayValues(v).some((e) => wanted.some((t) => valuesEqual(e, t)));
    }
    default:
      throw new QueryError(`Unsupported field filter operator ${op}`);
  }
}

/** Turns a filter into a predicate once, so scanning many documents does no per-document parsing. */
export function compileFilter(db: Database, filter: Filter): Predicate {
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map((f) => compileFilter(db, f));
    if (filter.compositeFilter.op === 'OR') return (doc) => parts.some((p) => p(doc));
    return (doc) => parts.every((p) => p(doc));
  }
  if (filter.unaryFilter) {
    const get = getter(db, filter.unaryFilter.field?.fieldPath ?? '');
    switch (filter.unaryFilter.op) {
      case 'IS_NAN':
        return (doc) => {
          const v = get(doc);
          return v !== undefined && isNaNValue(v);
        };
      case 'IS_NULL':
        return (doc) => {
          const v = get(doc);
          return v !== undefined && isNull(v);
        };
      case 'IS_NOT_NAN':
        return (doc) => {
          const v = get(doc);
          return v !== undefined && !isNull(v) && !isNaNValue(v);
        };
      case 'IS_NOT_NULL':
        return (doc) => {
          const v = get(doc);
          return v !== undefined && !isNull(v);
        };
      default:
        throw new QueryError(`Unsupported unary filter operator ${filter.unaryFilter.op}`);
    }
  }
  if (filter.fieldFilter) {
    const f = filter.fieldFilter;
    const get = getter(db, f.field?.fieldPath ?? '');
    const test = compileFieldFilter(f.op, f.value ?? { nullValue: 'NULL_VALUE' });
    return (doc) => {
      const v = get(doc);
      return v !== undefined && test(v);
    };
  }
  return () => true;
}

export function matchesFilter(db: Database, doc: StoredDoc, filter: Filter): boolean {
  return compileFilter(db, filter)(doc);
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
  const extra = [...inequalityFields(query.where, new Set())].filter((p) => !seen.has(p)).sort();
  for (const p of extra) {
    orders.push({ path: p, descending: lastDescending });
    seen.add(p);
  }
  if (!seen.has(NAME)) orders.push({ path: NAME, descending: lastDescending });
  return orders;
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
    const c = compareStrings(sa, sb);
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
  if (values.length > orders.length)
    throw new QueryError('Too many cursor values for the query order.');
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

function candidates(
  db: Database,
  scope: QueryScope,
  readMicros: number | undefined,
): { docs: readonly StoredDoc[]; ordered: boolean } {
  const current = currentCandidates(db, scope);
  if (readMicros === undefined || db.history.size === 0) return current;
  // A snapshot read: swap in earlier versions and bring back documents deleted since.
  const out: StoredDoc[] = [];
  for (const doc of current.docs) {
    const v = db.history.has(doc.path) ? db.versionAt(doc.path, readMicros) : doc;
    if (v) out.push(v);
  }
  for (const path of db.history.keys()) {
    if (db.get(path) || !pathInScope(path, scope)) continue;
    const v = db.versionAt(path, readMicros);
    if (v) out.push(v);
  }
  return { docs: out, ordered: false };
}

function currentCandidates(
  db: Database,
  scope: QueryScope,
): { docs: readonly StoredDoc[]; ordered: boolean } {
  if (!scope.allDescendants) {
    const coll =
      scope.parentPath === '' ? scope.collectionId : `${scope.parentPath}/${scope.collectionId}`;
    return { docs: db.scanCollection(coll), ordered: true };
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
  const orders = effectiveOrder(query);
  const naturalOrder = orders.length === 1 && orders[0]?.path === NAME && !orders[0].descending;
  const getters = orders.map((o) => (o.path === NAME ? null : getter(db, o.path)));
  const fieldGetters = getters.filter((g): g is Getter => g !== null);
  const { docs, ordered } = candidates(db, scope, readMicros);
  const offset = query.offset ?? 0;
  const limit = query.limit?.value;
  const inOrder = naturalOrder && ordered;
  const canStopEarly = inOrder && !query.startAt && !query.endAt && limit !== undefined;
  const where = query.where ? compileFilter(db, query.where) : undefined;

  const matched: StoredDoc[] = [];
  for (const doc of docs) {
    // Ordering by a field implies the field exists.
    if (fieldGetters.length > 0 && fieldGetters.some((g) => g(doc) === undefined)) continue;
    if (where && !where(doc)) continue;
    matched.push(doc);
    if (canStopEarly && matched.length >= offset + (limit ?? 0)) break;
  }
  if (inOrder && !query.startAt && !query.endAt) {
    return matched.slice(offset, limit === undefined ? undefined : offset + limit);
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
