// The one pager of the API's lists: a page of a query after a cursor, and the cursor of the next
// page. A cursor is opaque to the client (lib/cursor.ts): each list decodes its own (its values and
// their checks) and says how the next one is made from the page's last document.
import {
  FieldPath,
  type CollectionReference,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

import { decodeCursor, encodeCursor } from '../lib/cursor.js';

export interface Page<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/**
 * Up to `limit` documents of `query` after `after` (a decoded cursor: the values of the query's
 * order, as `startAfter` takes them), each made an item by `toItem` in order; then the next page's
 * cursor, `cursorOf` the last document and its item, encoded (null from `cursorOf`: no next page).
 * One document more than the page is asked for, so the last page is known without another read.
 */
export async function pageOf<T, D extends DocumentData = DocumentData>(
  query: Query<D>,
  { limit, after }: { limit: number; after?: readonly unknown[] | undefined },
  toItem: (doc: QueryDocumentSnapshot<D>) => T,
  cursorOf: (last: QueryDocumentSnapshot<D>, item: T) => unknown,
): Promise<Page<T>> {
  const from = after === undefined ? query : query.startAfter(...after);
  const snap = await from.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const items = docs.map(toItem);
  const last = docs.at(-1);
  const item = items.at(-1);
  const next =
    snap.docs.length > limit && last !== undefined && item !== undefined
      ? cursorOf(last, item)
      : null;
  return { items, nextCursor: next === null ? null : encodeCursor(next) };
}

/** A page as the API answers it: its items under the list's own name (`payments`, `refunds`, ...). */
export type NamedPage<K extends string, T> = Record<K, T[]> & { nextCursor: string | null };

export const pageAs = <K extends string, T>(name: K, page: Page<T>): NamedPage<K, T> =>
  ({ [name]: page.items, nextCursor: page.nextCursor }) as NamedPage<K, T>;

type IdCursor = [id: string];
const isIdCursor = (v: unknown): v is IdCursor =>
  Array.isArray(v) && v.length === 1 && typeof v[0] === 'string';

export interface IdPageOptions<S extends string> {
  limit: number;
  cursor?: string | undefined;
  state?: S | undefined;
}

/**
 * A page of one of a race's money collections (the payments ledger, the refunds, the bank rows) in
 * the order of their ids, which start with the time, optionally only those in one `state`. The
 * collection is read through its converter, so a page's items are made from models.
 */
export async function pageById<M extends DocumentData, T, S extends string>(
  collection: CollectionReference<M>,
  options: IdPageOptions<S>,
  toItem: (doc: M) => T,
): Promise<Page<T>> {
  let query = collection.orderBy(FieldPath.documentId());
  if (options.state) query = query.where('state', '==', options.state);
  const after = options.cursor ? decodeCursor(options.cursor, isIdCursor) : undefined;
  return pageOf(
    query,
    { limit: options.limit, after },
    (doc) => toItem(doc.data()),
    (last) => [last.id] satisfies IdCursor,
  );
}

/** A range of document ids: from `from` (null: the first) to before `to` (null: the last). */
export interface IdRange {
  from: string | null;
  to: string | null;
}

/**
 * At most `limit` documents of `collection` after the id `after` (null: from the first), in id
 * order, within `range`: a paged job's next page (each lane of a message's fan-out reads each of its
 * audience's sources so).
 */
export function idsAfter(
  collection: CollectionReference,
  after: string | null,
  limit: number,
  range: IdRange = { from: null, to: null },
): Query {
  const id = FieldPath.documentId();
  let query: Query = collection.orderBy(id);
  if (range.from !== null) query = query.where(id, '>=', range.from);
  if (range.to !== null) query = query.where(id, '<', range.to);
  query = query.limit(limit);
  return after === null ? query : query.startAfter(after);
}
