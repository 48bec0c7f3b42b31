// What outside suites (the Firebase JS SDK's integration tests) found the server doing differently from
// production, one test each, through the web SDK (firebase/firestore) and firebase-admin.
import {
  collection,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  maximum,
  minimum,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  where,
  type FieldValue,
} from 'firebase/firestore';
import { AggregateField } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { adminDb, clientDb, serverForFile } from './helpers.js';
import { rawClient } from './raw-client.js';

const PROJECT = 'demo-outside';
const server = serverForFile({ port: 8227 });

describe('web SDK transactions', () => {
  it('commit a read of one document and a write of another (read verification)', async () => {
    const db = clientDb(server().port, PROJECT);
    await setDoc(doc(db, 'race/config'), { capacity: 2 });
    await runTransaction(db, async (t) => {
      const config = await t.get(doc(db, 'race/config'));
      const missing = await t.get(doc(db, 'race/none'));
      t.set(doc(db, 'race/entry'), {
        capacity: config.data()?.capacity,
        missing: missing.exists(),
      });
    });
    expect((await getDoc(doc(db, 'race/entry'))).data()).toEqual({ capacity: 2, missing: false });
  });

  it('retry when a document they read changed before the commit', async () => {
    const db = clientDb(server().port, PROJECT);
    await setDoc(doc(db, 'race/counter'), { n: 1 });
    let attempts = 0;
    await runTransaction(db, async (t) => {
      attempts++;
      const counter = await t.get(doc(db, 'race/counter'));
      if (attempts === 1) await adminDb(PROJECT).doc('race/counter').set({ n: 5 });
      t.set(doc(db, 'race/copy'), { n: counter.data()?.n });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, 'race/copy'))).data()).toEqual({ n: 5 });
  });

  it('refuse delete then update of one document with INVALID_ARGUMENT', async () => {
    const db = clientDb(server().port, PROJECT);
    await setDoc(doc(db, 'race/gone'), { v: 1 });
    await expect(
      runTransaction(db, async (t) => {
        t.delete(doc(db, 'race/gone'));
        t.update(doc(db, 'race/gone'), { v: 2 });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await getDoc(doc(db, 'race/gone'))).data()).toEqual({ v: 1 });
    // An update of a document that never existed stays NOT_FOUND.
    await expect(
      runTransaction(db, async (t) => {
        t.update(doc(db, 'race/never'), { v: 2 });
      }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('writes', () => {
  it('that change nothing keep the document, its update time too', async () => {
    const ref = adminDb(PROJECT).doc('same/doc');
    const first = await ref.set({ a: 1, m: { b: [1, 'x'] } });
    const again = await ref.set({ m: { b: [1, 'x'] }, a: 1 });
    expect(again.writeTime.isEqual(first.writeTime)).toBe(true);
    expect((await ref.get()).updateTime?.isEqual(first.writeTime)).toBe(true);
    const masked = await ref.update({ a: 1 });
    expect(masked.writeTime.isEqual(first.writeTime)).toBe(true);
    const changed = await ref.set({ a: 2, m: { b: [1, 'x'] } });
    expect(changed.writeTime.toMillis()).toBeGreaterThanOrEqual(first.writeTime.toMillis());
    expect(changed.writeTime.isEqual(first.writeTime)).toBe(false);
    expect((await ref.get()).updateTime?.isEqual(changed.writeTime)).toBe(true);
  });
});

describe('queries', () => {
  it('match nothing with null or NaN in in and array-contains-any', async () => {
    // Written by another client, as the SDK's own test does: this client's cache would match null itself.
    const admin = adminDb(PROJECT);
    await Promise.all([
      admin.doc('zips/a').set({ zip: 98101, tags: [43] }),
      admin.doc('zips/n').set({ zip: null, tags: [null] }),
      admin.doc('zips/x').set({ zip: Number.NaN, tags: [Number.NaN] }),
    ]);
    const db = clientDb(server().port, PROJECT);
    const ids = async (...q: Parameters<typeof where>) =>
      (await getDocs(query(collection(db, 'zips'), where(...q)))).docs.map((d) => d.id);
    expect(await ids('zip', 'in', [null])).toEqual([]);
    expect(await ids('zip', 'in', [98101, null])).toEqual(['a']);
    expect(await ids('zip', 'in', [Number.NaN])).toEqual([]);
    expect(await ids('zip', 'in', [98101, Number.NaN])).toEqual(['a']);
    expect(await ids('tags', 'array-contains-any', [null])).toEqual([]);
    expect(await ids('tags', 'array-contains-any', [43, null])).toEqual(['a']);
    expect(await ids('tags', 'array-contains-any', [Number.NaN])).toEqual([]);
  });

  it('refuse more than 5 aggregations with INVALID_ARGUMENT', async () => {
    const c = adminDb(PROJECT).collection('books');
    await c.doc('a').set({ pages: 100 });
    const five = {
      a: AggregateField.count(),
      b: AggregateField.sum('pages'),
      c: AggregateField.average('pages'),
      d: AggregateField.count(),
      e: AggregateField.sum('pages'),
    };
    expect((await c.aggregate(five).get()).data().b).toBe(100);
    await expect(c.aggregate({ ...five, f: AggregateField.count() }).get()).rejects.toMatchObject({
      code: 3,
      details: expect.stringMatching(/maximum number of aggregations/),
    });
  });

  it('refuse invalid orders and cursors with INVALID_ARGUMENT', async () => {
    const raw = rawClient(server().port);
    const parent = `projects/${PROJECT}/databases/(default)/documents`;
    const order = (fieldPath: string) => ({ field: { fieldPath }, direction: 'ASCENDING' });
    const status = (structuredQuery: object) =>
      raw.queryStatus({
        parent,
        structuredQuery: { from: [{ collectionId: 'books' }], ...structuredQuery },
      });
    expect(await status({ orderBy: [order('pages')] })).toMatchObject({ code: 0 });
    expect(await status({ orderBy: [order('pages'), order('pages')] })).toMatchObject({
      code: 3,
      details: expect.stringMatching(/duplicate/),
    });
    expect(await status({ orderBy: [order('__name__'), order('pages')] })).toMatchObject({
      code: 3,
      details: expect.stringMatching(/__name__/),
    });
    expect(
      await status({
        orderBy: [order('pages')],
        startAt: { values: [{ integerValue: '1' }, { integerValue: '2' }, { integerValue: '3' }] },
      }),
    ).toMatchObject({ code: 3, details: expect.stringMatching(/Cursor has too many values/) });
    // The JS SDK's "inequality query will reject if document key appears only in equality filter".
    const field = (fieldPath: string, op: string, value: object) => ({
      fieldFilter: { field: { fieldPath }, op, value },
    });
    const notFortyTwo = field('key', 'NOT_EQUAL', { integerValue: '42' });
    const isDoc1 = field('__name__', 'EQUAL', { referenceValue: `${parent}/books/doc1` });
    const and = (...filters: object[]) => ({ compositeFilter: { op: 'AND', filters } });
    expect(await status({ where: and(notFortyTwo, isDoc1) })).toMatchObject({
      code: 3,
      details: expect.stringMatching(
        /^Equality on key is not allowed if there are other inequality fields/,
      ),
    });
    expect(await status({ where: isDoc1 })).toMatchObject({ code: 0 });
    const afterDoc0 = field('__name__', 'GREATER_THAN', { referenceValue: `${parent}/books/doc0` });
    expect(await status({ where: and(notFortyTwo, isDoc1, afterDoc0) })).toMatchObject({ code: 0 });
    raw.close();
  });
});

describe('numeric transforms', () => {
  it('give NaN for maximum and minimum when either side is NaN, as the SDK expects', async () => {
    const db = clientDb(server().port, PROJECT);
    const ref = doc(db, 'sums/s');
    const after = async (start: number, transform: FieldValue) => {
      await setDoc(ref, { sum: start });
      await updateDoc(ref, { sum: transform });
      return (await getDocFromServer(ref)).get('sum') as number;
    };
    expect(await after(Number.NaN, maximum(5))).toBeNaN();
    expect(await after(5, maximum(Number.NaN))).toBeNaN();
    expect(await after(Number.NaN, minimum(5))).toBeNaN();
    expect(await after(5, minimum(Number.NaN))).toBeNaN();
    expect(await after(2, maximum(5))).toBe(5);
    expect(await after(2, minimum(5))).toBe(2);
  });
});
