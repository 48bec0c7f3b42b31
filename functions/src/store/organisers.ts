// What a reader sees of a marathon's organiser (docs/differences-from-spec.md): organisers' email
// addresses are personal data, so everyone else sees the display name of their profile
// (`users/{uid}.name`), and only the organiser sees their own email.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { isOrganiser, ORGANISER_FALLBACK } from './marathon-doc.js';
import { COLLECTIONS } from './collections.js';

function creatorUid(snapshot: DocumentSnapshot): string | undefined {
  const uid: unknown = snapshot.get('createdByUid');
  return typeof uid === 'string' && uid !== '' ? uid : undefined;
}

/** uid -> display name for the creators this reader needs named: one round trip per page. */
export async function organiserNames(
  snapshots: DocumentSnapshot[],
  caller?: Caller,
): Promise<Map<string, string>> {
  const uids = new Set<string>();
  for (const snapshot of snapshots) {
    const uid = creatorUid(snapshot);
    if (uid && !(caller && isOrganiser(snapshot, caller))) uids.add(uid);
  }
  if (uids.size === 0) return new Map();
  const users = db().collection(COLLECTIONS.users);
  const profiles = await db().getAll(...[...uids].map((uid) => users.doc(uid)), {
    fieldMask: ['name'],
  });
  const names = new Map<string, string>();
  for (const profile of profiles) {
    const name: unknown = profile.get('name');
    if (typeof name === 'string' && name.trim() !== '') names.set(profile.id, name.trim());
  }
  return names;
}

/** The organiser reads their own email; everyone else the name, or the fixed fallback. */
export function organiserFor(
  snapshot: DocumentSnapshot,
  names: Map<string, string>,
  caller?: Caller,
): string {
  if (caller && isOrganiser(snapshot, caller)) {
    const email: unknown = snapshot.get('createdBy');
    if (typeof email === 'string' && email !== '') return email;
  }
  const uid = creatorUid(snapshot);
  return (uid && names.get(uid)) || ORGANISER_FALLBACK;
}
