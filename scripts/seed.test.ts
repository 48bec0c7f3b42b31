import fs from 'node:fs';
import path from 'node:path';

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { registrationWindow } from '@run/contract/domain/registration-window';

import { readSeedFile, sampleDocuments } from './seed.js';
import { repoRoot } from './stack/paths.js';

const now = new Date('2030-06-15T10:00:00Z');
const seed = readSeedFile();
const docs = sampleDocuments(seed, now);

function iso(value: unknown): string {
  if (!(value instanceof Timestamp)) throw new Error('not a Timestamp');
  return value.toDate().toISOString();
}

const marathons = [...docs].filter(([p]) => /^marathons\/[^/]+$/u.test(p));

describe('sample data', () => {
  it('has about a dozen marathons whose registration is open, closed and not yet open', () => {
    expect(marathons.length).toBeGreaterThanOrEqual(10);
    const states = new Set(
      marathons.map(([, m]) =>
        registrationWindow(
          {
            startRegistrationDate: iso(m.startRegistrationDate),
            endRegistrationDate: iso(m.endRegistrationDate),
            marathonStartDate: iso(m.marathonStartDate),
          },
          now,
        ),
      ),
    );
    expect(states).toEqual(new Set(['open', 'closed', 'upcoming']));
  });

  it('makes dates relative to the loading day, with registration ending on its last millisecond', () => {
    const lakeshore = docs.get('marathons/lakeshore-spring-marathon');
    expect(iso(lakeshore?.startRegistrationDate)).toBe('2030-05-16T00:00:00.000Z');
    expect(iso(lakeshore?.endRegistrationDate)).toBe('2030-07-10T23:59:59.999Z');
    expect(iso(lakeshore?.marathonStartDate)).toBe('2030-07-30T00:00:00.000Z');
  });

  it('keeps every date order the API enforces', () => {
    for (const [, m] of marathons) {
      expect(iso(m.startRegistrationDate) <= iso(m.endRegistrationDate)).toBe(true);
      expect(iso(m.endRegistrationDate) <= iso(m.marathonStartDate)).toBe(true);
    }
  });

  it('points every marathon at an image that Hosting serves', () => {
    for (const [, m] of marathons) {
      expect(m.marathonImageURL).toMatch(/^\/images\/marathons\/[a-z-]+\.svg$/u);
      const file = path.join(repoRoot, 'web/public', String(m.marathonImageURL));
      expect(fs.existsSync(file), file).toBe(true);
    }
  });

  it('counts each marathon’s registrations in its counter shards', () => {
    for (const [docPath] of marathons) {
      const registrations = [...docs.keys()].filter((p) =>
        p.startsWith(`${docPath}/registrations/`),
      );
      const shards = [...docs]
        .filter(([p]) => p.startsWith(`${docPath}/registrationCounters/`))
        .reduce((sum, [, shard]) => sum + Number(shard.count), 0);
      expect(shards).toBe(registrations.length);
    }
  });

  it('has a nearly full race, and a sold-out one whose waitlist holds an offer for the demo runner', () => {
    const placesLeft = (id: string) => {
      const shards = [...docs].filter(([p]) =>
        p.startsWith(`marathons/${id}/registrationCounters/`),
      );
      for (const [, s] of shards) {
        expect(Number(s.count) + Number(s.offers)).toBeLessThanOrEqual(Number(s.places));
        expect(s.free).toBe(Number(s.places) - Number(s.count) - Number(s.offers));
      }
      return shards.reduce(
        (left, [, s]) => left + Number(s.places) - Number(s.count) - Number(s.offers),
        0,
      );
    };
    expect(placesLeft('lakeshore-spring-marathon')).toBe(1);
    expect(placesLeft('harbour-lights-half')).toBe(0);
    const offer = docs.get('marathons/harbour-lights-half/waitlist/demo-runner');
    expect(iso(offer?.offerExpiresAt) > now.toISOString()).toBe(true);
    expect(docs.get('marathons/harbour-lights-half')?.nextOfferExpiry).toEqual(
      offer?.offerExpiresAt,
    );
    const waiting = [...docs.keys()].filter((p) =>
      p.startsWith('marathons/harbour-lights-half/waitlist/'),
    );
    expect(waiting).toHaveLength(3);
  });

  it('stores registrations under the runner’s uid with the fields of docs/data-model.md', () => {
    const mine = docs.get('marathons/canal-city-10k/registrations/demo-runner');
    expect(Object.keys(mine ?? {}).sort()).toEqual(
      [
        'accountEmail',
        'createdAt',
        'distanceId',
        'email',
        'emergencyContact',
        'firstName',
        'lastName',
        'marathonId',
        'nameKeys',
        'passId',
        'phone',
        'status',
        'updatedAt',
        'userId',
      ].sort(),
    );
    expect(mine?.userId).toBe('demo-runner');
  });

  it('has a priced race: two tiers, the first ending a week after loading, card and transfer', () => {
    const race = docs.get('marathons/bayside-early-bird-10k');
    const [tenK] = race?.distances as Array<{
      prices: Array<{ label: string; amount: number; until: string | null }>;
    }>;
    expect(tenK?.prices.map((t) => [t.label, t.amount])).toEqual([
      ['Early bird', 3500],
      ['Regular', 4500],
    ]);
    expect(Date.parse(tenK?.prices[0]?.until ?? '') - now.getTime()).toBeGreaterThan(
      6 * 86_400_000,
    );
    expect(tenK?.prices[1]?.until).toBeNull();
    expect(race).toMatchObject({ currency: 'EUR', paymentMethods: ['card', 'bank_transfer'] });
  });

  it('has a race of three distances, one nearly full, each counted on its own shards', () => {
    const race = docs.get('marathons/savannah-sunrise-half');
    const distances = race?.distances as Array<{
      id: string;
      name: string;
      capacity: number | null;
      counterBase: number;
    }>;
    expect(distances.map((d) => [d.name, d.capacity])).toEqual([
      ['Half Marathon', 4],
      ['10K', 60],
      ['5K Fun Run', null],
    ]);
    expect(race?.runningDistance).toBe('21.1 KM');
    const taken = (d: (typeof distances)[number]) =>
      [...docs]
        .filter(
          ([p, shard]) =>
            p.startsWith('marathons/savannah-sunrise-half/registrationCounters/') &&
            shard.distanceId === d.id,
        )
        .reduce((sum, [, shard]) => sum + Number(shard.count), 0);
    expect(distances.map(taken)).toEqual([3, 1, 0]);
    const registered = [...docs]
      .filter(([p]) => p.startsWith('marathons/savannah-sunrise-half/registrations/'))
      .map(([, r]) => r.distanceId);
    expect(registered.sort()).toEqual(
      [distances[0]?.id, distances[0]?.id, distances[0]?.id, distances[1]?.id].sort(),
    );
  });

  it('gives the demo accounts in the auth sample the uids the data uses', () => {
    const accounts = JSON.parse(
      fs.readFileSync(
        path.join(repoRoot, 'emulator-data/sample/auth_export/accounts.json'),
        'utf8',
      ),
    ) as { users: { localId: string; email: string }[] };
    expect(accounts.users.map((u) => [u.localId, u.email])).toEqual([
      ['demo-organiser', 'organiser@run.test'],
      ['demo-runner', 'runner@run.test'],
    ]);
  });
});

