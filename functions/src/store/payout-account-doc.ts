// An organiser's payout account (docs/payouts.md): `payoutAccounts/{uid}`, made once, holding the
// provider's account id and its state as the provider's events last reported it, and the PayPal
// merchant id PayPal pays them through. Every field is read once, here.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import type { PayoutAccountState } from '@run/contract/domain/payouts';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';

export interface PayoutAccountDoc {
  uid: string;
  /** `stripe` or `test`: who holds the account. */
  provider: string;
  accountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: string[];
  paypalMerchantId: string | null;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

const flag = (value: unknown): boolean => value === true;

export const payoutAccountDocs = converterOf<PayoutAccountDoc>((data, id) => ({
  uid: id,
  provider: textIn(data.provider),
  accountId: textIn(data.accountId),
  detailsSubmitted: flag(data.detailsSubmitted),
  chargesEnabled: flag(data.chargesEnabled),
  payoutsEnabled: flag(data.payoutsEnabled),
  requirements: Array.isArray(data.requirements)
    ? data.requirements.filter((r): r is string => typeof r === 'string')
    : [],
  paypalMerchantId: textOrNull(data.paypalMerchantId),
  createdAt: timeOrNull(data.createdAt),
  updatedAt: timeOrNull(data.updatedAt),
}));

/** The accounts, plain (the test provider's hourly payout lists the ready ones by id). */
export const payoutAccountsRef = () => db().collection(COLLECTIONS.payoutAccounts);

export const payoutAccountRef = (uid: string): DocumentReference<PayoutAccountDoc> =>
  db().collection(COLLECTIONS.payoutAccounts).withConverter(payoutAccountDocs).doc(uid);

/** The same account, plain: where it is created (a write format, not the model). */
export const newPayoutAccountRef = (uid: string): DocumentReference =>
  db().collection(COLLECTIONS.payoutAccounts).doc(uid);

/** The organiser's account as stored, or null before they start connecting one. */
export async function readPayoutAccount(uid: string): Promise<PayoutAccountDoc | null> {
  const snap = await payoutAccountRef(uid).get();
  return snap.exists ? payoutAccountDocs.of(snap) : null;
}

/** The account a provider's event names, by the provider's account id. */
export async function payoutAccountById(accountId: string) {
  const found = await db()
    .collection(COLLECTIONS.payoutAccounts)
    .withConverter(payoutAccountDocs)
    .where('accountId', '==', accountId)
    .limit(1)
    .get();
  return found.docs[0] ?? null;
}

/** Where an account stands: ready once it may take charges and be paid out. */
export function accountState(a: PayoutAccountDoc | null): PayoutAccountState {
  if (a === null || a.accountId === '') return 'none';
  if (a.detailsSubmitted && a.chargesEnabled && a.payoutsEnabled) return 'ready';
  return a.detailsSubmitted ? 'restricted' : 'onboarding';
}
