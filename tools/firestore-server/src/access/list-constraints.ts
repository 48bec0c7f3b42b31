// A query's filters as the rules judge a `list`: a disjunction of conjunctions of field constraints.
import { parseFieldPath } from '../engine/field-paths.js';
import type { Filter } from '../engine/proto-types.js';
import { isNaNValue, kindOf } from '../engine/values.js';
import type { Value } from '../engine/values.js';
import { rulesValueOf, type ListConstraint } from '../rules/rules.js';

/** Firestore's limit of disjunctions in a query's normal form. */
const MAX_DISJUNCTIONS = 30;

const FIELD_OPS: Record<string, ListConstraint['op']> = {
  EQUAL: '==',
  NOT_EQUAL: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  NOT_IN: 'not-in',
  ARRAY_CONTAINS: 'array-contains',
};

/** `in` and `array-contains-any` values that can match (null and NaN match nothing). */
function listValues(v: Value | undefined): Value[] {
  const values = v && kindOf(v) === 'arrayValue' ? (v.arrayValue?.values ?? []) : [];
  return values.filter((x) => kindOf(x) !== 'nullValue' && !isNaNValue(x));
}

function single(field: string, op: ListConstraint['op'], value: Value | null): ListConstraint[][] {
  // Filters on the document name narrow nothing the rules read: they are left out, which only
  // makes the list harder to allow.
  if (field === '__name__') return [[]];
  return [[{ field: parseFieldPath(field), op, value: value && rulesValueOf(value) }]];
}

function and(parts: ListConstraint[][][]): ListConstraint[][] {
  let out: ListConstraint[][] = [[]];
  for (const part of parts) out = out.flatMap((left) => part.map((right) => [...left, ...right]));
  return out;
}

function normalForm(filter: Filter): ListConstraint[][] {
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(normalForm);
    return filter.compositeFilter.op === 'OR' ? parts.flat() : and(parts);
  }
  if (filter.unaryFilter) {
    const field = filter.unaryFilter.field?.fieldPath ?? '';
    switch (filter.unaryFilter.op) {
      case 'IS_NULL':
        return single(field, '==', { nullValue: 'NULL_VALUE' });
      case 'IS_NAN':
        return single(field, '==', { doubleValue: Number.NaN });
      case 'IS_NOT_NULL':
        return single(field, 'is-not-null', null);
      default:
        return single(field, 'is-not-nan', null);
    }
  }
  const f = filter.fieldFilter;
  if (!f) return [[]];
  const field = f.field?.fieldPath ?? '';
  if (f.op === 'IN') return listValues(f.value).flatMap((v) => single(field, '==', v));
  if (f.op === 'ARRAY_CONTAINS_ANY') {
    return listValues(f.value).flatMap((v) => single(field, 'array-contains', v));
  }
  const op = FIELD_OPS[f.op ?? ''];
  return op ? single(field, op, f.value ?? { nullValue: 'NULL_VALUE' }) : [[]];
}

/**
 * The query's filters in disjunctive normal form. Past Firestore's limit of disjunctions the filters
 * are not used (one empty conjunction), so the list is judged as if it had none.
 */
export function listConstraints(where: Filter | undefined): ListConstraint[][] {
  if (!where) return [[]];
  const form = normalForm(where);
  return form.length > MAX_DISJUNCTIONS ? [[]] : form;
}
