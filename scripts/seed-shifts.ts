// The console race's volunteer shifts (emulator-data/sample/console-race-seed.json, "shifts"): eight
// shifts over SPEC's four roles on race day and the evening before, some full, one with a waitlist,
// stored as the API stores them (functions/src/store/shift-doc.ts): each shift with its place shards,
// each volunteer's place with a pass, and each person's ledger of shifts. The demo runner volunteers
// on the medals shift and captains it, so My Apply List shows a pass and the desk a captain.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

import { shardDoc, sharePlaces } from '../functions/src/places/places.js';
import { newPassId } from '../functions/src/race-day/pass.js';
import { SHIFT_SHARDS } from '../functions/src/store/shift-doc.js';
import { DAY_MS } from './sample-race.js';

const HOUR_MS = 3_600_000;

export interface SampleShift {
  role: string;
  name: string;
  location: string;
  /** Hours from the race day's midnight UTC (negative: the day before). */
  startsAtHours: number;
  hours: number;
  capacity: number;
  volunteers: number;
  waiting: number;
  /** The demo runner is one of its volunteers and its captain. */
  demoCaptain?: boolean;
}

export interface ShiftSeed {
  shifts: { list: SampleShift[] };
  firstNames: string[];
  lastNames: string[];
}

interface Person {
  uid: string;
  name: string;
  email: string;
}

/** The shifts' documents by path; the race's own fields (`shiftCaptains`) under its path. */
export function shiftSampleDocuments(
  now: Date,
  race: { id: string; raceInDays: number },
  seed: ShiftSeed,
  demo: Person,
): Map<string, DocumentData> {
  const docs = new Map<string, DocumentData>();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const raceDay = today + race.raceInDays * DAY_MS;
  const ledgers = new Map<string, Record<string, DocumentData>>();
  let n = 0;
  const person = (): Person => {
    n += 1;
    const first = seed.firstNames[(n * 5) % seed.firstNames.length] ?? 'Ana';
    const last = seed.lastNames[(n * 3) % seed.lastNames.length] ?? 'Silva';
    const uid = `city-volunteer-${String(n).padStart(3, '0')}`;
    return { uid, name: `${first} ${last}`, email: `${uid}@run.test` };
  };
  const details = (p: Person, shiftId: string, k: number) => ({
    shiftId,
    uid: p.uid,
    name: p.name,
    email: p.email,
    language: null,
    phone: `+351 21 666 ${String(1000 + k).slice(-4)}`,
    emergencyContact: `Family of ${p.name}, +351 21 666 0000`,
    tshirtVariant: ['S', 'M', 'L', 'XL'][k % 4] ?? 'M',
    waiverAcceptedAt: Timestamp.fromMillis(now.getTime() - (k + 2) * DAY_MS),
  });

  const ledger = (
    p: Person,
    shiftId: string,
    s: SampleShift,
    startsAt: Timestamp,
    endsAt: Timestamp,
    state: 'signed_up' | 'waiting',
  ) => {
    const own = ledgers.get(p.uid) ?? {};
    own[`${race.id}_${shiftId}`] = {
      marathonId: race.id,
      shiftId,
      name: s.name,
      startsAt,
      endsAt,
      state,
      at: Timestamp.fromMillis(now.getTime() - DAY_MS),
    };
    ledgers.set(p.uid, own);
  };

  seed.shifts.list.forEach((s, i) => {
    const shiftId = `shift-${String(i + 1).padStart(2, '0')}`;
    const base = `marathons/${race.id}`;
    const startsAt = Timestamp.fromMillis(raceDay + s.startsAtHours * HOUR_MS);
    const endsAt = Timestamp.fromMillis(startsAt.toMillis() + s.hours * HOUR_MS);
    docs.set(`${base}/shifts/${shiftId}`, {
      role: s.role,
      name: s.name,
      description: '',
      location: s.location,
      startsAt,
      endsAt,
      capacity: s.capacity,
      captainUids: s.demoCaptain ? [demo.uid] : [],
      shards: SHIFT_SHARDS,
      createdAt: Timestamp.fromMillis(now.getTime() - 30 * DAY_MS),
    });
    // The places filled shard by shard, each volunteer's place naming the shard counting it.
    const places = sharePlaces(s.capacity, SHIFT_SHARDS);
    const counts = places.map(() => 0);
    const people = [
      ...(s.demoCaptain ? [demo] : []),
      ...Array.from({ length: s.volunteers - (s.demoCaptain ? 1 : 0) }, person),
    ];
    people.forEach((p, k) => {
      const shard = places.findIndex((room, j) => (counts[j] ?? 0) < room);
      counts[shard] = (counts[shard] ?? 0) + 1;
      docs.set(`${base}/shiftVolunteers/${shiftId}_${p.uid}`, {
        ...details(p, shiftId, k),
        passId: newPassId(),
        shard,
        signedUpAt: Timestamp.fromMillis(now.getTime() - (k + 2) * DAY_MS),
        checkedInAt: null,
        checkedOutAt: null,
      });
      ledger(p, shiftId, s, startsAt, endsAt, 'signed_up');
    });
    places.forEach((room, j) => {
      docs.set(
        `${base}/shifts/${shiftId}/placeShards/${j}`,
        shardDoc({ places: room, count: counts[j] ?? 0, offers: 0 }),
      );
    });
    for (let k = 0; k < s.waiting; k += 1) {
      const p = person();
      docs.set(`${base}/shiftWaitlist/${shiftId}_${p.uid}`, {
        ...details(p, shiftId, k),
        joinedAt: Timestamp.fromMillis(now.getTime() - (s.waiting - k) * HOUR_MS),
        offeredUntil: null,
        shard: null,
      });
      ledger(p, shiftId, s, startsAt, endsAt, 'waiting');
    }
  });

  for (const [uid, shifts] of ledgers) docs.set(`volunteerShifts/${uid}`, { shifts });
  docs.set(`marathons/${race.id}`, { shiftCaptains: { [demo.uid]: true } });
  return docs;
}