describe('the sample’s finished race', () => {
  const race = 'marathons/river-valley-marathon';
  const resultsOf = (distanceId: string) =>
    [...docs]
      .filter(([p, r]) => p.startsWith(`${race}/results/`) && r.distanceId === distanceId)
      .map(([, r]) => r)
      .sort((a, b) => Number(a.order) - Number(b.order));

  it('was run last week, with official Marathon and preliminary 10K results', () => {
    const marathon = docs.get(race);
    expect(iso(marathon?.marathonStartDate) < now.toISOString()).toBe(true);
    expect(marathon?.resultsByDistance).toMatchObject({
      marathon: { state: 'official', count: 12, finishers: 10 },
      '10k': { state: 'preliminary', count: 6, finishers: 5 },
    });
    expect(marathon?.resultsOfficialDistanceId).toBe('marathon');
  });

  it('places its finishers by chip time, ties sharing a place, and the demo runner among them', () => {
    const marathon = resultsOf('marathon');
    expect(marathon.map((r) => [r.lastName, r.place])).toEqual([
      ['Meyer', 1],
      ['Gonçalves', 2],
      ['Okafor', 3],
      ['Sato', 4],
      ['Lambert', 4],
      ['Núñez', 6],
      ['Lindqvist', 7],
      ['Østergaard', 8],
      ['Runner', 9],
      ['Castillo', 10],
      ['Mensah', null],
      ['Tanaka', null],
    ]);
    const demo = marathon.find((r) => r.userId === 'demo-runner');
    expect(demo).toMatchObject({ bib: 101, ageGroup: 'X35-39' });
    for (const r of marathon) expect(Object.keys(r)).not.toContain('dateOfBirth');
  });
});

