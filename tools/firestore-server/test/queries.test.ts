import { FieldPath, FieldValue, Filter, AggregateField } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { adminDb, serverForFile } from './helpers.js';

const server = serverForFile({ port: 8211 });
let db: Firestore;

const ids = async (q: Query): Promise<string[]> => (await q.get()).docs.map((d) => d.id);

beforeAll(async () => {
  db = adminDb('demo-queries');
});

/** An empty database holding the five runners alone. */
async function freshRunners(): Promise<void> {
  await server().clear('demo-queries');
  const runners = [
    { id: 'r1', name: 'Ana', age: 30, city: 'Berlin', tags: ['fast', 'tall'], score: 9.5 },
    { id: 'r2', name: 'Bo', age: 25, city: 'Paris', tags: ['slow'], score: 7 },
    { id: 'r3', name: 'Cy', age: 35, city: 'Berlin', tags: [], score: 8 },
    { id: 'r4', name: 'Di', age: 25, city: 'Rome', tags: ['fast'], score: null },
    { id: 'r5', name: 'Ed', age: 40, city: 'Paris', tags: ['tall'] },
  ];
  const batch = db.batch();
  for (const { id, ...data } of runners) batch.set(db.collection('runners').doc(id), data);
  await batch.commit();
}

describe('queries', () => {
  beforeAll(freshRunners);

  it('filters with every comparison operator', async () => {
    const r = db.collection('runners');
    expect(await ids(r.where('age', '==', 25))).toEqual(['r2', 'r4']);
    expect(await ids(r.where('age', '!=', 25))).toEqual(['r1', 'r3', 'r5']);
    expect(await ids(r.where('age', '<', 30))).toEqual(['r2', 'r4']);
    expect(await ids(r.where('age', '<=', 30))).toEqual(['r2', 'r4', 'r1']);
    expect(await ids(r.where('age', '>', 30))).toEqual(['r3', 'r5']);
    expect(await ids(r.where('age', '>=', 35))).toEqual(['r3', 'r5']);
    expect(await ids(r.where('city', 'in', ['Rome', 'Paris']))).toEqual(['r2', 'r4', 'r5']);
    expect(await ids(r.where('city', 'not-in', ['Rome', 'Paris']))).toEqual(['r1', 'r3']);
    expect(await ids(r.where('tags', 'array-contains', 'fast'))).toEqual(['r1', 'r4']);
    expect(await ids(r.where('tags', 'array-contains-any', ['slow', 'tall']))).toEqual([
      'r1',
      'r2',
      'r5',
    ]);
    expect(await ids(r.where('score', '==', null))).toEqual(['r4']);
    expect(await ids(r.where('score', '!=', null))).toEqual(['r2', 'r3', 'r1']);
  });

  it('combines filters with Filter.or and Filter.and', async () => {
    const r = db.collection('runners');
    const q = r.where(
      Filter.or(
        Filter.and(Filter.where('city', '==', 'Berlin'), Filter.where('age', '>', 31)),
        Filter.where('name', '==', 'Bo'),
      ),
    );
    expect((await ids(q)).sort()).toEqual(['r2', 'r3']);
  });

  it('orders by several fields and by document id', async () => {
    const r = db.collection('runners');
    expect(await ids(r.orderBy('age', 'desc').orderBy('name'))).toEqual([
      'r5',
      'r3',
      'r1',
      'r2',
      'r4',
    ]);
    expect(await ids(r.orderBy('city').orderBy('age', 'desc'))).toEqual([
      'r3',
      'r1',
      'r5',
      'r2',
      'r4',
    ]);
    expect(await ids(r.orderBy(FieldPath.documentId(), 'desc'))).toEqual([
      'r5',
      'r4',
      'r3',
      'r2',
      'r1',
    ]);
  });

  it('leaves out documents without the ordered field', async () => {
    expect(await ids(db.collection('runners').orderBy('score'))).toEqual(['r4', 'r2', 'r3', 'r1']);
  });

  it('applies limit, limitToLast and offset', async () => {
    const byAge = db.collection('runners').orderBy('age').orderBy('name');
    expect(await ids(byAge.limit(2))).toEqual(['r2', 'r4']);
    expect(await ids(byAge.limitToLast(2))).toEqual(['r3', 'r5']);
    expect(await ids(byAge.offset(1).limit(2))).toEqual(['r4', 'r1']);
    expect(await ids(db.collection('runners').limit(2))).toEqual(['r1', 'r2']);
  });

  it('pages with cursors given as values', async () => {
    const byAge = db.collection('runners').orderBy('age').orderBy('name');
    expect(await ids(byAge.startAt(25, 'Di'))).toEqual(['r4', 'r1', 'r3', 'r5']);
    expect(await ids(byAge.startAfter(25, 'Di'))).toEqual(['r1', 'r3', 'r5']);
    expect(await ids(byAge.endAt(30))).toEqual(['r2', 'r4', 'r1']);
    expect(await ids(byAge.endBefore(30))).toEqual(['r2', 'r4']);
    expect(await ids(byAge.startAt(25).endBefore(35))).toEqual(['r2', 'r4', 'r1']);
  });

  it('pages with cursors given as snapshots', async () => {
    const r4 = await db.doc('runners/r4').get();
    const byAge = db.collection('runners').orderBy('age');
    expect(await ids(byAge.startAfter(r4))).toEqual(['r1', 'r3', 'r5']);
    expect(await ids(byAge.startAt(r4))).toEqual(['r4', 'r1', 'r3', 'r5']);
    expect(await ids(db.collection('runners').startAfter(r4))).toEqual(['r5']);
    expect(await ids(byAge.endBefore(r4))).toEqual(['r2']);
  });

  it('pages in id order after a cursor, with filters, offsets and id ranges, as a full read does', async () => {
    // The server finds an id-order cursor by binary search and stops at the limit: every page must
    // still be what the whole ordered read gives.
    const coll = db.collection('paged');
    const batch = db.batch();
    const all = Array.from(
      { length: 60 },
      (_, i) => `${'0aZz'[i % 4]}${String(i).padStart(2, '0')}`,
    );
    for (const [i, id] of all.entries()) batch.set(coll.doc(id), { n: i, even: i % 2 === 0 });
    await batch.commit();
    const id = FieldPath.documentId();
    const whole = await ids(coll.orderBy(id));
    expect(whole).toHaveLength(60);
    const pages = async (q: Query, size: number): Promise<string[]> => {
      const out: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: string[] = await ids((after === null ? q : q.startAfter(after)).limit(size));
        out.push(...page);
        if (page.length < size) return out;
        after = page[page.length - 1] ?? null;
      }
    };
    expect(await pages(coll.orderBy(id), 7)).toEqual(whole);
    const evens = await ids(coll.where('even', '==', true).orderBy(id));
    expect(await pages(coll.where('even', '==', true).orderBy(id), 4)).toEqual(evens);
    const range = coll.orderBy(id).where(id, '>=', 'a').where(id, '<', 'z');
    const inRange = whole.filter((x) => x >= 'a' && x < 'z');
    expect(await pages(range, 3)).toEqual(inRange);
    // startAt (inclusive), an offset after a cursor, a cursor between ids and past the end.
    expect(await ids(coll.orderBy(id).startAt(whole[10]).limit(2))).toEqual(whole.slice(10, 12));
    expect(await ids(coll.orderBy(id).startAfter(whole[10]).offset(3).limit(2))).toEqual(
      whole.slice(14, 16),
    );
    expect(await ids(coll.orderBy(id).startAfter('a').limit(1))).toEqual(
      whole.filter((x) => x > 'a').slice(0, 1),
    );
    expect(await ids(coll.orderBy(id).startAfter('zzz').limit(5))).toEqual([]);
    expect(await ids(coll.orderBy(id).startAfter(whole[58]))).toEqual([whole[59]]);
  });

  it('projects fields with select', async () => {
    const snap = await db.collection('runners').where('age', '==', 40).select('name', 'city').get();
    expect(snap.docs[0]?.data()).toEqual({ name: 'Ed', city: 'Paris' });
    const none = await db.collection('runners').select().limit(1).get();
    expect(none.docs[0]?.data()).toEqual({});
  });

  it('returns an empty result for a collection with no documents', async () => {
    expect((await db.collection('nothing').get()).empty).toBe(true);
  });

  it('matches NaN with == NaN', async () => {
    await db.doc('nan/x').set({ v: Number.NaN });
    await db.doc('nan/y').set({ v: 1 });
    expect(await ids(db.collection('nan').where('v', '==', Number.NaN))).toEqual(['x']);
    expect(await ids(db.collection('nan').where('v', '!=', Number.NaN))).toEqual(['y']);
  });
});

