import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { LOG_FILE, SNAPSHOT_FILE } from '../src/storage/data-files.js';
import type { ChildServer } from './child-server.js';
import { runChild, startChild } from './child-server.js';
import { abandonApps, adminDb, closeApps } from './helpers.js';

const PORT = 8220;
let dir: string;
let current: ChildServer | undefined;

async function start(extra: string[] = [], port = PORT): Promise<Firestore> {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  current = await startChild(['--port', String(port), '--data', dir, ...extra]);
  return adminDb('demo-durable');
}

async function killHard(): Promise<void> {
  current?.process.kill('SIGKILL');
  await current?.exited;
  current = undefined;
  await closeApps();
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-firestore-'));
});
afterAll(async () => {
  await killHard();
});

describe('durability with --data', () => {
  it('keeps data across a clean restart, and replays the log over the snapshot after a hard kill', async () => {
    let db = await start();
    await db.doc('m/a').set({ n: 1, t: FieldValue.serverTimestamp() });
    await db.doc('m/b').set({ n: 2 });
    await db.doc('m/b').delete();
    current?.process.kill('SIGTERM');
    expect(await current?.exited).toBe(0);
    current = undefined;
    await closeApps();
    // A clean stop compacts everything into the snapshot.
    expect(fs.existsSync(path.join(dir, SNAPSHOT_FILE))).toBe(true);

    db = await start();
    expect((await db.doc('m/a').get()).data()?.n).toBe(1);
    expect((await db.doc('m/b').get()).exists).toBe(false);
    await db.doc('m/c').set({ v: 2 });
    await db.doc('m/a').update({ n: FieldValue.increment(10) });
    await killHard();

    db = await start();
    expect((await db.doc('m/a').get()).data()?.n).toBe(11);
    expect((await db.doc('m/c').get()).data()).toEqual({ v: 2 });
    await killHard();
  });

  it('keeps every acknowledged write when killed with SIGKILL in the middle of a write storm', async () => {
    let db = await start();
    const acknowledged = new Set<number>();
    let stop = false;
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const id = w * 100_000 + i;
        try {
          await db.collection('storm').doc(String(id)).set({ id });
          acknowledged.add(id);
        } catch {
          return;
        }
      }
    });
    const counter = db.doc('storm-counter/c');
    await counter.set({ n: 0 });
    let increments = 0;
    const incrementer = (async () => {
      while (!stop) {
        try {
          await db.runTransaction(async (t) => {
            const s = await t.get(counter);
            t.update(counter, { n: (s.data()?.n as number) + 1 });
          });
          increments++;
        } catch {
          return;
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 1500));
    current?.process.kill('SIGKILL');
    stop = true;
    const acknowledgedAtKill = [...acknowledged];
    const incrementsAtKill = increments;
    await current?.exited;
    current = undefined;
    // Its unanswered calls would be retried for minutes; closing it would wait for them.
    abandonApps();
    expect(acknowledgedAtKill.length).toBeGreaterThan(50);

    // Restart on another port: the old client keeps retrying its unanswered writes against the dead one.
    db = await start([], PORT + 1);
    const snap = await db.collection('storm').select().get();
    const stored = new Set(snap.docs.map((d) => Number(d.id)));
    const lost = acknowledgedAtKill.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    // The counter has every acknowledged increment (and at most the one in flight at the kill).
    const n = (await db.doc('storm-counter/c').get()).data()?.n as number;
    expect(n).toBeGreaterThanOrEqual(incrementsAtKill);
    expect(n).toBeLessThanOrEqual(incrementsAtKill + 1);
    await killHard();
    void writers;
    void incrementer;
  });

  it('ignores a torn last log entry and keeps the last good state', async () => {
    let db = await start();
    await db.doc('t/a').set({ v: 1 });
    await db.doc('t/b').set({ v: 2 });
    await killHard();
    fs.appendFileSync(
      path.join(dir, LOG_FILE),
      '1234abcd {"seq":99,"db":"projects/demo-durable/data',
    );

    db = await start();
    expect((await db.doc('t/a').get()).data()).toEqual({ v: 1 });
    expect((await db.doc('t/b').get()).data()).toEqual({ v: 2 });
    expect(current?.output()).toMatch(/torn/);
    await db.doc('t/c').set({ v: 3 });
    await killHard();

    db = await start();
    expect((await db.doc('t/c').get()).data()).toEqual({ v: 3 });
    await killHard();
  });

  it('refuses to start on a damaged log with a clear error, changing nothing', async () => {
    const db = await start();
    await db.doc('d/a').set({ v: 1 });
    await db.doc('d/b').set({ v: 2 });
    await killHard();
    const logPath = path.join(dir, LOG_FILE);
    const lines = fs.readFileSync(logPath, 'utf8').split('\n');
    lines[0] = (lines[0] ?? '').replace('"v"', '"w"');
    fs.writeFileSync(logPath, lines.join('\n'));
    const before = fs.readFileSync(logPath);

    const result = await runChild(['--port', String(PORT), '--data', dir]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/write log .* is damaged at line 1/);
    expect(fs.readFileSync(logPath)).toEqual(before);
  });

  it('refuses a second server on the same data directory', async () => {
    await start();
    const second = await runChild(['--port', String(PORT + 1), '--data', dir]);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/in use by another Firestore server/);
    await killHard();
  });

  it('refuses to start on a damaged snapshot with a clear error', async () => {
    fs.writeFileSync(
      path.join(dir, SNAPSHOT_FILE),
      '{"format":"run-firestore-export/1","databases":{',
    );
    const result = await runChild(['--port', String(PORT), '--data', dir]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/snapshot .* is damaged/);
  });
});

describe('JSON import and export', () => {
  it('imports a file at start and exports the data with the export command', async () => {
    const file = path.join(dir, 'seed.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        format: 'run-firestore-export/1',
        databases: {
          'projects/demo-durable/databases/(default)': {
            documents: {
              'marathons/berlin': {
                fields: {
                  title: { stringValue: 'Berlin Marathon' },
                  distanceKm: { doubleValue: 42.195 },
                  start: { timestampValue: '2026-09-27T07:15:00Z' },
                  tags: { arrayValue: { values: [{ stringValue: 'flat' }] } },
                },
              },
            },
          },
        },
      }),
    );
    const db = await start(['--import', file]);
    const snap = await db.doc('marathons/berlin').get();
    expect(snap.data()?.title).toBe('Berlin Marathon');
    expect(snap.data()?.start.toDate().toISOString()).toBe('2026-09-27T07:15:00.000Z');
    await db.doc('marathons/paris').set({ title: 'Paris', n: 1 });
    await killHard();

    const out = path.join(dir, 'export.json');
    const result = await runChild(['export', '--data', dir, '--out', out]);
    expect(result.code).toBe(0);
    const exported = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      databases: Record<string, { documents: Record<string, { fields: Record<string, unknown> }> }>;
    };
    const docs = exported.databases['projects/demo-durable/databases/(default)']?.documents ?? {};
    expect(Object.keys(docs).sort()).toEqual(['marathons/berlin', 'marathons/paris']);
    expect(docs['marathons/paris']?.fields).toEqual({
      title: { stringValue: 'Paris' },
      n: { integerValue: '1' },
    });
  });
});
