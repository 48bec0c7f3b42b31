// The live documents' triggers (live/live.ts) for writes other than a registration's (that one is
// registrationActivity's, with the trail): a waitlist entry's (an offer holds a place) moves the race's
// counts; the marathon's own write moves its places (an edit) or its results (import, publication).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { refreshLiveCounts, refreshLiveOfRace } from '../live/live.js';
import { onlyLanguageChanged } from '../store/registration-doc.js';

export const liveCountsOfWaitlist = onDocumentWritten(
  { document: 'marathons/{marathonId}/waitlist/{userId}', region: 'us-central1' },
  async (event) => {
    // A change of the runner's mail language (users/preferences.ts) moves no count.
    if (onlyLanguageChanged(event.data?.before.data(), event.data?.after.data())) return;
    await refreshLiveCounts(event.params.marathonId);
  },
);

export const liveOfRace = onDocumentWritten(
  { document: 'marathons/{marathonId}', region: 'us-central1' },
  async (event) => {
    await refreshLiveOfRace(event.params.marathonId, event.data?.before, event.data?.after);
  },
);
