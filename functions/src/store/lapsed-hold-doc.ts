// A registration whose place went without the runner (docs/data-model.md):
// `marathons/{id}/lapsedHolds/{uid}` keeps the registration as it was stored, with why it lapsed
// (`expired`, `deferred`, `withdrawn`, `transferred`), so My Apply List shows it and money that
// still arrives for it finds it. Read as a registration (registration-doc.ts), written with stored
// fields.
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';

/** A race's lapsed records, plain (each read with `registrationDocs.of` or `deferralDocs.of`). */
export const lapsedHoldsOf = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(COLLECTIONS.lapsedHolds);

/** Runner `uid`'s lapsed record of the race, plain: `set` with the registration's stored fields. */
export const lapsedHoldRef = (marathon: DocumentReference, uid: string): DocumentReference =>
  lapsedHoldsOf(marathon).doc(uid);

/** Every race's lapsed records, plain (a query on `userId` finds a runner's). */
export const lapsedHoldsEverywhere = () => db().collectionGroup(COLLECTIONS.lapsedHolds);
