// Loads the sample data (emulator-data/sample/firestore-seed.json) into an EMPTY Firestore.
// Dates are stored as day offsets and made real relative to the day of loading, so the sample always
// has events open for registration, closed, and not yet open.
//
// CLI: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx tsx scripts/seed.ts
import fs from 'node:fs';
import path from 'node:path';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';

import type { PaymentMethod } from '@run/contract/domain/money';

import { searchGrams } from '../functions/src/store/search.js';
import { raceListFields } from '../functions/src/store/race-list-fields.js';
import {
  CONFIRMED_STATUS,
  participantSearchFields,
} from '../functions/src/store/registration-doc.js';
import { counterShardDocs } from '../functions/src/places/places.js';
import { newPassId } from '../functions/src/race-day/pass.js';
import {
  distanceFields,
  distancesIn,
  SHARDS,
  storedDistances,
} from '../functions/src/store/distances.js';
import { consoleRaceDocuments, readConsoleRaceSeed } from './seed-console-race.js';
import { resultsSampleDocuments } from './seed-results.js';
import { shiftSampleDocuments } from './seed-shifts.js';
import { sampleDir } from './stack/paths.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Firestore's limit of writes in one batch. */
const BATCH_WRITES = 500;

type Creator = 'organiser' | 'runner';

interface SeedMarathon {
  id: string;
  title: string;
  location: string;
  runningDistance: string;
  image: string;
  description: string;
  createdBy: Creator;
  createdDaysAgo: number;
  registrationOpensInDays: number;
  registrationClosesInDays: number;
  raceInDays: number;
  /** A field limit; absent means none. */
  capacity?: number;
  offerHours?: number;
  /** Several distances (docs/places.md); absent means one, `runningDistance` with `capacity`. */
  distances?: Array<{
    name: string;
    runningDistance: string;
    capacity?: number;
    /** Price tiers (docs/payments.md), each ending `untilInDays` from the loading day's end. */
    prices?: Array<{ label: string; amount: number; untilInDays: number | null }>;
  }>;
  /** The money settings of a priced race, stored as the API stores them (functions/src/store/money.ts). */
  currency?: string;
  paymentMethods?: PaymentMethod[];
  bankAccount?: { holder: string; iban: string; bic: string };
}

/** Runners waiting for a full race, in arrival order; the first `offers` hold an offered place. */
interface SeedWaitlist {
  marathonId: string;
  runners: string[];
  joinedDaysAgo: number;
  offers: number;
  offeredHoursAgo: number;
}

interface SeedRunner {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  emergencyContact: string;
}

/**
 * What a registration and a waitlist entry store of their runner: the application form's fields, and
 * the account's address the API keeps beside them for mail (functions/src/mail/notify.ts). A sample
 * runner's contact is their account's address.
 */
function formOf(runner: SeedRunner) {
  const { email, firstName, lastName, phone, emergencyContact } = runner;
  return { email, firstName, lastName, phone, emergencyContact, accountEmail: email };
}

interface SeedFile {
  marathons: SeedMarathon[];
  runners: SeedRunner[];
  /** `distance` names one of the marathon's `distances`; absent, its first. */
  registrations: {
    marathonId: string;
    runners: string[];
    registeredDaysAgo: number;
    distance?: string;
  }[];
  waitlist?: SeedWaitlist[];
  users: { uid: string; name: string; email: string; photo: string }[];
  opinions: { name: string; email: string; opinion: string; daysAgo: number }[];
}

/** The demo accounts of emulator-data/sample/auth_export (README lists their passwords). */
export const DEMO_ACCOUNTS = {
  organiser: { uid: 'demo-organiser', email: 'organiser@run.test', password: 'Organiser123' },
  runner: { uid: 'demo-runner', email: 'runner@run.test', password: 'Runner123' },
} as const;

export interface SeedResult {
  seeded: boolean;
  marathons: number;
  registrations: number;
  opinions: number;
}

