// A bib assignment job, `marathons/{id}/bibJobs/{jobId}` (race-day/bib-job.ts): created running, the
// trigger (triggers/bib-assignment.ts) numbers the runners and writes its progress, then its end.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';

export type BibOrder = 'registration' | 'lastName';

export type BibJobState = 'running' | 'done' | 'failed';

export interface BibJobDoc {
  id: string;
  /** Anything but 'lastName' numbers in registration order. */
  order: BibOrder;
  /**
   * Null for a state the code never writes: the API reports such a job as running, the trigger does
   * not run it (only a job stored as running is run).
   */
  state: BibJobState | null;
  assigned: number;
  remaining: number;
  /** Why it failed (the distances whose range is too small); null while none. */
  error: string | null;
}

const STATES: readonly BibJobState[] = ['running', 'done', 'failed'];

export const bibJobDocs = converterOf<BibJobDoc>((data, id) => ({
  id,
  order: data.order === 'lastName' ? 'lastName' : 'registration',
  state: STATES.find((s) => s === data.state) ?? null,
  assigned: Number(data.assigned ?? 0),
  remaining: Number(data.remaining ?? 0),
  error: typeof data.error === 'string' ? data.error : null,
}));

/** The race's jobs; plain, for the new job's `create` (newBibJobDoc). */
export const bibJobsOf = (marathon: DocumentReference) => marathon.collection(COLLECTIONS.bibJobs);

/** A new job of the race, plain: `create`d with `newBibJobDoc`. */
export const newBibJobRef = (marathon: DocumentReference) => bibJobsOf(marathon).doc();

/** One job of the race, read as its model. */
export const bibJobRef = (marathon: DocumentReference, jobId: string) =>
  bibJobsOf(marathon).doc(jobId).withConverter(bibJobDocs);

/** What a new job stores: running, nothing given yet. */
export const newBibJobDoc = (order: BibOrder) => ({
  order,
  state: 'running',
  assigned: 0,
  remaining: 0,
  createdAt: Timestamp.now(),
});
