// What a reader sees of a marathon's organiser (docs/differences-from-spec.md): organisers' email
// addresses are personal data, so everyone else sees the display name of their profile
// (`users/{uid}.name`), and only the organiser sees their own email.
import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { isOrganiser, marathonOf, type MarathonRead } from './marathon-doc.js';
import { ORGANISER_FALLBACK } from './marathon-view.js';
import { userDocsRef } from './user-doc.js';

function creatorUid(marathon: MarathonRead): string | undefined {
  const uid = marathonOf(marathon).createdByUid;
  return uid !== '' ? uid : undefined;
}

/** uid -> display name for the creators this reader needs named: one round trip per page. */
export async function organiserNames(
  marathons: readonly MarathonRead[],
  caller?: Caller,
): Promise<Map<string, string>> {
  const uids = new Set<string>();
  for (const m of marathons.map(marathonOf)) {
    const uid = creatorUid(m);
    if (uid && !(caller && isOrganiser(m, caller))) uids.add(uid);
  }
  if (uids.size === 0) return new Map();
  const users = userDocsRef();
  const profiles = await db().getAll(...[...uids].map((uid) => users.doc(uid)), {
    fieldMask: ['name'],
  });
  const names = new Map<string, string>();
  for (const profile of profiles) {
    const name = profile.data()?.name.trim() ?? '';
    if (name !== '') names.set(profile.id, name);
  }
  return names;
}

/** The organiser reads their own email; everyone else the name, or the fixed fallback. */
export function organiserFor(
  marathon: MarathonRead,
  names: Map<string, string>,
  caller?: Caller,
): string {
  const m = marathonOf(marathon);
  if (caller && isOrganiser(m, caller)) {
    if (m.createdBy !== '') return m.createdBy;
  }
  const uid = creatorUid(m);
  return (uid && names.get(uid)) || ORGANISER_FALLBACK;
}
