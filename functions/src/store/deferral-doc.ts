// A deferral as the organisers list it (docs/transfers.md): `marathons/{id}/deferrals/{creditId}`
// `{userId, firstName, lastName, distanceId, deferredAt, creditId, creditAmount, creditCurrency}`,
// written with the deferral (deferrals/deferrals.ts). A deferral made before these records were kept
// lives only as the runner's lapsed record (`lapsedHolds/{uid}`, status `deferred`), which carries the
// same fields but `userId` (its id is the runner's): both are read here.
import type { CollectionReference, DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, textIn, textOrNull, timeOrNull } from './field-values.js';
import { currencyIn } from './payment-doc.js';

export interface DeferralDoc {
  /** The record's id: the credit's id, or the runner's for a lapsed record. */
  id: string;
  /** The runner; `''` on a lapsed record (its id names them). */
  userId: string;
  firstName: string | null;
  lastName: string | null;
  deferredAt: Timestamp | null;
  creditId: string;
  creditAmount: number;
  creditCurrency: string;
}

/** The records' converter; `deferralDocs.of(snapshot)` reads a lapsed deferred record the same way. */
export const deferralDocs = converterOf<DeferralDoc>((data, id) => ({
  id,
  userId: textIn(data.userId),
  firstName: textOrNull(data.firstName),
  lastName: textOrNull(data.lastName),
  deferredAt: timeOrNull(data.deferredAt),
  creditId: textIn(data.creditId),
  creditAmount: countIn(data.creditAmount),
  creditCurrency: currencyIn(data.creditCurrency),
}));

/**
 * The race's deferral records, plain like the lapsed records listed beside them: each is read with
 * `deferralDocs.of`, and its distance by distances.ts (`distanceOfRecord`), as a hold's.
 */
export const deferralsOf = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(COLLECTIONS.deferrals);

/** A deferral's record, plain: it is `set` with the deferral's write. */
export const deferralRef = (marathon: DocumentReference, creditId: string): DocumentReference =>
  marathon.collection(COLLECTIONS.deferrals).doc(creditId);
