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
    throw forbidden(
      'Verify your email address before inviting staff: open the link in the verification mail, then sign in again.',
    );
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
    throw conflict(
      `This race has ${INVITE_LIMITS.openPerRace} open invitations, the most it may hold: withdraw one, or wait until one is accepted or expires.`,
    );
  }
  const sent = recent(inviteQuotaDocs.of(quota), now.toMillis());
  if (sent.length >= INVITE_LIMITS.mailsPerHour) {
    const oldest = Math.min(...sent);
    const wait = Math.max(1, Math.ceil((oldest + INVITE_LIMITS.windowMs - now.toMillis()) / 1000));
    throw tooManyRequests(
      `You sent ${INVITE_LIMITS.mailsPerHour} invitations in the last hour, the most an account may; try again in ${Math.ceil(wait / 60)} minutes.`,
      wait,
    );
  }
  tx.set(quotaOf(caller.uid), {
    sent: [...sent, now.toMillis()],
    // Kept an hour after the last invitation, then Firestore's TTL removes it.
    expireAt: Timestamp.fromMillis(now.toMillis() + INVITE_LIMITS.windowMs),
  });
}
