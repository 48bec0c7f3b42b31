// A mail's (or a text's: the same record, messages/sms-sender.ts) delivery, as the Trigger Email
// extension records it: claimed in a transaction (state PROCESSING with a lease) so that two
// invocations (a retried event, the sweep) never both send it, then SUCCESS with the server's messageId, or RETRY with the error and the time of the next attempt
// (exponential backoff), or ERROR after the last attempt. A first claim also counts the mail against
// its address's hourly limits (quota.ts); one over them ends SUPPRESSED, never sent.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type FirestoreDataConverter,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';

import { db } from '../lib/firestore.js';
import { mailDocs, mailQuotaDocs, type MailDeliveryDoc, type MailDoc } from '../store/mail-doc.js';
import type { Attachment } from './outbox.js';
import { overQuota, quotaRef, recentSends, withSend } from './quota.js';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR' | 'SUPPRESSED';

/** How long a claimed mail is held by its sender before another may take it over. */
export const LEASE_MS = 60_000;
/** About a day of attempts with the backoff capped at an hour. */
export const MAX_ATTEMPTS = 30;
const MAX_BACKOFF_MS = 3_600_000;

export interface ClaimedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<Partial<Attachment> & { filename: string; content: string }>;
  headers: Record<string, string>;
  replyTo: string | null;
  attempts: number;
}

/** Delay before attempt `attempts + 1`: base, 2×base, 4×base, ... at most an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Whether a mail in this state may be taken now (pure: the claim's rule, unit-tested). */
export function claimable(
  delivery: { state?: unknown; leaseExpireTime?: unknown } | undefined,
  now: Timestamp,
): boolean {
  const state = (delivery?.state ?? 'PENDING') as DeliveryState;
  if (state === 'PENDING' || state === 'RETRY') return true;
  if (state !== 'PROCESSING') return false;
  // A sender that died mid-send: its lease runs out, then the mail is taken over.
  const lease = delivery?.leaseExpireTime;
  return !(lease instanceof Timestamp) || lease.toMillis() <= now.toMillis();
}

function messageOf(mail: MailDoc): Omit<ClaimedMail, 'attempts'> | null {
  const { to, message } = mail;
  if (to === null || message === null) return null;
  return { to, replyTo: mail.replyTo, ...message };
}

/** What a claim does with an outbox's document: send `what`, or end it with `state` and `error`. */
export type Take<P> = { what: P } | { state: 'ERROR' | 'SUPPRESSED'; error: string };

/**
 * An outbox whose documents carry a `delivery` record (mail, texts): its converter, and what one
 * claim takes from a document (`first`: its first attempt, which a mail counts against its limits).
 */
export interface Outbox<D extends { delivery: MailDeliveryDoc | null }, P> {
  docs: FirestoreDataConverter<D>;
  take(doc: D, tx: Transaction, first: boolean, now: Timestamp): Promise<Take<P>>;
}

/** The mail outbox: a document with no address or message is no mail; one over its limits waits no more. */
export const MAIL_OUTBOX: Outbox<MailDoc, Omit<ClaimedMail, 'attempts'>> = {
  docs: mailDocs,
  async take(data, tx, first, now) {
    const message = messageOf(data);
    if (message === null) return { state: 'ERROR', error: 'Not a mail: to or message missing.' };
    // Counted once, on the first attempt: a retry was counted when it was first claimed.
    if (first) {
      const quota = quotaRef(message.to);
      const stored = mailQuotaDocs.of(await tx.get(quota));
      const recent = recentSends(stored.sent, now.toMillis());
      const race = data.marathonId;
      const suppressed = overQuota(recent, race);
      if (suppressed !== null) return { state: 'SUPPRESSED', error: suppressed };
      tx.set(quota, withSend(recent, race, now.toMillis()));
    }
    return { what: message };
  },
};

/** Takes the document for one attempt, or null when it is sent, being sent, or not one to send. */
export async function claim<D extends { delivery: MailDeliveryDoc | null }, P>(
  ref: DocumentReference,
  outbox: Outbox<D, P>,
): Promise<(P & { attempts: number }) | null> {
  return db().runTransaction(async (tx) => {
    const data = (await tx.get(ref.withConverter(outbox.docs))).data();
    const now = Timestamp.now();
    if (data === undefined) return null;
    const delivery = data.delivery ?? undefined;
    if (!claimable(delivery, now)) return null;
    const attempts = (delivery?.attempts ?? 0) + 1;
    const taken = await outbox.take(data, tx, attempts === 1, now);
    if (!('what' in taken)) {
      tx.update(ref, {
        'delivery.state': taken.state,
        'delivery.error': taken.error,
        ...(taken.state === 'SUPPRESSED' ? { 'delivery.endTime': now } : {}),
      });
      return null;
    }
    const lease = Timestamp.fromMillis(now.toMillis() + LEASE_MS);
    tx.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.startTime': now,
      'delivery.leaseExpireTime': lease,
      // The sweep retakes a document whose sender died once its lease runs out.
      'delivery.nextAttemptTime': lease,
    });
    return { ...taken.what, attempts };
  });
}

/**
 * One attempt at a claimed document: `send` hands it to its server and answers the server's id; the
 * outcome is recorded (SUCCESS, or RETRY with backoff), never thrown. True when it was sent.
 */
export async function attempt(
  ref: DocumentReference,
  attempts: number,
  send: () => Promise<string>,
  retryBaseMs: number,
): Promise<boolean> {
  try {
    await recordSuccess(ref, await send());
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    logger.warn('not sent', { path: ref.path, attempts, error: message });
    await recordFailure(ref, attempts, message, retryBaseMs);
    return false;
  }
}

export async function recordSuccess(ref: DocumentReference, messageId: string): Promise<void> {
  await ref.update({
    'delivery.state': 'SUCCESS',
    'delivery.messageId': messageId,
    'delivery.error': null,
    'delivery.endTime': Timestamp.now(),
    'delivery.leaseExpireTime': null,
    'delivery.nextAttemptTime': FieldValue.delete(),
  });
}

export async function recordFailure(
  ref: DocumentReference,
  attempts: number,
  error: string,
  baseMs: number,
): Promise<void> {
  const now = Date.now();
  const last = attempts >= MAX_ATTEMPTS;
  await ref.update({
    'delivery.state': last ? 'ERROR' : 'RETRY',
    'delivery.error': error,
    'delivery.endTime': Timestamp.fromMillis(now),
    'delivery.leaseExpireTime': null,
    'delivery.nextAttemptTime': last
      ? FieldValue.delete()
      : Timestamp.fromMillis(now + backoffMs(attempts, baseMs)),
  });
}
