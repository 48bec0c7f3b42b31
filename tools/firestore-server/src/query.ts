// Runs a StructuredQuery over one database: candidates, filters, order, cursors, offset, limit.
import type { Database, StoredDoc } from './database.js';
import { getField, parseFieldPath } from './field-paths.js';
import type { Cursor, Filter, Order, StructuredQuery } from './proto-types.js';
import type { Value } from './values.js';
import {
  compareSegmentLists,
  compareValues,
  isNaNValue,
  kindOf,
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
  return scope.collectionId === '' || collection.slice(collection.lastIndexOf('/') + 1) === scope.collectionId;
}

export function fieldValue(db: Database, doc: StoredDoc, path: string): Value | undefined {
  if (path === NAME) return { referenceValue: `${db.name}/documents/${doc.path}` };
  return getField(doc.fields, parseFieldPath(path));
}

function arrayValues(v: Value | undefined): Value[] {
  return v && kindOf(v) === 'arrayValue' ? (v.arrayValue?.values ?? []) : [];
}

function isNull(v: Value): boolean {
  return kindOf(v) === 'nullValue';
}

export function matchesFilter(db: Database, doc: StoredDoc, filter: Filter): boolean {
  if (filter.compositeFilter) {
    const parts = filter.compositeFilter.filters ?? [];
    if (filter.compositeFilter.op === 'OR') return parts.some((f) => matchesFilter(db, doc, f));
    return parts.every((f) => matchesFilter(db, doc, f));
  }
  if (filter.unaryFilter) {
    const v = fieldValue(db, doc, filter.unaryFilter.field?.fieldPath ?? '');
    switch (filter.unaryFilter.op) {
      case 'IS_NAN':
        return v !== undefined && isNaNValue(v);
      case 'IS_NULL':
        return v !== undefined && isNull(v);
      case 'IS_NOT_NAN':
        return v !== undefined && !isNull(v) && !isNaNValue(v);
      case 'IS_NOT_NULL':
        return v !== undefined && !isNull(v);
      default:
        throw new QueryError(`Unsupported unary filter operator ${filter.unaryFilter.op}`);
    }
  }
  if (filter.fieldFilter) {
    const f = filter.fieldFilter;
    const v = fieldValue(db, doc, f.field?.fieldPath ?? '');
    const target = f.value ?? { nullValue: 'NULL_VALUE' };
    if (v === undefined) return false;
    switch (f.op) {
      case 'EQUAL':
        return valuesEqual(v, target);
      case 'NOT_EQUAL':
        return !isNull(v) && !valuesEqual(v, target);
      case 'LESS_THAN':
        return typeRank(v) === typeRank(target) && compareValues(v, target) < 0;
      case 'LESS_THAN_OR_EQUAL':
        return typeRank(v) === typeRank(target) && compareValues(v, target) <= 0;
      case 'GREATER_THAN':
        return typeRank(v) === typeRank(target) && compareValues(v, target) > 0;
      case 'GREATER_THAN_OR_EQUAL':
        return typeRank(v) === typeRank(target) && compareValues(v, target) >= 0;
      case 'IN':
        return arrayValues(target).some((t) => valuesEqual(v, t));
      case 'NOT_IN': {
        const list = arrayValues(target);
        if (list.some(isNull)) return false;
        return !isNull(v) && !list.some((t) => valuesEqual(v, t));
      }
      case 'ARRAY_CONTAINS':
        return arrayValues(v).some((e) => valuesEqual(e, target));
      case 'ARRAY_CONTAINS_ANY': {
        const wanted = arrayValues(target);
        return arrayValues(v).some((e) => wanted.some((t) => valuesEqual(e, t)));
      }
      default:
        throw new QueryError(`Unsupported field filter operator ${f.op}`);
    }
  }
  return true;
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
  const lastDescending = orders.length > 0 ? (orders[orders.length - 1] as ResolvedOrder).descending : false;
  const extra = [...inequalityFields(query.where, new Set())].filter((p) => !seen.has(p)).sort();
  for (const p of extra) {
    orders.push({ path: p, descending: lastDescending });
    seen.add(p);
  }
  if (!seen.has(NAME)) orders.push({ path: NAME, descending: lastDescending });
  return orders;
}

