import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8201';
const db = getFirestore(initializeApp({ projectId: 'demo-x' }));
const t0 = Date.now();
db.collection('a').onSnapshot(() => console.log('snap'), (e) => { console.log('listen err', Date.now() - t0, e.code, e.message); process.exit(0); });
setTimeout(() => { console.log('no error after 5s'); process.exit(1); }, 5000);
