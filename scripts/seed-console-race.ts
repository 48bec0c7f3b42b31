// The sample race worth opening the console for (emulator-data/sample/console-race-seed.json): a
// few hundred runners over three distances, registered over the weeks its window was open, each with
// a T-shirt answer, a bib and a race pass; a third checked in at packet pickup; the 10K sold out
// with a waitlist; the race shirt and a medal engraving among its items. The registrations-by-day chart fills as the trail trigger counts each seeded
// registration by its `createdAt`, as it does for registrations made through the app.
import fs from 'node:fs';
import path from 'node:path';

import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

import { counterShardDocs } from '../functions/src/places/places.js';
import { newPassId } from '../functions/src/race-day/pass.js';
import { distanceFields, storedDistances } from '../functions/src/store/distances.js';
import { itemFields, type ItemDoc } from '../functions/src/store/item-doc.js';
import {
  CONFIRMED_STATUS,
  participantSearchFields,
} from '../functions/src/store/registration-doc.js';
import {
  DAY_MS,
  sampleDay,
  sampleRaceFields,
  type SampleRace,
  type SampleRaceDocuments,
} from './sample-race.js';
import type { ShiftSeed } from './seed-shifts.js';
import { sampleDir } from './stack/paths.js';

const HOUR_MS = 3_600_000;

interface ConsoleRaceSeed {
  marathon: SampleRace & {
    distances: Array<{
      name: string;
      runningDistance: string;
      capacity: number;
      bibFrom: number;
      bibTo: number;
      runners: number;
    }>;
    question: {
      id: string;
      label: string;
      type: 'choice';
      options: string[];
      weights: number[];
      required: boolean;
      distanceIds: string[] | null;
    };
    checkedInShare: number;
    waitlist: number;
  };
  firstNames: string[];
  lastNames: string[];
  shifts: ShiftSeed['shifts'];
  /** The items the race sells (docs/items.md), each under its own id. */
  items: {
    list: Array<
      Pick<ItemDoc, 'name' | 'description' | 'price' | 'required' | 'pickup' | 'variants'> & {
        id: string;
      }
    >;
  };
}

export function readConsoleRaceSeed(
  file = path.join(sampleDir, 'console-race-seed.json'),
): ConsoleRaceSeed {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ConsoleRaceSeed;
}

/** A small seeded generator (mulberry32): the same sample at every load. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(items: readonly T[], weights: readonly number[], r: number): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let left = r * total;
  for (let i = 0; i < items.length; i += 1) {
    left -= weights[i] ?? 0;
    if (left < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/**
 * When within the window a runner registered: a rush in the first days, a quiet middle and a rise
 * before the close, as registrations for a race usually come.
 */
function registrationDay(windowDays: number, r: number): number {
  if (r < 0.35) return Math.floor((r / 0.35) * Math.min(5, windowDays));
  if (r < 0.75) return Math.floor(((r - 0.35) / 0.4) * windowDays);
  return windowDays - 1 - Math.floor(((r - 0.75) / 0.25) * Math.min(10, windowDays));
}

