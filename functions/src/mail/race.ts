// A mail's view of a marathon document.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

import { distanceLabel, distancesIn, type StoredDistance } from '../store/distances.js';
import { toIso } from '../store/marathon-doc.js';
import type { Race } from './templates.js';

const text = (data: DocumentData, field: string): string => {
  const value: unknown = data[field];
  return typeof value === 'string' ? value : '';
};

export function raceOf(id: string, data: DocumentData): Race {
  return {
    id,
    title: text(data, 'title'),
    start: toIso(data.marathonStartDate),
    location: text(data, 'location'),
    // Every distance of the race: a race change is news to runners of each.
    distance: distancesIn(data).map(distanceLabel).join(', '),
  };
}

export function raceOfSnapshot(marathon: DocumentSnapshot): Race {
  return raceOf(marathon.id, marathon.data() ?? {});
}

/** The race as one runner's mail names it: with the distance they run. */
export function raceForRunner(marathon: DocumentSnapshot, distance: StoredDistance): Race {
  return { ...raceOfSnapshot(marathon), distance: distanceLabel(distance) };
}

/** Whether an edit changes what a registrant must hear about: date, place or distance. */
export function raceMoved(before: Race, after: Race): boolean {
  return (
    before.start !== after.start ||
    before.location !== after.location ||
    before.distance !== after.distance
  );
}
