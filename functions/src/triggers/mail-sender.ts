// sendMail: each new `mail/{id}` goes out over SMTP once (mail/sender.ts). mailSweep: production's
// scheduled retry of mails the server refused. The event is retried only when Firestore itself failed
// (the SMTP outcome is recorded on the document, never thrown), and the claim makes retries harmless.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { deliver, SMTP_PASSWORD, sweepDue, sweepWaiting } from '../mail/mail.js';

const options = { region: 'us-central1', secrets: [SMTP_PASSWORD] };

export const sendMail = onDocumentCreated(
  { ...options, document: 'mail/{id}', retry: true },
  async (event) => {
    const ref = event.data?.ref;
    if (ref === undefined) return;
    if (await deliver(ref)) await sweepWaiting();
  },
);

export const mailSweep = onSchedule({ ...options, schedule: 'every 5 minutes' }, async () => {
  await sweepDue();
});
