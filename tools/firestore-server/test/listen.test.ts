// Listeners through firebase-admin (gRPC Listen): documents and queries, added, changed, removed and
// deleted; what a limit moves in and out; every write path and the clear endpoint feed them.
import type { DocumentSnapshot, Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminDb, serverForFile } from './helpers.js';

const PROJECT = 'demo-listen';
const server = serverForFile({ port: 8224 });
let db: Firestore;

beforeAll(async () => {
  db = adminDb(PROJECT);
});

/** Collects what a listener sees; `next(n)` waits for the n-th snapshot. */
function recorder<T>() {
  const seen: T[] = [];
  const next = async (n: number): Promise<T> => {
    await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThanOrEqual(n);
    return seen[n - 1] as T;
  };
  return { seen, push: (s: T) => seen.push(s), next };
}

const ids = (s: QuerySnapshot) => s.docs.map((d) => d.id);
const changes = (s: QuerySnapshot) => s.docChanges().map((c) => `${c.type}:${c.doc.id}`);

describe('Listen', () => {
  it('sends a document listener the document, each change and its deletion', async () => {
    const ref = db.doc('runs/one');
    const r = recorder<DocumentSnapshot>();
    const stop = ref.onSnapshot(r.push);
    expect((await r.next(1)).exists).toBe(false);
    await ref.set({ km: 5 });
    expect((await r.next(2)).data()).toEqual({ km: 5 });
    await ref.update({ km: 10 });
    expect((await r.next(3)).data()).toEqual({ km: 10 });
    await ref.delete();
    expect((await r.next(4)).exists).toBe(false);
    stop();
  });

  it('sends a query listener documents entering, changing in and leaving its result', async () => {
    const col = db.collection('finishers');
    await col.doc('a').set({ place: 1, shown: true });
    const r = recorder<QuerySnapshot>();
    const stop = col.where('shown', '==', true).onSnapshot(r.push);
    expect(ids(await r.next(1))).toEqual(['a']);
    await col.doc('b').set({ place: 2, shown: true });
    expect(changes(await r.next(2))).toEqual(['added:b']);
    await col.doc('a').update({ place: 3 });
    expect(changes(await r.next(3))).toEqual(['modified:a']);
    await col.doc('b').update({ shown: false });
    expect(changes(await r.next(4))).toEqual(['removed:b']);
    await col.doc('a').delete();
    expect(changes(await r.next(5))).toEqual(['removed:a']);
    stop();
  });

  it('keeps an ordered, limited query to its first documents as others arrive', async () => {
    const col = db.collection('board');
    await Promise.all([1, 2, 3].map((n) => col.doc(`r${n}`).set({ time: n * 10 })));
    const r = recorder<QuerySnapshot>();
    const stop = col.orderBy('time').limit(2).onSnapshot(r.push);
    expect(ids(await r.next(1))).toEqual(['r1', 'r2']);
    await col.doc('r0').set({ time: 5 });
    const second = await r.next(2);
    expect(ids(second)).toEqual(['r0', 'r1']);
    expect(changes(second).sort()).toEqual(['added:r0', 'removed:r2']);
    stop();
  });

  it('feeds listeners from transactions, batches and BulkWriter', async () => {
    const r = recorder<QuerySnapshot>();
    const stop = db.collection('paths').onSnapshot(r.push);
    await r.next(1);
    await db.runTransaction(async (t) => t.set(db.doc('paths/txn'), { via: 'transaction' }));
    await db.batch().set(db.doc('paths/batch'), { via: 'batch' }).commit();
    const writer = db.bulkWriter();
    void writer.set(db.doc('paths/bulk'), { via: 'bulkWriter' });
    await writer.close();
    await expect.poll(() => ids(r.seen.at(-1) as QuerySnapshot)).toEqual(['batch', 'bulk', 'txn']);
    stop();
  });

  it('tells listeners their documents are gone when the data is cleared', async () => {
    const ref = db.doc('cleared/doc');
    await ref.set({ n: 1 });
    const r = recorder<DocumentSnapshot>();
    const stop = ref.onSnapshot(r.push);
    expect((await r.next(1)).exists).toBe(true);
    await server().clear(PROJECT);
    expect((await r.next(2)).exists).toBe(false);
    stop();
  });

  it('serves many listeners of one document, each with every update', async () => {
    const ref = db.doc('live/counts');
    const recorders = Array.from({ length: 50 }, () => recorder<DocumentSnapshot>());
    const stops = recorders.map((r) => ref.onSnapshot(r.push));
    await Promise.all(recorders.map((r) => r.next(1)));
    for (let n = 1; n <= 3; n++) {
      await ref.set({ finished: n });
      await Promise.all(
        recorders.map(async (r) => expect((await r.next(n + 1)).data()).toEqual({ finished: n })),
      );
    }
    stops.forEach((stop) => stop());
  });
});
