// registrationActivity: what every write of a registration sets off, in one function so that a write
// costs one invocation (a race morning's check-ins come by the thousand, and on the local stack each
// invocation is the functions emulator's work as much as ours):
// - one entry in the marathon's audit trail (registered / updated / withdrawn), with the count of
//   registrations by day for the statistics; the entry's id is the event's id, so a retried event
//   adds nothing;
// - a referred runner's confirmation counted for their referrer (docs/coupons.md), whichever way it
//   was confirmed; a recount, so a retry counts nothing twice;
// - a refresh of the race's live documents when the write moves them (live/live.ts). The refresh may
//   wait up to a second for its turn (live/coalesce.ts), so it runs beside the trail and the referral,
//   never before them; it is a recount too.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { refreshLiveOfRegistration } from '../live/live.js';
import { activityFor, dayCountFor, recordActivity } from '../store/activity-doc.js';
import { countReferral } from '../payments/payments.js';
import {
  onlyLanguageChanged,
  registrationDocs,
  type RegistrationDoc,
} from '../store/registration-doc.js';

async function trailAndReferral(
  marathonId: string,
  userId: string,
  eventId: string,
  at: Date,
  before: RegistrationDoc | undefined,
  after: RegistrationDoc | undefined,
): Promise<void> {
  const entry = activityFor(userId, before, after, at);
  if (entry !== null) {
    await recordActivity(marathonId, eventId, entry, dayCountFor(before, after));
  }
  if (after?.status === 'confirmed' && before?.status !== 'confirmed' && after.referredBy) {
    await countReferral(marathonId, userId, after.referredBy);
  }
}

export const registrationActivity = onDocumentWritten(
  { document: 'marathons/{marathonId}/registrations/{userId}', region: 'us-central1', retry: true },
  async (event) => {
    const { marathonId, userId } = event.params;
    const change = event.data;
    // The account chose another mail language (users/preferences.ts): nothing happened to the place.
    if (onlyLanguageChanged(change?.before.data(), change?.after.data())) return;
    const before = change?.before.exists === true ? registrationDocs.of(change.before) : undefined;
    const after = change?.after.exists === true ? registrationDocs.of(change.after) : undefined;
    await Promise.all([
      trailAndReferral(marathonId, userId, event.id, new Date(event.time), before, after),
      refreshLiveOfRegistration(marathonId, before, after),
    ]);
  },
);
