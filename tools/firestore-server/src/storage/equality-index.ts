// One collection's documents by the value of a field, for `==` filters: a check-in finds its
// pass among 30,000 registrations by one lookup, as Firestore does from its automatic single-field
// index, instead of reading the whole collection. Built on a field's first `==` query, kept up to date
// with every write after that.
import type { Value } from '../engine/values.js';
import { kindOf } from '../engine/values.js';
import { getField } from '../engine/field-paths.js';

/**
 * A key equal for exactly the values Firestore's `==` calls equal, or null for values this index does
 * not keep (maps, arrays, timestamps, NaN, numbers beyond 2^53, where integers and doubles part ways):
 * a query on such a value reads the collection as before.
 */
export function equalityKey(v: Value | undefined): string | null {
  if (v === undefined) return null;
  switch (kindOf(v)) {
    case 'stringValue':
      return `s${v.stringValue ?? ''}`;
    case 'booleanValue':
      return `b${String(v.booleanValue)}`;
    case 'nullValue':
      return 'z';
    case 'referenceValue':
      return `r${v.referenceValue ?? ''}`;
    case 'integerValue':
    case 'doubleValue': {
      // 1 and 1.0 are equal in Firestore; so are 0 and -0.
      const n = Number(v.integerValue ?? v.doubleValue);
      return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER
        ? `n${String(n + 0)}`
        : null;
    }
    default:
      return null;
  }
}

/** The ids of one value of a field, and those ids in Firestore's order once a query asked for them. */
interface Bucket {
  ids: Set<string>;
  /** Sorted on demand, dropped when an id joins or leaves: a page of a large bucket sorts once. */
  sorted: string[] | null;
}

/**
 * Field path -> value key -> ids, for the fields queried by `==` so far: top-level fields and fields
 * in maps alike (`delivery.state`, which the mail sender queries after every send).
 */
export class EqualityIndexes {
  private readonly byField = new Map<string, { segments: string[]; index: Map<string, Bucket> }>();

  has(field: string): boolean {
    return this.byField.has(field);
  }

  /** Starts keeping the field at `segments` (named `field`), from every current document. */
  build(
    field: string,
    segments: readonly string[],
    docs: Iterable<[string, { fields: Record<string, Value> }]>,
  ): void {
    const index = new Map<string, Bucket>();
    this.byField.set(field, { segments: [...segments], index });
    for (const [id, doc] of docs) add(index, equalityKey(getField(doc.fields, segments)), id);
  }

  /** The ids whose field holds the value of `key`, in `compare`'s order. */
  sortedIds(field: string, key: string, compare: (a: string, b: string) => number): string[] {
    const bucket = this.byField.get(field)?.index.get(key);
    if (bucket === undefined) return [];
    bucket.sorted ??= [...bucket.ids].sort(compare);
    return bucket.sorted;
  }

  /** A document written (before: its earlier fields, or none) or deleted (after: none). */
  change(
    id: string,
    before: Record<string, Value> | undefined,
    after: Record<string, Value> | undefined,
  ): void {
    for (const { segments, index } of this.byField.values()) {
      const was = before === undefined ? null : equalityKey(getField(before, segments));
      const now = after === undefined ? null : equalityKey(getField(after, segments));
      if (was === now) continue;
      if (was !== null) {
        const bucket = index.get(was);
        if (bucket?.ids.delete(id)) bucket.sorted = null;
        if (bucket?.ids.size === 0) index.delete(was);
      }
      add(index, now, id);
    }
  }
}

function add(index: Map<string, Bucket>, key: string | null, id: string): void {
  if (key === null) return;
  let bucket = index.get(key);
  if (!bucket) index.set(key, (bucket = { ids: new Set(), sorted: null }));
  if (!bucket.ids.has(id)) {
    bucket.ids.add(id);
    bucket.sorted = null;
  }
}
