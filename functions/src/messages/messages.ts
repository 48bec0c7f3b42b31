// The messages domain's public file (docs/messages.md): an organiser's message to the race's people,
// previewed, sent now or scheduled (at most MESSAGE_LIMITS.perDay a race a day), listed with its
// delivery counts, cancelled while scheduled; its fan-out runs a page per write (fan-out.ts).
import {
  MESSAGE_LIMITS,
  smsSegments,
  type Consent,
  type MessageInput,
  type MessagePreview,
} from '@run/contract/domain/messages';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { conflict, forbidden, notFound, tooManyRequests } from '../lib/http-error.js';
import { raceOfSnapshot, siteUrl } from '../mail/mail.js';
import { mailsOfMessage } from '../store/mail-doc.js';
import { smsOfMessage } from '../store/sms-doc.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { consentFields, registrationOf, registrationRef } from '../store/registration-doc.js';
import {
  messageDayRef,
  messageDocs,
  messages,
  messagesNewestFirst,
  newMessageId,
  type MessageDoc,
} from '../store/message-doc.js';
import { everyone, type Person } from './audience.js';
import { startLanes } from './fan-out.js';
import { merged } from './message-mail.js';
import { notOptedOut } from './unsubscribe.js';
import { smsAvailable } from './sms-sender.js';

export { runLane, runMessagePage, startDueMessages, messageRef } from './fan-out.js';
export { MAIL_LINK_SECRET, unsubscribe } from './unsubscribe.js';
export { deliverSms, sweepDueSms, TWILIO_AUTH_TOKEN } from './sms-sender.js';
export {
  automaticMessagesRef,
  getAutomaticMessages,
  sendStillWaiting,
  setAutomaticMessages,
  startDueReminders,
} from './automatic.js';

const DAY_MS = 86_400_000;
/** How far back a "now" sendAt may lie: a clock a little behind the server's. */
const PAST_SLACK_MS = 60_000;
/** The list shows the newest this many. */
const LISTED = 50;

/** Opt-outs read at once for a count: under Firestore's limit of one read's documents. */
const OPT_OUT_READ = 300;

/**
 * Who the message reaches now: the audience, and for marketing only those who opted in and have not
 * unsubscribed from the race's organiser since.
 */
async function recipientsOf(race: DocumentSnapshot, input: MessageInput): Promise<Person[]> {
  const people = await everyone(race.ref, input.audience);
  if (input.kind === 'service') return people;
  const organiserUid = marathonOf(race).createdByUid;
  const asked = people.filter((p) => p.marketing);
  const kept: Person[] = [];
  for (let i = 0; i < asked.length; i += OPT_OUT_READ) {
    const chunk = asked.slice(i, i + OPT_OUT_READ);
    kept.push(...(await notOptedOut(organiserUid, chunk, (refs) => db().getAll(...refs))));
  }
  return kept;
}

/** The numbers a text of the message reaches among `people`, each once. */
const textedNumbers = (people: readonly Person[]): number =>
  new Set(people.flatMap((p) => (p.sms && p.phone !== null ? [p.phone] : []))).size;

/** Refuses what cannot be sent: texts where no provider is set up, a time past or too far ahead. */
function whenToSend(input: MessageInput, now: number): number {
  if (input.channel !== 'email' && !smsAvailable()) throw conflict('sms_unavailable');
  if (input.sendAt === undefined) return now;
  const at = Date.parse(input.sendAt);
  if (at < now - PAST_SLACK_MS) throw conflict('message_send_at_past');
  if (at > now + MESSAGE_LIMITS.aheadMs) throw conflict('message_send_at_far');
  return Math.max(at, now);
}

export async function previewMessage(
  race: DocumentSnapshot,
  input: MessageInput,
): Promise<MessagePreview> {
  const people = await recipientsOf(race, input);
  const first = people[0];
  const sample =
    first === undefined
      ? { subject: input.subject, body: input.body }
      : merged(input, raceOfSnapshot(race), first, siteUrl());
  return {
    recipients: people.length,
    smsRecipients: textedNumbers(people),
    sample: { ...sample, smsSegments: smsSegments(sample.body) },
  };
}

