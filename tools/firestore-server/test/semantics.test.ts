// Firestore's semantics where the server once differed, each checked through firebase-admin.
import { AggregateField, FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { adminDb, serverForFile } from './helpers.js';

serverForFile({ port: 8222 });

function code(err: unknown): unknown {
  return (err as { code?: unknown }).code;
}

describe('Firestore semantics', () => {
  it('matches NaN only with ==, never with <, <=, > or >=', async () => {
    const db = adminDb();
    const c = db.collection('nan');
    await Promise.all([c.doc('nan').set({ v: Number.NaN }), c.doc('one').set({ v: 1 })]);
    const ids = async (op: '<' | '<=' | '>' | '>=', value: number) =>
      (await c.where('v', op, value).get()).docs.map((d) => d.id);
    expect(await ids('<', 5)).toEqual(['one']);
    expect(await ids('<=', 1)).toEqual(['one']);
    expect(await ids('>', -Infinity)).toEqual(['one']);
    expect(await ids('>=', -Infinity)).toEqual(['one']);
    expect((await c.where('v', '==', Number.NaN).get()).docs.map((d) => d.id)).toEqual(['nan']);
  });

  it('orders by the inequality fields in field-path order and by __name__ last', async () => {
    const db = adminDb();
    const c = db.collection('implicit');
    await Promise.all([
      c.doc('b').set({ a: 1, z: 2 }),
      c.doc('c').set({ a: 2, z: 1 }),
      c.doc('d').set({ a: 1, z: 1 }),
    ]);
    const snap = await c
      .where(FieldPath.documentId(), '>', c.doc('a'))
      .where('z', '>', 0)
      .where('a', '>', 0)
      .get();
    // a, then z, then __name__: d (1,1), b (1,2), c (2,1).
    expect(snap.docs.map((d) => d.id)).toEqual(['d', 'b', 'c']);
  });

  it('aggregates only the documents that have every aggregated field', async () => {
    const db = adminDb();
    const c = db.collection('books');
    await Promise.all([
      c.doc('both').set({ pages: 100, year: 1990 }),
      c.doc('pagesOnly').set({ pages: 50 }),
      c.doc('yearOnly').set({ year: 2010 }),
    ]);
    const snap = await c
      .aggregate({
        pages: AggregateField.sum('pages'),
        year: AggregateField.average('year'),
        count: AggregateField.count(),
      })
      .get();
    expect(snap.data()).toEqual({ pages: 100, year: 1990, count: 1 });
    const single = await c.aggregate({ pages: AggregateField.sum('pages') }).get();
    expect(single.data()).toEqual({ pages: 150 });
  });

  it('refuses reserved __...__ document ids, but takes __id<number>__', async () => {
    const db = adminDb();
    await expect(db.doc('reserved/__secret__').set({ x: 1 })).rejects.toSatisfy(
      (err) => code(err) === 3,
    );
    await expect(db.doc('__reserved__/x').set({ x: 1 })).rejects.toSatisfy(
      (err) => code(err) === 3,
    );
    await db.doc('reserved/__id42__').set({ x: 1 });
    expect((await db.doc('reserved/__id42__').get()).exists).toBe(true);
  });

  it('sorts __id<number>__ ids first, by number, before every other id', async () => {
    const db = adminDb();
    const c = db.collection('numeric');
    await Promise.all(
      ['__id10__', '__id9__', '__id-3__', 'a', 'A'].map((id) => c.doc(id).set({ id })),
    );
    const ids = (await c.orderBy(FieldPath.documentId()).get()).docs.map((d) => d.id);
    expect(ids).toEqual(['__id-3__', '__id9__', '__id10__', 'A', 'a']);
    const after = await c.orderBy(FieldPath.documentId()).startAfter('__id9__').get();
    expect(after.docs.map((d) => d.id)).toEqual(['__id10__', 'A', 'a']);
  });

  it('orders vectors after arrays and before maps, the shorter first, then by element', async () => {
    const db = adminDb();
    const c = db.collection('vectors');
    const values = {
      array: [100],
      short: FieldValue.vector([100]),
      long: FieldValue.vector([1, 2]),
      longer: FieldValue.vector([2, 2]),
      map: { a: 1 },
    };
    await Promise.all(Object.entries(values).map(([id, v]) => c.doc(id).set({ v })));
    const ids = (await c.orderBy('v').get()).docs.map((d) => d.id);
    expect(ids).toEqual(['array', 'short', 'long', 'longer', 'map']);
  });

  it('reports no write time for a delete in a batch write (BulkWriter)', async () => {
    const db = adminDb();
    const ref = db.doc('bulk/gone');
    await ref.set({ x: 1 });
    const writer = db.bulkWriter();
    const deleted = writer.delete(ref);
    const written = writer.set(db.doc('bulk/kept'), { x: 2 });
    await writer.close();
    // The SDK shows a missing write time as the epoch.
    expect((await deleted).writeTime.toMillis()).toBe(0);
    expect((await written).writeTime.toMillis()).toBeGreaterThan(0);
  });
});

describe('reads at a past readTime', () => {
  it('serve documents, queries and aggregations as they were, in read-only transactions', async () => {
    const db = adminDb();
    const c = db.collection('past');
    const first = await c.doc('one').set({ n: 1 });
    const t1 = first.writeTime;
    await c.doc('one').set({ n: 2 });
    await c.doc('two').set({ n: 3 });
    await db.doc('past/one').delete();

    const seen = await db.runTransaction(
      async (txn) => {
        const doc = await txn.get(c.doc('one'));
        const query = await txn.get(c.orderBy('n'));
        const count = await txn.get(c.count());
        return {
          doc: doc.data(),
          query: query.docs.map((d) => d.data()),
          count: count.data().count,
        };
      },
      { readOnly: true, readTime: t1 },
    );
    expect(seen).toEqual({ doc: { n: 1 }, query: [{ n: 1 }], count: 1 });
    // The latest state is untouched.
    expect((await c.get()).docs.map((d) => d.data())).toEqual([{ n: 3 }]);
  });

  it('answer FAILED_PRECONDITION before the one-hour window, as Firestore does', async () => {
    const db = adminDb();
    await db.doc('old/x').set({ n: 1 });
    const twoHoursAgo = Timestamp.fromMillis(Date.now() - 2 * 3600_000);
    await expect(
      db.runTransaction((txn) => txn.get(db.doc('old/x')), {
        readOnly: true,
        readTime: twoHoursAgo,
      }),
    ).rejects.toSatisfy((err) => code(err) === 9);
  });
});
