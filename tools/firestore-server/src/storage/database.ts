// In-memory documents of one database, indexed per collection (in id order) and per collection group.
import { OrderedMap } from '@js-sdsl/ordered-map';

import type { Fields, Value } from '../engine/values.js';
import { compareIds, isReservedId } from '../engine/values.js';
import { EqualityIndexes, equalityKey } from './equality-index.js';
import { VersionHistory } from './versions.js';

export interface StoredDoc {
  /** Path relative to `.../documents`, e.g. `marathons/abc/registrations/x`. */
  path: string;
  fields: Fields;
  /** Microseconds since the epoch. */
  createTime: number;
  updateTime: number;
}

export class InvalidNameError extends Error {}

/** Splits `projects/p/databases/d/documents/a/b` into the database name and the relative path. */
export function splitName(name: string): { database: string; path: string } {
  const m = /^(projects\/[^/]+\/databases\/[^/]+)(?:\/documents(?:\/(.*))?)?$/.exec(name);
  if (!m) throw new InvalidNameError(`Invalid resource name: "${name}"`);
  const path = m[2] ?? '';
  const reserved = path === '' ? undefined : path.split('/').find(isReservedId);
  if (reserved !== undefined) {
    throw new InvalidNameError(`Resource id "${reserved}" is invalid because it is reserved.`);
  }
  return { database: m[1] as string, path };
}

