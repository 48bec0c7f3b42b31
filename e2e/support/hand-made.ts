// Data made outside the API (the Firebase console, an import), written straight into the stack's
// Firestore with firebase-admin, as such data arrives.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

import { nameKeys } from '@run/contract/domain/results-names';

import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { firestoreHost, PROJECT } from './api.js';
import { marathonInput } from './marathons.js';

/** The stack's Firestore through firebase-admin (set-up and checks that go around the API). */
export function db() {
  process.env.FIRESTORE_EMULATOR_HOST ??= firestoreHost;
  // No Google Cloud metadata server here; without this firebase-admin probes for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT });
  return getFirestore(app);
}

/** An open marathon as the console leaves it: `createdBy` is an email, and there is no `createdByUid`. */
export async function handMadeMarathon(createdBy: string): Promise<{ id: string; title: string }> {
  const input = marathonInput('open');
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));
  const ref = db().collection('marathons').doc();
  await ref.set({
    ...input,
    startRegistrationDate: at(input.startRegistrationDate),
    endRegistrationDate: at(input.endRegistrationDate),
    marathonStartDate: at(input.marathonStartDate),
    createdBy,
    createdAt: Timestamp.now(),
  });
  return { id: ref.id, title: input.title };
}

/**
 * `count` registrations of fresh made-up runners stored at once, with the fields the API keeps for the
 * organisers' search (a bulk import's shape), so a race has more participants than one page; the last
 * by id is `last`.
 */
export async function storedRunners(
  marathonId: string,
  distanceId: string,
  count: number,
  last: { firstName: string; lastName: string },
): Promise<void> {
  const batch = db().batch();
  const now = Timestamp.now();
  for (let i = 0; i < count; i += 1) {
    const uid = i === count - 1 ? 'zz-last-runner' : `bulk-${String(i).padStart(4, '0')}`;
    const name = i === count - 1 ? last : { firstName: 'Bulk', lastName: `Runner ${i}` };
    batch.set(db().doc(`marathons/${marathonId}/registrations/${uid}`), {
      marathonId,
      userId: uid,
      email: `${uid}@example.com`,
      ...name,
      nameKeys: nameKeys(name.firstName, name.lastName),
      status: 'confirmed',
      phone: '+1 555 0100',
      emergencyContact: '',
      distanceId,
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
}

/**
 * Pays `uid`'s races through their own account (`connect`) on a stack that pays the others through
 * the platform: the local stack's test-only setting (docs/payouts.md), written before their first
 * call.
 */
export async function payThroughConnect(uid: string): Promise<void> {
  await db().collection(COLLECTIONS.testPayoutModes).doc(uid).set({ mode: 'connect' });
}
