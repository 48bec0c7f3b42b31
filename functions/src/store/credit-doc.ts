// A deferral's credit (docs/transfers.md): `users/{uid}/credits/{creditId}` `{amount, currency,
// organiserUid, fromMarathonId, fromTitle, expiresAt (400 days), usedAt, usedFor}`. A credit is used
// once: the write it pays for also creates `creditUses/{creditId}`, which fails when it exists, so
// two registrations at once cannot both spend it.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Credit } from '@run/contract/domain/api-types';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { toIso } from './marathon-doc.js';

export const creditsOf = (uid: string) =>
  db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.credits);
export const creditUseRef = (creditId: string): DocumentReference =>
  db().collection(COLLECTIONS.creditUses).doc(creditId);

export function toCredit(d: DocumentSnapshot): Credit {
  const str = (field: string) => String(d.get(field) ?? '');
  const usedAt: unknown = d.get('usedAt');
  return {
    creditId: d.id,
    amount: Number(d.get('amount') ?? 0),
    currency: str('currency'),
    organiserUid: str('organiserUid'),
    fromMarathonId: str('fromMarathonId'),
    fromTitle: str('fromTitle'),
    expiresAt: toIso(d.get('expiresAt')),
    usedAt: usedAt instanceof Timestamp ? usedAt.toDate().toISOString() : null,
  };
}

/** The runner's unused credits, read whole (a runner has few), to choose from with `pickCredit`. */
export async function unusedCredits(uid: string): Promise<DocumentSnapshot[]> {
  return (await creditsOf(uid).where('usedAt', '==', null).limit(50).get()).docs;
}

/**
 * The credit of `unused` that pays for a race of `organiserUid` in `currency` at `now`: not
 * expired, the one expiring first.
 */
export function pickCredit(
  unused: readonly DocumentSnapshot[],
  organiserUid: string,
  currency: string,
  now: Timestamp,
): DocumentSnapshot | null {
  const fits = unused
    .filter((d) => d.get('organiserUid') === organiserUid && d.get('currency') === currency)
    .filter((d) => {
      const at: unknown = d.get('expiresAt');
      return at instanceof Timestamp && at.toMillis() > now.toMillis();
    })
    .sort((a, b) => toIso(a.get('expiresAt')).localeCompare(toIso(b.get('expiresAt'))));
  return fits[0] ?? null;
}
