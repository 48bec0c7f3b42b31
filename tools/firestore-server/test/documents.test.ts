import { FieldPath, FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { adminDb, serverForFile } from './helpers.js';

const server = serverForFile({ port: 8210 });
let db: Firestore;

beforeAll(async () => {
  db = adminDb('demo-docs');
});
beforeEach(async () => {
  await server().clear('demo-docs');
});

describe('documents', () => {
  it('returns exists=false for a missing document', async () => {
    const snap = await db.doc('runners/nobody').get();
    expect(snap.exists).toBe(false);
  });

  it('sets, reads back and replaces a document', async () => {
    const ref = db.doc('runners/ana');
    await ref.set({ name: 'Ana', age: 30 });
    expect((await ref.get()).data()).toEqual({ name: 'Ana', age: 30 });
    await ref.set({ name: 'Ana B' });
    expect((await ref.get()).data()).toEqual({ name: 'Ana B' });
  });

  it('merges with set merge and with mergeFields', async () => {
    const ref = db.doc('runners/bo');
    await ref.set({ a: 1, nested: { x: 1, y: 2 }, keep: true });
    await ref.set({ nested: { y: 3 }, b: 2 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, nested: { x: 1, y: 3 }, keep: true, b: 2 });
    await ref.set({ a: 10, b: 20, nested: { x: 9 } }, { mergeFields: ['a', 'nested.x'] });
    expect((await ref.get()).data()).toEqual({ a: 10, nested: { x: 9, y: 3 }, keep: true, b: 2 });
  });

  it('creates once and refuses a second create with ALREADY_EXISTS', async () => {
    const ref = db.doc('runners/cy');
    await ref.create({ n: 1 });
    await expect(ref.create({ n: 2 })).rejects.toMatchObject({ code: 6 });
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it('updates existing documents and refuses to update a missing one with NOT_FOUND', async () => {
    const ref = db.doc('runners/di');
    await ref.set({ a: 1, m: { p: 1, q: 2 } });
    await ref.update({ 'm.p': 5, b: 'x', a: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ m: { p: 5, q: 2 }, b: 'x' });
    await ref.update(new FieldPath('odd.key'), 1);
    expect((await ref.get()).get(new FieldPath('odd.key'))).toBe(1);
    await expect(db.doc('runners/missing').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
  });

  it('honours lastUpdateTime preconditions', async () => {
    const ref = db.doc('runners/pre');
    const w = await ref.set({ a: 1 });
    await ref.update({ a: 2 }, { lastUpdateTime: w.writeTime });
    await expect(ref.update({ a: 3 }, { lastUpdateTime: w.writeTime })).rejects.toMatchObject({
      code: 9,
    });
  });

  it('deletes documents, and deleting a missing one succeeds', async () => {
    const ref = db.doc('runners/el');
    await ref.set({ a: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
    await db.doc('runners/never').delete();
  });

  it('adds documents with generated ids', async () => {
    const ref = await db.collection('runners').add({ name: 'auto' });
    expect(ref.id).toHaveLength(20);
    expect((await ref.get()).data()).toEqual({ name: 'auto' });
  });

  it('keeps createTime and advances updateTime', async () => {
    const ref = db.doc('runners/times');
    await ref.set({ a: 1 });
    const first = await ref.get();
    await ref.set({ a: 2 });
    const second = await ref.get();
    expect(second.createTime?.isEqual(first.createTime as Timestamp)).toBe(true);
    expect(second.updateTime?.toMillis()).toBeGreaterThanOrEqual(first.updateTime?.toMillis() ?? 0);
    expect(second.updateTime?.isEqual(first.updateTime as Timestamp)).toBe(false);
  });

  it('reads several documents with getAll and a field mask', async () => {
    await db.doc('runners/f1').set({ a: 1, b: { c: 2, d: 3 } });
    await db.doc('runners/f2').set({ a: 2, b: { c: 4 } });
    const [one, two, missing] = await db.getAll(
      db.doc('runners/f1'),
      db.doc('runners/f2'),
      db.doc('runners/f3'),
      {
        fieldMask: ['b.c'],
      },
    );
    expect(one?.data()).toEqual({ b: { c: 2 } });
    expect(two?.data()).toEqual({ b: { c: 4 } });
    expect(missing?.exists).toBe(false);
  });

  it('applies a batch atomically, and not at all when one write fails', async () => {
    const batch = db.batch();
    batch.set(db.doc('runners/g1'), { a: 1 });
    batch.set(db.doc('runners/g2'), { a: 2 });
    batch.update(db.doc('runners/g1'), { b: 1 });
    await batch.commit();
    expect((await db.doc('runners/g1').get()).data()).toEqual({ a: 1, b: 1 });

    const failing = db.batch();
    failing.set(db.doc('runners/g3'), { a: 3 });
    failing.update(db.doc('runners/nope'), { a: 1 });
    await expect(failing.commit()).rejects.toMatchObject({ code: 5 });
    expect((await db.doc('runners/g3').get()).exists).toBe(false);
  });
});

describe('transforms', () => {
  it('sets server timestamps to the commit time', async () => {
    const ref = db.doc('t/ts');
    const before = Date.now();
    const w = await ref.set({
      at: FieldValue.serverTimestamp(),
      nested: { at: FieldValue.serverTimestamp() },
    });
    const data = (await ref.get()).data() ?? {};
    expect(data.at).toBeInstanceOf(Timestamp);
    expect((data.at as Timestamp).isEqual(w.writeTime)).toBe(true);
    expect((data.at as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1);
    expect((data.nested as { at: Timestamp }).at.isEqual(w.writeTime)).toBe(true);
  });

  it('increments integers as integers and doubles as doubles', async () => {
    const ref = db.doc('t/inc');
    await ref.set({ i: 1, d: 1.5 });
    await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(1),
      missing: FieldValue.increment(7),
    });
    await ref.update({ i: FieldValue.increment(0.5) });
    const data = (await ref.get()).data();
    expect(data).toEqual({ i: 3.5, d: 2.5, missing: 7 });
  });

  it('array union adds only missing elements, comparing maps deeply', async () => {
    const ref = db.doc('t/arr');
    await ref.set({ tags: ['a', { k: 1, l: [1] }] });
    await ref.update({ tags: FieldValue.arrayUnion('a', 'b', { k: 1, l: [1] }, { k: 2 }, 'b') });
    expect((await ref.get()).data()?.tags).toEqual(['a', { k: 1, l: [1] }, 'b', { k: 2 }]);
    await ref.update({
      tags: FieldValue.arrayRemove({ k: 1, l: [1] }, 'a'),
      other: FieldValue.arrayUnion(1, 1.0),
    });
    expect((await ref.get()).data()).toEqual({ tags: ['b', { k: 2 }], other: [1] });
  });

  it('applies transform-only updates without replacing the document', async () => {
    const ref = db.doc('t/only');
    await ref.set({ keep: 'me', n: 1 });
    await ref.update({ n: FieldValue.increment(1) });
    expect((await ref.get()).data()).toEqual({ keep: 'me', n: 2 });
  });

  it('applies several writes to one document in order within one commit', async () => {
    const ref = db.doc('t/order');
    const batch = db.batch();
    batch.set(ref, { n: 1 });
    batch.update(ref, { n: FieldValue.increment(5) });
    batch.set(ref, { m: 1 }, { merge: true });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ n: 6, m: 1 });
  });
});

describe('value types', () => {
  it('round-trips every value type', async () => {
    const ref = db.doc('types/all');
    const ts = new Timestamp(1_700_000_000, 123_456_000);
    const value = {
      nul: null,
      t: true,
      f: false,
      i: 42,
      big: 9_007_199_254_740_991,
      neg: -7,
      d: 3.25,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      ts,
      s: 'héllo ✓',
      bytes: Buffer.from([0, 1, 255]),
      ref: db.doc('runners/ana'),
      geo: new GeoPoint(52.5, 13.4),
      arr: [1, 'two', [3], { four: 4 }],
      map: { a: { b: { c: 'deep' } }, empty: {} },
      emptyArr: [],
    };
    await ref.set(value);
    const data = (await ref.get()).data() ?? {};
    expect(data.nul).toBeNull();
    expect(data.t).toBe(true);
    expect(data.f).toBe(false);
    expect(data.i).toBe(42);
    expect(data.big).toBe(9_007_199_254_740_991);
    expect(data.neg).toBe(-7);
    expect(data.d).toBe(3.25);
    expect(Number.isNaN(data.nan)).toBe(true);
    expect(data.inf).toBe(Number.POSITIVE_INFINITY);
    expect((data.ts as Timestamp).isEqual(ts)).toBe(true);
    expect(data.s).toBe('héllo ✓');
    expect(Buffer.from(data.bytes as Uint8Array)).toEqual(Buffer.from([0, 1, 255]));
    expect(data.ref.path).toBe('runners/ana');
    expect((data.geo as GeoPoint).isEqual(new GeoPoint(52.5, 13.4))).toBe(true);
    expect(data.arr).toEqual([1, 'two', [3], { four: 4 }]);
    expect(data.map).toEqual({ a: { b: { c: 'deep' } }, empty: {} });
    expect(data.emptyArr).toEqual([]);
  });

  it('orders mixed types the way Firestore does', async () => {
    const values: [string, unknown][] = [
      ['map', { a: 1 }],
      ['array', [1]],
      ['geo', new GeoPoint(1, 1)],
      ['ref', db.doc('a/b')],
      ['bytes', Buffer.from([1])],
      ['string', 'a'],
      ['ts', new Timestamp(1, 0)],
      ['num2', 2.5],
      ['num1', 1],
      ['nan', Number.NaN],
      ['bool', false],
      ['null', null],
    ];
    await Promise.all(values.map(([id, v]) => db.collection('mixed').doc(id).set({ v })));
    const snap = await db.collection('mixed').orderBy('v').get();
    expect(snap.docs.map((d) => d.id)).toEqual([
      'null',
      'bool',
      'nan',
      'num1',
      'num2',
      'ts',
      'string',
      'bytes',
      'ref',
      'geo',
      'array',
      'map',
    ]);
  });

  it('compares integers and doubles as numbers', async () => {
    await db.doc('nums/a').set({ v: 1 });
    await db.doc('nums/b').set({ v: 1.0 });
    await db.doc('nums/c').set({ v: 1.5 });
    await db.doc('nums/d').set({ v: 2 });
    const eq = await db.collection('nums').where('v', '==', 1).get();
    expect(eq.docs.map((d) => d.id).sort()).toEqual(['a', 'b']);
    const gt = await db.collection('nums').where('v', '>', 1).orderBy('v').get();
    expect(gt.docs.map((d) => d.id)).toEqual(['c', 'd']);
  });
});
