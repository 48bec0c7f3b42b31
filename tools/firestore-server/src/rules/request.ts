// What the server hands the rules for one operation on one document (or one queried collection).
import type { RuleMethod } from './ast.js';
import type { ListConstraint, RulesMap } from './values.js';

export interface RulesDocument {
  data: RulesMap;
  /** The document's id (last path segment). */
  id: string;
}

export interface RulesRequest {
  method: RuleMethod;
  /**
   * The document's path relative to `/databases/{database}/documents`, e.g. `marathons/m1/live/counts`.
   * For `list`, the queried collection's path (`marathons/m1/live`: the last `{id}` of a match then
   * stands for any document, and reading it is an error).
   * A collection group query puts a `**` segment for the unknown parents before its collection id
   * (segments `**`, `live`; or `marathons`, `m1`, `**`, `live` below a document): as in Firestore,
   * only a match with a `{rest=**}` in the place of that `**` applies.
   */
  path: string;
  /** `(default)` */
  database: string;
  /**
   * `uid` is the token's `sub` / `user_id`; `token` its claims as decoded from JSON (whole numbers
   * read as ints). Null for an unauthenticated client.
   */
  auth: { uid: string; token: Record<string, unknown> } | null;
  /** The stored document, null if missing (and for `list` on a collection path). */
  resource: RulesDocument | null;
  /** create/update: the document as it would be after the write. */
  requestResource?: RulesDocument;
  /** list: what `request.query` reads. */
  query?: { limit?: number; offset?: number; orderBy?: string[] };
  /**
   * list: the query's filters as a disjunction of conjunctions (an `in` is one conjunction per value).
   * The list is allowed only when each conjunction's documents all pass, `resource` standing for any of
   * them (the stored `resource` is then unused). Absent: `resource` is as given.
   */
  listed?: ListConstraint[][];
  time: Date;
}

export interface DocumentLookup {
  /** The stored data of a document by its path relative to `/databases/{database}/documents`. */
  get(path: string): Promise<RulesMap | null>;
  /**
   * The data as it would be if the whole write (batch) succeeded, for getAfter()/existsAfter().
   * Without it, the request's own document reads as `requestResource` (null on delete) and any
   * other document as stored.
   */
  getAfter?(path: string): Promise<RulesMap | null>;
}
