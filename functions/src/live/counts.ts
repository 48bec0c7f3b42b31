// `live/counts` as the race stands: registrations and places from the places' counters, check-ins by
// one count aggregation, finishers from the published distances' summaries on the marathon. So a
// refresh costs the same few reads at 30,000 runners as at 30.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { LiveCounts } from '@run/contract/domain/live';

import { registrationCounts } from '../places/places.js';
import { distancesOf } from '../store/distances.js';
import { ZERO } from '../store/place-counts.js';
import { registrationsPlain } from '../store/registration-doc.js';
import { raceResultsOf } from '../store/result-doc.js';

const EPOCH = Timestamp.fromMillis(0);

export async function countsOf(marathon: DocumentSnapshot): Promise<LiveCounts> {
  const distances = distancesOf(marathon);
  const [counts, checkedIn] = await Promise.all([
    registrationCounts([marathon]),
    registrationsPlain(marathon.ref).where('checkedInAt', '>', EPOCH).count().get(),
  ]);
  const held = counts.get(marathon.id);
  const results = raceResultsOf(marathon).byDistance;
  let registered = 0;
  let finished = 0;
  const placesLeft: LiveCounts['placesLeft'] = {};
  for (const d of distances) {
    const c = held?.get(d.id) ?? ZERO;
    registered += c.registrations;
    placesLeft[d.id] =
      d.capacity === null ? null : Math.max(0, d.capacity - c.registrations - c.offers);
    const summary = results.get(d.id);
    // Unpublished results are the staff's alone: the public count waits for publication.
    if (summary !== undefined && summary.state !== 'unpublished') finished += summary.finishers;
  }
  return { registered, checkedIn: checkedIn.data().count, finished, placesLeft };
}
