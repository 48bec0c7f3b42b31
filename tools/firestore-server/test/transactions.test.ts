import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { adminDb, serverForFile } from './helpers.js';
import { rawClient } from './raw-client.js';

let db: Firestore;
const PROJECT = 'demo-txn';
// Short idle timeout so that the abandoned-transaction test runs quickly.
const IDLE_MS = 1500;
const server = serverForFile({ port: 8212, timeouts: { idleMs: IDLE_MS } });

beforeAll(async () => {
  db = adminDb(PROJECT);
});
beforeEach(async () => {
  await server().clear(PROJECT);
});

function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => {};
  const all = new Promise<void>((r) => (release = r));
  return () => {
    arrived++;
    if (arrived === parties) release();
    return all;
  };
}

describe('read-write transactions', () => {
  it('commits 20 concurrent read-modify-write increments without losing one', async () => {
    const ref = db.doc('counters/c');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.runTransaction(async (t) => {
          const snap = await t.get(ref);
          t.update(ref, { n: (snap.data()?.n as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).data()?.n).toBe(20);
  });

  it('lets exactly one of 200 concurrent creates succeed', async () => {
    const ref = db.doc('once/x');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => ref.create({ i })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code: number }).code] : [],
    );
    expect(ok).toHaveLength(1);
    expect(codes).toHaveLength(199);
    expect(new Set(codes)).toEqual(new Set([6]));
  });

  it('starts a transaction with a query that matches nothing', async () => {
    const size = await db.runTransaction(
      async (t) => (await t.get(db.collection('empty').where('a', '==', 1))).size,
    );
    expect(size).toBe(0);
  });

  it('commits writes-only transactions', async () => {
    await db.runTransaction(async (t) => {
      t.set(db.doc('w/only'), { a: 1 });
    });
    expect((await db.doc('w/only').get()).data()).toEqual({ a: 1 });
  });

  it('prevents two transactions from both creating a record their query found missing', async () => {
    const arrive = barrier(2);
    let attempts = 0;
    const register = (runner: string): Promise<void> =>
      db.runTransaction(async (t) => {
        attempts++;
        const existing = await t.get(
          db.collection('registrations').where('marathon', '==', 'berlin'),
        );
        if (attempts <= 2) await arrive();
        if (existing.empty)
          t.set(db.collection('registrations').doc(runner), { marathon: 'berlin' });
      });
    const results = await Promise.allSettled([register('a'), register('b')]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await db.collection('registrations').count().get()).data().count).toBe(1);
  });

  it('resolves a deadlock by aborting one side, which the SDK retries', async () => {
    const a = db.doc('dl/a');
    const b = db.doc('dl/b');
    await a.set({ n: 0 });
    await b.set({ n: 0 });
    const arrive = barrier(2);
    let calls = 0;
    const cross = (first: typeof a, second: typeof a): Promise<void> =>
      db.runTransaction(async (t) => {
        calls++;
        const s1 = await t.get(first);
        if (calls <= 2) await arrive();
        const s2 = await t.get(second);
        t.update(first, { n: (s1.data()?.n as number) + 1 });
        t.update(second, { n: (s2.data()?.n as number) + 1 });
      });
    await Promise.all([cross(a, b), cross(b, a)]);
    expect((await a.get()).data()?.n).toBe(2);
    expect((await b.get()).data()?.n).toBe(2);
    expect(calls).toBe(3);
  });

  it('makes a plain write wait for a transaction instead of failing', async () => {
    const ref = db.doc('wait/x');
    await ref.set({ n: 1 });
    let plainDone = false;
    await db.runTransaction(async (t) => {
      const snap = await t.get(ref);
      const plain = ref.update({ n: FieldValue.increment(10) }).then(() => (plainDone = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(plainDone).toBe(false);
      t.update(ref, { n: (snap.data()?.n as number) + 1 });
      void plain;
    });
    await expect.poll(() => plainDone).toBe(true);
    expect((await ref.get()).data()?.n).toBe(12);
  });
});