describe('== through the equality index', () => {
  beforeEach(freshRunners);

  it('follows writes after the index is built: changes, new documents, deletes, numbers of both kinds', async () => {
    const runners = db.collection('runners');
    expect(await ids(runners.where('city', '==', 'Paris'))).toEqual(['r2', 'r5']);
    await runners.doc('r2').update({ city: 'Rome' });
    await runners.doc('r6').set({ city: 'Paris', age: 25.0 });
    await runners.doc('r5').delete();
    expect(await ids(runners.where('city', '==', 'Paris'))).toEqual(['r6']);
    expect(await ids(runners.where('city', '==', 'Rome'))).toEqual(['r2', 'r4']);
    // 25 (integer) and 25.0 (double) are equal, and a further filter still applies.
    expect(await ids(runners.where('age', '==', 25))).toEqual(['r2', 'r4', 'r6']);
    expect(await ids(runners.where('age', '==', 25).where('city', '==', 'Rome'))).toEqual([
      'r2',
      'r4',
    ]);
    expect(await ids(runners.where('score', '==', null))).toEqual(['r4']);
    expect(await ids(runners.where('tags', '==', ['slow']))).toEqual(['r2']);
  });

  it('finds documents by a field in a map with ==, and follows its changes, in id order', async () => {
    // The mail sender asks for `delivery.state == RETRY` after every send: the server answers it from
    // an index of the nested field, which must follow every write as a top-level field's does.
    const mail = db.collection('outbox');
    const batch = db.batch();
    for (const [id, state] of [
      ['m3', 'RETRY'],
      ['m1', 'PENDING'],
      ['m2', 'RETRY'],
    ] as const) {
      batch.set(mail.doc(id), { delivery: { state }, 'delivery.state': 'a literal dotted name' });
    }
    await batch.commit();
    const retrying = () => ids(mail.where('delivery.state', '==', 'RETRY'));
    expect(await retrying()).toEqual(['m2', 'm3']);
    await mail.doc('m2').update({ 'delivery.state': 'SUCCESS' });
    await mail.doc('m1').update({ delivery: { state: 'RETRY', attempts: 1 } });
    await mail.doc('m0').set({ delivery: { state: 'RETRY' } });
    await mail.doc('m4').set({ delivery: 'not a map' });
    expect(await retrying()).toEqual(['m0', 'm1', 'm3']);
    await mail.doc('m3').delete();
    expect(await retrying()).toEqual(['m0', 'm1']);
    expect(await ids(mail.where('delivery.state', '==', 'RETRY').limit(1))).toEqual(['m0']);
    // A field whose name holds a dot is another field than the path through the map.
    const dotted = new FieldPath('delivery.state');
    expect(await ids(mail.where(dotted, '==', 'a literal dotted name'))).toEqual(['m1', 'm2']);
    expect((await mail.where('delivery.state', '==', 'RETRY').count().get()).data().count).toBe(2);
  });

  it('reads at a past time see documents that matched then', async () => {
    const runners = db.collection('runners');
    expect(await ids(runners.where('city', '==', 'Berlin'))).toEqual(['r1', 'r3']);
    const before = await runners.doc('r1').get();
    await runners.doc('r1').update({ city: 'Oslo' });
    const then = await db.runTransaction(
      async (tx) => (await tx.get(runners.where('city', '==', 'Berlin'))).docs.map((d) => d.id),
      { readOnly: true, readTime: before.readTime },
    );
    expect(then).toEqual(['r1', 'r3']);
    expect(await ids(runners.where('city', '==', 'Berlin'))).toEqual(['r3']);
  });
});

