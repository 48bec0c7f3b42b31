// A runner's change to a dearer distance waiting for the difference (docs/transfers.md):
// `marathons/{id}/distanceChanges/{uid}` holds a place of the new distance (`distanceId`) as
// `pending_payment` with `payment` and `holdUntil` like a held registration, while the registration
// stays confirmed on its old distance. One per runner: a second change while one waits is refused.
import type { DocumentReference } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';

export const distanceChangeRef = (marathon: DocumentReference, uid: string) =>
  marathon.collection(COLLECTIONS.distanceChanges).doc(uid);
