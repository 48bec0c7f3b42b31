// A list's Firestore query described as data: its equality filters, at most one array filter, at most
// one range and its order. The list services build their query from the plan, and a test checks that
// firestore.indexes.json declares an index for every plan a list can make: Firestore refuses a query
// without one, and the local server only refuses the ones a test happens to run (docs/search.md).
import { FieldPath, type DocumentData, type Query } from 'firebase-admin/firestore';

export interface QueryPlan {
  /** The collection group the index is declared for. */
  collection: string;
  equals: Array<[field: string, value: unknown]>;
  /** One value: `array-contains`; several: `array-contains-any`. */
  contains?: [field: string, values: unknown[]];
  /** A range on the first order field (Firestore orders a range query by its field first). */
  range?: [field: string, op: '>=' | '<', value: unknown];
  /** Ends with the document id in the direction of the field before it (a stable page order). */
  orderBy: Array<[field: string, direction: 'asc' | 'desc']>;
}

export const DOCUMENT_ID = '__name__';

export function applyPlan<T extends DocumentData>(base: Query<T>, plan: QueryPlan): Query<T> {
  let query = base;
  for (const [field, value] of plan.equals) query = query.where(field, '==', value);
  if (plan.contains) {
    const [field, values] = plan.contains;
    query =
      values.length === 1
        ? query.where(field, 'array-contains', values[0])
        : query.where(field, 'array-contains-any', values);
  }
  if (plan.range) {
    const [field, op, value] = plan.range;
    query = query.where(field, op, value);
  }
  for (const [field, direction] of plan.orderBy) {
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  return query;
}

export interface DeclaredIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: Array<{
    fieldPath: string;
    order?: 'ASCENDING' | 'DESCENDING';
    arrayConfig?: 'CONTAINS';
  }>;
}

/**
 * Whether Firestore answers the plan from `indexes` or from its automatic single-field indexes, by
 * its rule: the equality and array fields in any order, then the order fields with their directions
 * (a trailing document id in the last field's direction is implicit; a range is on the first order
 * field).
 */
export function hasIndex(plan: QueryPlan, indexes: readonly DeclaredIndex[]): boolean {
  const order = plan.orderBy.filter(([field]) => field !== DOCUMENT_ID);
  // A range's field must be the first one ordered by; then it needs no index of its own.
  if (plan.range && order[0]?.[0] !== plan.range[0]) return false;
  const filtered = [
    ...plan.equals.map(([field]) => field),
    ...(plan.contains ? [plan.contains[0]] : []),
  ];
  if (filtered.length + order.length <= 1) return true;
  return indexes.some((index) => {
    if (
      index.collectionGroup !== plan.collection ||
      index.fields.length !== filtered.length + order.length
    ) {
      return false;
    }
    const head = index.fields.slice(0, filtered.length);
    const tail = index.fields.slice(filtered.length);
    const headFits = filtered.every((field) =>
      head.some(
        (f) =>
          f.fieldPath === field &&
          (field === plan.contains?.[0] ? f.arrayConfig === 'CONTAINS' : f.order !== undefined),
      ),
    );
    const tailFits = order.every(([field, direction], i) => {
      const f = tail[i];
      return (
        f?.fieldPath === field && f.order === (direction === 'asc' ? 'ASCENDING' : 'DESCENDING')
      );
    });
    return headFits && tailFits;
  });
}
