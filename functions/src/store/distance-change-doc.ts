// A runner's change to a dearer distance waiting for the difference (docs/transfers.md):
// `marathons/{id}/distanceChanges/{uid}` holds a place of the new distance (`distanceId`) as
// `pending_payment` with `payment` and `holdUntil` like a held registration, while the registration
// stays confirmed on its old distance. One per runner: a second change while one waits is refused.
// What it holds like a registration (its status, payment and distance) is read by
// registration-doc.ts and distances.ts, as for every hold; what is its own is read here.
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn } from './field-values.js';

/** A waiting change's own fields, as the code reads them. */
export interface DistanceChangeDoc {
  /** The runner's uid (the document's id). */
  id: string;
  /** The new distance. */
  distanceId: string;
  /** What is due for it, as a hold stores it (`amount`, `fee`, `total`, `currency`, `dueAt`, ...). */
  payment: Record<string, unknown>;
  /** The registration's other changes, applied once paid. */
  fields: DocumentData;
}

const objectIn = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The changes' converter, for the change's own fields: `distanceChangeDocs.of(snapshot)` (a read of a
 * model gives it unchanged).
 */
export const distanceChangeDocs = converterOf<DistanceChangeDoc>((data, id) => ({
  id,
  distanceId: textIn(data.distanceId),
  payment: objectIn(data.payment),
  fields: objectIn(data.fields),
}));

/**
 * A runner's change, plain: it is read as a hold by the places code (places/expire.ts) and the
 * transfers, and created with its hold's fields.
 */
export const distanceChangeRef = (marathon: DocumentReference, uid: string) =>
  distanceChangesOf(marathon).doc(uid);

/** A race's waiting changes, plain, read as holds like the one above (the books, the expiry). */
export const distanceChangesOf = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(COLLECTIONS.distanceChanges);

/** Every race's waiting changes, plain (a query on `userId` finds a runner's). */
export const distanceChangesEverywhere = () => db().collectionGroup(COLLECTIONS.distanceChanges);
