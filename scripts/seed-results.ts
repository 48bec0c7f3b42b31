// The sample's finished race and its results (emulator-data/sample/results-seed.json), as the API
// leaves a race once its results are imported and published (docs/results.md): the race with its
// Gender question and two distances, each runner's registration with their bib (and its claim), and
// each distance's results with places computed by the import's own code. The demo runner finished
// the Marathon, so My Apply List links to a result; the Marathon's results are official, so the home
// page's Runner Achievements show them. Dates are day offsets from loading, like the rest of the sample.
import fs from 'node:fs';
import path from 'node:path';

import type { DocumentData } from 'firebase-admin/firestore';

import { parseRaceTime } from '@run/contract/domain/results-times';
import type { ResultStatus } from '@run/contract/domain/results-places';
import { GENDER_OPTIONS } from '@run/contract/domain/results-groups';
import type { ResultsState } from '@run/contract/domain/results';

import { storedResults, summaryOf } from '../functions/src/results/import.js';
import { RACE_FIELDS } from '../functions/src/store/result-doc.js';
import { newPassId } from '../functions/src/race-day/pass.js';
import { distanceFields, storedDistances } from '../functions/src/store/distances.js';
import { counterShardDocs } from '../functions/src/places/places.js';
import {
  CONFIRMED_STATUS,
  participantSearchFields,
} from '../functions/src/store/registration-doc.js';
import {
  sampleDay,
  sampleRaceFields,
  type SampleRace,
  type SampleRaceDocuments,
} from './sample-race.js';
import { sampleDir } from './stack/paths.js';

const GENDER_QUESTION = {
  id: 'gender',
  label: 'Gender',
  type: 'choice',
  options: [...GENDER_OPTIONS],
  required: false,
  distanceIds: null,
};

interface ResultsSeed {
  marathon: SampleRace & {
    distances: Array<{
      name: string;
      runningDistance: string;
      bibFrom: number;
      bibTo: number;
      state: ResultsState;
    }>;
  };
  runners: Array<{
    uid: string;
    email: string;
    firstName: string;
    lastName: string;
    gender: string;
    dateOfBirth: string | null;
    distance: string;
    bib: number;
    chipTime: string;
    gunTime: string;
    status: ResultStatus;
  }>;
}

export function readResultsSeed(file = path.join(sampleDir, 'results-seed.json')): ResultsSeed {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ResultsSeed;
}

/** Every document of the finished race, by path, with dates made real relative to `now`. */
export const resultsSampleDocuments: SampleRaceDocuments<ResultsSeed> = (
  now,
  organiserUid,
  organiserEmail,
  seed = readResultsSeed(),
) => {
  const m = seed.marathon;
  const day = sampleDay(now);
  const raceStart = day(m.raceInDays);
  const distances = storedDistances(
    m.distances.map((d) => ({ ...d, capacity: null })),
    [],
  );
  const idOf = (name: string) => distances.find((d) => d.name === name)?.id ?? '';
  const docs = new Map<string, DocumentData>();
  const at = day(m.registrationOpensInDays + 3);

  for (const r of seed.runners) {
    const distanceId = idOf(r.distance);
    docs.set(`marathons/${m.id}/registrations/${r.uid}`, {
      marathonId: m.id,
      userId: r.uid,
      email: r.email,
      accountEmail: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      ...participantSearchFields(r),
      ...CONFIRMED_STATUS,
      phone: '+351 21 555 0100',
      emergencyContact: '',
      distanceId,
      answers: { [GENDER_QUESTION.id]: r.gender },
      dateOfBirth: r.dateOfBirth,
      bib: r.bib,
      passId: newPassId(),
      createdAt: at,
      updatedAt: at,
    });
    docs.set(`marathons/${m.id}/bibs/${r.bib}`, { userId: r.uid, number: r.bib, distanceId });
  }

  const summaries: DocumentData = {};
  for (const distance of distances) {
    const importId = `sample-${distance.id}`;
    const rows = seed.runners
      .filter((r) => r.distance === distance.name)
      .map((r) => ({
        row: {
          line: 0,
          bib: r.bib,
          status: r.status,
          chipTime: parseRaceTime(r.chipTime),
          gunTime: parseRaceTime(r.gunTime),
          timerPlace: null,
        },
        runner: {
          userId: r.uid,
          firstName: r.firstName,
          lastName: r.lastName,
          dateOfBirth: r.dateOfBirth,
          genderAnswer: r.gender,
          hidden: false,
        },
      }));
    const results = storedResults(
      rows,
      distance.id,
      'chip',
      raceStart.toDate().toISOString(),
      importId,
    );
    for (const result of results) {
      docs.set(`marathons/${m.id}/results/${distance.id}-${result.bib}`, { ...result });
    }
    const state = m.distances.find((d) => d.name === distance.name)?.state ?? 'unpublished';
    // Official results as if their mails had gone out: loading the sample mails nobody.
    const mailed = state === 'official' ? importId : null;
    summaries[distance.id] = {
      ...summaryOf(results, state, mailed),
      importedAt: day(m.raceInDays + 1),
      publishedAt: day(m.raceInDays + 1),
    };
    const shards = counterShardDocs(distance, { count: rows.length, offers: 0 }) ?? [];
    shards.forEach((shard, i) =>
      docs.set(`marathons/${m.id}/registrationCounters/${distance.counterBase + i}`, shard),
    );
  }
  const official = distances.find(
    (d) => m.distances.find((s) => s.name === d.name)?.state === 'official',
  );

  docs.set(`marathons/${m.id}`, {
    ...sampleRaceFields(m, now, { uid: organiserUid, email: organiserEmail }, distances),
    ...distanceFields(distances, true),
    questions: [GENDER_QUESTION],
    bibsAssigned: true,
    [RACE_FIELDS.rankBy]: 'chip',
    [RACE_FIELDS.byDistance]: summaries,
    ...(official
      ? {
          [RACE_FIELDS.officialAt]: day(m.raceInDays + 1),
          [RACE_FIELDS.officialDistanceId]: official.id,
        }
      : {}),
  });
  return docs;
};
