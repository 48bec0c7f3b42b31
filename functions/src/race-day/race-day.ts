// Race day's public operations (docs/race-day.md): bibs (the assignment job, one by hand), check-in
// and its undo, the roster. The rules live beside this file; routes and triggers call them here.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { notFound } from '../lib/http-error.js';
import { readBibJob } from './bib-job.js';

/** A bib assignment's progress, or 404 for a job this race never started. */
export async function bibJobOf(race: DocumentSnapshot, jobId: string) {
  const job = await readBibJob(race, jobId);
  if (job === null) throw notFound('no_such_bib_job');
  return job;
}

export { setBibByHand } from './bibs.js';
export { runBibJob, startBibJob } from './bib-job.js';
export { checkIn, compactRoster, rosterPage, scannedTime, undoCheckIn } from './check-in-desk.js';

// What registering and paying give a runner for race day: a pass and its QR code (the bank
// transfer's instructions draw one too), and the next bib when numbers are given as places are confirmed.
export { newPassId, passQrPng, qrPng } from './pass.js';
export { giveNextBib } from './bibs.js';
