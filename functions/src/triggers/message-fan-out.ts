// messageFanOut: each write of a lane of a message being sent (its creation, each cursor move) mails
// one page of the lane's range of its audience (messages/fan-out.ts); the page's own write starts the
// next. messageSweep, production's schedule, starts scheduled messages whose time has come.
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { MAIL_LINK_SECRET, runMessagePage, startDueMessages } from '../messages/messages.js';
import { COLLECTIONS } from '../store/collections.js';
import { messageLaneDocs } from '../store/message-doc.js';
import { pagedJob } from './paged-job.js';

export const messageFanOut = pagedJob(
  `${COLLECTIONS.marathons}/{id}/${COLLECTIONS.messages}/{messageId}/${COLLECTIONS.messageLanes}/{lane}`,
  async (after) => {
    const lane = messageLaneDocs.of(after);
    if (lane.done) return;
    await runMessagePage(after.ref, { source: lane.source, cursor: lane.cursor });
  },
  // A news mail's unsubscribe link is signed as it is written.
  { secrets: [MAIL_LINK_SECRET] },
);

export const messageSweep = onSchedule(
  { region: 'us-central1', schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    await startDueMessages();
  },
);
