// The outbox: one `mail/{id}` document per mail, in the shape of Firebase's "Trigger Email from
// Firestore" extension (to, message {subject, text, html, attachments}, delivery), written in the same
// batch or transaction as the change it tells of. A change that fails writes no mail; a mail written
// is never lost (the sender retries until the server takes it). Production may run the extension on
// this collection instead of RUN's sender (functions/README.md).
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import type { Language } from '@run/contract/domain/languages';

import { BoundedMap } from '../lib/bounded-map.js';
import { COLLECTIONS } from '../store/collections.js';
import { mailRef } from '../store/mail-doc.js';
import { raceCalendar, calendarFileName } from './calendar.js';
import type { RenderedMail } from './layout.js';
import type { Race } from './templates.js';

export const MAIL = COLLECTIONS.mail;
/**
 * The field of a registration or waitlist entry holding its runner's account address (from the ID
 * token), where every mail to them goes; the form's `email` is only the organiser's contact.
 */
export const ACCOUNT_EMAIL = 'accountEmail';

export interface Attachment {
  filename: string;
  content: string;
  contentType: string;
  /** `base64` for binary content (an image); text otherwise. */
  encoding?: 'base64';
  /** Shown inline where the HTML says `cid:<cid>` (nodemailer's inline images). */
  cid?: string;
}

/** A batch or a transaction: both create documents the same way. */
export interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
}

/** `marathonId`: the race the mail is about, which the sender's hourly limits count by (quota.ts). */
export function mailDoc(
  to: string,
  marathonId: string,
  mail: RenderedMail,
  attachments: Attachment[] = [],
) {
  return {
    to,
    marathonId,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    message: {
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
      ...(mail.headers === undefined ? {} : { headers: mail.headers }),
    },
    delivery: { state: 'PENDING', attempts: 0, error: null },
  };
}

/** A mail recorded as never to be sent (delivery.ts leaves it alone), with why. */
export const suppressedMailDoc = (
  to: string,
  marathonId: string,
  mail: RenderedMail,
  reason: string,
) => {
  const doc = mailDoc(to, marathonId, mail);
  return { ...doc, delivery: { ...doc.delivery, state: 'SUPPRESSED', error: reason } };
};

/**
 * Stages the mail in `writer`; `ref` defaults to a new id (a request's change happens once). A
 * message's mail (messages/fan-out.ts) names its `messageId`, which its delivery counts are read by.
 */
export function queueMail(
  writer: Writer,
  to: string,
  marathonId: string,
  mail: RenderedMail,
  attachments: Attachment[] = [],
  ref: DocumentReference = mailRef(),
  messageId?: string,
): void {
  const doc = mailDoc(to, marathonId, mail, attachments);
  writer.create(ref, messageId === undefined ? doc : { ...doc, messageId });
}

/**
 * The same race gives every registrant of a language the same file: built once per race, site and
 * language (the library validates its input, about a millisecond, which a burst of registrations
 * would pay each time).
 */
const calendars = new BoundedMap<string, Attachment>(100);

export function calendarAttachment(race: Race, site: string, language: Language): Attachment {
  const key = JSON.stringify([race, site, language]);
  let attachment = calendars.get(key);
  if (attachment === undefined) {
    attachment = {
      filename: calendarFileName(race),
      content: raceCalendar(race, site, language),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    };
    calendars.set(key, attachment);
  }
  return attachment;
}
