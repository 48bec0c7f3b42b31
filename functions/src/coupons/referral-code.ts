// A runner's referral code (docs/coupons.md): 8 characters of Crockford's base32 drawn from the race
// and the runner, so it is the same every time it is shown and needs no document of its own; the
// registration stores it, and a referred runner's code is looked up among the race's registrations.
import { createHash } from 'node:crypto';

import type { DocumentReference } from 'firebase-admin/firestore';

import { registrationsOf } from '../store/registration-doc.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function referralCodeOf(marathonId: string, uid: string): string {
  const hash = createHash('sha256').update(`${marathonId}/${uid}`).digest();
  return Array.from({ length: 8 }, (_, i) => ALPHABET[(hash[i] ?? 0) % 32]).join('');
}

/**
 * The uid of the race's runner whose code `code` is, if it is not the caller's own: a runner never
 * refers themself, and a code naming nobody is ignored.
 */
export async function referrerOf(
  marathon: DocumentReference,
  code: string | undefined,
  callerUid: string,
): Promise<string | null> {
  if (code === undefined) return null;
  const found = await registrationsOf(marathon).where('referralCode', '==', code).limit(1).get();
  const uid = found.docs[0]?.id;
  return uid === undefined || uid === callerUid ? null : uid;
}
