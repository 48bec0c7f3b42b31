// The one Firestore handle. The default app takes its project id from the runtime (demo-run under the
// emulators) and FIRESTORE_EMULATOR_HOST routes it to the local server.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let firestore: Firestore | undefined;

function ensureApp(): void {
  if (getApps().length === 0) initializeApp();
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
