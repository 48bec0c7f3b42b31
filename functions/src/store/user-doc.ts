// A runner's or organiser's profile: `users/{uid}` {name, email, photo, language?, createdAt,
// updatedAt}, written by the profile endpoint (users/users.ts) and the preferences endpoint
// (users/preferences.ts). Its credits live below it (credit-doc.ts).
import type { Timestamp } from 'firebase-admin/firestore';
import { isLanguage, type Language } from '@run/contract/domain/languages';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { LANGUAGE_FIELD } from './registration-doc.js';
import { textIn } from './field-values.js';
import { timeIn } from './stored-time.js';

export interface UserDoc {
  /** The account's uid (the document's id). */
  id: string;
  name: string;
  email: string;
  photo: string;
  /** The language the account chose (its mails', the web's); null until chosen. */
  language: Language | null;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

export const userDocs = converterOf<UserDoc>((data, id) => ({
  id,
  name: textIn(data.name),
  email: textIn(data.email),
  photo: textIn(data.photo),
  language: isLanguage(data.language) ? data.language : null,
  createdAt: timeIn(data.createdAt),
  updatedAt: timeIn(data.updatedAt),
}));

/** Where `uid`'s profile is, plain: the profile endpoint creates and updates it with stored fields. */
export const userRef = (uid: string) => db().collection(COLLECTIONS.users).doc(uid);

/** The profiles, read as their models. */
export const userDocsRef = () => db().collection(COLLECTIONS.users).withConverter(userDocs);

/** `uid`'s profile, read as its model. */
export const userDocRef = (uid: string) => userDocsRef().doc(uid);

/** The language `uid`'s account chose (its mails'), or null: none chosen, or no profile yet. */
export async function accountLanguageOf(uid: string): Promise<Language | null> {
  const snap = await userRef(uid).get();
  const language: unknown = snap.get('language');
  return isLanguage(language) ? language : null;
}

/**
 * The records whose mails follow the account's language (registration-doc.ts's LANGUAGE_FIELD):
 * its registrations, waitlist entries and ballot entries, each group at most `limit`, with only that
 * field read. The same collection-group `userId` queries the runner's own lists make.
 */
export const recordsFollowingLanguage = (uid: string, limit: number) =>
  [COLLECTIONS.registrations, COLLECTIONS.waitlist, COLLECTIONS.ballotEntries].map((group) =>
    db().collectionGroup(group).where('userId', '==', uid).select(LANGUAGE_FIELD).limit(limit),
  );
