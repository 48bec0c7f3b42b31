// resultMails: each write of an official results mail job (its creation, then each cursor move) mails
// one page of finishers (results/results-mail.ts); the page's own cursor write starts the next page.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { runResultMailPage } from '../results/results.js';
import { COLLECTIONS } from '../store/collections.js';
import { resultMailJobDocs } from '../store/result-mail-job-doc.js';

export const resultMails = onDocumentWritten(
  {
    document: `${COLLECTIONS.marathons}/{marathonId}/${COLLECTIONS.resultMailJobs}/{jobId}`,
    region: 'us-central1',
    retry: true,
    timeoutSeconds: 120,
  },
  async (event) => {
    const after = event.data?.after;
    if (after?.exists !== true) return;
    const job = resultMailJobDocs.of(after);
    if (job.done) return;
    await runResultMailPage(after.ref, job.cursor);
  },
);
