// mailFanOut: each write of a fan-out job (its creation, then each cursor move) mails one page of
// registrants (mail/fan-out.ts); the page's own cursor write starts the next page. A race change's job
// waits first: raceMailSweep, production's schedule, starts it once its wait is over.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { PAYMENT_SECRETS, refundCancelledRace } from '../payments/payments.js';
import { jobDue, MAIL_JOBS, runFanOutPage, startDueFanOuts } from '../mail/mail.js';
import { mailJobDocs } from '../store/mail-job-doc.js';

export const mailFanOut = onDocumentWritten(
  {
    document: `${MAIL_JOBS}/{id}`,
    region: 'us-central1',
    retry: true,
    timeoutSeconds: 120,
    // A cancelled race's page sends its card refunds to the provider that took the money.
    secrets: PAYMENT_SECRETS,
  },
  async (event) => {
    const after = event.data?.after;
    if (after?.exists !== true) return;
    const job = mailJobDocs.of(after);
    if (job.done || !jobDue(job)) return;
    await runFanOutPage(after.ref, job.cursor, refundCancelledRace);
  },
);

export const raceMailSweep = onSchedule(
  { region: 'us-central1', schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    await startDueFanOuts(refundCancelledRace);
  },
);
