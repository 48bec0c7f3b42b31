// Composite index enforcement (`--indexes`): what production refuses for want of an index, the server
// refuses too, naming the index; what single-field indexes or a declared index serve still runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Filter } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FirestoreServer } from '../src/rpc/server.js';
import { adminDb, closeApps, startTestServer } from './helpers.js';

let server: FirestoreServer;
let db: Firestore;

type Kind = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

/** A composite index in firestore.indexes.json's format, from its fields' paths and kinds. */
const composite = (
  collectionGroup: string,
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP',
  ...fields: [string, Kind][]
) => ({
  collectionGroup,
  queryScope,
  fields: fields.map(([fieldPath, kind]) =>
    kind === 'CONTAINS' ? { fieldPath, arrayConfig: kind } : { fieldPath, order: kind },
  ),
});

/** A field override adding the ascending index in collection-group scope beside collection scope's. */
const groupScoped = (collectionGroup: string, fieldPath: string) => ({
  collectionGroup,
  fieldPath,
  indexes: [
    { order: 'ASCENDING', queryScope: 'COLLECTION' },
    { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
  ],
});

const indexFile = {
  indexes: [
    composite('runners', 'COLLECTION', ['city', 'ASCENDING'], ['age', 'DESCENDING']),
    composite('runners', 'COLLECTION', ['tags', 'CONTAINS'], ['age', 'ASCENDING']),
    composite('entries', 'COLLECTION_GROUP', ['state', 'ASCENDING'], ['at', 'ASCENDING']),
    // Declared, and used by the last test only: until then the server reports them unused. The
    // second is never needed (single-field indexes serve equalities alone), but it fits.
    composite('sponsors', 'COLLECTION', ['tier', 'ASCENDING'], ['since', 'DESCENDING']),
    composite('sponsors', 'COLLECTION', ['tier', 'ASCENDING'], ['region', 'ASCENDING']),
  ],
  fieldOverrides: [
    groupScoped('entries', 'uid'),
    { collectionGroup: 'runners', fieldPath: 'story', indexes: [] },
    groupScoped('sponsors', 'tier'),
  ],
};

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-indexes-'));
  const file = path.join(dir, 'firestore.indexes.json');
  fs.writeFileSync(file, JSON.stringify(indexFile));
  server = await startTestServer({ port: 8228, indexesFile: file });
  db = adminDb('demo-indexes');
  await db
    .collection('runners')
    .doc('r1')
    .set({ city: 'Berlin', age: 30, tags: ['fast'], story: 'x' });
  await db.collection('races/a/entries').doc('e1').set({ uid: 'u1', state: 'open', at: 1 });
});
afterAll(async () => {
  await closeApps();
  await server.stop();
});

const runs = async (q: Query) => (await q.get()).size;

async function refusal(q: Query): Promise<{ code: unknown; message: string }> {
  try {
    await q.get();
  } catch (error) {
    const e = error as { code?: unknown; message?: string };
    return { code: e.code, message: e.message ?? '' };
  }
  throw new Error('The query ran without its index.');
}

