// Trigger delivery without the functions emulator: a small HTTP server stands in for it, registers
// triggers the way firebase-tools does, and records the CloudEvents it receives.
import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FirestoreServer } from '../src/rpc/server.js';
import { adminDb, closeApps, startTestServer } from './helpers.js';

interface Received {
  key: string;
  event: {
    id: string;
    type: string;
    document: string;
    data: {
      value?: { fields: Record<string, unknown> };
      oldValue?: { fields: Record<string, unknown> };
    };
  };
}

const PROJECT = 'demo-triggers';
let server: FirestoreServer;
let functions: http.Server;
const received: Received[] = [];
let staleCalls = 0;
/** Answers the held function's calls (key held-0) once called: until then they stay in flight. */
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  functions = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const key = (req.url ?? '').split('/triggers/')[1] ?? '';
      if (key === 'gone-0') {
        staleCalls++;
        res.writeHead(404).end();
        return;
      }
      received.push({ key, event: JSON.parse(body) as Received['event'] });
      if (key === 'held-0') {
        void released.then(() => res.writeHead(200).end('{}'));
        return;
      }
      res.writeHead(key === 'throws-0' ? 500 : 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  const address = functions.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startTestServer({ port: 8223, functionsEmulator: `127.0.0.1:${port}` });
  const register = async (key: string, eventType: string, document: string) => {
    const res = await fetch(
      `http://127.0.0.1:8223/emulator/v1/projects/${PROJECT}/eventarcTrigger?eventarcTriggerId=${key}`,
      {
        method: 'POST',
        body: JSON.stringify({
          eventType: `google.cloud.firestore.document.v1.${eventType}`,
          database: '(default)',
          namespace: '(default)',
          document: { value: document, matchType: 'PATH_PATTERN' },
        }),
      },
    );
    expect(res.status).toBe(200);
  };
  await register('created-0', 'created', 'rooms/{roomId}/messages/{messageId}');
  await register('written-0', 'written', 'counters/{id}');
  await register('throws-0', 'created', 'failing/{id}');
  await register('gone-0', 'created', 'stale/{id}');
  await register('held-0', 'created', 'held/{id}');
});

afterAll(async () => {
  await closeApps();
  await server.stop();
  await new Promise((resolve) => functions.close(resolve));
});

const of = (key: string) => received.filter((r) => r.key === key);

describe('trigger delivery', () => {
  it('delivers one created event per matching write, with the data and a stable event id', async () => {
    const db = adminDb(PROJECT);
    await db.doc('rooms/r1/messages/m1').set({ text: 'hi' });
    await db.doc('rooms/r1/other/m1').set({ text: 'not matched' });
    await db.doc('rooms/r1/messages/m1').update({ text: 'edited' }); // an update: not "created"
    await server.triggersIdle();
    const events = of('created-0');
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toMatchObject({
      type: 'google.cloud.firestore.document.v1.created',
      document: 'rooms/r1/messages/m1',
      data: { value: { fields: { text: { stringValue: 'hi' } } } },
    });
    expect(events[0]?.event.id).toMatch(/^[0-9a-f]{32}$/u);
  });

  it('counts the events queued or in flight in its stats until the function answers', async () => {
    const pending = async () =>
      (
        (await (await fetch('http://127.0.0.1:8223/run/v1/stats')).json()) as {
          triggersPending: number;
        }
      ).triggersPending;
    const db = adminDb(PROJECT);
    await db.doc('held/a').set({ n: 1 });
    await db.doc('held/b').set({ n: 2 });
    await expect.poll(pending).toBe(2);
    release();
    await server.triggersIdle();
    expect(await pending()).toBe(0);
    expect(of('held-0')).toHaveLength(2);
  });

  it('delivers the writes of one document in commit order, whatever the write path', async () => {
    const db = adminDb(PROJECT);
    const ref = db.doc('counters/c');
    await ref.set({ n: 0 });
    const batch = db.batch();
    batch.update(ref, { n: 1 });
    await batch.commit();
    await db.runTransaction(async (txn) => {
      const n = ((await txn.get(ref)).get('n') as number) + 1;
      txn.update(ref, { n });
    });
    const writer = db.bulkWriter();
    void writer.update(ref, { n: 3 });
    await writer.close();
    await ref.delete();
    await server.triggersIdle();
    const seen = of('written-0').map(({ event }) => [
      event.data.oldValue?.fields.n ?? null,
      event.data.value?.fields.n ?? null,
    ]);
    const int = (n: number) => ({ integerValue: String(n) });
    expect(seen).toEqual([
      [null, int(0)],
      [int(0), int(1)],
      [int(1), int(2)],
      [int(2), int(3)],
      [int(3), null],
    ]);
    expect(new Set(of('written-0').map((r) => r.event.id)).size).toBe(5);
  });

  it('keeps the write when the function fails, and sends nothing for the clear endpoint', async () => {
    const db = adminDb(PROJECT);
    await db.doc('failing/f').set({ kept: true });
    await server.triggersIdle();
    expect(of('throws-0')).toHaveLength(1);
    expect((await db.doc('failing/f').get()).data()).toEqual({ kept: true });
    const before = received.length;
    await server.clear(PROJECT);
    await server.triggersIdle();
    expect(received.length).toBe(before);
  });

  it('forgets a trigger the functions emulator no longer knows (404)', async () => {
    const db = adminDb(PROJECT);
    await db.doc('stale/a').set({ x: 1 });
    await server.triggersIdle();
    await db.doc('stale/b').set({ x: 1 });
    await server.triggersIdle();
    // The first event found the key unknown; the second was not sent.
    expect(staleCalls).toBe(1);
  });

  it('answers v1 trigger registrations with UNIMPLEMENTED', async () => {
    const res = await fetch(`http://127.0.0.1:8223/emulator/v1/projects/${PROJECT}/triggers/v1fn`, {
      method: 'PUT',
      body: '{}',
    });
    expect(res.status).toBe(501);
    expect(await res.text()).toContain('UNIMPLEMENTED');
  });
});