export async function createMessage(
  race: DocumentSnapshot,
  caller: Caller,
  input: MessageInput,
): Promise<{ messageId: string; recipients: number }> {
  const now = Date.now();
  const sendAt = whenToSend(input, now);
  const people = await recipientsOf(race, input);
  const recipients = people.length;
  const texts = input.channel === 'email' ? 0 : textedNumbers(people);
  const messageId = newMessageId(race.ref);
  const scheduled = sendAt > now + PAST_SLACK_MS;
  const day = new Date(now).toISOString().slice(0, 10);
  await db().runTransaction(async (tx) => {
    const counted = messageDayRef(race.ref, day);
    const { count, sms } = (await tx.get(counted)).data() ?? { count: 0, sms: 0 };
    const tomorrow = Math.ceil((Date.parse(`${day}T00:00:00Z`) + DAY_MS - now) / 1000);
    if (count >= MESSAGE_LIMITS.perDay) {
      throw tooManyRequests('message_daily_limit', { max: MESSAGE_LIMITS.perDay }, tomorrow);
    }
    // Texts cost the race: a day's are capped, counted here by the texts this message sends.
    if (sms + texts > MESSAGE_LIMITS.smsPerDay) {
      throw tooManyRequests('sms_daily_limit', { max: MESSAGE_LIMITS.smsPerDay }, tomorrow);
    }
    tx.set(counted, { count: count + 1, sms: sms + texts });
    const ref = messages.newRef(race.ref, messageId);
    tx.create(ref, {
      subject: input.subject,
      body: input.body,
      channel: input.channel,
      kind: input.kind,
      audience: input.audience,
      state: scheduled ? 'scheduled' : 'sending',
      sendAt: Timestamp.fromMillis(sendAt),
      ...(scheduled ? { waitingUntil: Timestamp.fromMillis(sendAt) } : {}),
      recipients,
      createdBy: caller.uid,
      createdAt: Timestamp.fromMillis(now),
      // Replies go to the organiser who wrote it, only at an address the identity service verified.
      replyTo: caller.emailVerified && caller.email !== undefined ? caller.email : null,
    });
    if (!scheduled) startLanes(tx, ref);
  });
  return { messageId, recipients };
}

const DELIVERED = ['SUCCESS'];
const FAILED = ['ERROR', 'SUPPRESSED'];

async function listed(message: MessageDoc) {
  // Mails and texts alike: each reached its server (the mail server, the SMS provider) or not.
  const outboxes = [
    ...(message.channel === 'sms' ? [] : [mailsOfMessage]),
    ...(message.channel === 'email' ? [] : [smsOfMessage]),
  ];
  const counted = async (states: readonly string[]) => {
    const counts = await Promise.all(
      outboxes.map(async (of) => (await of(message.id, states).count().get()).data().count),
    );
    return counts.reduce((a, b) => a + b, 0);
  };
  const [delivered, failed] = await Promise.all(
    [DELIVERED, FAILED].map((states) =>
      message.state === 'scheduled' || message.state === 'cancelled' ? 0 : counted(states),
    ),
  );
  return {
    messageId: message.id,
    subject: message.subject,
    channel: message.channel,
    kind: message.kind,
    state: message.state,
    sendAt: (message.sendAt ?? message.createdAt ?? Timestamp.now()).toDate().toISOString(),
    recipients: message.recipients,
    delivered: delivered ?? 0,
    failed: failed ?? 0,
    automatic: message.template !== null,
  };
}

export async function listMessages(race: DocumentSnapshot) {
  const snapshot = await messagesNewestFirst(race.ref).limit(LISTED).get();
  return { messages: await Promise.all(snapshot.docs.map((d) => listed(d.data()))) };
}

/** Cancels a scheduled message; one being sent, sent or cancelled already is 409. */
export async function cancelMessage(race: DocumentSnapshot, messageId: string) {
  const ref = messages.ref(race.ref, messageId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('message_not_found');
    if (messageDocs.of(snap).state !== 'scheduled') throw conflict('message_not_scheduled');
    tx.update(ref, { state: 'cancelled', waitingUntil: FieldValue.delete() });
  });
  return { deletedCount: 1 };
}

/**
 * A registration's consent to texts and to the organisers' news, changed by its runner or by the
 * buyer who manages the entry; a field left out keeps its value. Stored with the time it was given.
 */
export async function setConsent(
  marathonId: string,
  userId: string,
  caller: Caller,
  input: Partial<Consent>,
): Promise<Consent> {
  const ref = registrationRef(marathonRef(marathonId), userId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('not_registered');
    const registration = registrationOf(snap);
    if (caller.uid !== userId && registration.managedBy !== caller.uid) {
      throw forbidden('not_own_consent');
    }
    const consent = {
      smsOptIn: input.smsOptIn ?? registration.smsOptIn,
      marketingOptIn: input.marketingOptIn ?? registration.marketingOptIn,
    };
    tx.update(ref, consentFields(consent, Timestamp.now()));
    return consent;
  });
}
