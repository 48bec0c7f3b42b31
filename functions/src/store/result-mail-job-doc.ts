// An official results mail job, `marathons/{id}/resultMailJobs/{jobId}` (results/results-mail.ts):
// publishing creates it, and each write of it (its creation, then each cursor move) mails one page of
// the distance's finishers (triggers/results-mail.ts).
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';

export interface ResultMailJobDoc {
  id: string;
  distanceId: string;
  /** The last `order` mailed; null before the first page. */
  cursor: number | null;
  done: boolean;
  mailed: number;
}

export const resultMailJobDocs = converterOf<ResultMailJobDoc>((data, id) => ({
  id,
  distanceId: typeof data.distanceId === 'string' ? data.distanceId : '',
  cursor: typeof data.cursor === 'number' ? data.cursor : null,
  done: data.done === true,
  mailed: typeof data.mailed === 'number' ? data.mailed : 0,
}));

/** A new job's document (plain: the caller `create`s it with newResultMailJobDoc). */
export const newResultMailJobRef = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.resultMailJobs).doc();

/** What a new job stores: nobody mailed yet. */
export const newResultMailJobDoc = (distanceId: string) => ({
  distanceId,
  cursor: null,
  done: false,
  mailed: 0,
  createdAt: Timestamp.now(),
});
