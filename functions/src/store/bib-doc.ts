// A bib number's claim, `marathons/{id}/bibs/{number}` `{userId, number, distanceId}`: who holds the
// number (race-day/bibs.ts gives numbers; places/move.ts moves a claim with its place).
import type { DocumentReference } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';

export const bibRef = (marathon: DocumentReference, bib: number) =>
  marathon.collection(COLLECTIONS.bibs).doc(String(bib));
