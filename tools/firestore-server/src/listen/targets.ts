// One listened target (a set of documents or a query) and what the client holds of it.
import type { Database, StoredDoc } from '../storage/database.js';
import { isDocumentPath, splitName } from '../storage/database.js';
import type { StructuredQuery } from '../engine/proto-types.js';
import { getter, matchesFilter } from '../engine/filters.js';
import type { QueryScope } from '../engine/query.js';
import { effectiveOrder, pathInScope, queryScope, runQuery } from '../engine/query.js';
import { Code, StatusError } from '../engine/transactions.js';

/** A target as the Listen request names it (proto-loader's decoding; WebChannel's JSON decodes alike). */
export interface TargetProto {
  targetId?: number;
  documents?: { documents?: string[] };
  query?: { parent?: string; structuredQuery?: StructuredQuery };
  resumeToken?: Uint8Array | string;
  readTime?: unknown;
  once?: boolean;
}

export type TargetShape =
  | { kind: 'documents'; database: string; paths: string[] }
  | {
      kind: 'query';
      database: string;
      parentPath: string;
      query: StructuredQuery;
      scope: QueryScope;
    };

export function targetShape(target: TargetProto): TargetShape {
  if (target.documents) {
    const names = target.documents.documents ?? [];
    const parsed = names.map((n) => splitName(n));
    const database = parsed[0]?.database ?? '';
    for (const [i, p] of parsed.entries()) {
      if (p.database !== database || !isDocumentPath(p.path)) {
        throw new StatusError(Code.INVALID_ARGUMENT, `Invalid document name: "${names[i] ?? ''}"`);
      }
    }
    return { kind: 'documents', database, paths: parsed.map((p) => p.path) };
  }
  if (target.query) {
    const { database, path } = splitName(target.query.parent ?? '');
    const query = target.query.structuredQuery ?? {};
    return { kind: 'query', database, parentPath: path, query, scope: queryScope(path, query) };
  }
  throw new StatusError(Code.INVALID_ARGUMENT, 'A Listen target needs documents or a query.');
}

/** Whether a query's result can be decided one document at a time (no limit, offset or cursors). */
function decidablePerDocument(query: StructuredQuery): boolean {
  return !query.limit && !query.offset && !query.startAt && !query.endAt;
}

export class ListenTarget {
  /** Path -> update time (micros) of each document the client holds in this target. */
  readonly held = new Map<string, number>();
  /** Commits at or before this time (micros) are already in `held`. */
  syncedMicros = 0;

  constructor(
    readonly id: number,
    readonly shape: TargetShape,
  ) {}

  /** The documents of the target now. */
  current(db: Database): StoredDoc[] {
    if (this.shape.kind === 'documents') {
      return this.shape.paths.flatMap((p) => {
        const doc = db.get(p);
        return doc ? [doc] : [];
      });
    }
    return runQuery(db, this.shape.parentPath, this.shape.query);
  }

  touches(path: string): boolean {
    return this.shape.kind === 'documents'
      ? this.shape.paths.includes(path)
      : pathInScope(path, this.shape.scope);
  }

  /**
   * The target's membership of each path a commit changed (`after`: the documents it left, null when
   * deleted): the document when it is in the target, null when not. Paths the target does not cover are
   * absent.
   */
  membership(
    db: Database,
    after: ReadonlyMap<string, StoredDoc | null>,
  ): Map<string, StoredDoc | null> {
    const shape = this.shape;
    // With a limit or a cursor one document's change can move others in or out: run it again.
    if (shape.kind === 'query' && !decidablePerDocument(shape.query)) return this.resync(db);
    const out = new Map<string, StoredDoc | null>();
    const orderFields = shape.kind === 'query' ? orderGetters(db, shape.query) : [];
    for (const [path, doc] of after) {
      if (!this.touches(path)) continue;
      const inside =
        doc !== null &&
        (shape.kind === 'documents' ||
          ((!shape.query.where || matchesFilter(db, doc, shape.query.where)) &&
            orderFields.every((g) => g(doc) !== undefined)));
      out.set(path, inside ? doc : null);
    }
    return out;
  }

  /** Every document whose membership differs from what the client holds (after a clear or an import). */
  resync(db: Database): Map<string, StoredDoc | null> {
    const out = new Map<string, StoredDoc | null>();
    const now = new Map(this.current(db).map((d) => [d.path, d]));
    for (const path of new Set([...this.held.keys(), ...now.keys()])) {
      const doc = now.get(path) ?? null;
      if (doc?.updateTime !== this.held.get(path)) out.set(path, doc);
    }
    return out;
  }
}

/** Ordering by a field leaves out documents without it. */
function orderGetters(db: Database, query: StructuredQuery): ReturnType<typeof getter>[] {
  return effectiveOrder(query)
    .filter((o) => o.path !== '__name__')
    .map((o) => getter(db, o.path));
}
