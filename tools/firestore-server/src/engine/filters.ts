// Filters compiled to predicates once per query, so scanning many documents does no per-document parsing.
import type { Database, StoredDoc } from '../storage/database.js';
import { getField, parseFieldPath } from './field-paths.js';
import type { Filter } from './proto-types.js';
import type { Value } from './values.js';
import { compareValues, isNaNValue, kindOf, typeRank, valuesEqual } from './values.js';

export class QueryError extends Error {}

export const NAME = '__name__';

const RANGE = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL']);

function arrayValues(v: Value | undefined): Value[] {
  return v && kindOf(v) === 'arrayValue' ? (v.arrayValue?.values ?? []) : [];
}

function isNull(v: Value): boolean {
  return kindOf(v) === 'nullValue';
}

/** `null` and `NaN` in an `in` or `array-contains-any` list match nothing, as in Firestore. */
function matchable(v: Value): boolean {
  return !isNull(v) && !isNaNValue(v);
}

export type Getter = (doc: StoredDoc) => Value | undefined;
type Predicate = (doc: StoredDoc) => boolean;

export function getter(db: Database, path: string): Getter {
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
  if (RANGE.has(op ?? '') && isNaNValue(target)) return () => false;
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
    // Ranges never match NaN (only `== NaN` does), on either side.
    case 'LESS_THAN':
      return (v) => typeRank(v) === rank && !isNaNValue(v) && compareValues(v, target) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return (v) => typeRank(v) === rank && !isNaNValue(v) && compareValues(v, target) <= 0;
    case 'GREATER_THAN':
      return (v) => typeRank(v) === rank && !isNaNValue(v) && compareValues(v, target) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return (v) => typeRank(v) === rank && !isNaNValue(v) && compareValues(v, target) >= 0;
    case 'IN': {
      const list = arrayValues(target).filter(matchable);
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
      const wanted = arrayValues(target).filter(matchable);
      return (v) => arrayValues(v).some((e) => wanted.some((t) => valuesEqual(e, t)));
    }
    default:
      throw new QueryError(`Unsupported field filter operator ${op}`);
  }
}

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