describe('read-only transactions', () => {
  it('reads documents and queries', async () => {
    await db.doc('ro/a').set({ n: 1 });
    const result = await db.runTransaction(
      async (t) => {
        const doc = await t.get(db.doc('ro/a'));
        const q = await t.get(db.collection('ro'));
        return [doc.data()?.n, q.size];
      },
      { readOnly: true },
    );
    expect(result).toEqual([1, 1]);
  });
});

describe('read-only transaction snapshots', () => {
  it('see one consistent state while other writes commit', async () => {
    await db.doc('snap/a').set({ n: 1 });
    await db.doc('snap/b').set({ n: 1 });
    await db.doc('snap/c').set({ n: 1 });
    const seen = await db.runTransaction(
      async (t) => {
        const a = await t.get(db.doc('snap/a'));
        await db.doc('snap/a').set({ n: 2 });
        await db.doc('snap/b').update({ n: 2 });
        await db.doc('snap/c').delete();
        await db.doc('snap/d').set({ n: 2 });
        const b = await t.get(db.doc('snap/b'));
        const all = await t.get(db.collection('snap'));
        const count = await t.get(db.collection('snap').count());
        return {
          a: a.data()?.n,
          b: b.data()?.n,
          all: all.docs.map((d) => `${d.id}=${d.data().n}`),
          count: count.data().count,
        };
      },
      { readOnly: true },
    );
    expect(seen).toEqual({ a: 1, b: 1, all: ['a=1', 'b=1', 'c=1'], count: 3 });
    const now = await db.collection('snap').get();
    expect(now.docs.map((d) => `${d.id}=${d.data().n}`)).toEqual(['a=2', 'b=2', 'd=2']);
  });
});

describe('abandoned transactions', () => {
  it('release their locks after the idle timeout, and plain reads never wait for them', async () => {
    const ref = db.doc('abandoned/x');
    await ref.set({ n: 1 });
    const raw = rawClient(server().port);
    const database = `projects/${PROJECT}/databases/(default)`;
    // A client takes the lock in a read-write transaction and then goes away without commit or rollback.
    const txn = await raw.beginAndRead(database, `${database}/documents/abandoned/x`);
    expect(txn.length).toBeGreaterThan(0);

    const readStarted = Date.now();
    expect((await ref.get()).data()?.n).toBe(1);
    expect(Date.now() - readStarted).toBeLessThan(500);

    const writeStarted = Date.now();
    await ref.update({ n: 2 });
    const waited = Date.now() - writeStarted;
    expect(waited).toBeGreaterThanOrEqual(IDLE_MS - 300);
    expect(waited).toBeLessThan(IDLE_MS + 3000);
    expect((await ref.get()).data()?.n).toBe(2);

    // The abandoned transaction can no longer commit.
    await expect(raw.commit(database, txn)).rejects.toMatchObject({ code: 3 });
    raw.close();
  });
});

describe('unimplemented methods', () => {
  it('answers pipelines with UNIMPLEMENTED naming them', async () => {
    const raw = rawClient(server().port);
    const database = `projects/${PROJECT}/databases/(default)`;
    const started = Date.now();
    expect(await raw.pipelineStatus({ database })).toMatchObject({
      code: 12,
      details: expect.stringMatching(/^ExecutePipeline is not implemented/),
    });
    expect(Date.now() - started).toBeLessThan(2000);
    raw.close();
  });

  it('answers partition queries, vector search and explain with UNIMPLEMENTED naming them', async () => {
    await db.doc('p/a').set({ v: 1 });
    const partitions = async (): Promise<void> => {
      for await (const p of db.collectionGroup('p').getPartitions(3)) void p;
    };
    await expect(partitions()).rejects.toMatchObject({
      code: 12,
      details: expect.stringMatching(/PartitionQuery/),
    });
    await expect(
      db
        .collection('p')
        .findNearest({ vectorField: 'v', queryVector: [1, 2], limit: 1, distanceMeasure: 'COSINE' })
        .get(),
    ).rejects.toMatchObject({ code: 12, details: expect.stringMatching(/findNearest/) });
    await expect(db.collection('p').explain({ analyze: true })).rejects.toMatchObject({
      code: 12,
      details: expect.stringMatching(/explain/),
    });
  });
});