describe('collection groups', () => {
  beforeEach(async () => {
    await server().clear('demo-queries');
  });

  it('queries every collection with the same id at any depth', async () => {
    await db.doc('marathons/berlin/registrations/u1').set({ user: 'u1', fee: 10 });
    await db.doc('marathons/paris/registrations/u2').set({ user: 'u2', fee: 20 });
    await db.doc('users/u1/registrations/x').set({ user: 'u1', fee: 5 });
    await db.doc('registrations/top').set({ user: 'u3', fee: 1 });
    const all = await db.collectionGroup('registrations').get();
    expect(all.docs.map((d) => d.ref.path)).toEqual([
      'marathons/berlin/registrations/u1',
      'marathons/paris/registrations/u2',
      'registrations/top',
      'users/u1/registrations/x',
    ]);
    const u1 = await db
      .collectionGroup('registrations')
      .where('user', '==', 'u1')
      .orderBy('fee')
      .get();
    expect(u1.docs.map((d) => d.ref.path)).toEqual([
      'users/u1/registrations/x',
      'marathons/berlin/registrations/u1',
    ]);
  });

  it('supports partitioned id ranges like recursiveDelete uses', async () => {
    await db.doc('a/1/c/x').set({ n: 1 });
    await db.doc('a/2/c/y').set({ n: 2 });
    await db.doc('b/1/c/z').set({ n: 3 });
    const start = db.doc('a/1');
    const q = db
      .collectionGroup('c')
      .orderBy(FieldPath.documentId())
      .startAt(`${start.path}/c/\u0000`)
      .endAt(`${start.path}/c/\uf8ff`);
    expect((await q.get()).docs.map((d) => d.ref.path)).toEqual(['a/1/c/x']);
  });
});

