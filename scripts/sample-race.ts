// What the sample's generated races share (seed-results.ts, seed-console-race.ts): the race as the
// add form describes it, with day offsets from the day of loading, and the marathon document's
// fields as the API writes them for it.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

import { SHARDS } from '../functions/src/store/distances.js';
import { raceListFields } from '../functions/src/store/race-list-fields.js';
import { searchGrams } from '../functions/src/store/search.js';

export const DAY_MS = 86_400_000;

export interface SampleRace {
  id: string;
  title: string;
  location: string;
  image: string;
  description: string;
  createdDaysAgo: number;
  registrationOpensInDays: number;
  registrationClosesInDays: number;
  raceInDays: number;
}

/**
 * Every document of a sample race, by path, with dates made real relative to `now`, the race its
 * organiser's; `seed`, the race's file, is read unless given.
 */
export type SampleRaceDocuments<Seed> = (
  now: Date,
  organiserUid: string,
  organiserEmail: string,
  seed?: Seed,
) => Map<string, DocumentData>;

/** Midnight UTC of the loading day plus `days`, as a Timestamp. */
export function sampleDay(now: Date): (days: number) => Timestamp {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return (days) => Timestamp.fromMillis(today + days * DAY_MS);
}

/**
 * The marathon document's own fields, with the list's filter keys for its distances (the distances
 * themselves and what else a race has come on top).
 */
export function sampleRaceFields(
  m: SampleRace,
  now: Date,
  organiser: { uid: string; email: string },
  distances: ReadonlyArray<{ runningDistance: string }>,
): DocumentData {
  const day = sampleDay(now);
  const dates = {
    startRegistrationDate: day(m.registrationOpensInDays),
    // "Closes on day N" means through that day, as the add form stores it.
    endRegistrationDate: Timestamp.fromMillis(day(m.registrationClosesInDays + 1).toMillis() - 1),
    marathonStartDate: day(m.raceInDays),
  };
  return {
    title: m.title,
    ...dates,
    // As the API stores them (functions/src/store/race-list-fields.ts).
    ...raceListFields(
      {
        startRegistrationDate: dates.startRegistrationDate.toDate(),
        endRegistrationDate: dates.endRegistrationDate.toDate(),
        marathonStartDate: dates.marathonStartDate.toDate(),
      },
      distances,
    ),
    location: m.location,
    marathonImageURL: `/images/marathons/${m.image}`,
    description: m.description,
    createdBy: organiser.email,
    createdByUid: organiser.uid,
    createdAt: Timestamp.fromMillis(now.getTime() - m.createdDaysAgo * DAY_MS),
    searchGrams: searchGrams(m.title, m.location),
    counterShards: SHARDS,
  };
}
