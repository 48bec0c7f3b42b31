// Where a runner's mail goes: their account's address (from the ID token), never an address typed
// in a form (docs/mail.md, "Mail is not a relay"), and the name it greets them by.
import type { DocumentData } from 'firebase-admin/firestore';

import type { Caller } from '../lib/auth.js';
import { ACCOUNT_EMAIL } from './outbox.js';

/** Where a runner's mail goes (their account's address) and the name it greets. */
export interface RunnerAddress {
  email: string;
  firstName: string;
}

/** A stored record's or form's `firstName`; a record stored without one is greeted as "runner". */
const nameIn = (data: DocumentData | undefined): string => {
  const firstName: unknown = data?.firstName;
  return typeof firstName === 'string' && firstName !== '' ? firstName : 'runner';
};

/** The caller, about to be told of their own request; null for an account without an email. */
export function callerAddress(caller: Caller, form: DocumentData): RunnerAddress | null {
  return caller.email ? { email: caller.email, firstName: nameIn(form) } : null;
}

/**
 * The runner of a stored registration or waitlist entry. One stored before accounts' addresses were
 * kept has none, and gets no mail rather than one to its form's address.
 */
export function storedAddress(data: DocumentData | undefined): RunnerAddress | null {
  const email: unknown = data?.[ACCOUNT_EMAIL];
  if (typeof email !== 'string' || email === '') return null;
  return { email, firstName: nameIn(data) };
}

/** The `accountEmail` field a registration or waitlist entry stores of its caller. */
export const accountEmailOf = (caller: Caller) => ({ [ACCOUNT_EMAIL]: caller.email ?? null });