describe('index enforcement', () => {
  it('serves what single-field indexes serve: one order, equalities alone, array-contains alone', async () => {
    const runners = db.collection('runners');
    expect(await runs(runners.orderBy('age', 'desc'))).toBe(1);
    expect(await runs(runners.where('age', '>', 10))).toBe(1);
    expect(await runs(runners.where('city', '==', 'Berlin').where('age', '==', 30))).toBe(1);
    expect(
      await runs(runners.where('tags', 'array-contains', 'fast').where('city', '==', 'Berlin')),
    ).toBe(1);
    expect(await runs(runners.where('city', 'in', ['Berlin', 'Rome']))).toBe(1);
  });

  it('serves a declared composite index, in its own order and in reverse', async () => {
    const runners = db.collection('runners');
    expect(await runs(runners.where('city', '==', 'Berlin').orderBy('age', 'desc'))).toBe(1);
    expect(await runs(runners.where('city', '==', 'Berlin').where('age', '<', 99))).toBe(1);
    expect(await runs(runners.where('tags', 'array-contains', 'fast').orderBy('age'))).toBe(1);
    expect(await runs(runners.where('city', '==', 'Berlin').orderBy('age', 'asc'))).toBe(1);
  });

  it('refuses an equality with an order on another field, naming the index to add', async () => {
    const { code, message } = await refusal(
      db.collection('runners').where('age', '==', 30).orderBy('city'),
    );
    expect(code).toBe(9);
    expect(message).toContain('FAILED_PRECONDITION');
    expect(message).toContain('The query requires an index.');
    expect(message).toContain(
      '{"collectionGroup":"runners","queryScope":"COLLECTION","fields":[{"fieldPath":"age","order":"ASCENDING"},{"fieldPath":"city","order":"ASCENDING"}]}',
    );
  });

  it('refuses two orders, and an aggregation, without their index', async () => {
    const twoOrders = db.collection('runners').orderBy('city').orderBy('age');
    expect((await refusal(twoOrders)).code).toBe(9);
    const counted = db.collection('runners').where('tags', 'array-contains', 'x').orderBy('city');
    await expect(counted.count().get()).rejects.toThrow(/requires an index/u);
  });

  it('needs each conjunction of an OR served', async () => {
    const served = db
      .collection('runners')
      .where(Filter.or(Filter.where('city', '==', 'Berlin'), Filter.where('age', '==', 30)));
    expect(await runs(served)).toBe(1);
    const oneUnserved = db
      .collection('runners')
      .where(Filter.or(Filter.where('city', '==', 'Berlin'), Filter.where('name', '==', 'Ana')))
      .orderBy('age', 'desc');
    expect((await refusal(oneUnserved)).message).toContain(
      '"fields":[{"fieldPath":"name","order":"ASCENDING"},{"fieldPath":"age","order":"DESCENDING"}]',
    );
  });

  it('honours fieldOverrides: collection-group scope only where added, exemptions refused', async () => {
    expect(await runs(db.collectionGroup('entries').where('uid', '==', 'u1'))).toBe(1);
    expect((await refusal(db.collectionGroup('entries').where('state', '==', 'open'))).code).toBe(
      9,
    );
    expect(
      await runs(db.collectionGroup('entries').where('state', '==', 'open').orderBy('at')),
    ).toBe(1);
    expect((await refusal(db.collection('runners').where('story', '==', 'x'))).code).toBe(9);
    // Equalities alone in collection-group scope: served by a composite index of them.
    expect(
      await runs(db.collectionGroup('entries').where('state', '==', 'open').where('at', '==', 1)),
    ).toBe(1);
    // Collection scope keeps its automatic indexes.
    expect(await runs(db.collection('races/a/entries').where('state', '==', 'open'))).toBe(1);
  });
});

describe('indexes nothing uses', () => {
  const unused = async () =>
    (await (await fetch('http://127.0.0.1:8228/run/v1/indexes/unused')).json()) as {
      indexes: unknown[];
      fieldOverrides: unknown[];
    };

  it('lists what the file adds that fits no query made, until one is', async () => {
    // Every test above has run: each of their indexes and added collection-group entries served one.
    expect(await unused()).toEqual({
      indexes: [indexFile.indexes[3], indexFile.indexes[4]],
      fieldOverrides: [
        {
          collectionGroup: 'sponsors',
          fieldPath: 'tier',
          index: { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
        },
      ],
    });
    expect(
      await runs(db.collection('sponsors').where('tier', '==', 1).orderBy('since', 'desc')),
    ).toBe(0);
    expect(await runs(db.collectionGroup('sponsors').where('tier', '==', 1))).toBe(0);
    expect(await unused()).toEqual({ indexes: [indexFile.indexes[4]], fieldOverrides: [] });
    expect(
      await runs(db.collection('sponsors').where('region', '==', 'eu').where('tier', '==', 1)),
    ).toBe(0);
    expect(await unused()).toEqual({ indexes: [], fieldOverrides: [] });
  });
});
