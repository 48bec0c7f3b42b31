// Publishing a distance's results (docs/results.md): preliminary or official. Official results mail
// every finisher once per import (results-mail.ts), and make this race the home page's latest. Only
// once the distance has started: importing before it stays open (timing partners test their feed).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { startInstant, startWords } from '@run/contract/domain/race-start';
import { type PUBLISH_STATES } from '@run/contract/domain/results';

import { conflict } from '../lib/http-error.js';
import type { StoredDistance } from '../store/distances.js';
import { marathonOf, toIso } from '../store/marathon-doc.js';
import { distanceNamed } from './import.js';
import { RACE_FIELDS, raceResultsOf, summaryPath } from '../store/result-doc.js';
import { queueResultMails } from './results-mail.js';

type PublishState = (typeof PUBLISH_STATES)[number];

/** 409 with the start while the distance has not started (its own start time, else the race's). */
function checkStarted(marathon: DocumentSnapshot, distance: StoredDistance): void {
  const race = marathonOf(marathon);
  // A race without a readable day (hand-written data) has no start to wait for.
  if (race.marathonStartDate === null) return;
  const start = {
    marathonStartDate: toIso(race.marathonStartDate),
    startTime: race.startTime,
    timeZone: race.timeZone,
  };
  if (Date.now() < startInstant(start, distance)) {
    throw conflict('results_too_early', { start: startWords(start, distance) });
  }
}

export async function publishResults(
  marathon: DocumentSnapshot,
  input: { distanceId: string; state: PublishState },
) {
  const distance = distanceNamed(marathon, input.distanceId);
  checkStarted(marathon, distance);
  return marathon.ref.firestore.runTransaction(async (tx) => {
    const current = await tx.get(marathon.ref);
    const summary = raceResultsOf(current).byDistance.get(distance.id);
    if (summary === undefined || summary.count === 0) {
      throw conflict('results_not_imported', { distance: distance.name });
    }
    const official = input.state === 'official';
    const mailing = official && summary.mailedImportId !== summary.importId;
    if (mailing) queueResultMails(tx, marathon.ref, distance.id);
    const now = Timestamp.now();
    tx.update(
      marathon.ref,
      summaryPath(distance.id, 'state'),
      input.state,
      summaryPath(distance.id, 'publishedAt'),
      now,
      summaryPath(distance.id, 'mailedImportId'),
      mailing ? summary.importId : summary.mailedImportId,
      ...(official
        ? [RACE_FIELDS.officialAt, now, RACE_FIELDS.officialDistanceId, distance.id]
        : []),
    );
    return { distanceId: distance.id, state: input.state, mailing };
  });
}
