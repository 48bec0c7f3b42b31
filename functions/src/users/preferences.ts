// An account's preferences at users/{uid} beside its profile: the language its mails go in and the
// web applies on sign-in. A merge write, so saving a language never touches the profile's fields
// (and works before the profile exists).
import { Timestamp } from 'firebase-admin/firestore';
import type { Language } from '@run/contract/domain/languages';
import type { Preferences, PreferencesInput } from '@run/contract/domain/preferences';

import { db } from '../lib/firestore.js';
import { LANGUAGE_FIELD } from '../store/registration-doc.js';
import { recordsFollowingLanguage, userDocRef, userRef } from '../store/user-doc.js';

/**
 * Of each kind of record (registrations, waitlist entries, ballot entries), how many a change of
 * language rewrites: as many as the runner's own lists show (myWaitlist, myBallotEntries).
 */
export const LANGUAGE_RECORDS = 200;

export async function readPreferences(uid: string): Promise<Preferences> {
  const snap = await userDocRef(uid).get();
  return { language: snap.data()?.language ?? null };
}

export async function savePreferences(uid: string, input: PreferencesInput): Promise<Preferences> {
  await userRef(uid).set({ language: input.language, updatedAt: Timestamp.now() }, { merge: true });
  await followLanguage(uid, input.language);
  return { language: input.language };
}

/**
 * The account's registrations, waitlist and ballot entries take its new language, so the mails
 * that later go from them (a bib, a refund, a race's change, a draw's result: docs/languages.md,
 * "Mails") follow the account without a read of it each time. Only records in another language are
 * written, at most LANGUAGE_RECORDS of each kind (three queries reading one field), each write on its
 * own: one deleted meanwhile (a withdrawal) fails alone and is never recreated. A record past the
 * bound keeps the language it was made in. The triggers on these records see a write of nothing
 * but the language and do nothing (onlyLanguageChanged).
 */
async function followLanguage(uid: string, language: Language): Promise<void> {
  const found = await Promise.all(
    recordsFollowingLanguage(uid, LANGUAGE_RECORDS).map((query) => query.get()),
  );
  const other = found.flatMap((s) => s.docs).filter((d) => d.get(LANGUAGE_FIELD) !== language);
  if (other.length === 0) return;
  const writer = db().bulkWriter();
  writer.onWriteError(() => false);
  for (const record of other) {
    writer.update(record.ref, { [LANGUAGE_FIELD]: language }).catch(() => undefined);
  }
  await writer.close();
}
