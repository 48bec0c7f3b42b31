// A mail's view of a marathon document.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

import { distanceLabel, type StoredDistance } from '../store/distances.js';
import {
  marathonIn,
  marathonOf,
  toIso,
  type MarathonDoc,
  type MarathonRead,
} from '../store/marathon-doc.js';
import { storedFieldsOf } from '../store/model-of.js';
import type { Race } from './templates.js';

export function raceOfModel(m: MarathonDoc): Race {
  return {
    id: m.id,
    title: m.title,
    start: toIso(m.marathonStartDate),
    startTime: m.startTime,
    timeZone: m.timeZone,
    location: m.location,
    // Every distance of the race: a race change is news to runners of each.
    distance: m.distances.map(distanceLabel).join(', '),
  };
}

export const raceOfSnapshot = (marathon: MarathonRead): Race => raceOfModel(marathonOf(marathon));

/** The race as it will be once `update` (stored field names) is written to the raw `marathon`. */
export const raceAfter = (marathon: DocumentSnapshot, update: DocumentData): Race =>
  raceOfModel(marathonIn({ ...storedFieldsOf(marathon), ...update }, marathon.id));

/** The race as one runner's mail names it: with the distance they run, and its own start if any. */
export function raceForRunner(marathon: MarathonRead, distance: StoredDistance): Race {
  const race = raceOfSnapshot(marathon);
  return {
    ...race,
    startTime: distance.startTime ?? race.startTime,
    distance: distanceLabel(distance),
  };
}

/** Whether an edit changes what a registrant must hear about: date, time, place or distance. */
export function raceMoved(before: Race, after: Race): boolean {
  return (
    before.start !== after.start ||
    before.startTime !== after.startTime ||
    before.timeZone !== after.timeZone ||
    before.location !== after.location ||
    before.distance !== after.distance
  );
}
