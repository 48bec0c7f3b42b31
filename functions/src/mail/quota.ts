// Hourly limits on what one address receives (docs/mail.md): at most 5 mails an hour about one
// race and 20 in all. The sender decides in the same transaction as its claim (delivery.ts), so the
// count holds across function instances; what is over the limit is recorded SUPPRESSED, never sent.
// The count lives in `mailQuota/{sha256(mailbox)}` (mailboxOf): one document per mailbox, written only by mails
// to that address, so no document is written by every mail. It keeps the address hashed (nobody
// reading it learns whom RUN mails) and expires through a TTL policy on `expireAt`.
import { createHash } from 'node:crypto';

import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';

import { mailQuotaRef } from '../store/mail-doc.js';

/** What one address may get in a sliding hour (docs/mail.md). */
const QUOTA = {
  perRace: 5,
  perAddress: 20,
  windowMs: 3_600_000,
} as const;

/** One mail sent: when (ms since the epoch) and about which race. */
export interface Sent {
  at: number;
  race: string;
}

/** Providers that ignore dots in the local part (`a.b@gmail.com` is `ab@gmail.com`). */
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as far as the limits count: lower case, without a `+tag` (most
 * providers deliver `x+1@` to `x@`), and for Gmail without dots, so one mailbox is one quota
 * however it is spelled.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS[domain];
  if (dotless !== undefined) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

export const quotaRef = (address: string): DocumentReference =>
  mailQuotaRef(createHash('sha256').update(mailboxOf(address)).digest('hex'));

/** The sends still inside the last hour. */
export function recentSends(stored: unknown, now: number): Sent[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (s): s is Sent =>
      typeof s === 'object' &&
      s !== null &&
      typeof (s as Sent).at === 'number' &&
      typeof (s as Sent).race === 'string' &&
      (s as Sent).at > now - QUOTA.windowMs,
  );
}

/** Why one more mail about `race` may not go now, or null when it may (a sliding hour). */
export function overQuota(recent: Sent[], race: string): string | null {
  if (recent.length >= QUOTA.perAddress) {
    return `Suppressed: this address had ${QUOTA.perAddress} mails in the last hour.`;
  }
  if (recent.filter((s) => s.race === race).length >= QUOTA.perRace) {
    return `Suppressed: this address had ${QUOTA.perRace} mails about this race in the last hour.`;
  }
  return null;
}

/** The quota document after one more send. */
export function withSend(recent: Sent[], race: string, now: number) {
  return {
    sent: [...recent, { at: now, race }],
    // Kept an hour after the last send, then Firestore's TTL removes it.
    expireAt: Timestamp.fromMillis(now + QUOTA.windowMs),
  };
}
