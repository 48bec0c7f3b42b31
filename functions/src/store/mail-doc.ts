// The outbox's documents (mail/outbox.ts): `mail/{id}` in the Trigger Email extension's shape (to,
// marathonId, message {subject, text, html, attachments}, delivery), and the hourly counts of what
// one mailbox received, `mailQuota/{sha256(mailbox)}` {sent: [{at, race}], expireAt} (mail/quota.ts).
// Read here; the mail domain writes them with stored field names.
import type { DocumentReference, Query, Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { mapOrNull, textIn, textOrNull, timeOrNull } from './field-values.js';

/** An attachment as stored (base64 `content` for binary, a `cid` to show it inline). */
export interface MailAttachmentDoc {
  filename: string;
  content: string;
  contentType?: string;
  encoding?: 'base64';
  cid?: string;
}

export interface MailMessageDoc {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachmentDoc[];
  /** Headers beyond the sender's own (a news mail's List-Unsubscribe); empty for most. */
  headers: Record<string, string>;
}

/** Where a mail's delivery stands; null fields where the extension's record has none yet. */
export interface MailDeliveryDoc {
  state: string | null;
  attempts: number | null;
  leaseExpireTime: Timestamp | null;
}

export interface MailDoc {
  id: string;
  /** The address it goes to; null for a document that is no mail. */
  to: string | null;
  /** The race it is about, which the hourly limits count by ('' for none). */
  marathonId: string;
  /** Where a reply goes (the extension's `replyTo`); null: to the sender. */
  replyTo: string | null;
  /** null for a document that is no mail. */
  message: MailMessageDoc | null;
  /** null before its first claim writes one. */
  delivery: MailDeliveryDoc | null;
}

const messageIn = (value: unknown): MailMessageDoc | null =>
  mapOrNull(value, (m) => ({
    subject: textIn(m.subject),
    text: textIn(m.text),
    html: textIn(m.html),
    // As written by the outbox (mail/outbox.ts): its own shape, taken as it is.
    attachments: Array.isArray(m.attachments) ? (m.attachments as MailAttachmentDoc[]) : [],
    headers:
      mapOrNull(m.headers, (h) =>
        Object.fromEntries(
          Object.entries(h).filter((e): e is [string, string] => typeof e[1] === 'string'),
        ),
      ) ?? {},
  }));

/** A delivery record as stored, a mail's or a text's (store/sms-doc.ts). */
export const deliveryIn = (value: unknown): MailDeliveryDoc | null =>
  mapOrNull(value, (d) => ({
    state: textOrNull(d.state),
    attempts: typeof d.attempts === 'number' ? d.attempts : null,
    leaseExpireTime: timeOrNull(d.leaseExpireTime),
  }));

/** The outbox's converter; a missing mail reads as no mail (`to` and `message` null). */
export const mailDocs = converterOf<MailDoc>((data, id) => ({
  id,
  to: textOrNull(data.to),
  marathonId: textIn(data.marathonId),
  replyTo: textOrNull(data.replyTo),
  message: messageIn(data.message),
  delivery: deliveryIn(data.delivery),
}));

/** The outbox, plain: mails are written in the extension's shape (mail/outbox.ts). */
export const mailOf = () => db().collection(COLLECTIONS.mail);

/** A mail under `id` (one a runner gets once, however often its job runs), else under a new id. */
export const mailRef = (id?: string): DocumentReference =>
  id === undefined ? mailOf().doc() : mailOf().doc(id);

/** A message's mails whose delivery is in one of `states` (messages/messages.ts counts them). */
export const mailsOfMessage = (messageId: string, states: readonly string[]): Query =>
  mailOf()
    .where('messageId', '==', messageId)
    .where('delivery.state', 'in', [...states]);

/** One mailbox's recent sends, as stored (mail/quota.ts's `recentSends` keeps the valid ones). */
export interface MailQuotaDoc {
  id: string;
  sent: unknown[];
}

export const mailQuotaDocs = converterOf<MailQuotaDoc>((data, id) => ({
  id,
  sent: Array.isArray(data.sent) ? (data.sent as unknown[]) : [],
}));

/** A mailbox's count, plain, under the hash mail/quota.ts names it by. */
export const mailQuotaRef = (mailboxHash: string): DocumentReference =>
  db().collection(COLLECTIONS.mailQuota).doc(mailboxHash);
