// A message's texts (docs/messages.md, "Text messages"): the outbox's `sms/{id}` documents, one per
// number and message, and their sending through the SMS provider (Twilio's SDK; the local catcher
// under the emulators), claimed, retried and recorded exactly as mails are (mail/delivery.ts).
import { createHash } from 'node:crypto';

import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';

import { env } from '../lib/env.js';
import { dueDocuments } from '../lib/firestore.js';
import { attempt, claim, retryBaseMs, type Outbox, type Writer } from '../mail/mail.js';
import { secretValue, twilioSms, type SmsProvider } from '../providers/providers.js';
import { COLLECTIONS } from '../store/collections.js';
import { newSmsDoc, smsDocs, smsRef, type SmsDoc } from '../store/sms-doc.js';

/** Twilio's account; empty: no provider (texts are refused outside the emulators). */
export const TWILIO_ACCOUNT_SID = defineString('TWILIO_ACCOUNT_SID', { default: '' });
/** The number (or sender id) texts come from. */
export const TWILIO_FROM = defineString('TWILIO_FROM', { default: '' });
export const TWILIO_AUTH_TOKEN = defineSecret('TWILIO_AUTH_TOKEN');
/** Under the emulators only: the local SMS catcher, standing in for Twilio's REST API. */
const TWILIO_API_URL = defineString('TWILIO_API_URL', { default: '' });
/**
 * The token the SDK sends to the local catcher, which takes any. The Functions emulator reads secrets
 * only from `functions/.secret.local` (the stack's per-offset env folder is not read for them), and the
 * SDK refuses an empty one.
 */
const CATCHER_TOKEN = 'sms-catcher-needs-none';

/** Texts one sweep takes; the next sweep takes the rest. */
const SWEEP_LIMIT = 50;

/** Whether texts can be sent: a Twilio account is set, or the local catcher stands in. */
export const smsAvailable = (): boolean => TWILIO_ACCOUNT_SID.value() !== '' || env.underEmulator;

let provider: { key: string; sms: SmsProvider } | undefined;

function smsProvider(): SmsProvider {
  const accountSid = TWILIO_ACCOUNT_SID.value();
  const apiUrl = env.underEmulator ? TWILIO_API_URL.value() : '';
  const authToken = secretValue(TWILIO_AUTH_TOKEN) || (apiUrl !== '' ? CATCHER_TOKEN : '');
  const key = [accountSid, authToken, apiUrl].join(' ');
  if (provider?.key !== key) provider = { key, sms: twilioSms({ accountSid, authToken, apiUrl }) };
  return provider.sms;
}

/** The id of message `messageId`'s text to `phone`: the same however often the page runs. */
export const smsIdOf = (messageId: string, phone: string) =>
  `message-${messageId}-sms-${createHash('sha256').update(phone).digest('hex').slice(0, 32)}`;

export const smsRefOf = (messageId: string, phone: string) => smsRef(smsIdOf(messageId, phone));

/** Stages a message's text to `to` (E.164) under `ref` in `writer`. */
export function queueSms(
  writer: Writer,
  ref: DocumentReference,
  to: string,
  body: string,
  marathonId: string,
  messageId: string,
): void {
  writer.create(ref, newSmsDoc(to, body, marathonId, messageId));
}

const SMS_OUTBOX: Outbox<SmsDoc, { to: string; body: string }> = {
  docs: smsDocs,
  take: async ({ to, body }) =>
    to === null || body === null
      ? { state: 'ERROR', error: 'Not a text: to or body missing.' }
      : { what: { to, body } },
};

/** One attempt at one text; true when it was sent by this call. */
export async function deliverSms(ref: DocumentReference): Promise<boolean> {
  const text = await claim(ref, SMS_OUTBOX);
  if (text === null) return false;
  const from = TWILIO_FROM.value();
  const send = async () => (await smsProvider().sendSms({ ...text, from })).sid;
  return attempt(ref, text.attempts, send, retryBaseMs());
}

/** The schedule's sweep: texts whose backoff is over, and those whose sender's lease ran out. */
export async function sweepDueSms(now = Timestamp.now()): Promise<number> {
  let sent = 0;
  const due = await dueDocuments(COLLECTIONS.sms, 'delivery.nextAttemptTime', now, SWEEP_LIMIT);
  for (const ref of due) if (await deliverSms(ref)) sent += 1;
  return sent;
}
