// A payout to an organiser (docs/payouts.md): `payoutAccounts/{uid}/payouts/{payoutId}`, as the
// provider's `payout.*` events last reported it (the test provider writes its own), and, once made,
// its statement: the races' rows, kept so the statement never changes once read.
import {
  FieldPath,
  type DocumentReference,
  type Query,
  type Timestamp,
} from 'firebase-admin/firestore';
import type { Payout, StatementRace } from '@run/contract/domain/payout-types';
import { PAYOUT_STATES } from '@run/contract/domain/payouts';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, oneOf, textIn, timeOrNull } from './field-values.js';
import { toIso } from './marathon-doc.js';

export interface PayoutDoc {
  payoutId: string;
  amount: number;
  currency: string;
  arrivalDate: Timestamp | null;
  state: Payout['state'];
  /** The statement's rows once made; null until the statement is first read (Stripe). */
  races: StatementRace[] | null;
  createdAt: Timestamp | null;
}

export const payoutDocs = converterOf<PayoutDoc>((data, id) => ({
  payoutId: id,
  amount: countIn(data.amount),
  currency: textIn(data.currency),
  arrivalDate: timeOrNull(data.arrivalDate),
  state: oneOf(PAYOUT_STATES, data.state, 'pending'),
  races: Array.isArray(data.races) ? (data.races as StatementRace[]) : null,
  createdAt: timeOrNull(data.createdAt),
}));

const payoutsOf = (uid: string) =>
  db()
    .collection(COLLECTIONS.payoutAccounts)
    .doc(uid)
    .collection(COLLECTIONS.payouts)
    .withConverter(payoutDocs);

export const payoutRef = (uid: string, payoutId: string): DocumentReference<PayoutDoc> =>
  payoutsOf(uid).doc(payoutId);

/** The organiser's payouts, newest first. */
export const payoutsNewestFirst = (uid: string): Query<PayoutDoc> =>
  payoutsOf(uid).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

export function toPayout(p: PayoutDoc): Payout {
  return {
    payoutId: p.payoutId,
    amount: p.amount,
    currency: p.currency,
    arrivalDate: toIso(p.arrivalDate ?? p.createdAt),
    state: p.state,
  };
}
