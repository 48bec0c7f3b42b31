// The one Firestore handle. The default app takes its project id from the runtime (demo-run under the
// emulators) and FIRESTORE_EMULATOR_HOST routes it to the local server.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  getFirestore,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase-admin/firestore';

let firestore: Firestore | undefined;

function ensureApp(): void {
  // Not `getApps().length`: firebase-functions creates its own app ("__admin__") to decode Firestore
  // trigger events, and the default app is still missing then.
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
}

export function db(): Firestore {
  if (!firestore) {
    ensureApp();
    firestore = getFirestore();
  }
  return firestore;
}

export function auth(): Auth {
  ensureApp();
  return getAuth();
}

/** Deletes `ref` in a transaction: 1 when it was there, 0 when it was not (a delete sent again). */
export async function deleteIfExists(ref: DocumentReference): Promise<0 | 1> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 0;
    tx.delete(ref);
    return 1;
  });
}

/** The ids of up to `limit` documents of `collection` whose time in `field` has come (the sweeps). */
export async function dueDocuments(
  collection: string,
  field: string,
  now: Timestamp,
  limit: number,
): Promise<DocumentReference[]> {
  const due = await db().collection(collection).where(field, '<=', now).limit(limit).select().get();
  return due.docs.map((d) => d.ref);
}
