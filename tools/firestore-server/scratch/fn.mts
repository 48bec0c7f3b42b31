import { initializeApp } from 'firebase-admin/app';
import { getFirestore, setLogFunction } from 'firebase-admin/firestore';
import { startFirestoreServer } from '../src/server.ts';
const server = await startFirestoreServer({ port: 8251 });
process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8251';
const db = getFirestore(initializeApp({ projectId: 'demo-t' }));
await db.doc('p/a').set({ v: 1 });
setLogFunction((m) => console.log(m.slice(0, 250)));
let t = Date.now();
try { await db.collection('p').explain({ analyze: true }); } catch (e) { console.log('explain', Date.now() - t, (e as any).code); }
await server.stop();
process.exit(0);
