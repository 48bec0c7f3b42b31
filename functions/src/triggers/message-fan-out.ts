// messageFanOut: each write of a message being sent (its creation, its start, each cursor move) mails
// one page of its audience (messages/fan-out.ts); the page's own write starts the next. messageSweep,
// production's schedule, starts scheduled messages whose time has come.
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { runMessagePage, startDueMessages } from '../messages/messages.js';
import { COLLECTIONS } from '../store/collections.js';
import { messageDocs } from '../store/message-doc.js';
import { pagedJob } from './paged-job.js';

export const messageFanOut = pagedJob(
  `${COLLECTIONS.marathons}/{id}/${COLLECTIONS.messages}/{messageId}`,
  async (after) => {
    const message = messageDocs.of(after);
    if (message.state !== 'sending') return;
    await runMessagePage(after.ref, { source: message.source, cursor: message.cursor });
  },
);

export const messageSweep = onSchedule(
  { region: 'us-central1', schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    await startDueMessages();
  },
);
