import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminDb, serverForFile } from './helpers.js';

const server = serverForFile({ port: 8213 });
let base: string;
let alpha: Firestore;
let beta: Firestore;

beforeAll(async () => {
  base = `http://127.0.0.1:${server().port}`;
  alpha = adminDb('demo-alpha');
  beta = adminDb('demo-beta');
});

describe('HTTP endpoints on the gRPC port', () => {
  it('answers health probes with Ok', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ok');
  });

  it('keeps projects apart and clears only the named one', async () => {
    await alpha.doc('marathons/m').set({ owner: 'alpha' });
    await beta.doc('marathons/m').set({ owner: 'beta' });
    expect((await alpha.doc('marathons/m').get()).data()).toEqual({ owner: 'alpha' });
    expect((await beta.doc('marathons/m').get()).data()).toEqual({ owner: 'beta' });
    expect((await alpha.collection('marathons').count().get()).data().count).toBe(1);

    const res = await fetch(
      `${base}/emulator/v1/projects/demo-alpha/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
    expect(res.status).toBe(200);
    expect((await alpha.doc('marathons/m').get()).exists).toBe(false);
    expect((await beta.doc('marathons/m').get()).data()).toEqual({ owner: 'beta' });
  });

  it('counts reads the way Firestore bills them', async () => {
    await beta.collection('stats').doc('a').set({ n: 1 });
    await beta.collection('stats').doc('b').set({ n: 2 });
    await fetch(`${base}/run/v1/stats/reset`, { method: 'POST' });
    await beta.collection('stats').get();
    await beta.collection('empty').get();
    await beta.doc('stats/a').get();
    await beta.collection('stats').count().get();
    await beta.doc('stats/c').set({ n: 3 });
    const stats = (await (await fetch(`${base}/run/v1/stats`)).json()) as Record<string, number>;
    expect(stats).toEqual({
      documentsRead: 2 + 1 + 1 + 1,
      documentsWritten: 1,
      queries: 2,
      aggregations: 1,
      // No functions emulator here: nothing is ever queued for one.
      triggersPending: 0,
    });
  });

  it('counts writes per document per second, busiest first', async () => {
    await fetch(`${base}/run/v1/stats/reset`, { method: 'POST' });
    await beta.doc('hot/a').set({ n: 1 });
    await beta.doc('hot/a').update({ n: 2 });
    await beta.doc('hot/b').set({ n: 1 });
    const busiest = (await (await fetch(`${base}/run/v1/stats/writes?top=1`)).json()) as Array<{
      path: string;
      writes: number;
      perSecond: Record<string, number>;
    }>;
    expect(busiest).toHaveLength(1);
    expect(busiest[0]?.path).toMatch(/hot\/a$/u);
    expect(busiest[0]?.writes).toBe(2);
  });

  it('exports and imports readable JSON', async () => {
    await beta.doc('io/x').set({ s: 'text', n: 5 });
    const exported = (await (await fetch(`${base}/run/v1/export?project=demo-beta`)).json()) as {
      databases: Record<string, { documents: Record<string, { fields: unknown }> }>;
    };
    const docs = exported.databases['projects/demo-beta/databases/(default)']?.documents ?? {};
    expect(docs['io/x']?.fields).toEqual({ s: { stringValue: 'text' }, n: { integerValue: '5' } });

    const importBody = {
      format: 'run-firestore-export/1',
      databases: {
        'projects/demo-beta/databases/(default)': {
          documents: {
            'io/imported': { fields: { when: { timestampValue: '2025-04-01T09:00:00Z' } } },
          },
        },
      },
    };
    const res = await fetch(`${base}/run/v1/import`, {
      method: 'POST',
      body: JSON.stringify(importBody),
    });
    expect(await res.json()).toEqual({ documents: 1 });
    const snap = await beta.doc('io/imported').get();
    expect(snap.data()?.when.toDate().toISOString()).toBe('2025-04-01T09:00:00.000Z');

    const bad = await fetch(`${base}/run/v1/import`, {
      method: 'POST',
      body: '{"databases":{"x":{}}}',
    });
    expect(bad.status).toBe(400);
  });

  it('answers unknown paths with 404 and the REST transport with 501', async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    const rest = await fetch(`${base}/v1/projects/demo-beta/databases/(default)/documents/io/x`);
    expect(rest.status).toBe(501);
    expect(await rest.text()).toMatch(/REST transport/);
  });
});
