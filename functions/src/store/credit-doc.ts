// A deferral's credit (docs/transfers.md): `users/{uid}/credits/{creditId}` `{amount, currency,
// organiserUid, fromMarathonId, fromTitle, expiresAt (400 days), usedAt, usedFor}`. A credit is used
// once: the write it pays for also creates `creditUses/{creditId}`, which fails when it exists, so
// two registrations at once cannot both spend it. Every field of a credit is read once, here.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Credit } from '@run/contract/domain/api-types';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, textIn, textOrNull, timeOrNull } from './field-values.js';
import { toIso } from './marathon-doc.js';
import { currencyIn } from './payment-doc.js';

/** A credit as the code reads it: stored field names, every default resolved here. */
export interface CreditDoc {
  /** The credit's id (the document's id). */
  id: string;
  amount: number;
  currency: string;
  /** The organiser whose races it pays for; null when unset (it then pays for none). */
  organiserUid: string | null;
  fromMarathonId: string;
  fromTitle: string;
  expiresAt: Timestamp | null;
  usedAt: Timestamp | null;
}

const readCredit = (data: DocumentData, id: string): CreditDoc => ({
  id,
  amount: countIn(data.amount),
  currency: currencyIn(data.currency),
  organiserUid: textOrNull(data.organiserUid),
  fromMarathonId: textIn(data.fromMarathonId),
  fromTitle: textIn(data.fromTitle),
  expiresAt: timeOrNull(data.expiresAt),
  usedAt: timeOrNull(data.usedAt),
});

/**
 * The credits' converter. `creditDocs.of(snapshot)` reads any credit's snapshot, through the
 * converter or not (a read of a model gives it unchanged).
 */
export const creditDocs = converterOf<CreditDoc>(readCredit);

/** The runner's credits, plain: a deferral `set`s a new one there (a write format, not the model). */
export const creditsOf = (uid: string) =>
  db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.credits);

/** A new credit of the runner, plain: a deferral `set`s it with its write format. */
export const newCreditRef = (uid: string) => creditsOf(uid).doc();

/** The runner's credits, read as models. */
export const creditDocsOf = (uid: string) => creditsOf(uid).withConverter(creditDocs);

/** A credit's use: `{uid, marathonId, at}`, created once, in the write the credit pays for. */
export const creditUseRef = (creditId: string): DocumentReference =>
  db().collection(COLLECTIONS.creditUses).doc(creditId);

/**
 * Spends `credit` in the commit of what it pays for (a registration, an order, a waitlist offer
 * taken): its use is created, so a second commit spending it at the same moment fails on that
 * create (ALREADY_EXISTS), and the credit is marked used for race `marathonId`.
 */
export function stageCreditSpent(
  writer: {
    create(ref: DocumentReference, data: DocumentData): unknown;
    update(ref: DocumentReference, data: DocumentData): unknown;
  },
  credit: { id: string; ref: DocumentReference },
  uid: string,
  marathonId: string,
  now: Timestamp,
): void {
  writer.create(creditUseRef(credit.id), { uid, marathonId, at: now });
  writer.update(credit.ref, { usedAt: now, usedFor: marathonId });
}

export function toCredit(c: CreditDoc): Credit {
  return {
    creditId: c.id,
    amount: c.amount,
    currency: c.currency,
    organiserUid: c.organiserUid ?? '',
    fromMarathonId: c.fromMarathonId,
    fromTitle: c.fromTitle,
    expiresAt: toIso(c.expiresAt),
    usedAt: c.usedAt ? c.usedAt.toDate().toISOString() : null,
  };
}

/** The runner's unused credits, read whole (a runner has few), to choose from with `pickCredit`. */
export async function unusedCredits(uid: string): Promise<QueryDocumentSnapshot<CreditDoc>[]> {
  return (await creditDocsOf(uid).where('usedAt', '==', null).limit(50).get()).docs;
}

/**
 * The credit of `unused` that pays for a race of `organiserUid` in `currency` at `now`: not
 * expired, the one expiring first.
 */
export function pickCredit<S extends DocumentSnapshot>(
  unused: readonly S[],
  organiserUid: string,
  currency: string,
  now: Timestamp,
): S | null {
  const fits = unused
    .map((snapshot) => ({ snapshot, credit: creditDocs.of(snapshot) }))
    .filter(({ credit }) => credit.organiserUid === organiserUid && credit.currency === currency)
    .filter(
      ({ credit }) => credit.expiresAt !== null && credit.expiresAt.toMillis() > now.toMillis(),
    )
    .sort((a, b) => toIso(a.credit.expiresAt).localeCompare(toIso(b.credit.expiresAt)));
  return fits[0]?.snapshot ?? null;
}
