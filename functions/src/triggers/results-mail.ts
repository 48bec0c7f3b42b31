// resultMails: each write of an official results mail job (its creation, then each cursor move) mails
// one page of finishers (results/results-mail.ts); the page's own cursor write starts the next page.
import { runResultMailPage } from '../results/results.js';
import { COLLECTIONS } from '../store/collections.js';
import { resultMailJobDocs } from '../store/result-mail-job-doc.js';
import { pagedJob } from './paged-job.js';

export const resultMails = pagedJob(
  `${COLLECTIONS.marathons}/{marathonId}/${COLLECTIONS.resultMailJobs}/{jobId}`,
  async (after) => {
    const job = resultMailJobDocs.of(after);
    if (job.done) return;
    await runResultMailPage(after.ref, job.cursor);
  },
);
