// A race with results to import, as the results tests need it: one distance with a bib range, the
// ready-made Gender question, and runners registered through the API with their names, gender and
// date of birth, each given a bib by the organiser.
import { Timestamp } from 'firebase-admin/firestore';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as results from '@run/contract/endpoints/results';
import { expect } from 'vitest';

import { applyWith } from './actions.js';
import { marathonOf } from './marathon-actions.js';
import { api, createMarathon } from './helpers.js';
import { adminDb } from './stored.js';
import { signUpMany, type TestUser } from './users.js';

export const GENDER_OPTIONS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'];

export interface RunnerSpec {
  bib: number;
  firstName: string;
  lastName: string;
  gender: string | null;
  /** Age on race day, about half a year past the birthday; null: no date of birth given. */
  age: number | null;
}

export interface ResultsRace {
  id: string;
  distanceId: string;
  /** Each runner by bib. */
  runners: Map<number, TestUser & { spec: RunnerSpec; dateOfBirth: string | null }>;
}

/** A date of birth that makes a runner `age` on `raceStart`, about 182 days past the birthday. */
export function birthFor(age: number, raceStart: string): string {
  const day = new Date(raceStart);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return new Date(day.getTime() - 182 * 86_400_000).toISOString().slice(0, 10);
}

export async function resultsRace(owner: TestUser, specs: RunnerSpec[]): Promise<ResultsRace> {
  const id = await createMarathon(owner, {
    distances: [{ name: 'Marathon', runningDistance: '42.195 km', bibFrom: 100, bibTo: 999 }],
    questions: [{ label: 'Gender', type: 'choice', options: GENDER_OPTIONS, required: false }],
  });
  const race = await marathonOf(id);
  const distanceId = race.distances[0]?.id ?? '';
  const genderId = race.questions?.[0]?.id ?? '';
  const users = await signUpMany(specs.length, 'finisher');
  const runners: ResultsRace['runners'] = new Map();
  for (const [i, spec] of specs.entries()) {
    const user = users[i] as TestUser;
    const dateOfBirth = spec.age === null ? null : birthFor(spec.age, race.marathonStartDate);
    const applied = await applyWith(id, user, {
      firstName: spec.firstName,
      lastName: spec.lastName,
      ...(spec.gender === null ? {} : { answers: { [genderId]: spec.gender } }),
      ...(dateOfBirth === null ? {} : { dateOfBirth }),
    });
    expect(applied.status, applied.text).toBe(200);
    const bib = await api.call(raceDay.setBib, {
      params: { id, userId: user.uid },
      token: owner.token,
      body: { bib: spec.bib },
    });
    expect(bib.status, bib.text).toBe(200);
    runners.set(spec.bib, { ...user, spec, dateOfBirth });
  }
  return { id, distanceId, runners };
}

/** Imports `csv` into the race's distance as `owner`; answers the API's response. */
export function importCsv(
  race: Pick<ResultsRace, 'id' | 'distanceId'>,
  owner: TestUser,
  csv: string,
  extra: Record<string, unknown> = {},
) {
  return api.call(results.importResults, {
    params: { id: race.id },
    token: owner.token,
    body: { distanceId: race.distanceId, csv, ...extra },
  });
}

/**
 * The race started, as the clock would bring it (the server has no test clock): its day moved to two
 * days ago, so that no start time in any zone (UTC-12 at 23:59 included) is still ahead. Results are
 * published only once the race has started; importing them needs no such move.
 */
export async function raceStarted(id: string): Promise<void> {
  const now = new Date();
  const twoDaysAgo = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 2);
  await adminDb()
    .doc(`marathons/${id}`)
    .update({ marathonStartDate: Timestamp.fromMillis(twoDaysAgo) });
}

export function publish(
  race: Pick<ResultsRace, 'id' | 'distanceId'>,
  owner: TestUser,
  state: 'preliminary' | 'official',
) {
  return api.call(results.publishResults, {
    params: { id: race.id },
    token: owner.token,
    body: { distanceId: race.distanceId, state },
  });
}

/** The runners the results tests share: ties, every gender, an age group with three, a DNF. */
export const FIELD: RunnerSpec[] = [
  { bib: 101, firstName: 'Ana', lastName: 'García', gender: 'Female', age: 37 },
  { bib: 102, firstName: 'José', lastName: 'Núñez', gender: 'Male', age: 41 },
  { bib: 103, firstName: 'Zoë', lastName: 'Ng', gender: 'Female', age: 36 },
  { bib: 104, firstName: 'Li', lastName: 'Wei', gender: 'Male', age: 38 },
  { bib: 105, firstName: 'Sam', lastName: 'Taylor', gender: 'Non-binary', age: 30 },
  { bib: 106, firstName: 'Kim', lastName: 'Lee', gender: 'Prefer not to say', age: null },
  { bib: 107, firstName: 'Omar', lastName: 'Haddad', gender: 'Male', age: 44 },
  { bib: 108, firstName: 'Eva', lastName: 'Novak', gender: 'Female', age: 29 },
  { bib: 109, firstName: 'Mia', lastName: 'Schön', gender: 'Female', age: 35 },
];

/** The timer's first export (comma separated, place, bib, name, gun and chip time). */
export const CHIP_CSV = [
  'Place,Bib,Name,Gun Time,Chip Time',
  '1,104,Li Wei,2:31:10,2:31:05',
  '2,101,Ana García,2:41:00,2:40:30.5',
  '3,103,Zoe Ng,2:41:02,2:40:30.5',
  '4,102,José Núñez,2:45:00,2:44:59',
  '5,105,Sam Taylor,2:50:00,2:49:00',
  '6,109,Mia Schön,2:56:00,2:55:00',
  '7,106,Kim Lee,3:01:00,3:00:00',
  ',107,Omar Haddad,DNF,DNF',
  '8,999,Ghost Runner,3:10:00,3:09:00',
  'x,abc,Bad Bib,3:11:00,3:10:00',
  '9,108,Eva Novak,3:1x:00,',
].join('\r\n');
