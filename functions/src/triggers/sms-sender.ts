// sendSms: each new `sms/{id}` (a message's text to one number) goes to the SMS provider once
// (messages/sms-sender.ts). smsSweep: production's scheduled retry of texts the provider refused. As
// with mail, the outcome is recorded on the document, never thrown, and the claim makes retries
// harmless.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { deliverSms, sweepDueSms, TWILIO_AUTH_TOKEN } from '../messages/messages.js';

const options = { region: 'us-central1', secrets: [TWILIO_AUTH_TOKEN] };

export const sendSms = onDocumentCreated(
  { ...options, document: 'sms/{id}', retry: true },
  async (event) => {
    const ref = event.data?.ref;
    if (ref !== undefined) await deliverSms(ref);
  },
);

export const smsSweep = onSchedule({ ...options, schedule: 'every 5 minutes' }, async () => {
  await sweepDueSms();
});
