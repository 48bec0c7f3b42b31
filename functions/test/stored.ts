// What the tests read (and clear) in Firestore directly, past the API: a runner's stored registration,
// everything under a marathon, counts, and the shared rate-limit budget.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import { EMULATOR_PEER } from '../src/lib/client-ip.js';
import { peerWindowRef, type RateLimit } from '../src/lib/rate-limit.js';
import { PROJECT } from './helpers.js';

export function adminDb(): Firestore {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT });
  return getFirestore();
}

/** A runner's registration as stored. */
export const storedRegistration = (id: string, uid: string) =>
  adminDb().doc(`marathons/${id}/registrations/${uid}`).get();

/** Everything stored under a marathon, for "nothing changed" assertions. */
export async function marathonState(id: string): Promise<unknown> {
  const ref = adminDb().collection('marathons').doc(id);
  const [doc, regs, counters, waitlist] = await Promise.all([
    ref.get(),
    ref.collection('registrations').get(),
    ref.collection('registrationCounters').get(),
    ref.collection('waitlist').get(),
  ]);
  const plain = (data: unknown) => JSON.parse(JSON.stringify(data ?? null)) as unknown;
  return {
    marathon: plain(doc.data()),
    registrations: regs.docs.map((d) => [d.id, plain(d.data())]),
    counters: counters.docs.map((d) => [d.id, plain(d.data())]),
    waitlist: waitlist.docs.map((d) => [d.id, plain(d.data())]),
  };
}

export async function collectionSize(path: string): Promise<number> {
  return (await adminDb().collection(path).count().get()).data().count;
}

/**
 * How many documents of a shared collection (opinions, volunteers) carry `name`. With a unique name,
 * "stored nothing" holds while other test files write to the same collection at the same time, which
 * a count of the whole collection before and after does not.
 */
export async function storedWithName(collection: string, name: string): Promise<number> {
  return (await adminDb().collection(collection).where('name', '==', name).count().get()).data()
    .count;
}

/**
 * Every caller of the local stack is one peer to the rate limits (src/lib/client-ip.ts), so all
 * tests share each limit's peer budget: a test that needs it whole clears it first, and a test that
 * spends it clears it after, as the suite clears data before it runs.
 */
export async function clearPeerBudget(limit: RateLimit): Promise<void> {
  await peerWindowRef(adminDb(), limit, EMULATOR_PEER).delete();
}
