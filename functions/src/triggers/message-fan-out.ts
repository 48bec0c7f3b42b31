// messageFanOut: a write of a lane of a message being sent (its creation, a cursor move) runs the lane
// from there, a page a second for up to a minute (messages/fan-out.ts); a later page's write carries
// it on. messageSweep, production's schedule, starts scheduled messages and reminders whose time has
// come, and tells runners whose unpaid hold lapsed a day ago that their place is still waiting.
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import {
  MAIL_LINK_SECRET,
  runLane,
  sendStillWaiting,
  startDueMessages,
  startDueReminders,
} from '../messages/messages.js';
import { COLLECTIONS } from '../store/collections.js';
import { messageLaneDocs } from '../store/message-doc.js';
import { pagedJob } from './paged-job.js';

export const messageFanOut = pagedJob(
  `${COLLECTIONS.marathons}/{id}/${COLLECTIONS.messages}/{messageId}/${COLLECTIONS.messageLanes}/{lane}`,
  async (after) => {
    const lane = messageLaneDocs.of(after);
    if (lane.done) return;
    await runLane(after.ref, { source: lane.source, cursor: lane.cursor });
  },
  // A news mail's unsubscribe link is signed as it is written.
  { secrets: [MAIL_LINK_SECRET] },
);

export const messageSweep = onSchedule(
  { region: 'us-central1', schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    // Each part on its own: one failing never holds up the others.
    const parts = await Promise.allSettled([
      startDueMessages(),
      startDueReminders(),
      sendStillWaiting(),
    ]);
    for (const part of parts) {
      if (part.status === 'rejected')
        logger.warn('message sweep part failed', { error: String(part.reason) });
    }
  },
);
