// firebase-admin against the stack's Firestore, for seeding and for counting what really got stored.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface AdminHandle {
  db: Firestore;
  close(): Promise<void>;
}

export function openAdmin(firestoreHost: string, projectId = 'demo-run'): AdminHandle {
  // firebase-admin reads the emulator address from the environment when the client is created.
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  // No Google metadata server here; without this the auth library probes for one and warns.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app: App = initializeApp({ projectId }, `run-bench-${Date.now()}-${Math.random()}`);
  const db = getFirestore(app);
  return { db, close: () => deleteApp(app) };
}

/**
 * Registrations actually stored for a marathon: a count() over its subcollection, of those in
 * `status` when given (`pending_payment`, `confirmed`).
 */
export async function storedRegistrations(
  db: Firestore,
  marathonId: string,
  status?: string,
): Promise<number> {
  const all = db.collection('marathons').doc(marathonId).collection('registrations');
  const agg = await (status === undefined ? all : all.where('status', '==', status)).count().get();
  return agg.data().count;
}
