// The text outbox (messages/sms-sender.ts): `sms/{id}` in the shape of Firebase's "Send Messages with
// Twilio" extension (`to`, `body`) with the race and message it belongs to and a `delivery` record
// exactly like a mail's (mail/delivery.ts claims and records both). Read and written here.
import type { DocumentReference, Query } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, textOrNull } from './field-values.js';
import { deliveryIn, type MailDeliveryDoc } from './mail-doc.js';

export interface SmsDoc {
  id: string;
  /** The number in E.164; null for a document that is no text. */
  to: string | null;
  /** null for a document that is no text. */
  body: string | null;
  marathonId: string;
  messageId: string | null;
  /** null before its first claim writes one. */
  delivery: MailDeliveryDoc | null;
}

export const smsDocs = converterOf<SmsDoc>((data, id) => ({
  id,
  to: textOrNull(data.to),
  body: textOrNull(data.body),
  marathonId: textIn(data.marathonId),
  messageId: textOrNull(data.messageId),
  delivery: deliveryIn(data.delivery),
}));

/** The outbox, plain: texts are written in the extension's shape. */
export const smsOf = () => db().collection(COLLECTIONS.sms);

/** The text under `id` (a message's text to one number, the same however often it is written). */
export const smsRef = (id: string): DocumentReference => smsOf().doc(id);

/** A new text, in the extension's shape, PENDING until the sender claims it. */
export const newSmsDoc = (to: string, body: string, marathonId: string, messageId: string) => ({
  to,
  body,
  marathonId,
  messageId,
  delivery: { state: 'PENDING', attempts: 0, error: null },
});

/** A message's texts whose delivery is in one of `states` (the list's counts). */
export const smsOfMessage = (messageId: string, states: readonly string[]): Query =>
  smsOf()
    .where('messageId', '==', messageId)
    .where('delivery.state', 'in', [...states]);
