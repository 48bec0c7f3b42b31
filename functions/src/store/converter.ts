// A collection's FirestoreDataConverter: every stored field read once, with its default resolved
// here (a missing currency, an absent bib), so no code outside store/ reads a field by name.
// Writes name stored fields (with FieldValues and dotted paths) and go through `update`, or through
// the collection's own builder in its store file: the model is what a read gives, never a write
// format, so `toFirestore` passes the object through unchanged.
import type {
  CollectionReference,
  Query,
  Timestamp,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';

/** What a collection's read function is handed: the stored fields (empty for a missing document). */
export type StoredRead<T> = (data: DocumentData, id: string) => T;

export interface StoredConverter<T extends DocumentData> extends FirestoreDataConverter<T> {
  /** The model of a snapshot read without the converter (the adapter's race, a trigger's change). */
  of(snapshot: DocumentSnapshot): T;
}

export function converterOf<T extends DocumentData>(read: StoredRead<T>): StoredConverter<T> {
  return {
    toFirestore: (model) => model as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => read(snapshot.data(), snapshot.id),
    of: (snapshot) => read(snapshot.data() ?? {}, snapshot.id),
  };
}

/** A collection under each race's document, read through its converter or plain. */
export interface RaceCollection<T extends DocumentData> {
  /** The race's collection, read as the model. */
  of(marathon: DocumentReference): CollectionReference<T>;
  /** The race's collection, plain: for queries that `select` fields before the converter. */
  plain(marathon: DocumentReference): CollectionReference;
  /** A document, read as its model; writes through it `update` stored fields. */
  ref(marathon: DocumentReference, id: string): DocumentReference<T>;
  /** The same document, plain: where its store file's builder creates it (a write format). */
  newRef(marathon: DocumentReference, id: string): DocumentReference;
}

export function raceCollection<T extends DocumentData>(
  name: string,
  docs: StoredConverter<T>,
): RaceCollection<T> {
  const plain = (marathon: DocumentReference) => marathon.collection(name);
  const of = (marathon: DocumentReference) => plain(marathon).withConverter(docs);
  return {
    of,
    plain,
    ref: (marathon, id) => of(marathon).doc(id),
    newRef: (marathon, id) => plain(marathon).doc(id),
  };
}

/**
 * The documents of every race's `group` whose time `field` has passed (a scheduled sweep's), read
 * as models: a collection group query whose single-field index firestore.indexes.json declares for
 * the group.
 */
export const dueInGroup = <T extends DocumentData>(
  group: string,
  docs: StoredConverter<T>,
  field: string,
  now: Timestamp,
  limit: number,
): Query<T> => db().collectionGroup(group).withConverter(docs).where(field, '<=', now).limit(limit);