export function readSeedFile(file = path.join(sampleDir, 'firestore-seed.json')): SeedFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SeedFile;
}

/** Midnight UTC of the loading day plus `days`; the web's date inputs use the same UTC days. */
function dayStart(today: number, days: number): Date {
  return new Date(today + days * DAY_MS);
}

/** Every document the sample consists of, by path, with dates made real relative to `now`. */
export function sampleDocuments(seed: SeedFile, now: Date): Map<string, DocumentData> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ago = (days: number, minutes = 0) =>
    Timestamp.fromMillis(now.getTime() - days * DAY_MS + minutes * 60_000);
  const docs = new Map<string, DocumentData>();
  /** Registrations by marathon and distance id. */
  const counts = new Map<string, number>();
  const runners = new Map(seed.runners.map((r) => [r.uid, r]));
  const distances = new Map(seed.marathons.map((m) => [m.id, seedDistances(m, today)]));

  for (const group of seed.registrations) {
    const own = distances.get(group.marathonId) ?? [];
    const distance = group.distance ? own.find((d) => d.name === group.distance) : own[0];
    if (distance === undefined) throw new Error(`Seed registration names an unknown distance`);
    group.runners.forEach((uid, i) => {
      const runner = runners.get(uid);
      if (runner === undefined) throw new Error(`Seed registration names unknown runner ${uid}`);
      const at = ago(group.registeredDaysAgo, -37 * i);
      docs.set(`marathons/${group.marathonId}/registrations/${uid}`, {
        marathonId: group.marathonId,
        userId: uid,
        ...formOf(runner),
        // What the organisers' search asks for (functions/src/store/registration-doc.ts).
        ...participantSearchFields(runner),
        ...CONFIRMED_STATUS,
        distanceId: distance.id,
        // A race pass as the API gives each registration (functions/src/race-day/pass.ts).
        passId: newPassId(),
        createdAt: at,
        updatedAt: at,
      });
      const key = `${group.marathonId}/${distance.id}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
  }

  const offers = waitlistDocuments(seed, now, docs);

  for (const m of seed.marathons) {
    const creator = DEMO_ACCOUNTS[m.createdBy];
    const own = distances.get(m.id) ?? [];
    const dates = {
      startRegistrationDate: dayStart(today, m.registrationOpensInDays),
      // "Closes on day N" means through that day, as the add form stores it.
      endRegistrationDate: new Date(dayStart(today, m.registrationClosesInDays + 1).getTime() - 1),
      marathonStartDate: dayStart(today, m.raceInDays),
    };
    docs.set(`marathons/${m.id}`, {
      title: m.title,
      startRegistrationDate: Timestamp.fromDate(dates.startRegistrationDate),
      endRegistrationDate: Timestamp.fromDate(dates.endRegistrationDate),
      marathonStartDate: Timestamp.fromDate(dates.marathonStartDate),
      location: m.location,
      marathonImageURL: `/images/marathons/${m.image}`,
      description: m.description,
      createdBy: creator.email,
      createdByUid: creator.uid,
      createdAt: ago(m.createdDaysAgo),
      searchGrams: searchGrams(m.title, m.location),
      // The list's filters, as the API stores them (functions/src/store/race-list-fields.ts).
      ...raceListFields(dates, own),
      counterShards: SHARDS,
      ...placeFields(m, offers.get(m.id)),
      ...moneyFields(m),
      // As the API stores them (functions/src/places/distance-edit.ts).
      ...distanceFields(own, true),
    });
    // The API's sharded participant counter of each distance, counted as the API counts; a race's
    // held offers are its first distance's (the sample's waitlist is a one-distance race's).
    own.forEach((distance, k) => {
      const shards = counterShardDocs(distance, {
        count: counts.get(`${m.id}/${distance.id}`) ?? 0,
        offers: k === 0 ? (offers.get(m.id)?.count ?? 0) : 0,
      });
      if (!shards) {
        throw new Error(`Seed marathon ${m.id} has more places taken than its capacity`);
      }
      const refs = shards.map(
        (_, i) => `marathons/${m.id}/registrationCounters/${distance.counterBase + i}`,
      );
      shards.forEach((shard, i) => docs.set(refs[i] ?? '', shard));
    });
  }

  // The finished race with its results, and the console's race of a few hundred runners, each from a
  // file of its own (seed-results.ts, seed-console-race.ts).
  const organiser = DEMO_ACCOUNTS.organiser;
  for (const race of [resultsSampleDocuments, consoleRaceDocuments]) {
    for (const [docPath, data] of race(now, organiser.uid, organiser.email))
      docs.set(docPath, data);
  }
  // The console race's volunteer shifts; its marathon document gains the shifts' captains.
  const consoleSeed = readConsoleRaceSeed();
  const demoRunner = seed.users.find((u) => u.uid === DEMO_ACCOUNTS.runner.uid);
  const shiftDocs = shiftSampleDocuments(now, consoleSeed.marathon, consoleSeed, {
    ...DEMO_ACCOUNTS.runner,
    name: demoRunner?.name ?? 'Demo Runner',
  });
  for (const [docPath, data] of shiftDocs) docs.set(docPath, { ...docs.get(docPath), ...data });

  // Both sample accounts run races: in `connect` mode their test payout accounts are ready, so their
  // races take card at once (docs/payouts.md).
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    docs.set(`payoutAccounts/${account.uid}`, {
      provider: 'test',
      accountId: `acct_test_${account.uid}`,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: [],
      paypalMerchantId: null,
      createdAt: ago(60),
      updatedAt: ago(60),
    });
  }

  for (const user of seed.users) {
    docs.set(`users/${user.uid}`, {
      name: user.name,
      email: user.email,
      photo: user.photo,
      createdAt: ago(60),
    });
  }
  seed.opinions.forEach((o, i) => {
    docs.set(`opinions/sample-opinion-${String(i + 1).padStart(2, '0')}`, {
      name: o.name,
      email: o.email,
      opinion: o.opinion,
      createdAt: ago(o.daysAgo),
    });
  });
  return docs;
}

/** The sample race's distances as the API stores them: its list, or its one distance. */
function seedDistances(m: SeedMarathon, today = Date.now()) {
  if (m.distances === undefined) return distancesIn({ ...m, counterShards: SHARDS });
  const until = (days: number | null) =>
    days === null ? null : new Date(today + (days + 1) * DAY_MS - 1).toISOString();
  return storedDistances(
    m.distances.map(({ prices, ...d }) => ({
      ...d,
      capacity: d.capacity ?? null,
      ...(prices
        ? {
            prices: prices.map((t) => ({
              label: t.label,
              amount: t.amount,
              until: until(t.untilInDays),
            })),
          }
        : {}),
    })),
    [],
  );
}

/** A priced race's money settings, with the API's defaults for what the sample leaves out. */
function moneyFields(m: SeedMarathon): DocumentData {
  if (m.paymentMethods === undefined) return {};
  return {
    currency: m.currency ?? 'USD',
    paymentMethods: m.paymentMethods,
    bankAccount: m.bankAccount ?? null,
    paymentHoldMinutes: 30,
    bankTransferDays: 7,
    runnerFee: null,
  };
}

function placeFields(m: SeedMarathon, offers: { expiresAt: Timestamp } | undefined): DocumentData {
  if (m.capacity === undefined && m.distances === undefined) return {};
  return {
    offerHours: m.offerHours ?? 48,
    // When the API's lapse rule is next due (places/settle.ts).
    ...(offers ? { nextOfferExpiry: offers.expiresAt } : {}),
  };
}

/** The waitlist entries (the runner's registration form, as joined) and each race's open offers. */
function waitlistDocuments(
  seed: SeedFile,
  now: Date,
  docs: Map<string, DocumentData>,
): Map<string, { count: number; expiresAt: Timestamp }> {
  const runners = new Map(seed.runners.map((r) => [r.uid, r]));
  const hours = new Map(seed.marathons.map((m) => [m.id, m.offerHours ?? 48]));
  const offers = new Map<string, { count: number; expiresAt: Timestamp }>();
  for (const group of seed.waitlist ?? []) {
    const offeredAt = Timestamp.fromMillis(now.getTime() - group.offeredHoursAgo * 3_600_000);
    const expiresAt = Timestamp.fromMillis(
      offeredAt.toMillis() + (hours.get(group.marathonId) ?? 48) * 3_600_000,
    );
    group.runners.forEach((uid, i) => {
      const runner = runners.get(uid);
      if (runner === undefined) throw new Error(`Seed waitlist names unknown runner ${uid}`);
      const offered = i < group.offers;
      docs.set(`marathons/${group.marathonId}/waitlist/${uid}`, {
        marathonId: group.marathonId,
        userId: uid,
        ...formOf(runner),
        joinedAt: Timestamp.fromMillis(now.getTime() - group.joinedDaysAgo * DAY_MS + i * 60_000),
        offerExpiresAt: offered ? expiresAt : null,
        ...(offered ? { offeredAt, offerShard: 0 } : {}),
      });
    });
    offers.set(group.marathonId, { count: group.offers, expiresAt });
  }
  return offers;
}

async function seedInto(db: Firestore, now: Date): Promise<SeedResult> {
  const existing = await db.collection('marathons').limit(1).get();
  if (!existing.empty) return { seeded: false, marathons: 0, registrations: 0, opinions: 0 };
  const seed = readSeedFile();
  const docs = [...sampleDocuments(seed, now)];
  // A batch takes 500 writes. Everything below the marathons goes first, in batches; the marathons
  // themselves last, in one batch: until it commits the sample shows nothing (every screen starts
  // from the marathons), and a load cut short is done again in full at the next start (`set`).
  const isMarathon = ([docPath]: [string, DocumentData]) => /^marathons\/[^/]+$/.test(docPath);
  const below = docs.filter((d) => !isMarathon(d));
  for (let i = 0; i < below.length; i += BATCH_WRITES) {
    const batch = db.batch();
    for (const [docPath, data] of below.slice(i, i + BATCH_WRITES))
      batch.set(db.doc(docPath), data);
    await batch.commit();
  }
  const last = db.batch();
  for (const [docPath, data] of docs.filter(isMarathon)) last.create(db.doc(docPath), data);
  await last.commit();
  return {
    seeded: true,
    marathons: docs.filter(isMarathon).length,
    registrations: docs.filter(([docPath]) => /^marathons\/[^/]+\/registrations\//.test(docPath))
      .length,
    opinions: seed.opinions.length,
  };
}

/** Seeds the Firestore at `firestoreHost` (host:port) unless it already holds marathons. */
export async function seedSampleData(
  firestoreHost: string,
  projectId = 'demo-run',
  now = new Date(),
): Promise<SeedResult> {
  // firebase-admin reads the emulator address from the environment when the client is created.
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  // No Google Cloud metadata server here; without this the SDK probes for one and prints a warning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, `run-seed-${Date.now()}`);
  try {
    return await seedInto(getFirestore(app), now);
  } finally {
    await deleteApp(app);
  }
}

// Run as a command (npm run seed), not when imported by the stack or the bench.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (host === undefined || host === '') {
    console.error(
      'Set FIRESTORE_EMULATOR_HOST (for example 127.0.0.1:8080) to the Firestore to seed.',
    );
    process.exit(1);
  }
  const result = await seedSampleData(host, process.env.GCLOUD_PROJECT ?? 'demo-run');
  console.log(
    result.seeded
      ? `Loaded ${result.marathons} marathons, ${result.registrations} registrations and ${result.opinions} opinions.`
      : 'Firestore already has marathons; sample data not loaded.',
  );
}
