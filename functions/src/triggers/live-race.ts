// The live documents' triggers (live/live.ts): a registration's write (a runner registers, checks in,
// withdraws, a hold runs out) and a waitlist entry's (an offer holds a place) move the race's counts,
// a runner hiding their name moves their distance's finishers; the marathon's own write moves its
// places (an edit) or its results (import, publication).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { refreshLiveCounts, refreshLiveFinishers, refreshLiveOfRace } from '../live/live.js';
import { registrationDocs } from '../store/registration-doc.js';

export const liveCountsOfRegistrations = onDocumentWritten(
  { document: 'marathons/{marathonId}/registrations/{userId}', region: 'us-central1' },
  async (event) => {
    const { marathonId } = event.params;
    const of = (snap: DocumentSnapshot | undefined) =>
      snap?.exists === true ? registrationDocs.of(snap) : undefined;
    const [before, after] = [of(event.data?.before), of(event.data?.after)];
    const refreshes = [refreshLiveCounts(marathonId)];
    // A runner who hides their name (or shows it again) changes the published finishers too.
    const distanceId = after?.distanceId ?? null;
    if (before && after && before.resultsHidden !== after.resultsHidden && distanceId !== null) {
      refreshes.push(refreshLiveFinishers(marathonId, distanceId));
    }
    await Promise.all(refreshes);
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