function compareByOrder(db: Database, a: StoredDoc, b: StoredDoc, orders: ResolvedOrder[]): number {
  for (const o of orders) {
    let c: number;
    if (o.path === NAME) {
      c = compareSegmentLists(a.path.split('/'), b.path.split('/'));
    } else {
      c = compareValues(
        fieldValue(db, a, o.path) ?? { nullValue: 'NULL_VALUE' },
        fieldValue(db, b, o.path) ?? { nullValue: 'NULL_VALUE' },
      );
    }
    if (c !== 0) return o.descending ? -c : c;
  }
  return 0;
}

function compareToCursor(db: Database, doc: StoredDoc, cursor: Cursor, orders: ResolvedOrder[]): number {
  const values = cursor.values ?? [];
  if (values.length > orders.length) throw new QueryError('Too many cursor values for the query order.');
  for (let i = 0; i < values.length; i++) {
    const o = orders[i] as ResolvedOrder;
    let target = values[i] as Value;
    if (o.path === NAME && kindOf(target) === 'stringValue') {
      // A cursor may name a document by its id relative to the queried collection.
      target = { referenceValue: `${db.name}/documents/${target.stringValue ?? ''}` };
    }
    const v = fieldValue(db, doc, o.path) ?? { nullValue: 'NULL_VALUE' };
    const c = compareValues(v, target);
    if (c !== 0) return o.descending ? -c : c;
  }
  return 0;
}

function candidates(db: Database, scope: QueryScope): { docs: Iterable<StoredDoc>; ordered: boolean } {
  if (!scope.allDescendants) {
    const coll =
      scope.parentPath === '' ? scope.collectionId : `${scope.parentPath}/${scope.collectionId}`;
    return { docs: db.scanCollection(coll), ordered: true };
  }
  const colls = db.groupCollections(scope.collectionId, scope.parentPath);
  if (colls.length === 1) return { docs: db.scanCollection(colls[0] as string), ordered: true };
  return {
    docs: (function* () {
      for (const c of colls) yield* db.scanCollection(c);
    })(),
    ordered: false,
  };
}

/** Documents matching the query, in query order, after cursors, offset and limit. */
export function runQuery(db: Database, parentPath: string, query: StructuredQuery): StoredDoc[] {
  if (query.findNearest) throw new QueryError('UNIMPLEMENTED:findNearest (vector search)');
  const scope = queryScope(parentPath, query);
  const orders = effectiveOrder(query);
  const naturalOrder = orders.length === 1 && orders[0]?.path === NAME && !orders[0].descending;
  const fieldOrders = orders.filter((o) => o.path !== NAME).map((o) => parseFieldPath(o.path));
  const { docs, ordered } = candidates(db, scope);
  const offset = query.offset ?? 0;
  const limit = query.limit?.value;
  const canStopEarly = naturalOrder && ordered && !query.startAt && !query.endAt && limit !== undefined;
  const where = query.where;

  const matched: StoredDoc[] = [];
  for (const doc of docs) {
    // Ordering by a field implies the field exists.
    if (fieldOrders.some((segments) => getField(doc.fields, segments) === undefined)) continue;
    if (where && !matchesFilter(db, doc, where)) continue;
    matched.push(doc);
    if (canStopEarly && matched.length >= offset + (limit ?? 0)) break;
  }
  if (!(naturalOrder && ordered)) matched.sort((a, b) => compareByOrder(db, a, b, orders));

  let start = 0;
  let end = matched.length;
  if (query.startAt) {
    const cursor = query.startAt;
    const inclusive = cursor.before ?? false;
    while (start < end) {
      const c = compareToCursor(db, matched[start] as StoredDoc, cursor, orders);
      if (c > 0 || (inclusive && c === 0)) break;
      start++;
    }
  }
  if (query.endAt) {
    const cursor = query.endAt;
    const inclusive = !(cursor.before ?? false);
    while (end > start) {
      const c = compareToCursor(db, matched[end - 1] as StoredDoc, cursor, orders);
      if (c < 0 || (inclusive && c === 0)) break;
      end--;
    }
  }
  start += offset;
  if (limit !== undefined) end = Math.min(end, start + limit);
  return start >= end ? [] : matched.slice(start, end);
}