/** Every document of the console's sample race, by path, with dates made real relative to `now`. */
export const consoleRaceDocuments: SampleRaceDocuments<ConsoleRaceSeed> = (
  now,
  organiserUid,
  organiserEmail,
  seed = readConsoleRaceSeed(),
) => {
  const m = seed.marathon;
  const rand = random(20_261_124);
  const day = sampleDay(now);
  const distances = storedDistances(m.distances, []);
  const docs = new Map<string, DocumentData>();
  const opened = day(m.registrationOpensInDays).toMillis();
  const windowDays = Math.max(1, Math.round((now.getTime() - opened) / DAY_MS));

  let n = 0;
  const runner = () => {
    n += 1;
    const first = seed.firstNames[Math.floor(rand() * seed.firstNames.length)] ?? 'Ana';
    const last = seed.lastNames[Math.floor(rand() * seed.lastNames.length)] ?? 'Silva';
    const uid = `city-runner-${String(n).padStart(3, '0')}`;
    const email = `${uid}@run.test`;
    return {
      uid,
      form: {
        email,
        accountEmail: email,
        firstName: first,
        lastName: last,
        phone: `+351 21 555 ${String(1000 + n).slice(-4)}`,
        emergencyContact: `${seed.firstNames[(n * 7) % seed.firstNames.length] ?? 'Rui'} ${last}, +351 21 555 0000`,
      },
    };
  };

  /** A new runner's registration form for `distanceId`, as a registration and a waitlist entry keep it. */
  const entrant = (distanceId: string) => {
    const { uid, form } = runner();
    const answer = weighted(m.question.options, m.question.weights, rand());
    const entry = {
      marathonId: m.id,
      userId: uid,
      ...form,
      ...participantSearchFields(form),
      distanceId,
      answers: { [m.question.id]: answer },
    };
    return { uid, entry };
  };

  m.distances.forEach((input, k) => {
    const distance = distances[k];
    if (distance === undefined) return;
    for (let i = 0; i < input.runners; i += 1) {
      const { uid, entry } = entrant(distance.id);
      const at = Timestamp.fromMillis(
        Math.min(
          now.getTime() - HOUR_MS,
          opened + registrationDay(windowDays, rand()) * DAY_MS + Math.floor(rand() * DAY_MS),
        ),
      );
      const bib = input.bibFrom + i;
      const checkedIn = rand() < m.checkedInShare;
      docs.set(`marathons/${m.id}/registrations/${uid}`, {
        ...entry,
        ...CONFIRMED_STATUS,
        bib,
        passId: newPassId(),
        ...(checkedIn
          ? {
              // Packet pickup: the afternoon and evening before the race.
              checkedInAt: Timestamp.fromMillis(now.getTime() - Math.floor(rand() * 6 * HOUR_MS)),
              checkedInBy: organiserUid,
            }
          : {}),
        createdAt: at,
        updatedAt: at,
      });
      docs.set(`marathons/${m.id}/bibs/${bib}`, {
        userId: uid,
        number: bib,
        distanceId: distance.id,
      });
    }
    const full = input.runners >= input.capacity;
    const shards = counterShardDocs(distance, { count: input.runners, offers: 0 });
    if (!shards)
      throw new Error(`Sample race ${m.id} has more runners than places in ${input.name}`);
    shards.forEach((shard, i) =>
      docs.set(`marathons/${m.id}/registrationCounters/${distance.counterBase + i}`, shard),
    );
    if (full) distances[k] = { ...distance, soldOutAt: day(-3) };
  });

  // The waitlist of the sold-out distance: waiting, no offer yet (the race's last day).
  const soldOut = distances.find((d) => d.soldOutAt !== undefined);
  for (let i = 0; soldOut !== undefined && i < m.waitlist; i += 1) {
    const { uid, entry } = entrant(soldOut.id);
    docs.set(`marathons/${m.id}/waitlist/${uid}`, {
      ...entry,
      joinedAt: Timestamp.fromMillis(now.getTime() - (m.waitlist - i) * 5 * HOUR_MS),
      offerExpiresAt: null,
    });
  }

  docs.set(`marathons/${m.id}`, {
    ...sampleRaceFields(m, now, { uid: organiserUid, email: organiserEmail }, distances),
    ...distanceFields(distances, true),
    questions: [
      {
        id: m.question.id,
        label: m.question.label,
        type: m.question.type,
        options: m.question.options,
        required: m.question.required,
        distanceIds: m.question.distanceIds,
      },
    ],
    offerHours: 48,
    bibsAssigned: true,
  });
  const added = Timestamp.fromMillis(now.getTime() - m.createdDaysAgo * DAY_MS);
  for (const { id, ...item } of seed.items.list) {
    docs.set(
      `marathons/${m.id}/items/${id}`,
      itemFields({
        ...item,
        imageUrl: null,
        distanceIds: [],
        perEntry: 1,
        availableUntil: null,
        hidden: false,
        createdAt: added,
        updatedAt: added,
      }),
    );
  }
  return docs;
};