export function parentOf(path: string): { collection: string; id: string } {
  const i = path.lastIndexOf('/');
  return { collection: path.slice(0, i), id: path.slice(i + 1) };
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function isDocumentPath(path: string): boolean {
  return path.length > 0 && path.split('/').length % 2 === 0;
}

/**
 * One collection's documents in Firestore id order: a red-black tree (grpc-js's own ordered map), so a
 * write to a collection of 100,000 documents costs a few comparisons, where a sorted array's splice
 * moved half the array (it was two thirds of the server's time under a ballot's draw). Scans read a
 * sorted array built from the tree once per change of membership and kept while only contents change.
 */
class Collection {
  private readonly tree = new OrderedMap<string, StoredDoc>([], compareIds);
  /** The same documents by id, for the equality index's ids (a hash lookup, not a tree walk). */
  private readonly byId = new Map<string, StoredDoc>();
  private ordered: { ids: string[]; docs: StoredDoc[] } | null = null;
  private readonly equality = new EqualityIndexes();

  get size(): number {
    return this.tree.size();
  }

  set(id: string, doc: StoredDoc, existed: boolean): void {
    const before = existed ? this.byId.get(id) : undefined;
    this.equality.change(id, before?.fields, doc.fields);
    this.tree.setElement(id, doc);
    this.byId.set(id, doc);
    if (!existed) {
      this.ordered = null;
      return;
    }
    // A changed document keeps its place: the scan's array is mended, not rebuilt.
    if (this.ordered) {
      const i = lowerBound(this.ordered.ids, id);
      if (this.ordered.ids[i] === id) this.ordered.docs[i] = doc;
      else this.ordered = null;
    }
  }

  delete(id: string): void {
    this.equality.change(id, this.byId.get(id)?.fields, undefined);
    this.byId.delete(id);
    if (this.tree.eraseElementByKey(id)) this.ordered = null;
  }

  /**
   * The documents whose field at `segments` equals `value`, in id order; null when the value is one
   * the equality index does not keep (the caller scans instead).
   */
  equal(segments: readonly string[], value: Value): StoredDoc[] | null {
    const key = equalityKey(value);
    if (key === null) return null;
    // One key per field path: a NUL joins the segments, so `a.b` through a map and a field named
    // "a.b" stay apart.
    const field = segments.join('\u0000');
    if (!this.equality.has(field)) this.equality.build(field, segments, this.byId);
    return this.equality
      .sortedIds(field, key, compareIds)
      .map((id) => this.byId.get(id) as StoredDoc);
  }

  scan(): readonly StoredDoc[] {
    if (!this.ordered) {
      const ids: string[] = [];
      const docs: StoredDoc[] = [];
      this.tree.forEach(([id, doc]) => {
        ids.push(id);
        docs.push(doc);
      });
      this.ordered = { ids, docs };
    }
    return this.ordered.docs;
  }
}

function lowerBound(ids: readonly string[], id: string): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareIds(ids[mid] as string, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class Database {
  readonly docs = new Map<string, StoredDoc>();
  private readonly collections = new Map<string, Collection>();
  /** Collection id -> collection paths with that id (for collection group queries). */
  private readonly groups = new Map<string, Set<string>>();
  /** Bumped on every change, so callers can cache what they derived from the current state. */
  version = 0;
  /** Earlier versions of changed documents, for reads at a past time (one hour, bounded). */
  readonly history = new VersionHistory();

  constructor(readonly name: string) {}

  get(path: string): StoredDoc | undefined {
    return this.docs.get(path);
  }

  /** Replaces a document; `atMicros` is the commit time (absent when loading data at start). */
  put(path: string, doc: StoredDoc | null, atMicros?: number): void {
    this.version++;
    const existed = this.docs.has(path);
    if (atMicros !== undefined) this.history.record(path, this.docs.get(path) ?? null, atMicros);
    const { collection, id } = parentOf(path);
    if (doc) {
      this.docs.set(path, doc);
      let coll = this.collections.get(collection);
      if (!coll) {
        coll = new Collection();
        this.collections.set(collection, coll);
        const group = lastSegment(collection);
        let set = this.groups.get(group);
        if (!set) this.groups.set(group, (set = new Set()));
        set.add(collection);
      }
      coll.set(id, doc, existed);
    } else if (existed) {
      this.docs.delete(path);
      const coll = this.collections.get(collection);
      if (!coll) return;
      coll.delete(id);
      if (coll.size === 0) {
        this.collections.delete(collection);
        const group = lastSegment(collection);
        const set = this.groups.get(group);
        set?.delete(collection);
        if (set?.size === 0) this.groups.delete(group);
      }
    }
  }

  /** The document as it was at `micros` (null if it did not exist then). */
  versionAt(path: string, micros: number | undefined): StoredDoc | null {
    const earlier = micros === undefined ? undefined : this.history.at(path, micros);
    return earlier === undefined ? (this.docs.get(path) ?? null) : earlier;
  }

  /**
   * Documents of one collection in id order. The array is live: use it synchronously, never across an
   * await, and never modify it.
   */
  scanCollection(collection: string): readonly StoredDoc[] {
    return this.collections.get(collection)?.scan() ?? [];
  }

  /** `scanCollection` narrowed to the documents whose field at `segments` equals `value`; null: scan. */
  scanEqual(
    collection: string,
    segments: readonly string[],
    value: Value,
  ): readonly StoredDoc[] | null {
    const coll = this.collections.get(collection);
    return coll ? coll.equal(segments, value) : [];
  }

  collectionSize(collection: string): number {
    return this.collections.get(collection)?.size ?? 0;
  }

  /** Collection paths with the given id at or below `parentPath` ('' = root). */
  groupCollections(collectionId: string, parentPath: string): string[] {
    if (collectionId === '') {
      // A kindless query (recursiveDelete) covers every collection below the parent.
      const prefix = parentPath === '' ? '' : `${parentPath}/`;
      return [...this.collections.keys()].filter((c) => c.startsWith(prefix));
    }
    const set = this.groups.get(collectionId);
    if (!set) return [];
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    return [...set].filter((c) => c.startsWith(prefix));
  }

  /** Ids of collections directly under a document ('' = root) that hold documents at any depth. */
  childCollectionIds(parentPath: string): string[] {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    const ids = new Set<string>();
    for (const c of this.collections.keys()) {
      if (!c.startsWith(prefix)) continue;
      const rest = c.slice(prefix.length);
      const slash = rest.indexOf('/');
      ids.add(slash < 0 ? rest : rest.slice(0, slash));
    }
    return [...ids].sort(compareIds);
  }

  /** Ids in a collection that do not exist but have subcollections with documents. */
  missingDocumentIds(collection: string): string[] {
    const prefix = `${collection}/`;
    const ids = new Set<string>();
    for (const c of this.collections.keys()) {
      if (!c.startsWith(prefix)) continue;
      const rest = c.slice(prefix.length);
      const id = rest.slice(0, rest.indexOf('/'));
      if (!this.docs.has(`${collection}/${id}`)) ids.add(id);
    }
    return [...ids];
  }

  clear(): void {
    this.version++;
    this.history.clear(Date.now() * 1000);
    this.docs.clear();
    this.collections.clear();
    this.groups.clear();
  }
}
