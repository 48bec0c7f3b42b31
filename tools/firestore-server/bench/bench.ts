// Measures the server through firebase-admin: commit throughput, query latency, contended transactions.
// Usage: npm -w tools/firestore-server run bench [-- --data] (--data: durable mode with fsync per commit batch)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

import { startChild } from '../test/child-server.js';

const PORT = 8290;
process.env.METADATA_SERVER_DETECTION = 'none';
const durable = process.argv.includes('--data');
const big = process.argv.includes('--big');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function pool(
  concurrency: number,
  total: number,
  task: (i: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

async function seed(db: Firestore, collection: string, count: number): Promise<void> {
  const writer = db.bulkWriter();
  writer.onWriteError(() => true);
  const cities = ['Berlin', 'Paris', 'Rome', 'Oslo', 'Lima'];
  for (let i = 0; i < count; i++) {
    void writer.set(db.collection(collection).doc(`d${i}`), {
      i,
      city: cities[i % cities.length],
      age: 18 + (i % 60),
      marathonId: `m${i % 20}`,
    });
  }
  await writer.close();
}

/** `count` documents with random ids in batches of 500, four at once (no BulkWriter: it paces itself). */
async function inBatches(db: Firestore, collection: string, count: number): Promise<void> {
  await pool(4, Math.ceil(count / 500), async (b) => {
    const batch = db.batch();
    for (let i = b * 500; i < Math.min(count, (b + 1) * 500); i++) {
      batch.set(db.collection(collection).doc(), { i, marathonId: `m${i % 20}` });
    }
    await batch.commit();
  });
}

async function main(): Promise<void> {
  const dir = durable ? fs.mkdtempSync(path.join(os.tmpdir(), 'run-firestore-bench-')) : undefined;
  const server = await startChild(['--port', String(PORT), ...(dir ? ['--data', dir] : [])]);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORT}`;
  const db = getFirestore(initializeApp({ projectId: 'demo-bench' }));
  const lines: string[] = [
    `RUN Firestore server bench (${durable ? 'durable, --data' : 'memory only'}), ${os.cpus().length} cores`,
  ];
  try {
    await db.doc('warm/up').set({ ok: true });

    const commits = 3000;
    const commitMs = await timed(() =>
      pool(50, commits, (i) => db.collection('commits').doc(`c${i}`).set({ i })),
    );
    lines.push(
      `single-document commits: ${Math.round((commits / commitMs) * 1000)} commits/s (${commits} sets, 50 concurrent)`,
    );

    const sequential = 500;
    const seqMs = await timed(() =>
      pool(1, sequential, (i) => db.collection('seq').doc(`s${i}`).set({ i })),
    );
    lines.push(
      `single-document commits, one client: ${Math.round((sequential / seqMs) * 1000)} commits/s`,
    );

    await seed(db, 'people', 10_000);
    const queries: [string, () => Promise<unknown>][] = [
      [
        'where == + orderBy + limit 20',
        () => db.collection('people').where('city', '==', 'Paris').orderBy('age').limit(20).get(),
      ],
      ['where == (2,000 results)', () => db.collection('people').where('city', '==', 'Oslo').get()],
      [
        'range + orderBy + limit 20',
        () => db.collection('people').where('age', '>=', 70).orderBy('age').limit(20).get(),
      ],
      [
        'count() where ==',
        () => db.collection('people').where('marathonId', '==', 'm3').count().get(),
      ],
      ['count() whole collection', () => db.collection('people').count().get()],
    ];
    for (const [label, run] of queries) {
      const samples: number[] = [];
      for (let i = 0; i < 30; i++) samples.push(await timed(run));
      samples.sort((a, b) => a - b);
      lines.push(
        `query over 10,000 docs, ${label}: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
      );
    }

    const counter = db.doc('contended/counter');
    await counter.set({ n: 0 });
    const txns = 1000;
    let failed = 0;
    const txnMs = await timed(() =>
      pool(50, txns, () =>
        db
          .runTransaction(async (t) => {
            const s = await t.get(counter);
            t.update(counter, { n: (s.data()?.n as number) + 1 });
          })
          .catch(() => failed++),
      ),
    );
    const n = (await counter.get()).data()?.n as number;
    lines.push(
      `transactions, 50 clients on one doc: ${Math.round((n / txnMs) * 1000)} committed/s (${n} of ${txns} committed, ${failed} failed)`,
    );

    if (big) {
      // A ballot's draw writes 100,000 documents into a few collections: the cost of one write must not
      // grow with the collection's size.
      const seedMs = await timed(() => inBatches(db, 'registrations', 100_000));
      lines.push(
        `100,000 documents into one collection: ${Math.round((100_000 / seedMs) * 1000)} writes/s`,
      );
      const samples: number[] = [];
      for (let i = 0; i < 10; i++) {
        samples.push(
          await timed(() =>
            db.collection('registrations').where('marathonId', '==', 'm7').count().get(),
          ),
        );
      }
      samples.sort((a, b) => a - b);
      lines.push(
        `count() where == over 100,000 docs: p50 ${percentile(samples, 50).toFixed(1)} ms`,
      );
    }
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(lines.join('\n'));
  process.exit(0);
}

void main();
