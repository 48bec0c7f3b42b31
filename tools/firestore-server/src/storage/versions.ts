// Earlier versions of changed documents, so reads at a past readTime (read-only transactions, queries,
// aggregations) see the data as it was, as in Firestore, which serves reads up to one hour back.
//
// Memory bound: versions older than one hour are dropped, and at most MAX_VERSIONS per database are
// kept (the oldest go first), each the full earlier document: 100,000 versions of 1 KB documents are
// about 100 MB at most. A read before the oldest time still served answers FAILED_PRECONDITION
// "The requested snapshot version is too old.", as Firestore does outside its window.
import type { StoredDoc } from './database.js';

export const VERSION_WINDOW_MICROS = 60 * 60 * 1_000_000;
export const MAX_VERSIONS = 100_000;

interface Version {
  /** Commit time of the change that replaced `doc`: it was current for reads before this time. */
  replacedAt: number;
  doc: StoredDoc | null;
}

export class VersionHistory {
  /** path -> versions in commit order. */
  private readonly byPath = new Map<string, Version[]>();
  /** Every version in commit order, for dropping the oldest first. */
  private readonly queue: { path: string; replacedAt: number }[] = [];
  private head = 0;
  /** Reads before this time can no longer be served exactly. */
  private horizon = 0;

  constructor(
    private readonly windowMicros = VERSION_WINDOW_MICROS,
    private readonly maxVersions = MAX_VERSIONS,
  ) {}

  record(path: string, previous: StoredDoc | null, replacedAt: number): void {
    let versions = this.byPath.get(path);
    if (!versions) this.byPath.set(path, (versions = []));
    versions.push({ replacedAt, doc: previous });
    this.queue.push({ path, replacedAt });
    this.prune(replacedAt);
  }

  private prune(nowMicros: number): void {
    const oldest = nowMicros - this.windowMicros;
    while (this.head < this.queue.length) {
      const first = this.queue[this.head] as { path: string; replacedAt: number };
      if (this.queue.length - this.head <= this.maxVersions && first.replacedAt >= oldest) break;
      this.head++;
      const versions = this.byPath.get(first.path);
      versions?.shift();
      if (versions?.length === 0) this.byPath.delete(first.path);
      this.horizon = Math.max(this.horizon, first.replacedAt);
    }
    // Compact the queue now and then instead of shifting it on every drop.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  /** The earliest read time still served exactly, given the current time. */
  oldestReadable(nowMicros: number): number {
    return Math.max(this.horizon, nowMicros - this.windowMicros);
  }

  get size(): number {
    return this.byPath.size;
  }

  has(path: string): boolean {
    return this.byPath.has(path);
  }

  paths(): IterableIterator<string> {
    return this.byPath.keys();
  }

  /** The version current at `micros`, or undefined when the document has not changed since. */
  at(path: string, micros: number): StoredDoc | null | undefined {
    for (const v of this.byPath.get(path) ?? []) if (v.replacedAt > micros) return v.doc;
    return undefined;
  }

  clear(nowMicros: number): void {
    this.byPath.clear();
    this.queue.length = 0;
    this.head = 0;
    // Data cleared through the emulator endpoint has no past: earlier reads are out of reach.
    this.horizon = nowMicros;
  }
}
