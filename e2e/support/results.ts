// Results set-up through the API (docs/results.md): a race with a bib range and the Gender question,
// runners registered with their gender and date of birth and given bibs, optionally its results
// imported and published, and a race moved into the past (as it is once it has been run).
import { test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';

import { GENDER_OPTIONS } from '@run/contract/domain/results-groups';
import * as results from '@run/contract/endpoints/results';

import { api, createAccount, getMarathon, register, type Account } from './api.js';
import { db } from './hand-made.js';
import { organiserWithMarathon } from './marathons.js';
import { setBib } from './race-day.js';

export interface Finisher {
  firstName: string;
  lastName: string;
  gender: 'Female' | 'Male' | 'Non-binary';
  dateOfBirth: string;
  bib: number;
}

export const FINISHERS: Finisher[] = [
  { firstName: 'Zoë', lastName: 'Ng', gender: 'Female', dateOfBirth: '1988-02-10', bib: 11 },
  { firstName: 'Li', lastName: 'Wei', gender: 'Male', dateOfBirth: '1990-06-01', bib: 12 },
  { firstName: 'Ana', lastName: 'García', gender: 'Female', dateOfBirth: '1979-09-30', bib: 13 },
  { firstName: 'Omar', lastName: 'Haddad', gender: 'Male', dateOfBirth: '1984-12-24', bib: 14 },
];

/** The timing company's file for FINISHERS: Omar did not finish; 999 is nobody; one line is bad. */
export const TIMING_CSV = [
  'Place,Bib,Name,Chip Time,Gun Time',
  '1,12,Li Wei,2:31:05,2:31:10',
  '2,11,Zoe Ng,2:44:12.3,2:44:20',
  '3,13,Ana Garcia,2:58:40,2:59:02',
  ',14,Omar Haddad,DNF,DNF',
  '4,999,Ghost Runner,3:10:00,3:10:30',
  '5,xx,Bad Line,3:11:00,3:11:30',
].join('\n');

export interface ResultsRace {
  organiser: Account;
  id: string;
  title: string;
  distanceId: string;
  runners: Map<number, Account>;
}

export async function raceWithFinishers(): Promise<ResultsRace> {
  const { organiser, input, id } = await organiserWithMarathon('open', {
    distances: [
      { name: 'Marathon', runningDistance: '42.195 KM', capacity: null, bibFrom: 1, bibTo: 999 },
    ],
    questions: [
      {
        label: 'Gender',
        type: 'choice',
        options: [...GENDER_OPTIONS],
        required: false,
        distanceIds: null,
      },
    ],
  });
  const race = await getMarathon(id);
  const gender = race.questions?.[0]?.id ?? '';
  const runners = new Map<number, Account>();
  for (const f of FINISHERS) {
    const runner = await createAccount({ prefix: 'runner' });
    await register(runner, id, {
      firstName: f.firstName,
      lastName: f.lastName,
      dateOfBirth: f.dateOfBirth,
      answers: { [gender]: f.gender },
    });
    await setBib(organiser, id, runner.uid, f.bib);
    runners.set(f.bib, runner);
  }
  return { organiser, id, title: input.title, distanceId: race.distances[0]?.id ?? '', runners };
}

/**
 * The race run, its results imported and published through the API, as the organiser would in the
 * console: results are published only once the race has started.
 */
export async function publishResults(race: ResultsRace, state: 'preliminary' | 'official') {
  await raceIsOver(race.id);
  const asOrganiser = { params: { id: race.id }, token: race.organiser.idToken };
  await api.ok(results.importResults, {
    ...asOrganiser,
    body: { distanceId: race.distanceId, csv: TIMING_CSV },
  });
  await api.ok(results.publishResults, {
    ...asOrganiser,
    body: { distanceId: race.distanceId, state },
  });
}

/** The race as it is once run: its dates moved into the past (registration closed, race started). */
export async function raceIsOver(id: string): Promise<void> {
  const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);
  await db()
    .collection('marathons')
    .doc(id)
    .update({
      startRegistrationDate: daysAgo(60),
      endRegistrationDate: daysAgo(10),
      marathonStartDate: daysAgo(2),
    });
}

/**
 * One published race and runner (publishedRaceAndRunner) for every test of the calling spec file:
 * made once before them, as it takes a while, so the file's tests run in order. A test reads them
 * from the answered function.
 */
export function publishedRaceForTheFile(): () => { race: ResultsRace; runner: Account } {
  let made: { race: ResultsRace; runner: Account } | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    made = await publishedRaceAndRunner();
  });
  return () => {
    if (made === undefined) throw new Error('The published race is made before the tests run.');
    return made;
  };
}

/** A race run and its official results published, with one of its finishers signed up to sign in. */
export async function publishedRaceAndRunner(): Promise<{ race: ResultsRace; runner: Account }> {
  const race = await raceWithFinishers();
  await publishResults(race, 'official');
  const runner = race.runners.values().next().value;
  if (runner === undefined) throw new Error('no runner');
  return { race, runner };
}
