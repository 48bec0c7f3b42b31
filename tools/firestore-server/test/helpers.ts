// Test setup: a server per test file and firebase-admin clients pointed at it, as an app would be.
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore as getClientFirestore } from 'firebase/firestore';
import type { Firestore as ClientFirestore } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';

import type { FirestoreServer, FirestoreServerOptions } from '../src/rpc/server.js';
import { startFirestoreServer } from '../src/rpc/server.js';

// No GCE metadata server exists here; without this google-auth probes for one and warns.
process.env.METADATA_SERVER_DETECTION = 'none';

const apps: App[] = [];
const clientApps: FirebaseApp[] = [];
let counter = 0;

export async function startTestServer(options: FirestoreServerOptions): Promise<FirestoreServer> {
  const server = await startFirestoreServer(options);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  return server;
}

/**
 * The test file's own server: started (with `options`) before its tests, and stopped after them
 * with every app the file opened. Answers the server, once started.
 */
export function serverForFile(options: FirestoreServerOptions): () => FirestoreServer {
  let server: FirestoreServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await closeApps();
    await server?.stop();
  });
  return () => {
    if (server === undefined) throw new Error('The server starts before the first test.');
    return server;
  };
}

/** A firebase-admin Firestore for `projectId`, talking to the server named by FIRESTORE_EMULATOR_HOST. */
export function adminDb(projectId = 'demo-test'): Firestore {
  const app = initializeApp({ projectId }, `test-${projectId}-${counter++}`);
  apps.push(app);
  return getFirestore(app);
}

/**
 * A client SDK (firebase/firestore) Firestore as a browser's, on the server at `port`, signed in as `uid`
 * (an unsigned token, as rules-unit-testing makes) or signed out.
 */
export function clientDb(port: number, projectId: string, uid?: string): ClientFirestore {
  const app = initializeClientApp(
    { projectId, apiKey: 'demo' },
    `client-${projectId}-${counter++}`,
  );
  clientApps.push(app);
  const db = getClientFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', port, uid ? { mockUserToken: { sub: uid } } : {});
  return db;
}

export async function closeApps(): Promise<void> {
  await Promise.all([
    ...apps.splice(0).map((a) => deleteApp(a)),
    ...clientApps.splice(0).map((a) => deleteClientApp(a)),
  ]);
}

/** Drops the apps from cleanup without waiting for them, for clients whose server was killed mid-call. */
export function abandonApps(): void {
  apps.length = 0;
}
