// The live documents' own triggers (live/live.ts): a registration's write (a runner registers, checks
// in, withdraws) and a waitlist entry's (an offer holds a place) move the race's counts; the
// marathon's own write moves its places (an edit) or its results (import, publication). Triggers of
// their own, not a part of registrationActivity: a refresh may wait up to a second for its turn, and
// the activity trail and the referral count must not wait with it.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { refreshLiveCounts, refreshLiveOfRace, refreshLiveOfRegistration } from '../live/live.js';
import { registrationDocs } from '../store/registration-doc.js';

export const liveCountsOfRegistration = onDocumentWritten(
  { document: 'marathons/{marathonId}/registrations/{userId}', region: 'us-central1' },
  async (event) => {
    const change = event.data;
    const before = change?.before.exists === true ? registrationDocs.of(change.before) : undefined;
    const after = change?.after.exists === true ? registrationDocs.of(change.after) : undefined;
    await refreshLiveOfRegistration(event.params.marathonId, before, after);
  },
);

export const liveCountsOfWaitlist = onDocumentWritten(
  { document: 'marathons/{marathonId}/waitlist/{userId}', region: 'us-central1' },
  async (event) => {
    await refreshLiveCounts(event.params.marathonId);
  },
);

export const liveOfRace = onDocumentWritten(
  { document: 'marathons/{marathonId}', region: 'us-central1' },
  async (event) => {
    await refreshLiveOfRace(event.params.marathonId, event.data?.before, event.data?.after);
  },
);
