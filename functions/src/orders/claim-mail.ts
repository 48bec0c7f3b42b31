// The claim mail (docs/orders.md): a runner registered in someone else's order is told their place
// is confirmed and given a single-use link to take it into their own account. The address is typed by
// the buyer, so this is the only mail such an address gets from an order, only a verified account may
// send it, and one account sends at most 30 a day (on top of every address's own hourly limits).
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { forbidden, tooManyRequests } from '../lib/http-error.js';
import type { Caller } from '../lib/auth.js';
import type { Writer } from '../mail/outbox.js';
import { notifyClaim, raceForRunner } from '../mail/notify.js';
import { siteUrl } from '../mail/params.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { CLAIM_DAYS, claimQuotaRef, newClaimToken } from '../store/order-doc.js';
import type { RegistrationDoc } from '../store/registration-doc.js';
import { inviteQuotaDocs } from '../store/staff-doc.js';

export const CLAIM_LIMITS = { perDay: 30, windowMs: 86_400_000 } as const;

const DAY_MS = 86_400_000;

/** 403 unless the buyer's address is verified: only then may their order mail addresses they typed. */
export function refuseUnverifiedBuyer(caller: Caller): void {
  if (!caller.emailVerified) {
    throw forbidden(
      'Verify your email address before registering other runners: open the link in the verification mail, then sign in again.',
    );
  }
}

/** Claim mails counted against a buyer's day: when, and how many (to give back if the order fails). */
export interface CountedMails {
  at: number;
  count: number;
}

/**
 * Counts `count` claim mails against the buyer's day, or refuses with a 429 when they would pass the
 * limit; in its own transaction, before any place is taken. An order refused afterwards gives them
 * back (`giveBackClaimMails`): a parent whose order met a full distance has not mailed anyone.
 */
export async function takeClaimMails(caller: Caller, count: number): Promise<CountedMails | null> {
  if (count === 0) return null;
  const now = Date.now();
  await db().runTransaction(async (tx: Transaction) => {
    const ref = claimQuotaRef(caller.uid);
    const sent = inviteQuotaDocs
      .of(await tx.get(ref))
      .sent.filter((at) => at > now - CLAIM_LIMITS.windowMs);
    if (sent.length + count > CLAIM_LIMITS.perDay) {
      const oldest = Math.min(...sent, now);
      const wait = Math.max(60, Math.ceil((oldest + CLAIM_LIMITS.windowMs - now) / 1000));
      throw tooManyRequests(
        `An account may register other runners at ${CLAIM_LIMITS.perDay} addresses a day; try again in ${Math.ceil(wait / 3600)} hours.`,
        wait,
      );
    }
    tx.set(ref, {
      sent: [...sent, ...Array.from({ length: count }, () => now)],
      expireAt: Timestamp.fromMillis(now + CLAIM_LIMITS.windowMs),
    });
  });
  return { at: now, count };
}

/** The mails `counted` back to the buyer's day: their order took no place and mailed no one. */
export async function giveBackClaimMails(caller: Caller, counted: CountedMails | null) {
  if (counted === null) return;
  await db().runTransaction(async (tx: Transaction) => {
    const ref = claimQuotaRef(caller.uid);
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    let left = counted.count;
    const sent = inviteQuotaDocs.of(snap).sent.filter((at) => {
      if (left > 0 && at === counted.at) {
        left -= 1;
        return false;
      }
      return true;
    });
    tx.update(ref, { sent });
  });
}

/** What the claim mail needs of an entry. */
type ClaimedRunner = Pick<RegistrationDoc, 'email' | 'firstName' | 'distanceId' | 'managedBy'>;

/** The claim page's link for `token`. */
export const claimLink = (marathonId: string, token: string): string =>
  `${siteUrl()}/claim/${encodeURIComponent(marathonId)}?token=${encodeURIComponent(token)}`;

/**
 * For an entry made for someone else, now confirmed: a new claim token (only its hash is stored,
 * valid 30 days) and the claim mail to the address the buyer typed, staged in `writer`. Answers the
 * fields the entry's own write must carry (nothing for the buyer's own entry).
 */
export function stageClaimMail(
  writer: Writer,
  marathon: DocumentSnapshot,
  entry: ClaimedRunner,
  buyerName: string,
  now: Timestamp,
): Record<string, unknown> {
  if (entry.managedBy === null) return {};
  const { token, hash } = newClaimToken();
  notifyClaim(
    writer,
    raceForRunner(marathon, distanceOfRecord(entry, distancesOf(marathonOf(marathon)))),
    { email: entry.email, firstName: entry.firstName },
    { kind: 'claim', buyer: buyerName, link: claimLink(marathon.id, token) },
  );
  return {
    claimHash: hash,
    claimExpiresAt: Timestamp.fromMillis(now.toMillis() + CLAIM_DAYS * DAY_MS),
  };
}
