// What the messages tests do and read (docs/messages.md): a service message to the confirmed
// runners, its calls through the API, the outbox's mails of a message, and the wait for its fan-out.
import * as messages from '@run/contract/endpoints/messages';
import type { MessageInput } from '@run/contract/domain/messages';

import { api, eventually } from './helpers.js';
import { adminDb } from './stored.js';
import type { TestUser } from './users.js';

/** A service message to the confirmed runners, with merge fields. */
export const SERVICE: MessageInput = {
  subject: 'Start moved for {raceName}',
  body: 'Hello {firstName},\n\nThe start is now {startTime}. Your bib: {bib}.',
  channel: 'email',
  kind: 'service',
  audience: { statuses: ['confirmed'] },
};

export const send = (id: string, who: TestUser, body: MessageInput) =>
  api.call(messages.createMessage, { params: { id }, token: who.token, body });
export const preview = (id: string, who: TestUser, body: MessageInput) =>
  api.call(messages.previewMessage, { params: { id }, token: who.token, body });
export const listOf = (id: string, who: TestUser) =>
  api.call(messages.listMessages, { params: { id }, token: who.token });

/** The outbox's mails of message `messageId`. */
export const mailsOf = async (messageId: string) =>
  (await adminDb().collection('mail').where('messageId', '==', messageId).get()).docs.map((d) => ({
    to: String(d.get('to')),
    text: String(d.get('message.text')),
    html: String(d.get('message.html')),
    subject: String(d.get('message.subject')),
  }));

export const messageDoc = (id: string, messageId: string) =>
  adminDb().doc(`marathons/${id}/messages/${messageId}`);

/** Waits until message `messageId` of race `id` has been fanned out to its end. */
export const sent = (id: string, messageId: string) =>
  eventually(`message ${messageId} to be sent`, async () =>
    (await messageDoc(id, messageId).get()).get('state') === 'sent' ? true : undefined,
  );
