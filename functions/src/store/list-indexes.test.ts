// Firestore refuses a query without its index (FAILED_PRECONDITION); the local server does too, but
// only for the queries a test happens to make. So every query the race list, the participants search and the live finishers
// can make is checked here against firestore.indexes.json, by Firestore's index rule
// (lib/query-plan.ts).
import { readFileSync } from 'node:fs';

import { DISTANCE_BUCKETS, RACE_SORTS } from '@run/contract/domain/race-filters';
import { REGISTRATION_STATUSES } from '@run/contract/domain/registration-status';
import { describe, expect, it } from 'vitest';

import { hasIndex, type DeclaredIndex, type QueryPlan } from '../lib/query-plan.js';
import { raceListPlan } from './race-list-fields.js';
import { participantsPlan } from './participants.js';
import { latestResultsPlan } from './live-docs.js';
import type { StoredDistance } from './distances.js';

const indexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: DeclaredIndex[];
  }
).indexes;

const either = <T>(...values: T[]) => [undefined, ...values];
const describePlan = (plan: QueryPlan) => JSON.stringify(plan);

describe('every list query has a declared index', () => {
  it('the race list: each combination of q, distance, month, open and sort', () => {
    const plans: QueryPlan[] = [];
    for (const q of either('be', 'berlin'))
      for (const distance of either(...DISTANCE_BUCKETS))
        for (const month of either('2026-11'))
          for (const open of [false, true])
            for (const sort of RACE_SORTS)
              plans.push(raceListPlan({ q, distance, month, open, sort }, new Date()).plan);
    expect(plans.length).toBe(3 * 6 * 2 * 2 * RACE_SORTS.length);
    expect(RACE_SORTS).toEqual(expect.arrayContaining(['upcoming', 'past']));
    expect(plans.filter((p) => !hasIndex(p, indexes)).map(describePlan)).toEqual([]);
  });

  it('upcoming and past: a range on the race start, which is also their first order', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    const upcoming = raceListPlan({ sort: 'upcoming', month: '2026-11' }, now).plan;
    expect(upcoming.range).toEqual(['marathonStartDate', '>=', now]);
    expect(upcoming.orderBy[0]).toEqual(['marathonStartDate', 'asc']);
    const past = raceListPlan({ sort: 'past', distance: 'half' }, now).plan;
    expect(past.range).toEqual(['marathonStartDate', '<', now]);
    expect(past.orderBy[0]).toEqual(['marathonStartDate', 'desc']);
    // Firestore refuses a range on another field than the first order: so does the check.
    expect(hasIndex({ ...past, range: ['createdAt', '<', now] }, indexes)).toBe(false);
  });

  it('the participants search: each combination of q (bib or name), distanceId and status', () => {
    const distances = [{ id: 'marathon' }, { id: 'half' }] as StoredDistance[];
    const plans: QueryPlan[] = [];
    for (const q of either('1234', 'jos'))
      for (const distanceId of either('half'))
        for (const status of either(...REGISTRATION_STATUSES))
          plans.push(participantsPlan({ q, distanceId, status }, distances));
    expect(plans.filter((p) => !hasIndex(p, indexes)).map(describePlan)).toEqual([]);
  });

  it("the live finishers' latest results of a distance", () => {
    expect(hasIndex(latestResultsPlan('marathon'), indexes)).toBe(true);
  });

  it('a timing partner’s push: the results from a time on, and the counts before it (overall, by gender, by age group)', () => {
    // A range on `time` orders by it (results/push-places.ts).
    const plans: QueryPlan[] = [[], [['gender', 'F']], [['ageGroup', 'F35-39']]].map((more) => ({
      collection: 'results',
      equals: [['distanceId', 'marathon'], ...(more as Array<[string, string]>)],
      orderBy: [['time', 'asc']],
    }));
    expect(plans.filter((p) => !hasIndex(p, indexes)).map(describePlan)).toEqual([]);
  });

  it('refuses a plan whose index is not declared', () => {
    const plan: QueryPlan = {
      collection: 'registrations',
      equals: [['distanceId', 'half']],
      orderBy: [['lastName', 'asc']],
    };
    expect(hasIndex(plan, indexes)).toBe(false);
    expect(hasIndex({ ...plan, orderBy: [['__name__', 'asc']] }, indexes)).toBe(true);
  });
});
