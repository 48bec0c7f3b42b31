// A bib number's claim, `marathons/{id}/bibs/{number}` `{userId, number, distanceId}`: who holds the
// number (race-day/bibs.ts gives numbers; places/move.ts moves a claim with its place).
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';

export interface BibDoc {
  /** The number as text: the claim's document id. */
  id: string;
  /** The runner holding the number; null on a claim without one (none is written so). */
  userId: string | null;
  /** The claimed number; a claim is always written with it, else its id names it. */
  number: number;
  distanceId: string | null;
}

export const bibDocs = converterOf<BibDoc>((data, id) => ({
  id,
  userId: typeof data.userId === 'string' ? data.userId : null,
  number: typeof data.number === 'number' ? data.number : Number(id),
  distanceId: typeof data.distanceId === 'string' ? data.distanceId : null,
}));

/** Where a claim is written or deleted (plain: writes name stored fields). */
export const bibRef = (marathon: DocumentReference, bib: number) =>
  marathon.collection(COLLECTIONS.bibs).doc(String(bib));

/** The race's claims, to query by `number` and read as models. */
export const bibClaimsOf = (marathon: DocumentReference): CollectionReference<BibDoc> =>
  marathon.collection(COLLECTIONS.bibs).withConverter(bibDocs);
