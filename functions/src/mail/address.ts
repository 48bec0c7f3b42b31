// Where a runner's mail goes: their account's address (from the ID token), never an address typed
// in a form (docs/mail.md, "Mail is not a relay"), the name it greets them by, and the language it is
// written in (docs/languages.md, "Mails"): the account's, else the one the record was made in, else
// English.
import type { DocumentData } from 'firebase-admin/firestore';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@run/contract/domain/languages';

import type { Caller } from '../lib/auth.js';
import { auth } from '../lib/firestore.js';
import { accountLanguageOf } from '../store/user-doc.js';
import { ACCOUNT_EMAIL } from './outbox.js';

/** Where a runner's mail goes (their account's address), the name it greets, and its language. */
export interface RunnerAddress {
  email: string;
  firstName: string;
  language: Language;
}

/** A stored record's or form's `firstName`; a record stored without one is greeted as "runner". */
const nameIn = (data: DocumentData | undefined): string => {
  const firstName: unknown = data?.firstName;
  return typeof firstName === 'string' && firstName !== '' ? firstName : 'runner';
};

/**
 * The language of a stored registration, waitlist or ballot entry (registration-doc.ts's
 * `language`: the account's when it was made, rewritten when the account chooses another), else
 * this request's (`caller`), else English.
 */
export function languageOf(data: DocumentData | undefined, caller?: Caller): Language {
  const stored: unknown = data?.language;
  if (isLanguage(stored)) return stored;
  return caller?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The language the caller's mail goes in, and a new record of theirs stores: their account's
 * (`users/{uid}.language`, one read), else the language of this request (its Accept-Language),
 * else English.
 */
export async function callerLanguage(caller: Caller): Promise<Language> {
  return (await accountLanguageOf(caller.uid)) ?? caller.language ?? DEFAULT_LANGUAGE;
}

/**
 * The language an account chose whose address is `email`, for mail to an address someone typed (a
 * staff invitation, a transfer's offer); null when no account has it, it chose none, or the lookup
 * failed (which never refuses the request: the mail goes in the caller's fallback).
 */
export async function addressLanguage(email: string): Promise<Language | null> {
  try {
    const user = await auth().getUserByEmail(email);
    return await accountLanguageOf(user.uid);
  } catch {
    return null;
  }
}

/**
 * The caller, about to be told of their own request, in `language` (callerLanguage for a new
 * record, languageOf for a stored one); null for an account without an email.
 */
export function callerAddress(
  caller: Caller,
  form: DocumentData,
  language: Language,
): RunnerAddress | null {
  return caller.email ? { email: caller.email, firstName: nameIn(form), language } : null;
}

/**
 * The runner of a stored registration or waitlist entry. One stored before accounts' addresses were
 * kept has none, and gets no mail rather than one to its form's address.
 */
export function storedAddress(data: DocumentData | undefined): RunnerAddress | null {
  const email: unknown = data?.[ACCOUNT_EMAIL];
  if (typeof email !== 'string' || email === '') return null;
  return { email, firstName: nameIn(data), language: languageOf(data) };
}

/** The `accountEmail` field a registration or waitlist entry stores of its caller. */
export const accountEmailOf = (caller: Caller) => ({ [ACCOUNT_EMAIL]: caller.email ?? null });
