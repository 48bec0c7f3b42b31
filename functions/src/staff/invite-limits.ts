// What keeps invitations from being a mail relay (docs/race-day.md): only an account whose email is
// verified invites, a race holds at most 20 open invitations, and one account sends at most 20
// invitation mails in a sliding hour. Read and written in the invitation's own transaction, so two
// invitations at once cannot both slip under a limit.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';

import type { Caller } from '../lib/auth.js';
import { conflict, forbidden, tooManyRequests } from '../lib/http-error.js';
import {
  inviteQuotaDocs,
  inviteQuotaRef,
  staffOf,
  type InviteQuotaDoc,
} from '../store/staff-doc.js';

export const INVITE_LIMITS = { openPerRace: 20, mailsPerHour: 20, windowMs: 3_600_000 } as const;

/** `inviteQuota/{uid}`: when the account's invitations of the last hour were sent (TTL `expireAt`). */
const quotaOf = inviteQuotaRef;

/** 403 unless the identity service has verified the inviter's address. */
export function refuseUnverified(caller: Caller): void {
  if (!caller.emailVerified) {
    throw forbidden('verify_email_to_invite');
  }
}

/** The send times still inside the last hour. */
const recent = (quota: InviteQuotaDoc, now: number): number[] =>
  quota.sent.filter((at) => at > now - INVITE_LIMITS.windowMs);

/**
 * Refuses one more invitation of `race` by `caller` when a limit is reached (409 for the race's open
 * invitations, 429 with Retry-After for the account's hour); otherwise stages the account's count.
 */
export async function takeInvitation(
  tx: Transaction,
  race: DocumentReference,
  caller: Caller,
  now: Timestamp,
): Promise<void> {
  const open = staffOf(race)
    .where('uid', '==', null)
    .where('expiresAt', '>', now)
    .limit(INVITE_LIMITS.openPerRace);
  const [openSnap, quota] = await Promise.all([tx.get(open), tx.get(quotaOf(caller.uid))]);
  if (openSnap.size >= INVITE_LIMITS.openPerRace) {
    throw conflict('open_invitations_limit', { max: INVITE_LIMITS.openPerRace });
  }
  const sent = recent(inviteQuotaDocs.of(quota), now.toMillis());
  if (sent.length >= INVITE_LIMITS.mailsPerHour) {
    const oldest = Math.min(...sent);
    const wait = Math.max(1, Math.ceil((oldest + INVITE_LIMITS.windowMs - now.toMillis()) / 1000));
    throw tooManyRequests(
      'invitation_mail_quota',
      { max: INVITE_LIMITS.mailsPerHour, minutes: Math.ceil(wait / 60) },
      wait,
    );
  }
  tx.set(quotaOf(caller.uid), {
    sent: [...sent, now.toMillis()],
    // Kept an hour after the last invitation, then Firestore's TTL removes it.
    expireAt: Timestamp.fromMillis(now.toMillis() + INVITE_LIMITS.windowMs),
  });
}
