// A read never changes state (docs/api.md): every GET the contract declares, called as the race's
// organiser and as one of its runners on a race whose ballot is past its draw time but not yet drawn
// (the moment a read used to make the draw), leaves every document of the race and of its callers as
// it was, update times included. The draw is the schedule's (docs/ballot.md).
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { allEndpoints } from '@run/contract/endpoints/all';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from '../src/store/collections.js';
import { ballotRace, enter, HOUR, iso } from './ballot-actions.js';
import { api, eventually } from './helpers.js';
import { deliveredTo } from './maildev.js';
import { adminDb } from './stored.js';
import { accounts, type TestUser } from './users.js';

const [owner, runner, other] = accounts('reads-owner', 'reads-runner', 'reads-other');

/**
 * The ballot's close and draw moved into the past on the race alone, as when the clock has passed them
 * and the schedule's next run has not come yet (its own `nextDrawAt` stays ahead, so the stack's
 * minutely scheduler leaves the race alone while the test reads).
 */
async function drawTimePassedUnscheduled(id: string): Promise<void> {
  const ref = adminDb().doc(`marathons/${id}`);
  const past = iso(Date.now() - 1000);
  const distances = ((await ref.get()).get('distances') as Array<Record<string, unknown>>).map(
    (d) => ({ ...d, ballot: { ...(d.ballot as object), closesAt: past, drawAt: past } }),
  );
  await ref.update({ distances });
}

const stamp = (snap: DocumentSnapshot) =>
  `${snap.updateTime?.seconds ?? ''}.${snap.updateTime?.nanoseconds ?? ''}`;

/**
 * Collections no read writes but a schedule may at any moment: the daily books check records its
 * run on every race that takes money (payments/books-check.ts, its one writer), and the books test,
 * running beside this one, runs that schedule.
 */
const WRITTEN_BY_SCHEDULES = new Set<string>([COLLECTIONS.booksChecks]);

/** Every document under `doc` (itself included), by path, with its update time. */
async function subtree(doc: DocumentReference, into: Map<string, string>): Promise<void> {
  const snap = await doc.get();
  if (snap.exists) into.set(doc.path, stamp(snap));
  for (const collection of await doc.listCollections()) {
    if (WRITTEN_BY_SCHEDULES.has(collection.id)) continue;
    const docs = await collection.get();
    await Promise.all(docs.docs.map((d) => subtree(d.ref, into)));
  }
}

/**
 * The race's documents and its callers': everything under the race, the top-level documents naming
 * the race (`marathonId`), and everything under a top-level document keyed by a caller's uid.
 */
async function documentsOf(id: string, uids: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await subtree(adminDb().doc(`marathons/${id}`), found);
  for (const collection of await adminDb().listCollections()) {
    if (collection.id === 'marathons') continue;
    const naming = await collection.where('marathonId', '==', id).get();
    naming.docs.forEach((d) => found.set(d.ref.path, stamp(d)));
    await Promise.all(uids.map((uid) => subtree(collection.doc(uid), found)));
  }
  return found;
}

/**
 * Each document that differs between two readings, by path, with its update time in each ("absent"
 * where it did not exist): the reading's order is the order its reads came back, so it is compared
 * by path, not as a list.
 */
function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => `${path}: ${before.get(path) ?? 'absent'} -> ${after.get(path) ?? 'absent'}`);
}

/** The documents once nothing is still being written to them (the entry mails' sending). */
const settled = (id: string, uids: readonly string[]) =>
  eventually('the documents to settle', async () => {
    const first = await documentsOf(id, uids);
    const second = await documentsOf(id, uids);
    return differences(first, second).length === 0 ? second : undefined;
  });

/** A path parameter's value for `caller` on race `id`; ids of nothing that exists stay unknown. */
function paramsFor(endpoint: EndpointSpec, id: string, caller: TestUser): Record<string, string> {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/gu)].map((m) => m[1] ?? '');
  const known: Record<string, string> = {
    id,
    userId: caller.uid,
    email: caller.email,
    bib: '1',
  };
  return Object.fromEntries(names.map((n) => [n, known[n] ?? 'noSuchDocument1']));
}

const QUERIES: Record<string, Record<string, string>> = { quote: { distanceId: 'full' } };

describe('a read changes nothing', () => {
  // About a hundred calls one after another, and the race's documents read four times.
  it(
    'every GET of the contract, as organiser and as runner, on a ballot past its draw time',
    {
      timeout: 300_000,
    },
    async () => {
      const id = await ballotRace(owner, 1, HOUR);
      expect((await enter(id, runner)).status).toBe(201);
      expect((await enter(id, other)).status).toBe(201);
      await Promise.all([deliveredTo(runner.email, 1), deliveredTo(other.email, 1)]);
      await drawTimePassedUnscheduled(id);
      const callers = [owner, runner];
      const uids = [owner.uid, runner.uid, other.uid];
      const before = await settled(id, uids);

      const gets = allEndpoints.filter((e) => e.method === 'GET');
      const answered: string[] = [];
      for (const endpoint of gets) {
        for (const caller of callers) {
          const res = await api.call(endpoint, {
            params: paramsFor(endpoint, id, caller),
            query: QUERIES[endpoint.name] ?? {},
            token: caller.token,
          });
          expect(res.status, `${endpoint.name}: ${res.text}`).toBeLessThan(500);
          answered.push(`${endpoint.name} ${res.status}`);
        }
      }
      // The walk reached the ballot's reads, past its draw time.
      expect(answered).toEqual(
        expect.arrayContaining(['ballot 200', 'ballotSummary 200', 'myBallotEntries 200']),
      );
      expect(answered).toHaveLength(gets.length * callers.length);

      expect(differences(before, await documentsOf(id, uids))).toEqual([]);
    },
  );
});
