// bibAssignment: runs a bib assignment job once its document is created (race-day/bib-job.ts).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { runBibJob } from '../race-day/race-day.js';
import { COLLECTIONS } from '../store/collections.js';

export const bibAssignment = onDocumentCreated(
  {
    document: `${COLLECTIONS.marathons}/{marathonId}/${COLLECTIONS.bibJobs}/{jobId}`,
    region: 'us-central1',
    timeoutSeconds: 540,
  },
  async (event) => {
    const job = event.data?.ref;
    if (job) await runBibJob(job);
  },
);
