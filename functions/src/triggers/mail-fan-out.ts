// mailFanOut: each write of a fan-out job (its creation, then each cursor move) mails one page of
// registrants (mail/fan-out.ts); the page's own cursor write starts the next page. A race change's job
// waits first: raceMailSweep, production's schedule, starts it once its wait is over.
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { PAYMENT_SECRETS, refundCancelledRace } from '../payments/payments.js';
import { jobDue, MAIL_JOBS, runFanOutPage, startDueFanOuts } from '../mail/mail.js';
import { mailJobDocs } from '../store/mail-job-doc.js';
import { pagedJob } from './paged-job.js';

export const mailFanOut = pagedJob(
  `${MAIL_JOBS}/{id}`,
  async (after) => {
    const job = mailJobDocs.of(after);
    if (job.done || !jobDue(job)) return;
    await runFanOutPage(after.ref, job.cursor, refundCancelledRace);
  },
  // A cancelled race's page sends its card refunds to the provider that took the money.
  { secrets: PAYMENT_SECRETS },
);

export const raceMailSweep = onSchedule(
  { region: 'us-central1', schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    await startDueFanOuts(refundCancelledRace);
  },
);