describe('aggregations', () => {
  beforeAll(freshRunners);

  it('counts, sums and averages', async () => {
    const r = db.collection('runners');
    expect((await r.count().get()).data().count).toBe(5);
    expect((await r.where('city', '==', 'Paris').count().get()).data().count).toBe(2);
    const agg = await r
      .aggregate({
        total: AggregateField.sum('age'),
        mean: AggregateField.average('age'),
        n: AggregateField.count(),
      })
      .get();
    expect(agg.data()).toEqual({ total: 155, mean: 31, n: 5 });
    const scores = await r
      .aggregate({ s: AggregateField.sum('score'), a: AggregateField.average('score') })
      .get();
    expect(scores.data().s).toBeCloseTo(24.5);
    expect(scores.data().a).toBeCloseTo(24.5 / 3);
  });

  it('aggregates an empty result', async () => {
    const agg = await db
      .collection('none')
      .aggregate({
        n: AggregateField.count(),
        s: AggregateField.sum('x'),
        a: AggregateField.average('x'),
      })
      .get();
    expect(agg.data()).toEqual({ n: 0, s: 0, a: null });
  });

  it('counts with limit', async () => {
    expect((await db.collection('runners').limit(3).count().get()).data().count).toBe(3);
  });
});

describe('listing and bulk operations', () => {
  beforeEach(async () => {
    await server().clear('demo-queries');
  });

  it('lists documents including missing parents, and collections', async () => {
    await db.doc('events/e1').set({ a: 1 });
    await db.doc('events/e2/results/r').set({ a: 1 });
    await db.doc('events/e1/results/r').set({ a: 1 });
    await db.doc('events/e1/photos/p').set({ a: 1 });
    const refs = await db.collection('events').listDocuments();
    expect(refs.map((r) => r.id)).toEqual(['e1', 'e2']);
    const cols = await db.doc('events/e1').listCollections();
    expect(cols.map((c) => c.id)).toEqual(['photos', 'results']);
    const top = await db.listCollections();
    expect(top.map((c) => c.id)).toEqual(['events']);
  });

  it('deletes a document and everything below it with recursiveDelete', async () => {
    await db.doc('tree/root').set({ a: 1 });
    await db.doc('tree/root/kids/k1').set({ a: 1 });
    await db.doc('tree/root/kids/k1/grand/g').set({ a: 1 });
    await db.doc('tree/other').set({ a: 1 });
    await db.recursiveDelete(db.doc('tree/root'));
    expect((await db.doc('tree/root/kids/k1/grand/g').get()).exists).toBe(false);
    expect((await db.doc('tree/root').get()).exists).toBe(false);
    expect((await db.doc('tree/other').get()).exists).toBe(true);
    await db.recursiveDelete(db.collection('tree'));
    expect((await db.collection('tree').get()).empty).toBe(true);
  });

  it('writes with BulkWriter and reports per-write failures', async () => {
    const writer = db.bulkWriter();
    const failures: number[] = [];
    writer.onWriteError((err) => {
      failures.push(err.code);
      return false;
    });
    for (let i = 0; i < 50; i++) void writer.set(db.collection('bulk').doc(`d${i}`), { i });
    void writer.update(db.doc('bulk/missing'), { a: 1 }).catch(() => undefined);
    void writer.update(db.doc('bulk/d1'), { i: FieldValue.increment(100) });
    await writer.close();
    expect(failures).toEqual([5]);
    expect((await db.collection('bulk').count().get()).data().count).toBe(50);
    expect((await db.doc('bulk/d1').get()).data()).toEqual({ i: 101 });
  });
});