describe('the console sample race', () => {
  const race = 'marathons/city-lights-marathon';
  const own = (kind: string) => [...docs].filter(([p]) => p.startsWith(`${race}/${kind}/`));
  const registrations = own('registrations').map(([, r]) => r);
  const marathon = docs.get(race);
  const distances = (marathon?.distances ?? []) as Array<{
    id: string;
    capacity: number;
    bibFrom: number;
    bibTo: number;
    soldOutAt?: unknown;
  }>;

  it('sells the race shirt in the entry fee, in six sizes, and a medal engraving', () => {
    const items = new Map(own('items').map(([p, item]) => [p.split('/').at(-1), item]));
    expect(items.get('t-shirt')).toMatchObject({ name: 'T-shirt', price: 0, required: true });
    const sizes = (items.get('t-shirt')?.variants ?? []) as Array<{ name: string }>;
    expect(sizes.map((v) => v.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(items.get('medal-engraving')).toMatchObject({
      price: 1200,
      required: false,
      pickup: 'none',
      variants: [{ variantId: 'engraving', name: 'Engraving', stock: 150 }],
    });
  });

  it('has a few hundred runners over each of its distances, registered over many days', () => {
    expect(registrations.length).toBeGreaterThanOrEqual(300);
    for (const d of distances) {
      expect(registrations.filter((r) => r.distanceId === d.id).length).toBeGreaterThan(50);
    }
    const days = new Set(registrations.map((r) => iso(r.createdAt).slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    for (const r of registrations) expect(iso(r.createdAt) < now.toISOString()).toBe(true);
  });

  it('gives every runner a T-shirt answer, a bib of their distance once, and checks some in', () => {
    const options = new Set(registrations.map((r) => (r.answers as Record<string, string>).tshirt));
    expect(options).toEqual(new Set(['XS', 'S', 'M', 'L', 'XL']));
    const bibs = own('bibs');
    expect(bibs).toHaveLength(registrations.length);
    for (const r of registrations) {
      const d = distances.find((x) => x.id === r.distanceId);
      expect(r.bib).toBeGreaterThanOrEqual(d?.bibFrom ?? Infinity);
      expect(r.bib).toBeLessThanOrEqual(d?.bibTo ?? -Infinity);
      expect(docs.get(`${race}/bibs/${String(r.bib)}`)?.userId).toBe(r.userId);
    }
    const checkedIn = registrations.filter((r) => r.checkedInAt instanceof Timestamp).length;
    expect(checkedIn).toBeGreaterThan(50);
    expect(checkedIn).toBeLessThan(registrations.length);
  });

  it('sells out one distance, whose waitlist is waiting', () => {
    const soldOut = distances.filter((d) => d.soldOutAt !== undefined);
    expect(soldOut).toHaveLength(1);
    const full = soldOut[0];
    expect(registrations.filter((r) => r.distanceId === full?.id)).toHaveLength(
      full?.capacity ?? 0,
    );
    const waiting = own('waitlist').map(([, w]) => w);
    expect(waiting.length).toBeGreaterThanOrEqual(10);
    for (const w of waiting)
      expect(w).toMatchObject({ distanceId: full?.id, offerExpiresAt: null });
  });
});

describe('the console sample race’s volunteer shifts', () => {
  const race = 'marathons/city-lights-marathon';
  const shifts = [...docs].filter(([p]) =>
    /^marathons\/city-lights-marathon\/shifts\/[^/]+$/u.test(p),
  );
  const places = [...docs].filter(([p]) => p.startsWith(`${race}/shiftVolunteers/`));

  it('has eight shifts over SPEC’s four roles, some full, each counted on its shards', () => {
    expect(shifts).toHaveLength(8);
    expect(new Set(shifts.map(([, s]) => s.role))).toEqual(
      new Set(['Registration Desk', 'Course Marshals', 'Hydration Stations', 'Finish Line Crew']),
    );
    let full = 0;
    for (const [shiftPath, s] of shifts) {
      const id = shiftPath.split('/').pop() ?? '';
      const on = places.filter(([, v]) => v.shiftId === id);
      const shards = [...docs].filter(([p]) => p.startsWith(`${shiftPath}/placeShards/`));
      const counted = shards.reduce((a, [, sh]) => a + Number(sh.count), 0);
      const room = shards.reduce((a, [, sh]) => a + Number(sh.places), 0);
      expect(counted).toBe(on.length);
      expect(room).toBe(s.capacity);
      for (const [, sh] of shards) expect(sh.free).toBe(sh.places - sh.count - sh.offers);
      if (on.length === s.capacity) full += 1;
      expect(iso(s.endsAt) > iso(s.startsAt)).toBe(true);
    }
    expect(full).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo runner a pass on the shift they captain, and a ledger of every place', () => {
    const demo = places.find(([, v]) => v.uid === 'demo-runner')?.[1];
    expect(demo?.passId).toEqual(expect.any(String));
    const shift = docs.get(`${race}/shifts/${String(demo?.shiftId)}`);
    expect(shift?.captainUids).toEqual(['demo-runner']);
    expect(docs.get(race)?.shiftCaptains).toEqual({ 'demo-runner': true });
    for (const [, v] of places) {
      const ledger = docs.get(`volunteerShifts/${String(v.uid)}`)?.shifts as Record<
        string,
        unknown
      >;
      expect(ledger[`city-lights-marathon_${String(v.shiftId)}`]).toMatchObject({
        state: 'signed_up',
      });
    }
    // The marathon document keeps the fields the console race wrote.
    expect(docs.get(race)?.title).toBe('City Lights Marathon');
  });
});
