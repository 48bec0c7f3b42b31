// One collection's documents by the value of a top-level field, for `==` filters: a check-in finds its
// pass among 30,000 registrations by one lookup, as Firestore does from its automatic single-field
// index, instead of reading the whole collection. Built on a field's first `==` query, kept up to date
// with every write after that.
import type { Value } from '../engine/values.js';
import { kindOf } from '../engine/values.js';

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

/** Field name -> value key -> ids, for the fields queried by `==` so far. */
export class EqualityIndexes {
  private readonly byField = new Map<string, Map<string, Set<string>>>();

  has(field: string): boolean {
    return this.byField.has(field);
  }

  /** Starts keeping `field`, from every current document. */
  build(field: string, docs: Iterable<[string, { fields: Record<string, Value> }]>): void {
    const index = new Map<string, Set<string>>();
    this.byField.set(field, index);
    for (const [id, doc] of docs) add(index, equalityKey(doc.fields[field]), id);
  }

  ids(field: string, key: string): ReadonlySet<string> {
    return this.byField.get(field)?.get(key) ?? EMPTY;
  }

  /** A document written (before: its earlier fields, or none) or deleted (after: none). */
  change(
    id: string,
    before: Record<string, Value> | undefined,
    after: Record<string, Value> | undefined,
  ): void {
    for (const [field, index] of this.byField) {
      const was = before === undefined ? null : equalityKey(before[field]);
      const now = after === undefined ? null : equalityKey(after[field]);
      if (was === now) continue;
      if (was !== null) {
        const set = index.get(was);
        set?.delete(id);
        if (set?.size === 0) index.delete(was);
      }
      add(index, now, id);
    }
  }
}

const EMPTY: ReadonlySet<string> = new Set();

function add(index: Map<string, Set<string>>, key: string | null, id: string): void {
  if (key === null) return;
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(id);
}
