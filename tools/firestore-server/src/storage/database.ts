// In-memory documents of one database, indexed per collection (sorted ids) and per collection group.
import type { Fields } from '../engine/values.js';
import { compareIds, isReservedId } from '../engine/values.js';
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

function lowerBound(ids: string[], id: string): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareIds(ids[mid] as string, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Collection {
  /** Document ids in Firestore order, with their documents at the same index. */
  ids: string[];
  docs: StoredDoc[];
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
        coll = { ids: [], docs: [] };
        this.collections.set(collection, coll);
        const group = lastSegment(collection);
        let set = this.groups.get(group);
        if (!set) this.groups.set(group, (set = new Set()));
        set.add(collection);
      }
      const i = lowerBound(coll.ids, id);
      if (existed && coll.ids[i] === id) {
        coll.docs[i] = doc;
      } else {
        coll.ids.splice(i, 0, id);
        coll.docs.splice(i, 0, doc);
      }
    } else if (existed) {
      this.docs.delete(path);
      const coll = this.collections.get(collection);
      if (!coll) return;
      const i = lowerBound(coll.ids, id);
      if (coll.ids[i] === id) {
        coll.ids.splice(i, 1);
        coll.docs.splice(i, 1);
      }
      if (coll.ids.length === 0) {
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
    return this.collections.get(collection)?.docs ?? [];
  }

  collectionSize(collection: string): number {
    return this.collections.get(collection)?.ids.length ?? 0;
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
