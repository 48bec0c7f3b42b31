// registrationActivity: every write of a registration adds one entry to the marathon's audit trail
// (registered / updated / withdrawn) and keeps the count of registrations by day for the statistics.
// The entry's id is the event's id, so a retried event adds nothing. A referred runner's confirmation
// also counts for their referrer here, once (docs/coupons.md), whichever way it was confirmed. The
// race's live documents have their own trigger (live-race.ts): their refresh may wait up to a second
// for its turn, which must not hold back the trail.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { activityFor, dayCountFor, recordActivity } from '../store/activity-doc.js';
import { countReferral } from '../payments/payments.js';
import { registrationDocs } from '../store/registration-doc.js';

export const registrationActivity = onDocumentWritten(
  { document: 'marathons/{marathonId}/registrations/{userId}', region: 'us-central1', retry: true },
  async (event) => {
    const { marathonId, userId } = event.params;
    const change = event.data;
    const before = change?.before.exists === true ? registrationDocs.of(change.before) : undefined;
    const after = change?.after.exists === true ? registrationDocs.of(change.after) : undefined;
    const entry = activityFor(userId, before, after, new Date(event.time));
    if (entry !== null) {
      await recordActivity(marathonId, event.id, entry, dayCountFor(before, after));
    }
    if (after?.status === 'confirmed' && before?.status !== 'confirmed' && after.referredBy) {
      await countReferral(marathonId, userId, after.referredBy);
    }
  },
);
