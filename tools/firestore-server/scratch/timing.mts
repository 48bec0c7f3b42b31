import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreServer } from '../src/server.ts';
const server = await startFirestoreServer({ port: 8250 });
process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8250';
const db = getFirestore(initializeApp({ projectId: 'demo-t' }));
await db.doc('p/a').set({ v: 1 });
let t = Date.now();
try { for await (const p of db.collectionGroup('p').getPartitions(3)) void p; } catch (e) { console.log('part', Date.now() - t, (e as any).code); }
t = Date.now();
try { await db.collection('p').findNearest({ vectorField: 'v', queryVector: [1, 2], limit: 1, distanceMeasure: 'COSINE' }).get(); } catch (e) { console.log('fn', Date.now() - t, (e as any).code); }
t = Date.now();
try { await db.collection('p').explain({ analyze: true }); } catch (e) { console.log('explain', Date.now() - t, (e as any).code); }
const a = db.doc('dl/a'), b = db.doc('dl/b');
await a.set({ n: 0 }); await b.set({ n: 0 });
let arrived = 0; let rel: () => void = () => {}; const all = new Promise<void>(r => rel = r);
let calls = 0;
t = Date.now();
const cross = (x: typeof a, y: typeof a, tag: string) => db.runTransaction(async (tx) => {
  calls++; const c = calls;
  console.log(tag, 'attempt', c, Date.now() - t);
  const s1 = await tx.get(x);
  if (c <= 2) { arrived++; if (arrived === 2) rel(); await all; }
  console.log(tag, 'second read', Date.now() - t);
  try { const s2 = await tx.get(y); tx.update(x, { n: s1.data()!.n + 1 }); tx.update(y, { n: s2.data()!.n + 1 }); }
  catch (e) { console.log(tag, 'read failed', Date.now() - t, (e as any).code); throw e; }
});
await Promise.all([cross(a, b, 'T1'), cross(b, a, 'T2')]);
console.log('done', Date.now() - t);
await server.stop();
process.exit(0);
