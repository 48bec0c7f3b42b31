// The test provider's payout (docs/payouts.md): on the local stack, every hour and at once from the
// console's "Run a test payout", what is left to pay out of each currency is paid out in one payout,
// with its statement made in the same transaction that marks each entry's part paid out, so the
// same money is never paid out twice and the statement always adds up to the payout.
import { randomBytes } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';
import type { Payout } from '@run/contract/domain/payout-types';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { paymentDocs, paymentsEverywhere } from '../store/payment-doc.js';
import { payoutRef, toPayout } from '../store/payout-doc.js';
import { entrySums, isZero, unpaidOf } from './balance.js';
import { RaceSums } from './statement-rows.js';

const OTHER = 'Other movements';

/** Pays out `uid`'s available money, one payout per currency with more than nothing available. */
export async function runTestPayout(uid: string): Promise<Payout[]> {
  return db().runTransaction(async (tx) => {
    const entries = (
      await tx.get(paymentsEverywhere().where('payee', '==', uid).where('provider', '==', 'test'))
    ).docs;
    const byCurrency = new Map<string, { sums: RaceSums; entries: typeof entries }>();
    for (const entry of entries) {
      const unpaid = unpaidOf(entry);
      if (isZero(unpaid)) continue;
      const { currency } = paymentDocs.of(entry);
      const group = byCurrency.get(currency) ?? { sums: new RaceSums(), entries: [] };
      group.sums.add(entry.ref.parent.parent, unpaid);
      group.entries.push(entry);
      byCurrency.set(currency, group);
    }
    const made: { currency: string; group: { sums: RaceSums; entries: typeof entries } }[] = [];
    for (const [currency, group] of byCurrency) {
      if (group.sums.total.net > 0) made.push({ currency, group });
    }
    // Every read before the first write (titles are reads).
    const rows = await Promise.all(made.map(({ group }) => group.sums.rows(tx, OTHER)));
    const now = Timestamp.now();
    return made.map(({ currency, group }, i) => {
      const payoutId = `po_test_${randomBytes(8).toString('hex')}`;
      const doc = {
        amount: group.sums.total.net,
        currency,
        arrivalDate: now,
        state: 'paid' as const,
        races: rows[i] ?? [],
        createdAt: now,
      };
      tx.set(payoutRef(uid, payoutId), { payoutId, ...doc });
      for (const entry of group.entries) {
        tx.update(entry.ref, { paidOut: entrySums(paymentDocs.of(entry)) });
      }
      logger.info('test payout', { uid, payoutId, amount: doc.amount, currency });
      return toPayout({ payoutId, ...doc });
    });
  });
}
