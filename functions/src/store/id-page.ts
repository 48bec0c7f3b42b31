// A page of one of a race's money collections (the payments ledger, the refunds, the bank rows) in
// the order of their ids, which start with the time, optionally only those in one `state`. The
// collection is read through its converter, so a page's items are made from models.
import { FieldPath, type CollectionReference, type DocumentData } from 'firebase-admin/firestore';

import { decodeCursor, encodeCursor } from '../lib/cursor.js';

type IdCursor = [id: string];
const isIdCursor = (v: unknown): v is IdCursor =>
  Array.isArray(v) && v.length === 1 && typeof v[0] === 'string';

export interface IdPageOptions<S extends string> {
  limit: number;
  cursor?: string | undefined;
  state?: S | undefined;
}

export async function pageById<M extends DocumentData, T, S extends string>(
  collection: CollectionReference<M>,
  options: IdPageOptions<S>,
  toItem: (doc: M) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  let query = collection.orderBy(FieldPath.documentId());
  if (options.state) query = query.where('state', '==', options.state);
  if (options.cursor) query = query.startAfter(decodeCursor(options.cursor, isIdCursor)[0]);
  const snap = await query.limit(options.limit + 1).get();
  const page = snap.docs.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((doc) => toItem(doc.data())),
    nextCursor:
      snap.docs.length > options.limit && last ? encodeCursor([last.id] satisfies IdCursor) : null,
  };
}
