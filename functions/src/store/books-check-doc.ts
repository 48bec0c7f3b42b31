// What the daily books check last found of a race (docs/payments.md, "The books"):
// `marathons/{id}/booksChecks/latest` `{checkedAt, count, mailed, mailedAt}`, rewritten each check, so
// a set of discrepancies is mailed once (payments/books-check.ts).
import type { DocumentData, DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, textIn, timeOrNull } from './field-values.js';

export interface BooksCheckDoc {
  checkedAt: Timestamp | null;
  /** How many discrepancies the check found. */
  count: number;
  /** The fingerprint of the discrepancies last mailed; `''` when none was. */
  mailed: string;
  mailedAt: Timestamp | null;
}

/** The check's converter: `booksCheckDocs.of(snapshot)` (a missing record reads as never mailed). */
export const booksCheckDocs = converterOf<BooksCheckDoc>((data) => ({
  checkedAt: timeOrNull(data.checkedAt),
  count: countIn(data.count),
  mailed: textIn(data.mailed),
  mailedAt: timeOrNull(data.mailedAt),
}));

/** The race's latest check, plain: each check `set`s it whole. */
export const booksCheckRef = (marathon: DocumentReference): DocumentReference =>
  marathon.collection(COLLECTIONS.booksChecks).doc('latest');

/** What a check records: with `mailedAt` when it mailed. */
export const newBooksCheckDoc = (
  now: Timestamp,
  count: number,
  mailed: string,
  mailedNow: boolean,
): DocumentData => ({ checkedAt: now, count, mailed, ...(mailedNow ? { mailedAt: now } : {}) });
