// `live/finishers-{distanceId}`: a distance's latest finishers as its published results show them
// (bib, name or "Hidden runner", time, place), latest first. One query cut to LIVE_FINISHERS,
// whatever the number of results: finishers come first in a distance's order (results/import.ts), so
// the latest are those just below the summary's count of finishers.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { LIVE_FINISHERS, type LiveFinishers } from '@run/contract/domain/live';

import { applyPlan } from '../lib/query-plan.js';
import { distancesOf } from '../store/distances.js';
import { latestResultsPlan } from '../store/live-docs.js';
import { raceResultsOf, RESULT_FIELDS, resultDocs, resultsOf } from '../store/result-doc.js';
import { toResult } from '../results/results.js';

export async function finishersOf(
  marathon: DocumentSnapshot,
  distanceId: string,
): Promise<LiveFinishers> {
  const distance = distancesOf(marathon).find((d) => d.id === distanceId);
  const summary = raceResultsOf(marathon).byDistance.get(distanceId);
  if (distance === undefined || summary === undefined || summary.state === 'unpublished') {
    return { distanceId, finishers: [] };
  }
  const latest = await applyPlan(resultsOf(marathon.ref), latestResultsPlan(distanceId))
    .where('order', '<', summary.finishers)
    .limit(LIVE_FINISHERS)
    .select(...RESULT_FIELDS)
    .withConverter(resultDocs)
    .get();
  return {
    distanceId,
    finishers: latest.docs.map((doc) => {
      const { bib, name, time, place } = toResult(doc.data(), distance.runningDistance);
      return { bib, name, time, place };
    }),
  };
}
