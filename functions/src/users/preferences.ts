// An account's preferences at users/{uid} beside its profile: the language its mails go in and the
// web applies on sign-in. A merge write, so saving a language never touches the profile's fields
// (and works before the profile exists).
import { Timestamp } from 'firebase-admin/firestore';
import type { Preferences, PreferencesInput } from '@run/contract/domain/preferences';

import { userDocsRef, userRef } from '../store/user-doc.js';

export async function readPreferences(uid: string): Promise<Preferences> {
  const snap = await userDocsRef().doc(uid).get();
  return { language: snap.data()?.language ?? null };
}

export async function savePreferences(uid: string, input: PreferencesInput): Promise<Preferences> {
  await userRef(uid).set({ language: input.language, updatedAt: Timestamp.now() }, { merge: true });
  return { language: input.language };
}
