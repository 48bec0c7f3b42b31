// The daily check of the books (docs/payments.md, "The books"): every race that takes money has its
// books computed (books.ts); when they show discrepancies not mailed before, the organiser is mailed
// once, in the write that records what was mailed, so a check run twice mails once.
import { createHash } from 'node:crypto';

import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { BooksDiscrepancy } from '@run/contract/domain/api-types';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { notifyOrganiser, siteUrl } from '../mail/mail.js';
import { booksCheckDocs, booksCheckRef, newBooksCheckDoc } from '../store/books-check-doc.js';
import { marathonOf, marathonsPlain } from '../store/marathon-doc.js';
import { chargesMoney } from '../store/money.js';
import { booksOf } from './books.js';

const PAGE = 300;

/** One fingerprint per set of discrepancies: the same set found again is not mailed again. */
function fingerprint(found: readonly BooksDiscrepancy[]): string {
  const keys = found.map((d) => [d.kind, d.registration ?? '', d.paymentId ?? ''].join('|')).sort();
  return createHash('sha256').update(keys.join('\n')).digest('hex');
}

/** Checks one race; true when it mailed its organiser. */
export async function checkBooks(marathon: DocumentSnapshot): Promise<boolean> {
  const { discrepancies } = await booksOf(marathon);
  const ref = booksCheckRef(marathon.ref);
  const print = discrepancies.length === 0 ? '' : fingerprint(discrepancies);
  return db().runTransaction(async (tx) => {
    const last = booksCheckDocs.of(await tx.get(ref));
    const now = Timestamp.now();
    if (last.mailed === print || print === '') {
      tx.set(ref, newBooksCheckDoc(now, discrepancies.length, last.mailed, false));
      return false;
    }
    const [first] = discrepancies;
    await notifyOrganiser(tx, marathon, {
      kind: 'books_discrepancy',
      count: discrepancies.length,
      detail: first?.detail ?? '',
      link: `${siteUrl()}/dashboard/races/${encodeURIComponent(marathon.id)}?tab=payments`,
    });
    tx.set(ref, newBooksCheckDoc(now, discrepancies.length, print, true));
    return true;
  });
}

/** Every race that takes money, page by page; answers how many organisers it mailed. */
export async function checkAllBooks(): Promise<number> {
  let mailed = 0;
  let after: DocumentSnapshot | undefined;
  for (;;) {
    let query = marathonsPlain().orderBy('__name__').limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const marathon of page.docs) {
      // The model's money settings read again as settings are themselves (moneyOf is idempotent).
      const race = marathonOf(marathon);
      if (!chargesMoney(race, race.distances)) continue;
      try {
        if (await checkBooks(marathon)) mailed += 1;
      } catch (err) {
        logger.error('books check failed', { marathon: marathon.id, error: String(err) });
      }
    }
    if (page.size < PAGE) return mailed;
    after = page.docs[page.docs.length - 1];
  }
}
