// The console's referrers (docs/coupons.md): the race's runners who brought others who paid, most
// referrals first.
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { ReferrersPage } from '@run/contract/domain/coupons';

import { decodeCursor } from '../lib/cursor.js';
import { pageOf } from '../store/id-page.js';
import { registrationOf, registrationsOf } from '../store/registration-doc.js';

type ReferrerCursor = [referrals: number, id: string];
const isReferrerCursor = (v: unknown): v is ReferrerCursor =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'string';

export async function listReferrers(
  race: DocumentSnapshot,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<ReferrersPage> {
  const query = registrationsOf(race.ref)
    .where('referrals', '>', 0)
    .orderBy('referrals', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  const after = cursor ? decodeCursor(cursor, isReferrerCursor) : undefined;
  const page = await pageOf(
    query,
    { limit, after },
    (doc) => {
      const r = registrationOf(doc.data());
      return {
        userId: r.userId || r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        referralCode: r.referralCode ?? '',
        referrals: r.referrals,
        rewarded: r.referralRewarded,
      };
    },
    (last, item) => [item.referrals, last.id] satisfies ReferrerCursor,
  );
  return { referrers: page.items, nextCursor: page.nextCursor };
}
