// mailFanOut: each write of a fan-out job (its creation, then each cursor move) mails one page of
// registrants (mail/fan-out.ts); the page's own cursor write starts the next page.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { MAIL_JOBS, runFanOutPage, type MailJob } from '../mail/fan-out.js';

export const mailFanOut = onDocumentWritten(
  { document: `${MAIL_JOBS}/{id}`, region: 'us-central1', retry: true, timeoutSeconds: 120 },
  async (event) => {
    const after = event.data?.after;
    if (after?.exists !== true) return;
    const job = after.data() as MailJob;
    if (job.done) return;
    await runFanOutPage(after.ref, job.cursor);
  },
);
