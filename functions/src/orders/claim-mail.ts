// The claim mail (docs/orders.md): a runner registered in someone else's order is told their place
// is confirmed, given their race pass and a single-use link to take it into their own account. The
// address is typed by the buyer, so this is the only mail such an address gets from an order, only a
// verified account may send it, and one account sends at most 30 a day, however the order was
// confirmed (on top of every address's own hourly limits).
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { DEFAULT_LANGUAGE } from '@run/contract/domain/languages';
import { racePassUrl } from '@run/contract/domain/race-pass';

import { db } from '../lib/firestore.js';
import { forbidden, tooManyRequests } from '../lib/http-error.js';
import type { Caller } from '../lib/auth.js';
import { notifyClaim, raceForRunner, siteUrl, type Writer } from '../mail/mail.js';
import type { OrderPaidHook } from '../payments/payments.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { CLAIM_DAYS, claimQuotaRef, newClaimToken } from '../store/order-doc.js';
import { registrationOf, type RegistrationDoc } from '../store/registration-doc.js';
import { inviteQuotaDocs } from '../store/staff-doc.js';

export const CLAIM_LIMITS = { perDay: 30, windowMs: 86_400_000 } as const;

const DAY_MS = 86_400_000;

/** 403 unless the buyer's address is verified: only then may their order mail addresses they typed. */
export function refuseUnverifiedBuyer(caller: Caller): void {
  if (!caller.emailVerified) {
    throw forbidden('verify_email_to_order');
  }
}

/** Claim mails counted against a buyer's day: when, and how many (to give back if the order fails). */
export interface CountedMails {
  at: number;
  count: number;
}

/** The claim mails of the buyer's last day, as `claimQuota/{uid}` holds them. */
const sentToday = (snap: DocumentSnapshot, now: number): number[] =>
  inviteQuotaDocs.of(snap).sent.filter((at) => at > now - CLAIM_LIMITS.windowMs);

/** The 429 for a buyer whose day has no room for `count` more claim mails; null when it has. */
function overTheDay(sent: readonly number[], count: number, now: number) {
  if (sent.length + count <= CLAIM_LIMITS.perDay) return null;
  const oldest = Math.min(...sent, now);
  const wait = Math.max(60, Math.ceil((oldest + CLAIM_LIMITS.windowMs - now) / 1000));
  return tooManyRequests(
    'claim_mail_quota',
    { max: CLAIM_LIMITS.perDay, hours: Math.ceil(wait / 3600) },
    wait,
  );
}

/** The quota document after `sent`. */
const dayDoc = (sent: readonly number[], now: number) => ({
  sent: [...sent],
  expireAt: Timestamp.fromMillis(now + CLAIM_LIMITS.windowMs),
});

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
    const sent = sentToday(await tx.get(ref), now);
    const refused = overTheDay(sent, count, now);
    if (refused) throw refused;
    tx.set(ref, dayDoc([...sent, ...Array.from({ length: count }, () => now)], now));
  });
  return { at: now, count };
}

/**
 * 429 when the buyer's day has no room now for the claim mails of a priced order: they go once it is
 * paid, and are counted then (`readClaimDay`), but a buyer already at the limit is told before paying.
 */
export async function refuseClaimMailsOver(caller: Caller, count: number): Promise<void> {
  if (count === 0) return;
  const now = Date.now();
  const refused = overTheDay(sentToday(await claimQuotaRef(caller.uid).get(), now), count, now);
  if (refused) throw refused;
}

/**
 * The buyer's day of claim mails, read in the transaction that confirms a paid order (whoever
 * confirms it: the payment provider, a bank transfer, the organiser by hand). Each mail staged takes
 * one of what is left (`takeOne`); past the limit the mail is recorded suppressed, never sent.
 * `write` stores the count, after every mail is staged.
 */
export interface ClaimDay {
  takeOne(): boolean;
  write(tx: Transaction): void;
}

export async function readClaimDay(tx: Transaction, buyerUid: string): Promise<ClaimDay> {
  const now = Date.now();
  const ref = claimQuotaRef(buyerUid);
  const sent = sentToday(await tx.get(ref), now);
  const before = sent.length;
  return {
    takeOne() {
      if (sent.length >= CLAIM_LIMITS.perDay) return false;
      sent.push(now);
      return true;
    },
    write(writer) {
      if (sent.length > before) writer.set(ref, dayDoc(sent, now));
    },
  };
}

/** A day whose claim mails were counted before the write that stages them (a free order's). */
export const COUNTED_DAY: ClaimDay = { takeOne: () => true, write: () => undefined };

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

/**
 * What the claim mail needs of an entry: its runner, the language of its order (the buyer's,
 * stored on the entry), and the race pass it is confirmed with.
 */
type ClaimedRunner = Pick<
  RegistrationDoc,
  'email' | 'firstName' | 'distanceId' | 'managedBy' | 'language'
> & {
  passId: string;
};

/** The claim page's link for `token`. */
export const claimLink = (marathonId: string, token: string): string =>
  `${siteUrl()}/claim/${encodeURIComponent(marathonId)}?token=${encodeURIComponent(token)}`;

/**
 * For an entry made for someone else, now confirmed: a new claim token (only its hash is stored,
 * valid 30 days) and the claim mail to the address the buyer typed, staged in `writer`, with the
 * runner's race pass, so a runner who never makes an account still checks in with their own QR code.
 * The mail counts against the buyer's `day`; past its limit it is recorded suppressed and no token is
 * made (nobody could use it). Answers the fields the entry's own write must carry (nothing for the
 * buyer's own entry).
 */
export function stageClaimMail(
  writer: Writer,
  marathon: DocumentSnapshot,
  entry: ClaimedRunner,
  buyerName: string,
  now: Timestamp,
  day: ClaimDay,
): Record<string, unknown> {
  if (entry.managedBy === null) return {};
  const race = raceForRunner(marathon, distanceOfRecord(entry, distancesOf(marathonOf(marathon))));
  const runner = {
    email: entry.email,
    firstName: entry.firstName,
    language: entry.language ?? DEFAULT_LANGUAGE,
  };
  const passLink = racePassUrl(siteUrl(), marathon.id, entry.passId);
  if (!day.takeOne()) {
    notifyClaim(
      writer,
      race,
      runner,
      { kind: 'claim', buyer: buyerName, link: '', passLink },
      {
        suppressed: `Suppressed: the buyer had ${CLAIM_LIMITS.perDay} claim mails in the last day.`,
      },
    );
    return {};
  }
  const { token, hash } = newClaimToken();
  notifyClaim(writer, race, runner, {
    kind: 'claim',
    buyer: buyerName,
    link: claimLink(marathon.id, token),
    passLink,
  });
  return {
    claimHash: hash,
    claimExpiresAt: Timestamp.fromMillis(now.toMillis() + CLAIM_DAYS * DAY_MS),
  };
}

/**
 * The order's on-paid hook (payments/on-paid.ts): each entry its payment confirms for another runner
 * gets its claim mail, counted against the buyer's day whoever confirms the order.
 */
export const claimMailsOnPaid: OrderPaidHook = {
  async read(tx, marathon, order, now) {
    const day = await readClaimDay(tx, order.buyerUid);
    return {
      fieldsFor: (entry, passId) =>
        stageClaimMail(
          tx,
          marathon,
          { ...registrationOf(entry), passId },
          order.buyerName,
          now,
          day,
        ),
      finish: () => day.write(tx),
    };
  },
};
