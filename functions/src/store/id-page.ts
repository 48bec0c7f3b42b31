// A page of one of a race's money collections (the payments ledger, the refunds) in the order of
// their ids, which start with the time, optionally only those in one `state`.
import {
  FieldPath,
  type CollectionReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';

import { decodeCursor, encodeCursor } from '../lib/cursor.js';

type IdCursor = [id: string];
const isIdCursor = (v: unknown): v is IdCursor =>
  Array.isArray(v) && v.length === 1 && typeof v[0] === 'string';

export interface IdPageOptions<S extends string> {
  limit: number;
  cursor?: string | undefined;
  state?: S | undefined;
}

export async function pageById<T, S extends string>(
  collection: CollectionReference,
  options: IdPageOptions<S>,
  toItem: (doc: DocumentSnapshot) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  let query = collection.orderBy(FieldPath.documentId());
  if (options.state) query = query.where('state', '==', options.state);
  if (options.cursor) query = query.startAfter(decodeCursor(options.cursor, isIdCursor)[0]);
  const snap = await query.limit(options.limit + 1).get();
  const page = snap.docs.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor:
      snap.docs.length > options.limit && last ? encodeCursor([last.id] satisfies IdCursor) : null,
  };
}
