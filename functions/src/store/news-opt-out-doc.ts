// An address's refusal of an organiser's news (docs/messages.md, "Unsubscribe"):
// `newsOptOuts/{organiserUid}_{addressHash}` {organiserUid, marathonId (the race whose mail it came
// from), at}. Keyed by the address's hash, so it holds no address; written once, read by the fan-out.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';

/** The opt-out of `addressHash` from `organiserUid`'s news (it may not exist). */
export const newsOptOutRef = (organiserUid: string, addressHash: string): DocumentReference =>
  db().collection(COLLECTIONS.newsOptOuts).doc(`${organiserUid}_${addressHash}`);

export const newsOptOutDoc = (organiserUid: string, marathonId: string, at: Timestamp) => ({
  organiserUid,
  marathonId,
  at,
});
