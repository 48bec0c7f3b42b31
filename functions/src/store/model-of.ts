// The store's mappers take a collection's model. Code that still holds a raw snapshot (the route
// adapter's race, a transaction's `tx.get` of a plain reference) may pass it: the mapper reads it into
// the model once, through the collection's converter, so there is still one reading of each field.
import { DocumentSnapshot, type DocumentData } from 'firebase-admin/firestore';

import type { StoredConverter } from './converter.js';

/** A collection's model, or a snapshot of one of its documents to be read into it. */
export type ModelOrSnapshot<T> = T | DocumentSnapshot;

/** The model of `value`: itself, or the snapshot read through `docs`. */
export const modelOf = <T extends DocumentData>(
  docs: StoredConverter<T>,
  value: ModelOrSnapshot<T>,
): T => (value instanceof DocumentSnapshot ? docs.of(value) : value);

/**
 * A raw snapshot's stored fields as they are, for a write that copies them (the record a transfer
 * keeps, a race as an update will leave it): never a model, which is no write format.
 */
export const storedFieldsOf = (snapshot: DocumentSnapshot): DocumentData => snapshot.data() ?? {};
